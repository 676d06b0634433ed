/** OW-9.3c board a wagon (the targeted one) or leave the one the figure is aboard: no card; one batch, one message. */
import { boardWagon, dismountWagon } from "@rules/old-west/wagons";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { postWithoutCards } from "@foundry/kernel/post-without-cards";

/** `boarding` null: leave the wagon he is aboard, else board the targeted one; false: leave. */
export async function wagon(request: ActionRequest, port: Table, boarding: boolean | null): Promise<void> {
  const piece = pieceOf(request, port);
  const figure = piece?.figure ?? null;
  if (!piece || !figure) return port.user.warn("COMBAT_PATROL.Action.Wagon.figureOnly");
  const state = port.pieces.wagonFor(figure);
  if (!state) return port.user.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  const aboard = state.unit.figures.some((f) => f.id === figure.id);
  try {
    // Leaving: the figure is in the wagon's unit (the writer takes him off that wagon's list, flag or not).
    const result =
      (boarding ?? !aboard) ? boardWagon(state, piece.unit.id, figure) : dismountWagon(state, state.unit.id, figure);
    await postWithoutCards(port, result, [piece.unit, state.unit], figure.id);
  } catch (error) {
    refuse(port, error);
  }
}
