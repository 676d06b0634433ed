/**
 * OW-6b the GM hands a figure dynamite (assigned to it, or found during play "as set up by the
 * GM"): the sticks and bundles asked, the engine's checks (the Hollywood option, no Indian),
 * then ONE batch and ONE message, computed by the GM's procedure (give-procedure.ts). No card is drawn.
 */
import { withDynamiteTotal } from "@rules/old-west/dynamite";
import { giveDynamite as giveEngine } from "@rules/old-west/dynamite-given";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";

const GIVE_DYNAMITE_KEYS = "COMBAT_PATROL.Action.GiveDynamite.";

export async function giveDynamite(request: ActionRequest, port: Table): Promise<void> {
  if (!port.user.isGM()) return port.user.warn(`${GIVE_DYNAMITE_KEYS}gmOnly`);
  const piece = pieceOf(request, port);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  const t = port.user.format;
  const answers = await port.dialogs.ask({
    title: t(`${GIVE_DYNAMITE_KEYS}title`, { figure: figure.name }),
    intro: t(`${GIVE_DYNAMITE_KEYS}intro`, { figure: figure.name }),
    fields: [
      { type: "number", name: "sticks", label: t(`${GIVE_DYNAMITE_KEYS}sticks`), value: 1, step: 1 },
      { type: "number", name: "bundles", label: t(`${GIVE_DYNAMITE_KEYS}bundles`), value: 0, step: 1 },
    ],
    ok: t(`${GIVE_DYNAMITE_KEYS}confirm`),
  });
  if (!answers) return;
  const given = { sticks: read.num(answers, "sticks", 0), bundles: read.num(answers, "bundles", 0) };
  try {
    giveEngine(piece.unit, withDynamiteTotal(figure), given, { rules: port.user.options() });
  } catch (error) {
    return refuse(port, error);
  }
  // The GM's procedure computes it again from the figure as the world holds it (give-procedure.ts).
  await sendWithoutCards(port, "giveDynamite", { figure: unitCopy(piece.unit, figure), given }, figure.id);
}
