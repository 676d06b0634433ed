/**
 * NAP-5.4.1 a close order group turning to face an enemy behind it, checked against the world on
 * the GM's client before its card: the unit as its sheet holds it and in close order, the group its
 * standing figures, the unit's Reaction its grade's (NAP-5.6), and, the turn being a reaction, an
 * enemy acting now (../request-world.ts requireEnemyActing: not the unit's own activation). The
 * bearing to the enemy is read on the map as the dialog read it (close-order-map.ts enemyOnMap, to
 * the enemy unit the request names): which enemy the group faces is the player's judgement, so his
 * bearing stands and, where it differs from the map's, the chat card shows both.
 */
import { RulesError } from "@rules/errors";
import { angleDifference, clockOf } from "@rules/geometry";
import type { CloseOrderTurnInput } from "@rules/napoleonic/closeOrder";
import type { RulesOptions } from "@rules/options";
import { reactionValue } from "@rules/procedures";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { worldUnit, type DeclaredFact } from "@rules/validation/world-checks";
import { absentAt, idAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { fieldsOf, numberAt, requireEnemyActing } from "@foundry/kernel/request-world";
import { enemyOnMap } from "./close-order-map";
import { relation } from "@rules/sides";

/** The dialog keeps the map's own bearing when the player keeps its hour: a declared bearing within this of the map's is the map's. */
const DEGREES_SLACK = 1;

/** The turn's shape at the boundary: the fields the Turn to face button sends. */
export function closeOrderTurnShape(input: unknown): void {
  const turn = recordAt("closeOrderTurn", input, "closeOrderTurn");
  pieceAt("closeOrderTurn", turn, "unit");
  listAt("closeOrderTurn", turn, "groupFigureIds");
  const ids = turn.groupFigureIds;
  if (Array.isArray(ids)) ids.forEach((id: unknown, i) => idAt("closeOrderTurn", { [i]: id }, String(i)));
  numberAt("closeOrderTurn", turn, "unitReaction", 0, 10);
  numberAt("closeOrderTurn", turn, "facing", -360, 720);
  numberAt("closeOrderTurn", turn, "enemyBearing", -360, 720);
  for (const field of ["individualFigureIds", "turningFigureIds", "purpose"]) absentAt("closeOrderTurn", turn, field);
  // The enemy unit the map found (an id), or absent (off the map).
  const request = typeof input === "object" && input !== null ? fieldsOf(input) : {};
  if (request.enemy !== undefined) idAt("closeOrderTurn", request, "enemy");
}

/**
 * NAP-5.4.1 the turn as the world allows it; the bearing the player declared where the map reads
 * another to the enemy the request names (none when it names none: off the map).
 */
export function checkCloseOrderTurnAgainstWorld(
  input: CloseOrderTurnInput,
  world: WorldFacts,
  options: RulesOptions,
  enemyId?: string,
): DeclaredFact[] {
  const unit = worldUnit(world, input.unit);
  if (!unit.closeOrder) throw new RulesError("notInCloseOrder", { unit: unit.name });
  const standing = unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);
  const group = input.groupFigureIds;
  const sameGroup = group.length === standing.length && group.every((id, i) => id === standing[i]);
  if (!sameGroup || input.unitReaction !== reactionValue(unit.grade, { rules: options }))
    throw new RulesError("notAsOnTable", { name: unit.name });
  requireEnemyActing(world, unit);
  if (enemyId === undefined) return [];
  const enemy = world.piece(enemyId)?.unit ?? null;
  if (!enemy || enemy.id !== enemyId || enemy.id === unit.id) throw new RulesError("notAsOnTable", { name: unit.name });
  // NAP-5.4.1 "an enemy": never a unit of the group's own side, read from the table as the dialog read it.
  if (relation(unit, world.allegiance(unit.id), enemy, world.allegiance(enemy.id)) === "friend")
    throw new RulesError("enemyIsFriend", { enemy: enemy.name, unit: unit.name });
  const map = enemyOnMap((ids) => world.ground(ids), unit, [enemy]);
  const declared = input.enemyBearing;
  // The chat card says both as the player picks them: hours of the clock off the line's facing.
  return map && Math.abs(angleDifference(map.bearing, declared)) > DEGREES_SLACK
    ? [{ fact: "enemyBearing", declared: clockOf(declared, input.facing), map: clockOf(map.bearing, input.facing) }]
    : [];
}
