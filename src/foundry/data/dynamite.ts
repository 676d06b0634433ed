/**
 * OW-6a the dynamite a figure carries has ONE home: the figure's two counts, `system.dynamite`
 * {sticks, bundles}. The engine reads them (derive.ts figureState) and every dynamite action
 * writes them back in the action's one batched actor write (documents/effects.ts): a throw
 * (OW-6.1.1), a bundle prepared for placing (OW-6.1.2), carried dynamite that goes off (OW-6.1.4).
 *
 * An explosive ITEM is a charge out of the figure's hands: placed, its fuse laid, lit or wired
 * (fuse state past "carried", canvas/charges.ts). A "carried" explosive item (the compendium's
 * "Dynamite stick" and "Dynamite bundle") is how a GM hands dynamite to a figure: dropped on a
 * figure it adds its quantity to the counts and is not kept (ExplosiveModel._preCreate); worlds
 * that hold such items on figures are folded into the counts by the v3 migration.
 *
 * Pure (no Foundry): the sheet view, the migration and the tests read these.
 */
import type { ExplosiveCharge, FuseState } from "./constants";

interface DynamiteCounts {
  readonly sticks: number;
  readonly bundles: number;
}

/** The part of an explosive item these read. */
export interface ExplosiveLike {
  readonly charge: ExplosiveCharge;
  readonly quantity: number;
  readonly fuse: { readonly state: FuseState };
}

const KEY: Readonly<Record<ExplosiveCharge, keyof DynamiteCounts>> = { stick: "sticks", bundle: "bundles" };

const whole = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/** A carried explosive item is dynamite in a figure's hands, not a charge on the table. */
export function isCarried(e: Pick<ExplosiveLike, "fuse">): boolean {
  return e.fuse.state === "carried";
}

/** The counts after a carried explosive item is handed to the figure (its quantity added to its kind). */
export function withHandedDynamite(counts: DynamiteCounts, e: ExplosiveLike): DynamiteCounts {
  const key = KEY[e.charge];
  return { ...counts, [key]: whole(counts[key]) + whole(e.quantity) };
}

/**
 * v3 migration: the counts a figure keeps when it also held carried explosive items. Before v3
 * the sheet showed both and the packs gave a figure the SAME dynamite twice (counts 2 sticks
 * AND a "Dynamite stick" item ×2); the rules only ever read the counts. So per kind the larger
 * of the count and the items' total: the packs' figures keep 2 sticks (not 4), a figure given
 * dynamite only as an item keeps it.
 */
export function foldCarriedDynamite(counts: DynamiteCounts, carried: readonly ExplosiveLike[]): DynamiteCounts {
  const total = (charge: ExplosiveCharge) =>
    carried.filter((e) => e.charge === charge && isCarried(e)).reduce((n, e) => n + whole(e.quantity), 0);
  return {
    sticks: Math.max(whole(counts.sticks), total("stick")),
    bundles: Math.max(whole(counts.bundles), total("bundle")),
  };
}
