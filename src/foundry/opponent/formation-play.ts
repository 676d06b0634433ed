/**
 * NAP-5.2 the engine opponent changes a unit's formation through Change formation's request
 * (actions/close-order sendFormation: the formation and its facing; the GM reads the tokens and
 * draws the unit's movement card), then, when the GM grants it, moves the tokens where the posted
 * result puts them and turns them to the formation's facing, as the card's Form up button does.
 */
import { asAnyResult } from "@rules/results";
import type { FormationChoice } from "@rules/opponent/choice";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { sendFormation } from "@foundry/actions/close-order/formation";

/** Play the formation change; the GM's answer, null when the unit is not on the table. */
export async function playFormation(choice: FormationChoice, table: Table): Promise<DrawResponse<PostedResult> | null> {
  const unit = table.pieces.piece(choice.unitId)?.unit;
  if (!unit) return null;
  const answer = await sendFormation(table, unit, choice.formation, choice.facing);
  const result = answer.ok ? asAnyResult(answer.output.record.result) : null;
  if (result?.procedure !== "formation") return answer;
  for (const m of result.moves) await table.canvas.moveToken(m.figureId, m.to, result.facing);
  return answer;
}
