/**
 * NAP-5.4.1 a close order group turning to face an enemy behind it, checked against the world on
 * the GM's client before its card: the unit as its sheet holds it and in close order, the group its
 * standing figures, the unit's Reaction its grade's (NAP-5.6), and, the turn being a reaction, an
 * enemy acting now (../request-world.ts requireEnemyActing: not the unit's own activation).
 */
import { RulesError } from "@rules/errors";
import type { CloseOrderTurnInput } from "@rules/napoleonic/closeOrder";
import type { RulesOptions } from "@rules/options";
import { reactionValue } from "@rules/procedures";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { worldUnit } from "@foundry/kernel/world-checks";
import { absentAt, idAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { numberAt, requireEnemyActing } from "@foundry/kernel/request-world";

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
}

/** NAP-5.4.1 the turn as the world allows it. */
export function checkCloseOrderTurnAgainstWorld(
  input: CloseOrderTurnInput,
  world: WorldFacts,
  options: RulesOptions,
): void {
  const unit = worldUnit(world, input.unit);
  if (!unit.closeOrder) throw new RulesError("notInCloseOrder", { unit: unit.name });
  const standing = unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);
  const group = input.groupFigureIds;
  const sameGroup = group.length === standing.length && group.every((id, i) => id === standing[i]);
  if (!sameGroup || input.unitReaction !== reactionValue(unit.grade, { rules: options }))
    throw new RulesError("notAsOnTable", { name: unit.name });
  requireEnemyActing(world, unit);
}
