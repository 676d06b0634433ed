/**
 * OW-9.2.7 stampedes at the table, for the GM who runs the animals:
 * - "stampedeCheck": the herd sheet's button, and the prompt the proximity triggers raise
 *   (canvas/startle.ts: fire within 2", a charge, a dynamite blast…) with `params.trigger`, confirmed in a
 *   dialog that shows the check's odds;
 * - "stampedeMove": a stampeding herd runs one card on each Activation Card (canvas/startle.ts
 *   performs it for every stampeding herd): its ground read from the scene, the GM's draw, the
 *   path drawn and the herd's tokens moved, the figures within 1" offered their trampling melee;
 * - "trample" (OW-9.2.7b): that chat prompt's button, `params.herd` the herd actor's UUID and
 *   `params.animals` how many of its animals passed within 1".
 */
import { trampledBy } from "@rules/geometry";
import { STAMPEDE_TRIGGERS } from "@rules/old-west/stampede";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { oddsOrNone } from "../odds-text";
import { stampedeOddsLines, stampedeTriggerField, stampedeTriggerOf } from "./stampede-odds";
import "./stampede-requests";

const CANVAS_TITLE_KEYS = "COMBAT_PATROL.Canvas.Title.";

/** OW-9.2.7 the stampede check of a herd (params.trigger, default a GM event). */
export async function stampedeCheck(request: ActionRequest, port: Table): Promise<void> {
  const herd = port.pieces.herd(request.actor.uuid);
  if (!herd) return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const t = port.user.format;
  const pool = port.draw.pool();
  // OW-9.2.7 the trigger (the prompt's) and the odds of the check before it is drawn
  const answers = await port.dialogs.ask({
    title: t(`${CANVAS_TITLE_KEYS}stampedeCheck`, { unit: herd.unit.name }),
    fields: [stampedeTriggerField(t, STAMPEDE_TRIGGERS.find((k) => k === asked) ?? "gmEvent")],
    live: (a) => oddsOrNone(() => stampedeOddsLines(herd, stampedeTriggerOf(a), pool, port.user.options(), t)),
    ok: t("COMBAT_PATROL.Action.StampedeCheck.confirm"),
  });
  if (!answers) return;
  const trigger = stampedeTriggerOf(answers);
  const title = { key: `${CANVAS_TITLE_KEYS}stampedeCheck`, data: { unit: herd.unit.name } };
  await port.draw.resolve({
    procedure: "ow.stampedeCheck",
    input: { herd, trigger, ...chatContext(port.writes.speaker(request.actor.uuid), title, [herd.unit]) },
  });
}

/**
 * OW-9.2.7 / OW-9.2.7c a stampeding herd runs one card: drawn, its path shown, its tokens moved, the trampled offered
 * their melee.
 */
export async function stampedeMove(request: ActionRequest, port: Table): Promise<void> {
  const herd = port.pieces.herd(request.actor.uuid);
  if (!herd) return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  if (!herd.stampeding || herd.stampedeClock === null) return;
  const ground = await port.scene.stampedeGround(request);
  if (!ground || ground.herdAt.length === 0) return;
  const { herdAt, others, referenceBearing, obstacles } = ground;
  const title = { key: `${CANVAS_TITLE_KEYS}stampedeMove`, data: { unit: herd.unit.name } };
  const answer = await port.draw.resolve({
    procedure: "ow.stampedeMove",
    input: {
      herd,
      herdAt,
      others,
      referenceBearing,
      obstacles,
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [herd.unit]),
    },
  });
  if (!answer.ok || !answer.output.displacement) return;
  const d = answer.output.displacement;
  await port.canvas.runStampede(ground, answer.output.paths, d);
  // OW-9.2.7b how many animals passed within 1" of each trampled figure (geometry's trampledBy, one animal at a time).
  const trampled = answer.output.trampled.flatMap((tokenId) => {
    const figure = others.find((f) => f.id === tokenId);
    if (!figure) return [];
    const animals = herdAt.filter((h) => trampledBy([figure], [h], d).length > 0).length || 1;
    return [{ tokenId, animals }];
  });
  if (trampled.length > 0) await port.canvas.offerTrampling(ground, request.actor.uuid, trampled);
}

/**
 * OW-9.2.7b a figure's trampling melee against a stampeding herd (params.herd: its UUID; params.animals: how many
 * within 1").
 */
export async function trample(request: ActionRequest, port: Table): Promise<void> {
  const herd = port.pieces.herd(request.params.herd ?? "");
  const piece = port.pieces.piece(request.actor.uuid);
  const figure = piece?.figure ?? null;
  if (!herd || !piece || !figure)
    return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: herd?.unit.name ?? "" });
  const count = Math.max(1, Number(request.params.animals ?? "1") || 1);
  const animalsInRange = herd.unit.figures.filter((f) => !f.incapacitated).slice(0, count);
  const figureUnitId = piece.unit.id;
  const hth = port.pieces.weaponOf(figure.id)?.profile.hth ?? 0;
  const title = { key: `${CANVAS_TITLE_KEYS}trample`, data: { figure: figure.name, unit: herd.unit.name } };
  await port.draw.resolve({
    procedure: "ow.trample",
    input: {
      trample: { herd, animalsInRange, figureUnitId, figure, hth },
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [
        herd.unit,
        { id: figureUnitId, name: piece.unit.name },
      ]),
    },
  });
}
