/**
 * OW-7.1a / NAP-6.1.1 mount and dismount (the figure, or every standing figure of the unit that can): no card; one
 * batch, one message.
 */
import { mountOrDismount } from "@rules/mounted/movement";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { postWithoutCards } from "@foundry/kernel/post-without-cards";

export async function mountAction(request: ActionRequest, port: Table, mounting: boolean): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figures = piece.figure
    ? [piece.figure]
    : piece.unit.figures.filter((f) => !f.incapacitated && f.mounted !== mounting);
  try {
    const result = mountOrDismount({ unitId: piece.unit.id, figures, mount: mounting });
    await postWithoutCards(port, result, [piece.unit], piece.figure?.id ?? piece.unitActorId);
  } catch (error) {
    refuse(port, error);
  }
}
