/**
 * The pieces the procedures read: weapons, figures, units.
 * Plain data, no Foundry: the Foundry data models translate into these.
 */
import type { BurstSize, Grade } from "./cards/schema";
import type { Era } from "./options";

export const RANGE_BANDS = ["short", "medium", "long"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Reload column: OW Normal/Double/Always; NAP "Yes" muzzle-loaders reload after every shot. */
export type ReloadKind = "normal" | "double" | "always";

/** A weapon as the shooting procedures need it (tables add names, dates, notes). */
export interface WeaponProfile {
  /** Stable key, e.g. "ow.cap-and-ball-revolver". */
  readonly id: string;
  /** Upper limit of each range band in inches; null where the table shows "--". */
  readonly range: Readonly<Record<RangeBand, number | null>>;
  /** Rate of fire per band: the number in brackets, 1 if none. */
  readonly rof: Readonly<Record<RangeBand, number>>;
  /** null: not a firearm (bow, melee weapons) — no Out of Ammunition rule. */
  readonly reload: ReloadKind | null;
  /** Hand-to-hand bonus; null where the table shows "--" (cannot fight with it). */
  readonly hth: number | null;
  /** HE template this weapon's hits use (dynamite, shells). */
  readonly he?: BurstSize | null;
}

export type { Grade };
export type { Era };
