/**
 * OW-9.3 the wagon's buttons (wagon sheet): Move (team speed, gallop, bog checks), Morale (the
 * driver's Guts), Runaway move (OW-9.3f), Cut out animals and Overturn as a barricade (OW-9.3e,
 * by the figures the user targeted; no card). A drawing action sends ONE request to the GM; the
 * others write in ONE batch with ONE message.
 */
import type { Terrain } from "@rules/cards/schema";
import type { Point } from "@rules/geometry";
import type { WagonMoveInput, WagonState } from "@rules/old-west/wagons";
import type { FigureState } from "@rules/model";
import { refuse } from "@foundry/kernel/acting-piece";
import { read, terrainField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { askWagonMove } from "./wagon-move-dialog";
import { type CutOut, wagonWorkResult } from "./wagon-work-procedure";
import { clickedMove } from "./measured";
import "./wagon-requests";

/** The wagon the button is on; null and a warning for any other actor. */
function wagonOf(request: ActionRequest, port: TableUses<{ pieces: "wagon"; user: "warn" }>): WagonState | null {
  const state = port.pieces.wagon(request.actor.uuid);
  if (!state) port.user.warn("COMBAT_PATROL.Action.WagonMove.notWagon", { name: request.actor.name ?? "" });
  return state;
}

/**
 * OW-9.3a/b Move the wagon: pace, rough ground, a cleared gap, the sharpest turn; ONE request. With
 * its token on the scene the driver clicks where it goes: the turn off its facing comes measured.
 */
export async function wagonMove(request: ActionRequest, port: Table): Promise<void> {
  const wagon = wagonOf(request, port);
  if (!wagon) return;
  const clicked = await clickedMove(port, request.actor.uuid, "COMBAT_PATROL.Action.WagonMove.clickDestination");
  if (clicked === "cancelled") return;
  const move = await askWagonMove(port, wagon.unit.name, clicked ? clicked.measured.signedTurn : null);
  if (!move) return;
  await sendWagonMove(port, wagon, move, clicked ? clicked.to : null);
}

/**
 * OW-9.3a/b the wagon's Move request (the button and the engine opponent send it alike): the move
 * chosen and the point clicked (null: not clicked); the GM's answer.
 */
export function sendWagonMove(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  wagon: WagonState,
  move: Omit<WagonMoveInput, "state">,
  to: Point | null,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: wagon.unit.name } };
  return port.draw.resolve({
    procedure: "ow.wagonMove",
    input: {
      move: { ...move, state: wagon },
      // The point clicked: the GM measures the same turn on the map (wagon-world.ts).
      ...(to ? { to } : {}),
      ...chatContext(port.writes.speaker(wagon.unit.id), title, [wagon.unit]),
    },
  });
}

/** OW-9.3a the wagon's morale check (the terrain it stands in asked): the driver's Guts column. */
export async function wagonMorale(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const wagon = wagonOf(request, port);
  if (!wagon) return;
  if (wagon.unit.moraleMarkers <= 0)
    return port.user.warn("COMBAT_PATROL.Action.Morale.noMarkers", { unit: wagon.unit.name });
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Morale.title", { unit: wagon.unit.name }),
    intro: t("COMBAT_PATROL.Action.WagonMorale.intro", { wagon: wagon.unit.name, markers: wagon.unit.moraleMarkers }),
    fields: [terrainField(t)],
    ok: t("COMBAT_PATROL.Action.Morale.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  await sendWagonMorale(port, wagon, terrain);
}

/** OW-9.3a the wagon's Morale request (the button and the engine opponent send it alike); the GM's answer. */
export function sendWagonMorale(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  wagon: WagonState,
  terrain: Terrain,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.morale", data: { unit: wagon.unit.name } };
  return port.draw.resolve({
    procedure: "ow.wagonMorale",
    input: { wagon, terrain, ...chatContext(port.writes.speaker(wagon.unit.id), title, [wagon.unit]) },
  });
}

/** The figures the user targeted (the ones who do the work of OW-9.3e), as their units hold them. */
function workers(port: TableUses<{ pieces: "targetedFigures" }>): FigureState[] {
  return port.pieces.targetedFigures().map((t) => unitCopy(t.unit, t.figure));
}

/** OW-9.3e cut animals out of the team: the targeted figures (one animal each), how many dead, wounded and sound. */
export async function cutOut(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const wagon = wagonOf(request, port);
  if (!wagon) return;
  const cutters = workers(port);
  if (cutters.length === 0) return port.user.warn("COMBAT_PATROL.Action.CutOut.needFigures");
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.CutOut.title", { wagon: wagon.unit.name }),
    intro: t("COMBAT_PATROL.Action.CutOut.intro", {
      figures: cutters.map((f) => f.name).join(", "),
      animals: wagon.team.animals,
    }),
    fields: (["dead", "wounded", "sound"] as const).map((name) => ({
      type: "number" as const,
      name,
      label: t(`COMBAT_PATROL.Action.CutOut.${name}`),
      value: 0,
      step: 1,
    })),
    ok: t("COMBAT_PATROL.Action.CutOut.confirm"),
  });
  if (!answers) return;
  const cut: CutOut = {
    dead: read.num(answers, "dead", 0),
    wounded: read.num(answers, "wounded", 0),
    sound: read.num(answers, "sound", 0),
  };
  await sendWork(port, wagon, "cutOut", cutters, cut);
}

/** OW-9.3e four or more targeted figures overturn the unhitched, empty wagon as a barricade. */
export async function overturn(request: ActionRequest, port: Table): Promise<void> {
  const wagon = wagonOf(request, port);
  if (!wagon) return;
  await sendWork(port, wagon, "overturn", workers(port));
}

/**
 * OW-9.3e the work previewed here (a refusal is shown and nothing is sent), then asked of the GM's
 * client, which computes it from the wagon and the workers as the world holds them
 * (wagon-work-procedure.ts): one batch, one message.
 */
async function sendWork(
  port: Table,
  wagon: WagonState,
  work: "cutOut" | "overturn",
  cutters: readonly FigureState[],
  cut?: CutOut,
): Promise<void> {
  try {
    wagonWorkResult(wagon, work, cutters, cut);
  } catch (error) {
    return refuse(port, error);
  }
  const input = { work, wagon, workers: cutters, ...(cut ? { cut } : {}) };
  await sendWithoutCards(port, "ow.wagonWork", input, wagon.unit.id);
}
