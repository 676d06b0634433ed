/**
 * NAP-8.2 Indians at the table: (2) "Close order is prohibited" — checked from the tokens (the
 * canvas says whether the unit stands in close order); (9) a unit reduced below half of its
 * original number quits the field (no card: one batch, one message).
 */
import { checkIndianOpenOrder, indianUnitQuits } from "@rules/napoleonic/indians";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { sendWithoutCards } from "@foundry/kernel/no-card-procedure";

import "./indians-procedure";

const INDIANS_KEYS = "COMBAT_PATROL.Action.Indians.";

/** NAP-8.2 (2) an Indian unit found in close order on the table is refused (it must open out). */
export async function indianOpenOrder(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const standing = piece.unit.figures.filter((f) => !f.incapacitated).length;
  try {
    // The canvas measures close order for the unit as a whole (NAP-5.5): all its standing figures count.
    checkIndianOpenOrder(piece.unit.name, piece.unit.closeOrder ? standing : 0);
  } catch (error) {
    return refuse(port, error);
  }
  port.user.info(`${INDIANS_KEYS}openOrderOk`, { unit: piece.unit.name });
}

/** NAP-8.2 (9) does the Indian unit quit the field? Its original number asked (prefilled: every figure it has). */
export async function indianQuits(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const answers = await port.dialogs.ask({
    title: t(`${INDIANS_KEYS}quitTitle`, { unit: piece.unit.name }),
    fields: [
      {
        type: "number",
        name: "original",
        label: t(`${INDIANS_KEYS}original`),
        value: piece.unit.figures.length,
        step: 1,
      },
    ],
    ok: t(`${INDIANS_KEYS}quitConfirm`),
  });
  if (!answers) return;
  const original = read.num(answers, "original", piece.unit.figures.length);
  try {
    indianUnitQuits(piece.unit, original);
  } catch (error) {
    return refuse(port, error);
  }
  // The GM's procedure computes it again from the unit as the world holds it (indians-procedure.ts).
  await sendWithoutCards(port, "nap.indianQuits", { unit: piece.unit, original }, request.actor.uuid);
}
