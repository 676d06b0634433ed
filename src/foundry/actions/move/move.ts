/**
 * CORE-10 / NAP-6.1.1 / OW-7.1a move and sprint (a mounted figure: walk or gallop): the acting
 * figure, the terrain factor asked, then ONE request to the GM's draw service.
 */
import { actingFigure, pieceOf } from "../acting";
import { read } from "../ask";
import type { ActionRequest } from "../layer";
import type { ActionPort } from "../port";
import { chatContext } from "../requests";
import { moveGun } from "../artillery/move-gun";
import { gatlingMove } from "../gatling/gatling";
import { wagonMove } from "../wagon/wagon";
import { runawayMoveAction } from "../runaway/runaway";
import { mountedBog } from "../cavalry/cavalry";

const TERRAIN_FACTORS = [
  { value: "1", key: "clear" },
  { value: "0.5", key: "half" },
  { value: "0.25", key: "quarter" },
] as const;

export async function move(request: ActionRequest, port: ActionPort, sprint = false): Promise<void> {
  // NAP-7.1 Move on an artillery piece's token: the gun moves limbered or manhandled (Move gun).
  if (port.gun(request.actor.uuid)?.source.kind === "artillery") return moveGun(request, port);
  const t = port.format;
  // OW-9.3a/f a wagon moves by its own rules, OW-5.2b/c/f a Gatling too (the token HUD's Move on it).
  const wagon = port.wagon(request.actor.uuid);
  if (wagon) return wagon.runaway ? runawayMoveAction(request, port) : wagonMove(request, port);
  if (port.gun(request.actor.uuid)?.source.kind === "gatling") return gatlingMove(request, port);
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  // OW-9.2.4 a herd on the table: the mover says whether his way goes through it.
  const herdNear = port.unitsOnScene().some((u) => u.kind === "herd");
  const answers = await port.ask({
    title: t(sprint ? "COMBAT_PATROL.Action.Move.sprintTitle" : "COMBAT_PATROL.Action.Move.title", { figure: figure.name }),
    fields: [
      {
        type: "select",
        name: "terrain",
        label: t("COMBAT_PATROL.Action.Move.terrain"),
        value: "1",
        options: TERRAIN_FACTORS.map((f) => ({ value: f.value, label: t(`COMBAT_PATROL.Action.Move.factor.${f.key}`) })),
      },
      // NAP-6.1.2 / OW-7.1b a mounted move through woods or over a fence, hedge or ditch: its bog check follows the cards.
      ...(figure.mounted ? [{ type: "checkbox" as const, name: "badGround", label: t("COMBAT_PATROL.Action.Move.badGround"), value: false, hint: t("COMBAT_PATROL.Action.Move.badGroundHint") }] : []),
      ...(herdNear ? [{ type: "checkbox" as const, name: "throughHerd", label: t("COMBAT_PATROL.Action.Move.throughHerd"), value: false, hint: t("COMBAT_PATROL.Action.Move.throughHerdHint") }] : []),
    ],
    notes: sprint ? [t("COMBAT_PATROL.Action.Move.sprintNote")] : [],
    ok: t("COMBAT_PATROL.Action.Move.confirm"),
  });
  if (!answers) return;
  const terrainFactor = read.num(answers, "terrain", 1);
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: figure.name } };
  const drawn = await port.draw().resolve({
    procedure: "movement",
    input: {
      movement: { unitId: piece.unit.id, figure, mode: sprint ? "sprint" : "normal", terrainFactor },
      mounted: figure.mounted,
      ...(herdNear && read.bool(answers, "throughHerd") ? { throughHerd: true } : {}),
      ...chatContext(port.speaker(figure.id), title, [piece.unit]),
    },
  });
  // NAP-6.1.2 / OW-7.1b the mounted bog check the move meets (the cavalry's Bog check: where, inches in the woods, the ground's grade).
  if (drawn.ok && figure.mounted && read.bool(answers, "badGround")) await mountedBog(request, port);
}

/** CORE-10 sprint (a mounted figure gallops, NAP-6.1.1 / OW-7.1a). */
export function sprint(request: ActionRequest, port: ActionPort): Promise<void> {
  return move(request, port, true);
}
