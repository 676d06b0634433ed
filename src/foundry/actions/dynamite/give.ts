/**
 * OW-6b the GM hands a figure dynamite (assigned to it, or found during play "as set up by the
 * GM"): the sticks and bundles asked, the engine's checks (the Hollywood option, no Indian),
 * then ONE batch and ONE message. No card is drawn.
 */
import { withDynamiteTotal } from "@rules/old-west/dynamite";
import { giveDynamite as giveEngine } from "@rules/old-west/dynamite-given";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { postWithoutCards } from "@foundry/kernel/post-without-cards";

const A = "COMBAT_PATROL.Action.GiveDynamite.";

export async function giveDynamite(request: ActionRequest, port: Table): Promise<void> {
  if (!port.user.isGM()) return port.user.warn(`${A}gmOnly`);
  const piece = pieceOf(request, port);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  const t = port.user.format;
  const answers = await port.dialogs.ask({
    title: t(`${A}title`, { figure: figure.name }),
    intro: t(`${A}intro`, { figure: figure.name }),
    fields: [
      { type: "number", name: "sticks", label: t(`${A}sticks`), value: 1, step: 1 },
      { type: "number", name: "bundles", label: t(`${A}bundles`), value: 0, step: 1 },
    ],
    ok: t(`${A}confirm`),
  });
  if (!answers) return;
  try {
    const result = giveEngine(
      piece.unit,
      withDynamiteTotal(figure),
      { sticks: read.num(answers, "sticks", 0), bundles: read.num(answers, "bundles", 0) },
      { rules: port.user.options() },
    );
    await postWithoutCards(port, result, [piece.unit], figure.id);
  } catch (error) {
    refuse(port, error);
  }
}
