/**
 * NAP-8.1 engineers at the table. The GM sets how many activations the charges take to emplace
 * (asked, prefilled from the unit's flag); each press of Emplace spends one activation (no
 * card: one batch, one message, computed by the GM: emplace-procedure.ts); the first press asks the player to click the bridge or structure
 * the charges go on (kept on the unit, shown on the canvas); Detonate draws one card once they
 * are in place (its Apply brings the bridge there down: canvas/bridge-foundry.ts); Attack door sends the
 * unit's axemen against a door of the Endurance the GM gives it.
 */
import type { Point } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { emplaceCharges as emplaceEngine, ENGINEER_DATA, type EmplacementState } from "@rules/napoleonic/engineers";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import "./engineers-requests";
import "./emplace-procedure";
import { CHARGES_AT_FLAG, DOOR_ENDURANCE_FLAG, spotOf } from "./engineers-world";

const ENGINEERS_KEYS = "COMBAT_PATROL.Action.Engineers.";
/** The unit flags holding the emplacement (the engine writes `chargesEmplaced`; the GM's number rides along). */
const ENGINEER_FLAGS = { done: "chargesEmplaced", required: "chargesRequired", at: CHARGES_AT_FLAG } as const;

function flagNumber(unit: UnitState, key: string, fallback: number): number {
  const v = unit.flags?.[key];
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

/** Where the unit's charges lie (inches), null when not recorded yet. */
function chargesAt(unit: UnitState): Point | null {
  return spotOf(unit.flags?.[ENGINEER_FLAGS.at]);
}

/** The emplacement as the unit's flags hold it (the GM's number asked when not yet set). */
async function emplacement(port: Table, unit: UnitState): Promise<EmplacementState | null> {
  const t = port.user.format;
  const answers = await port.dialogs.ask({
    title: t(`${ENGINEERS_KEYS}title`, { unit: unit.name }),
    fields: [
      {
        type: "number",
        name: "required",
        label: t(`${ENGINEERS_KEYS}required`),
        value: flagNumber(unit, ENGINEER_FLAGS.required, 1),
        step: 1,
      },
    ],
    ok: t(`${ENGINEERS_KEYS}confirm`),
  });
  if (!answers) return null;
  return {
    required: read.num(answers, "required", 1),
    done: flagNumber(unit, ENGINEER_FLAGS.done, 0),
    at: chargesAt(unit),
  };
}

/**
 * NAP-8.1 one activation spent emplacing the charges. The first time, the player clicks the bridge
 * (or structure) they go on: the spot is kept on the unit with the GM's number and marked on the
 * canvas; cancelling the click spends nothing.
 */
export async function emplaceCharges(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const state = await emplacement(port, piece.unit);
  if (!state) return;
  try {
    // The engine refuses a finished emplacement before anyone is asked to click.
    emplaceEngine(piece.unit.id, state);
  } catch (error) {
    return refuse(port, error);
  }
  const picked = state.at ? null : await port.canvas.pickPoint(`${ENGINEERS_KEYS}clickCharges`);
  if (!state.at && !picked) return;
  // The GM's procedure computes it from the unit as the world holds it (emplace-procedure.ts).
  const sent = await port.draw.resolve({
    procedure: "nap.emplace",
    input: {
      unit: piece.unit,
      required: state.required,
      ...(picked ? { at: picked } : {}),
      speaker: port.writes.speaker(request.actor.uuid),
    },
  });
  if (sent.ok && picked) await port.canvas.markCharges(picked);
}

/** NAP-8.1 set off the emplaced charges: one card. */
export async function detonate(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const state = await emplacement(port, piece.unit);
  if (!state) return;
  if (state.done < state.required)
    return port.user.warn("COMBAT_PATROL.Error.notEmplaced", { done: state.done, required: state.required });
  const title = { key: "COMBAT_PATROL.Action.title.detonate", data: { unit: piece.unit.name } };
  await port.draw.resolve({
    procedure: "detonation",
    input: {
      unitId: piece.unit.id,
      figure,
      emplaced: state,
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [piece.unit]),
    },
  });
}

/**
 * NAP-8.1 the unit's axemen (the button's figure alone when pressed on a figure) attack a door of the Endurance the GM
 * gives.
 */
export async function attackDoor(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const standing = (piece.figure ? [piece.figure] : piece.unit.figures).filter((f) => !f.incapacitated);
  const engineers = standing.filter((f) => port.pieces.weaponOf(f.id)?.profile.id === "nap.axe");
  if (engineers.length === 0)
    return port.user.warn(`${ENGINEERS_KEYS}needAxe`, { unit: piece.figure?.name ?? piece.unit.name });
  const answers = await port.dialogs.ask({
    title: t(`${ENGINEERS_KEYS}doorTitle`, { unit: piece.figure?.name ?? piece.unit.name }),
    // The door's Endurance left from the last attack (the unit's flag), else a house door's.
    fields: [
      {
        type: "number",
        name: "endurance",
        label: t(`${ENGINEERS_KEYS}doorEndurance`),
        value: flagNumber(piece.unit, DOOR_ENDURANCE_FLAG, 0) || ENGINEER_DATA.suggestedEndurance.houseDoor,
        step: 1,
      },
    ],
    ok: t(`${ENGINEERS_KEYS}doorConfirm`),
  });
  if (!answers) return;
  const doorEndurance = read.num(answers, "endurance", ENGINEER_DATA.suggestedEndurance.houseDoor);
  if (!Number.isInteger(doorEndurance) || doorEndurance < 0)
    return port.user.warn("COMBAT_PATROL.Error.badDoor", { endurance: doorEndurance });
  const title = { key: "COMBAT_PATROL.Action.title.attackDoor", data: { unit: piece.figure?.name ?? piece.unit.name } };
  await port.draw.resolve({
    procedure: "doorAttack",
    input: {
      doorAttack: { unitId: piece.unit.id, engineers, doorEndurance },
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [piece.unit]),
    },
  });
}
