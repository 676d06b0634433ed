/**
 * What several actions' GM checks share beside the rules' world checks (src/rules/validation/world-checks.ts)
 * and request-shape.ts: a request's own fields for the shape helpers, a required number, a list of
 * pieces, and CORE-10 the time a reaction may be taken (while an enemy acts).
 */
import { RulesError } from "@rules/errors";
import type { UnitState } from "@rules/model";
import { relation } from "@rules/sides";
import type { WorldFacts } from "./world-facts";
import { listAt, optionalNumberAt, pieceAt } from "./request-shape";

/** A request's own fields, as the shape checks read them. */
export function fieldsOf(input: object): Readonly<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(input));
}

/** A finite number from `min` to `max` at `field`, refused when absent or otherwise. */
export function numberAt(
  action: string,
  input: Readonly<Record<string, unknown>>,
  field: string,
  min: number,
  max: number,
): void {
  if (input[field] === undefined)
    throw new RulesError("badActionParams", { action, field, problem: `expected a number from ${min} to ${max}` });
  optionalNumberAt(action, input, field, min, max);
}

/** A whole number from `min` to `max` at `field`, refused otherwise. */
export function wholeNumberAt(
  action: string,
  input: Readonly<Record<string, unknown>>,
  field: string,
  min: number,
  max: number,
): void {
  numberAt(action, input, field, min, max);
  if (!Number.isInteger(input[field]))
    throw new RulesError("badActionParams", { action, field, problem: "expected a whole number" });
}

/** A list of pieces (each an id and a name) at `field`, refused otherwise. */
export function piecesAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  listAt(action, input, field);
  const list = input[field];
  if (Array.isArray(list))
    list.forEach((piece: unknown, i) => pieceAt(action, { [`${field}.${i}`]: piece }, `${field}.${i}`));
}

/**
 * CORE-10 a reaction "interrupts an enemy move": it is taken while ANOTHER unit acts, outside the
 * reacting unit's own activation (our reading; NAP-5.4.1 a close order turn and NAP-6.2.1.2 a
 * counter-charge are reactions too). So a reacting unit need not be activated: when an activation
 * runs, the Activation Card must have named some other unit not of its own side (an enemy acting
 * now, src/rules/sides.ts); a unit the card named alone, or with friends only, has no enemy acting
 * to react to. In free play (no activation runs) any unit may.
 */
export function requireEnemyActing(
  world: Pick<WorldFacts, "activation" | "piece" | "allegiance">,
  unit: Pick<UnitState, "id" | "name" | "kind" | "leaderId" | "commanderId">,
): void {
  const activation = world.activation();
  if (!activation) return;
  const mine = world.allegiance(unit.id);
  // An enemy, not a friend (src/rules/sides.ts): a unit of its own side acting is nothing to react to.
  // A unit the world no longer knows has no side to read: taken as another's.
  const enemyActing = activation.units.some((id) => {
    if (id === unit.id) return false;
    const other = world.piece(id)?.unit;
    return !other || relation(unit, mine, other, world.allegiance(other.id)) !== "friend";
  });
  if (!enemyActing) throw new RulesError("noEnemyActing", { name: unit.name });
}

// NAP-5.6 the close order group's one check is the rules' reading (napoleonic/closeOrderReaction.ts).
export { reactsAsGroup } from "@rules/napoleonic/closeOrderReaction";
