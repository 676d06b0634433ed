/**
 * OW-7.1.1 Horsemanship: who has it and which shifts a rider's shot takes (NAP-6.2.2). Apart
 * from fire.ts so the base fire procedure (procedures/fire.ts) reads it without an import circle.
 */
import type { FigureState, UnitState } from "../model";
import { dataOf, rulesOf } from "../procedures/reader";
import { mountedDataOf, type MountedOptions } from "./options";

/**
 * OW-7.1.1 "At the GM's discretion, elite cavalry units can be given the Horsemanship ability":
 * a unit of the kind and grade MountedData.horsemanshipUnit names.
 */
export function horsemanshipEligible(unit: Pick<UnitState, "kind" | "grade">, options?: MountedOptions): boolean {
  const needs = mountedDataOf(options).horsemanshipUnit;
  return unit.kind === needs.kind && unit.grade === needs.grade;
}

/**
 * OW-7.1.1 the unit with Horsemanship taken from the figures of a unit that may not have it
 * (not elite cavalry): they ride and shoot as any rider. The sheet warns about it
 * (options/forces.ts horsemanshipNotEliteCavalry).
 */
export function withEligibleHorsemen<U extends UnitState>(unit: U, options?: MountedOptions): U {
  if (horsemanshipEligible(unit, options) || !unit.figures.some((f) => f.horsemanship)) return unit;
  return { ...unit, figures: unit.figures.map((f) => (f.horsemanship ? { ...f, horsemanship: false } : f)) };
}

/** OW-7.1.1 Horsemanship is in play for this figure: the GM option and the figure's ability. */
export function hasHorsemanship(figure: FigureState, options?: MountedOptions): boolean {
  return rulesOf(options).optional.horsemanship && figure.horsemanship === true;
}

/**
 * NAP-6.2.2 "When mounted figures fire, apply a 'column shift' to the right for firing on
 * horseback, in addition to normal fire modifiers. Mounted moving fire thus has a total of three
 * shifts": the shifts the base moved and saddle values leave out of that total, for a rider who
 * moved and fires from the saddle (0 otherwise). OW-7.1.1 Horsemanship takes off the saddle shift
 * only ("however the moving penalty still applies"), so a horseman who moved keeps this top-up.
 */
export function movingFromSaddleTopUp(moved: boolean, fromSaddle: boolean, options?: MountedOptions): number {
  if (!moved || !fromSaddle) return 0;
  const { moved: movedShift, saddle } = dataOf(options).shiftValue;
  return Math.max(0, mountedDataOf(options).movingFromSaddleTotalShifts - movedShift - saddle);
}
