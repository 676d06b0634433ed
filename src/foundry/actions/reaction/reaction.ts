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
import { reactsAsGroup } from "@foundry/kernel/request-world";
import { REACTION_PURPOSES, requestReaction, requestRegainControl } from "./checks";
import { reactionOddsLines, regainControlOddsLines } from "./reaction-odds";

const REACTION_KEYS = "COMBAT_PATROL.Action.Reaction.";

/**
 * CORE-10 the reaction check of the figure (NAP-5.6: a unit in close order checks once for its
 * group). The dialog asks what the reaction is for (NAP-6.2.1.2b: the GM refuses a foot reaction
 * to close with riders on the move, reaction-world.ts) and shows the check's odds.
 */
export async function reaction(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  const options = port.user.options();
  const group = reactsAsGroup(piece.unit, options.era);
  if (!group && !figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const given = REACTION_PURPOSES.find((p) => p === request.params.purpose) ?? "interrupt";
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t(`${REACTION_KEYS}title`, { figure: (group ? null : figure?.name) ?? piece.unit.name }),
    fields: [
      {
        type: "select",
        name: "purpose",
        label: t(`${REACTION_KEYS}purpose`),
        value: given,
        options: REACTION_PURPOSES.map((value) => ({ value, label: t(`${REACTION_KEYS}purposeOf.${value}`) })),
      },
    ],
    live: () => oddsOrNone(() => reactionOddsLines(piece.unit, figure, pool, options, t)),
    ok: t(`${REACTION_KEYS}confirm`),
  });
  if (!answers) return;
  const chosen = read.str(answers, "purpose", given);
  await requestReaction(port, piece.unit, figure, REACTION_PURPOSES.find((p) => p === chosen) ?? given);
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
