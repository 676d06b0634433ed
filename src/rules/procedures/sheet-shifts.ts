/**
 * CORE-5.2 the shifts a shot takes, pre-filled from the pieces' state for the fire dialog (the
 * player may change any of them before the cards are drawn). Pure.
 */
import type { FigureState, FlagValue, UnitState } from "../model";
import type { ShotShifts } from "./fire-plan";
import { presentLeader } from "./morale";
import { leaderAbsentAfterMorale } from "../napoleonic/morale";
import { ACTION_FLAGS } from "./data";

function flag(holder: { readonly flags?: Readonly<Record<string, FlagValue>> }, key: string): boolean {
  return holder.flags?.[key] === true;
}

/** CORE-5.2 the shifts a figure's sheet gives a shot: the fire dialog's boxes, all the GM accepts from it. */
export const SHEET_SHIFTS = ["moved", "wounded", "leaderAbsent", "saddle"] as const;
export type SheetShift = (typeof SHEET_SHIFTS)[number];

/** The shifts a figure's shot starts with: moved, wounded, leader absent, from the saddle. */
export function defaultShifts(figure: FigureState, unit: UnitState): Required<Pick<ShotShifts, SheetShift>> {
  const leader = presentLeader(unit);
  const isLeader = leader?.id === figure.id;
  const leaderGone = leader === null || leader.stunned || leaderAbsentAfterMorale(unit);
  return {
    moved: flag(figure, ACTION_FLAGS.moved) || flag(unit, ACTION_FLAGS.moved),
    wounded: figure.wounds > 0 && !figure.incapacitated,
    // OW-4c heroes never take it; a leader directs his own fire.
    leaderAbsent: !figure.hero && !isLeader && unit.figures.length > 1 && leaderGone,
    saddle: figure.mounted,
  };
}
