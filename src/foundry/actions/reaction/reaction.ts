/**
 * CORE-10 the Reaction button (NAP-5.6 close order: the group checks once) and OW-9.3f regain control of a runaway
 * wagon.
 */
import type { Terrain } from "@rules/cards/schema";
import { actingFigure, pieceOf } from "../acting";
import { read, terrainField } from "../ask";
import type { ActionRequest } from "../layer";
import type { ActionPort } from "../port";
import { requestReaction, requestRegainControl } from "./checks";

/** CORE-10 the reaction check of the figure (NAP-5.6: a unit in close order checks once for its group). */
export async function reaction(request: ActionRequest, port: ActionPort): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  await requestReaction(port, piece.unit, actingFigure(piece), request.params.purpose || "interrupt");
}

/** OW-9.3f the driver of a runaway wagon tries to regain control (the wagon's terrain asked). */
export async function regainControl(request: ActionRequest, port: ActionPort): Promise<void> {
  const t = port.format;
  const state = port.wagon(request.actor.uuid);
  if (!state) return port.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  if (!state.runaway) return port.warn("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  const answers = await port.ask({
    title: t("COMBAT_PATROL.Action.title.regainControl", { wagon: state.unit.name }),
    fields: [terrainField(t)],
    ok: t("COMBAT_PATROL.Action.RegainControl.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  await requestRegainControl(port, state, terrain, request.actor.uuid);
}
