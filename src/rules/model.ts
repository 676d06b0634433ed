/**
 * The pieces the procedures read: weapons, figures, units.
 * Plain data, no Foundry: the Foundry data models translate into these.
 */
import type { BurstSize, Grade } from "./cards/schema";
import type { Era, LeaderRank } from "./options/rules-options";
import type { CardRead } from "./cards/source";

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

/**
 * OW Table 3 prints the animals' Accuracy as "NA" (OW-9.2.8): a figure with it never fires.
 * Every other figure has a grade.
 */
export const NO_ACCURACY = "NA";
export type Accuracy = Grade | typeof NO_ACCURACY;
export const ACCURACIES = ["elite", "regular", "green", NO_ACCURACY] as const satisfies readonly Accuracy[];

export type { LeaderRank };

/** A value a supplement may keep on a figure or unit (e.g. "indian", "lance", "fuseDie"). */
export type FlagValue = boolean | number | string | null;

/**
 * One figure as the procedures read it (CORE-4 attributes, CORE-8 states).
 * Plain JSON: the Foundry figure data model translates into this, never the reverse.
 */
export interface FigureState {
  readonly id: string;
  readonly name: string;
  /** CORE-4 attributes. */
  readonly guts: Grade;
  /** A grade, or "NA" (an animal, OW Table 3): such a figure cannot fire (planShot refuses). */
  readonly accuracy: Accuracy;
  /** Melee attribute: a number added to hand-to-hand totals (CORE-6). */
  readonly melee: number;
  /** Wounds this figure can take: wounds equal to Endurance incapacitate (CORE-5.6). */
  readonly endurance: number;
  /** Reaction value: a check passes when the card shows at most this (CORE-10). */
  readonly reaction: number;
  /** CORE-8 states. */
  readonly wounds: number;
  readonly stunned: boolean;
  readonly incapacitated: boolean;
  /** Out of Ammunition markers on the figure (OW-5.1b/c may put two). */
  readonly outOfAmmo: number;
  readonly pinned: boolean;
  readonly mounted: boolean;
  readonly hidden: boolean;
  /** Cover the figure stands in when a hit lands on it (CORE-5.5). */
  readonly cover?: "none" | "soft" | "hard";
  /** Flags. */
  readonly hero: boolean;
  readonly sniper: boolean;
  /** Leader rank, null for a follower (CORE-11). */
  readonly leaderRank: LeaderRank | null;
  /** A trained leader may swap dice and remove morale markers (OW-3b, OW-3c). */
  readonly trained: boolean;
  /** OW-7.1.1 Horsemanship: no saddle shift. */
  readonly horsemanship?: boolean;
  /** The weapon the figure uses (a WeaponProfile id), if any. */
  readonly weaponId?: string | null;
  /** Supplement flags: free keys, read and written through the "flag" effect. */
  readonly flags?: Readonly<Record<string, FlagValue>>;
}

/** The attributes a figure is made of (CORE-4), with its id and name. */
type FigureAttributes = Pick<FigureState, "id" | "name" | "guts" | "accuracy" | "melee" | "endurance" | "reaction">;

/**
 * CORE-4/CORE-8 a figure as it enters play: its attributes, no wounds and no Out of Ammunition
 * marker, not stunned, incapacitated, pinned, mounted or hidden, no hero, sniper, leader or
 * trained flag. `over` changes any of it (a stand-in figure with its own state, a test's case).
 */
export function freshFigure(attributes: FigureAttributes, over: Partial<FigureState> = {}): FigureState {
  return {
    id: attributes.id,
    name: attributes.name,
    guts: attributes.guts,
    accuracy: attributes.accuracy,
    melee: attributes.melee,
    endurance: attributes.endurance,
    reaction: attributes.reaction,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    ...over,
  };
}

