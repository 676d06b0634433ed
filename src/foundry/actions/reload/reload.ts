/**
 * OW-5.1 / NAP-3.1 the Reload button: no card drawn. The client previews the engine's answer (a
 * refusal is shown and nothing is sent), the GM's procedure computes it from the figure as the
 * world holds it (reload-procedure.ts); one batch, one message.
 */
import type { FigureState, UnitState } from "@rules/model";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import { reloadResult } from "./reload-procedure";

/**
 * One figure's reload request: previewed (a refusal is shown and null returned, nothing sent),
 * then sent to the GM; the GM's answer. The button and the engine opponent send it alike.
 */
export async function sendReload(
  port: TableUses<{ user: "options" | "warn"; draw: "resolve"; writes: "speaker" }>,
  unit: UnitState,
  figure: FigureState,
): Promise<DrawResponse<PostedResult> | null> {
  try {
    reloadResult(port.user.options(), unit.id, figure);
  } catch (error) {
    refuse(port, error);
    return null;
  }
  return sendWithoutCards(port, "reload", { figure: unitCopy(unit, figure) }, figure.id);
}

export async function reload(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  await sendReload(port, piece.unit, figure);
}
