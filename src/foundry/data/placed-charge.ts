/**
 * OW-6.1.2 / OW-6.1.3 a placed charge as the table keeps it: the engine's PlacedCharge (its
 * stage, fuse activations, command die, blasting machine) plus where it lies, where its fuse
 * ends, where its blasting machine stands (inches on the viewed scene) and the wall or door it
 * was set against (OW-6.1.2b). In Foundry it is an explosive item (its fuse state) whose flags
 * hold the points; the port reads and writes it.
 */
import type { Point } from "@rules/geometry";
import type { BreachTarget, ChargeStage, PlacedCharge } from "@rules/old-west/dynamite";
import type { FuseState } from "./constants";

export interface TableCharge {
  /** The explosive item's UUID (the engine's charge id). */
  readonly id: string;
  readonly name: string;
  /** The actor UUID holding the item (the figure who prepared it), null for a world item. */
  readonly holderId: string | null;
  readonly charge: PlacedCharge;
  /** Where the charge lies (inches), null before it is placed. */
  readonly at: Point | null;
  /** Where the fuse ends (inches): set when the fuse length is set. */
  readonly fuseEnd: Point | null;
  /** OW-6.1.3 where the blasting machine stands (inches). */
  readonly machineAt: Point | null;
  /** OW-6.1.2b the wall or door the charge was set against. */
  readonly against: BreachTarget | null;
}

/** A charge to write: `id` null creates its explosive item on `holderId`. */
export type ChargeWrite = Omit<TableCharge, "id"> & { readonly id: string | null };

/** The item's fuse state for each engine stage (and back): the data model's FUSE_STATES. */
export const FUSE_STATE_OF: Readonly<Record<ChargeStage, FuseState>> = {
  prepared: "prepared",
  placed: "placed",
  layingFuse: "laying",
  fuseSet: "set",
  lit: "lit",
  wired: "connected",
  exploded: "exploded",
};

/** The engine stage of an item's fuse state; null for a charge still carried. */
export function stageOfFuse(state: FuseState): ChargeStage | null {
  const found = (Object.entries(FUSE_STATE_OF) as [ChargeStage, FuseState][]).find(([, s]) => s === state);
  return found ? found[0] : null;
}