/** What a unit is, for the rules that treat kinds differently. */
export const UNIT_KINDS = ["foot", "mounted", "crew", "hero", "herd", "wagon", "other"] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** One unit: a team, squad, section, crew, lone hero, herd or wagon (CORE-3, CORE-7, CORE-8). */
export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly kind: UnitKind;
  /** Troop grade: the unit's Guts column for morale (CORE-7) and for Elite/Green activation cards (CORE-3). */
  readonly grade: Grade;
  /** Figures of the unit; procedures that count "from the nearest" take their own ordered lists. */
  readonly figures: readonly FigureState[];
  /** The unit's leader figure, null when it has none (or it is gone). */
  readonly leaderId: string | null;
  /** The unit commanding this one in the chain of command (CORE-11), null at the top. */
  readonly commanderId?: string | null;
  /** The command die value this turn (1-6), null before the roll (CORE-3). */
  readonly commandDie: number | null;
  readonly moraleMarkers: number;
  /** NAP-5.1 close order (computed by geometry from touching bases). */
  readonly closeOrder: boolean;
  /** CORE-8 out of command. */
  readonly outOfCommand: boolean;
  /** Has taken an activation this turn (die giving needs a unit that has not acted). */
  readonly acted: boolean;
  readonly flags?: Readonly<Record<string, FlagValue>>;
}

/** Which way a move effect goes; geometry turns it into a path. */
export const MOVE_DIRECTIONS = [
  "recoil",
  "advance",
  "fall-back",
  "toward-cover",
  "toward-enemy",
  "scatter",
  "free",
] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/**
 * One state change a procedure asks for. Procedures never mutate their inputs: they return
 * effects, and the Foundry side applies the whole list in ONE batched update (the preview
 * and tests use procedures/states.ts applyEffects). Every figure effect names its unit too.
 */
export type Effect =
  /** Add `wounds` wounds (CORE-5.6); reaching Endurance comes as a separate incapacitate effect. */
  | { readonly kind: "wound"; readonly unitId: string; readonly figureId: string; readonly wounds: number }
  | { readonly kind: "incapacitate"; readonly unitId: string; readonly figureId: string }
  /**
   * Set a figure's wounds to `wounds` (a whole number, 0 or more): healing, or the wounds left
   * after a hurt animal dies or is cut out of a wagon team (OW-9.3d/e). Incapacitation stays a
   * separate effect.
   */
  | { readonly kind: "setWounds"; readonly unitId: string; readonly figureId: string; readonly wounds: number }
  | { readonly kind: "stun"; readonly unitId: string; readonly figureId: string; readonly stunned: boolean }
  | { readonly kind: "pin"; readonly unitId: string; readonly figureId: string; readonly pinned: boolean }
  /** Add (delta > 0) or remove (delta < 0) Out of Ammunition markers; never below 0. */
  | { readonly kind: "outOfAmmo"; readonly unitId: string; readonly figureId: string; readonly delta: number }
  /** Add or remove morale markers on a unit; never below 0. */
  | { readonly kind: "moraleMarkers"; readonly unitId: string; readonly delta: number }
  /** CORE-7: markers cleared after the checks. */
  | { readonly kind: "clearMoraleMarkers"; readonly unitId: string }
  /** Move a figure (figureId) or the whole unit (figureId null) `inches` in a direction. */
  | {
      readonly kind: "move";
      readonly unitId: string;
      readonly figureId: string | null;
      readonly inches: number;
      readonly direction: MoveDirection;
      /** Scatter only: clock direction 1-12. */
      readonly clock?: number;
      /** The owner may decline (a victor "may advance"). */
      readonly optional?: boolean;
    }
  | { readonly kind: "mounted"; readonly unitId: string; readonly figureId: string; readonly mounted: boolean }
  | { readonly kind: "hidden"; readonly unitId: string; readonly figureId: string; readonly hidden: boolean }
  | { readonly kind: "commandDie"; readonly unitId: string; readonly value: number | null }
  | { readonly kind: "outOfCommand"; readonly unitId: string; readonly outOfCommand: boolean }
  | { readonly kind: "acted"; readonly unitId: string; readonly acted: boolean }
  /** A supplement flag on a figure (figureId) or a unit (figureId null). */
  | {
      readonly kind: "flag";
      readonly unitId: string;
      readonly figureId: string | null;
      readonly flag: string;
      readonly value: FlagValue;
    };

export type EffectKind = Effect["kind"];

/** The headline of a result: a localization key under COMBAT_PATROL and its placeholders. */
export interface Summary {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

/**
 * What every procedure returns: plain JSON (stored in a ChatMessage), every card read,
 * every state change as an effect, a summary line; each procedure adds its own details.
 */
export interface ProcedureResult<P extends string = string> {
  readonly procedure: P;
  readonly cards: readonly CardRead[];
  readonly effects: readonly Effect[];
  readonly summary: Summary;
}
