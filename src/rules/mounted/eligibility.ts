/**
 * OW-7.1.1 who may have Horsemanship. Apart from horsemanship.ts so the forces check
 * (options/forces.ts) reads it without reaching the procedures (no import circle).
 */
import type { UnitState } from "../model";
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
