/**
 * OW-9.1 / OW-9.2 the herd sheet's buttons (the GM's, who runs the animals): Move (a herd as one,
 * OW-9.2.2, or a lone animal, OW-9.2.1), Morale check (a bear, OW-9.2.6) and Herders (OW-9.2.3:
 * the unit this user targeted herds the animals). The cards are drawn on the GM; herding draws none.
 */
import type { Terrain } from "@rules/cards/schema";
import { assignHerders, type HerdState } from "@rules/old-west/animals";
import { refuse } from "@foundry/kernel/acting-piece";
import { read, terrainField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { sendWithoutCards } from "@foundry/kernel/no-card-procedure";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import "./herd-requests";
import "./herders-procedure";

const ACTION_KEYS = "COMBAT_PATROL.Action.";

/** OW-9.2.1 / OW-9.2.2 the herd (or lone animal) moves: charging asked, then ONE request. */
export async function herdMove(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const herd = port.pieces.herd(request.actor.uuid);
  if (!herd) return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  if (herd.stampeding) return port.user.warn("COMBAT_PATROL.Error.herdStampeding", { unit: herd.unit.name });
  const answers = await port.dialogs.ask({
    title: t(`${ACTION_KEYS}title.herdMove`, { unit: herd.unit.name }),
    fields: [
      {
        type: "checkbox",
        name: "charging",
        label: t(`${ACTION_KEYS}Herd.charging`),
        value: false,
        ...(herd.herdedBy ? { hint: t(`${ACTION_KEYS}Herd.chargeHint`) } : {}),
      },
    ],
    ok: t(`${ACTION_KEYS}Herd.confirm`),
  });
  if (!answers) return;
  await sendHerdMove(port, herd, read.bool(answers, "charging"));
}

/** OW-9.2.2 the Move button's ONE request for the herd (the engine's herders send it too, never charging). */
export function sendHerdMove(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  herd: HerdState,
  charging: boolean,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: `${ACTION_KEYS}title.herdMove`, data: { unit: herd.unit.name } };
  return port.draw.resolve({
    procedure: "ow.herdMove",
    input: { herd, charging, ...chatContext(port.writes.speaker(herd.unit.id), title, [herd.unit]) },
  });
}

/** OW-9.2.6 a bear checks morale (terrain asked); herds check for stampede instead (refused by the engine). */
export async function animalMorale(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const herd = port.pieces.herd(request.actor.uuid);
  if (!herd) return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Morale.title", { unit: herd.unit.name }),
    fields: [terrainField(t)],
    ok: t("COMBAT_PATROL.Action.Morale.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  const title = { key: "COMBAT_PATROL.Action.title.morale", data: { unit: herd.unit.name } };
  await port.draw.resolve({
    procedure: "ow.animalMorale",
    input: { herd, terrain, ...chatContext(port.writes.speaker(request.actor.uuid), title, [herd.unit]) },
  });
}

/** OW-9.2.3 the unit this user targeted herds the animals (cattle or horses, 3 or more herders): no card. */
export async function herders(request: ActionRequest, port: Table): Promise<void> {
  const herd = port.pieces.herd(request.actor.uuid);
  if (!herd) return port.user.warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  const unit = port.pieces.targetedUnits().find((u) => u.id !== herd.unit.id && u.kind !== "herd");
  if (!unit) return port.user.warn(`${ACTION_KEYS}Herd.needHerders`);
  try {
    assignHerders(herd, unit);
  } catch (error) {
    return refuse(port, error);
  }
  // The GM's procedure computes it again from the herd and the unit as the world holds them (herders-procedure.ts).
  await sendWithoutCards(port, "ow.herders", { herd, herders: unit }, request.actor.uuid);
}
