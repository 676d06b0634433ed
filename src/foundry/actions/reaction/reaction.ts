/**
 * CORE-10 the Reaction button (NAP-5.6 close order: the group checks once) and OW-9.3f regain control of a runaway
 * wagon.
 */
import type { Terrain } from "@rules/cards/schema";
import { actingFigure, pieceOf } from "@foundry/kernel/acting-piece";
import { read, terrainField, type Answers } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { oddsOrNone } from "../odds-text";
import { requestReaction, requestRegainControl } from "./checks";
import { regainControlOddsLines } from "./reaction-odds";

/** CORE-10 the reaction check of the figure (NAP-5.6: a unit in close order checks once for its group). */
export async function reaction(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  await requestReaction(port, piece.unit, actingFigure(piece), request.params.purpose || "interrupt");
}

/** OW-9.3f the driver of a runaway wagon tries to regain control (the wagon's terrain asked). */
export async function regainControl(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const state = port.pieces.wagon(request.actor.uuid);
  if (!state) return port.user.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  if (!state.runaway) return port.user.warn("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  const terrainOf = (a: Answers): Terrain => (read.str(a, "terrain", "open") === "cover" ? "cover" : "open");
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.title.regainControl", { wagon: state.unit.name }),
    fields: [terrainField(t)],
    live: (a) => oddsOrNone(() => regainControlOddsLines(state, terrainOf(a), pool, port.user.options(), t)),
    ok: t("COMBAT_PATROL.Action.RegainControl.confirm"),
  });
  if (!answers) return;
  const terrain = terrainOf(answers);
  await requestRegainControl(port, state, terrain, request.actor.uuid);
}
