/**
 * CORE-8 / CORE-10 the core checks' requests checked against the world on the GM's client before
 * any card: every figure and unit as its sheet holds it, each once. A bog check is part of the
 * figure's move and spotting is the spotter's own action (our reading of CORE-10: he looks for the
 * hidden enemy instead of doing something else), so both ask that his unit be activated now; a
 * damage card follows what another did (a melee lost, a rider thrown, the GM's call), so it asks
 * no activation. None of them is an action the rules limit to once an activation.
 */
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import { GRADES } from "@rules/cards/schema";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireActivated, requireOnce, worldFigure, worldUnit } from "@rules/validation/world-checks";
import { choiceAt, pieceAt } from "@foundry/kernel/request-shape";
import { fieldsOf, wholeNumberAt } from "@foundry/kernel/request-world";

/** A figure of a unit, both as the world holds them; the world's unit. */
function figureOfUnit(world: WorldFacts, unit: UnitState, figure: FigureState): UnitState {
  const held = worldUnit(world, unit);
  worldFigure(world, figure, held.id);
  return held;
}

/** A damage card's or a bog check's shape at the boundary (before its acting figure is read). */
export function figureCheckShape(action: "damage" | "bog", input: object): void {
  const fields = fieldsOf(input);
  pieceAt(action, fields, "unit");
  pieceAt(action, fields, "figure");
  if (action === "bog") choiceAt("bog", fields, "terrainGrade", GRADES);
}

/** CORE-8 a damage card: the figure and his unit as their sheets hold them. */
export function checkDamageAgainstWorld(
  input: { readonly unit: UnitState; readonly figure: FigureState },
  world: WorldFacts,
): void {
  figureOfUnit(world, input.unit, input.figure);
}

/** CORE-10 a bog check: the figure and his unit as their sheets hold them, the unit activated (he is moving). */
export function checkBogAgainstWorld(
  input: { readonly unit: UnitState; readonly figure: FigureState },
  world: WorldFacts,
): void {
  requireActivated(world, figureOfUnit(world, input.unit, input.figure));
}

/** The GM's shifts to a spotter's Reaction the dialog takes (a whole number either way). */
const SPOT_SHIFT_LIMIT = 6;

/**
 * CORE-10 spotting: the spotter and the hidden figure (of another unit) as their sheets hold them,
 * each once, the spotter's unit activated.
 */
export function checkSpottingAgainstWorld(
  input: {
    readonly spotterUnit: UnitState;
    readonly spotter: FigureState;
    readonly targetUnit: UnitState;
    readonly target: FigureState;
  },
  world: WorldFacts,
): void {
  const fields = fieldsOf(input);
  for (const field of ["spotterUnit", "spotter", "targetUnit", "target"]) pieceAt("spotting", fields, field);
  wholeNumberAt("spotting", fields, "modifier", -SPOT_SHIFT_LIMIT, SPOT_SHIFT_LIMIT);
  requireOnce([input.spotter, input.target]);
  const unit = figureOfUnit(world, input.spotterUnit, input.spotter);
  const enemy = figureOfUnit(world, input.targetUnit, input.target);
  if (unit.id === enemy.id) throw new RulesError("notInUnit", { name: input.target.name, unit: unit.name });
  requireActivated(world, unit);
}
