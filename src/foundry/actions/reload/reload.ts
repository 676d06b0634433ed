/**
 * OW-5.1 / NAP-3.1 the Reload button: no card drawn. The client previews the engine's answer (a
 * refusal is shown and nothing is sent), the GM's procedure computes it from the figure as the
 * world holds it (reload-procedure.ts); one batch, one message.
 */
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import { reloadResult } from "./reload-procedure";

export async function reload(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  try {
    reloadResult(port.user.options(), piece.unit.id, figure);
  } catch (error) {
    return refuse(port, error);
  }
  await sendWithoutCards(port, "reload", { figure: unitCopy(piece.unit, figure) }, figure.id);
}
