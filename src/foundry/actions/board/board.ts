/**
 * OW-9.3c board a wagon (the targeted one) or leave the one the figure is aboard: no card. The
 * client previews the engine's answer (a refusal is shown, nothing sent); the GM's procedure
 * computes it from the world (board-procedure.ts); one batch, one message.
 */
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import { boardResult } from "./board-procedure";

/** `boarding` null: leave the wagon he is aboard, else board the targeted one; false: leave. */
export async function wagon(request: ActionRequest, port: Table, boarding: boolean | null): Promise<void> {
  const piece = pieceOf(request, port);
  const figure = piece?.figure ?? null;
  if (!piece || !figure) return port.user.warn("COMBAT_PATROL.Action.Wagon.figureOnly");
  const state = port.pieces.wagonFor(figure);
  if (!state) return port.user.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  try {
    boardResult(state, piece.unit.id, figure, boarding);
  } catch (error) {
    return refuse(port, error);
  }
  await sendWithoutCards(port, "board", { figure: unitCopy(piece.unit, figure), wagon: state, boarding }, figure.id);
}
