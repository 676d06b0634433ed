/** One unit's header in the combat tracker, as data (pure: the tracker, the preview and the tests build it). */
import type { UnitState } from "@rules/model";
import type { CurrentActivation } from "./turn";
import { attachedHeroes, type HeroDieOf } from "./heroes";

/** How the tracker shows one unit (pure: tests and the preview build it too). */
export interface UnitGroupView {
  readonly unitId: string;
  readonly name: string;
  readonly die: number | null;
  readonly acted: boolean;
  readonly activated: boolean;
  readonly lost: boolean;
}

export function unitGroupView(unit: UnitState, activation: CurrentActivation | null): UnitGroupView {
  return {
    unitId: unit.id,
    name: unit.name,
    die: unit.commandDie,
    acted: unit.acted,
    activated: activation?.units.includes(unit.id) ?? false,
    lost: activation?.lost.includes(unit.id) ?? false,
  };
}

/**
 * OW-4a the die shown next to a figure's row: a hero attached to the unit shows his own command
 * die; any other figure (and a lone hero, whose die is his unit's header die) shows none.
 */
export function heroRowDie(unit: UnitState, figureId: string, dieOf: HeroDieOf): number | null {
  return attachedHeroes([unit]).some((h) => h.figure.id === figureId) ? dieOf(figureId) : null;
}

/**
 * The tracker's "defeated" skull marks a COMBATANT, and a combatant stands for its
 * unit: a unit with a defeated combatant is out of the fight (routed, or removed by the GM) and
 * takes no part in activation; its figures' states are not touched. The units of the combat,
 * in combatant order, each once, those out of the fight left out.
 */
export function unitsInFight<U extends { readonly id: string }>(
  combatants: readonly { readonly unit: U | null; readonly defeated: boolean }[],
): U[] {
  const out = new Set(combatants.filter((c) => c.defeated && c.unit).map((c) => c.unit!.id));
  const units = new Map<string, U>();
  for (const { unit } of combatants) if (unit && !out.has(unit.id) && !units.has(unit.id)) units.set(unit.id, unit);
  return [...units.values()];
}
