/** OW-5.1 / NAP-3.1 the Reload button: no card drawn; one batch, one message. */
import { reloadAction as owReload } from "@rules/old-west/reload";
import { reloadAction as napReload } from "@rules/napoleonic/weapons";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { postWithoutCards } from "@foundry/kernel/post-without-cards";

export async function reload(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  try {
    const options = port.user.options();
    const result =
      options.era === "napoleonic"
        ? napReload(piece.unit.id, figure)
        : owReload(piece.unit.id, figure, { rules: options });
    await postWithoutCards(port, result, [piece.unit], figure.id);
  } catch (error) {
    refuse(port, error);
  }
}
