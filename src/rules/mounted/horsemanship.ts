/**
 * OW-7.1.1 Horsemanship: who has it and which shifts a rider's shot takes (NAP-6.2.2). Apart
 * from fire.ts so the base fire procedure (procedures/fire.ts) reads it without an import circle.
 */
import type { FigureState } from "../model";
import { dataOf, rulesOf } from "../procedures/reader";
import { mountedDataOf, type MountedOptions } from "./options";

export { horsemanshipEligible, withEligibleHorsemen } from "./eligibility";

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
