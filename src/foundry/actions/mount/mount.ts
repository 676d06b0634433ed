/**
 * OW-7.1a / NAP-6.1.1 mount and dismount (the figure, or every standing figure of the unit that can): no card.
 * The client previews the engine's answer (a refusal is shown, nothing sent); the GM's procedure
 * computes it from the world (mount-procedure.ts); one batch, one message.
 */
import { mountOrDismount } from "@rules/mounted/movement";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import { mountingFigures } from "./mount-procedure";

export async function mountAction(request: ActionRequest, port: Table, mounting: boolean): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figures = mountingFigures(piece.unit, piece.figure, mounting);
  try {
    mountOrDismount({ unitId: piece.unit.id, figures, mount: mounting });
  } catch (error) {
    return refuse(port, error);
  }
  const pieces = piece.figure ? { figure: unitCopy(piece.unit, piece.figure) } : { unit: piece.unit };
  await sendWithoutCards(port, "mount", { ...pieces, mount: mounting }, piece.figure?.id ?? piece.unitActorId);
}
