/**
 * NAP-5.2 Change formation at the table: the player picks the formation (a line, two ranks, or open
 * order) and the way it faces, as an hour of the clock off the unit's facing (from the map: toward
 * the nearest enemy unit in sight, else straight ahead). ONE request: the GM reads the unit and its
 * tokens from the world, draws the unit's movement result and posts each figure's move
 * (formation-procedure.ts). The card's Form up button then moves the tokens (formUp).
 */
import type { Point } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { FORMATION_KINDS, type FormationKind } from "@rules/napoleonic/formation";
import { pieceOf } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { read } from "@foundry/kernel/ask-dialog";
import { answeredBearing, clockField } from "@foundry/kernel/clock-field";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { sceneGround } from "@foundry/kernel/world-facts";
import { clockOf } from "@rules/geometry";
import { enemiesToFace, enemyOnMap, unitFacing } from "./close-order-map";
import "./close-order-requests";

const KEYS = "COMBAT_PATROL.Action.Formation.";

/** NAP-5.2 the Change formation button: the formation and its facing asked, then one request. */
export async function changeFormation(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const { unit } = piece;
  const facing = port.scene.tokenFacing(request) ?? unitFacing(sceneGround(port.scene), unit) ?? 0;
  const enemies = enemiesToFace(unit, port.pieces.allegiance, port.pieces.targetedUnits(), port.pieces.unitsOnScene());
  const map = enemyOnMap(sceneGround(port.scene), unit, enemies);
  const answers = await port.dialogs.ask({
    title: t(`${KEYS}title`, { unit: unit.name }),
    intro: t(`${KEYS}intro`),
    fields: [
      {
        type: "select",
        name: "formation",
        label: t(`${KEYS}formation`),
        value: unit.closeOrder ? "openOrder" : "line",
        options: FORMATION_KINDS.map((value) => ({ value, label: t(`${KEYS}kind.${value}`) })),
      },
      clockField(t, {
        name: "facing",
        label: t(`${KEYS}facing`),
        hour: map ? clockOf(map.bearing, facing) : 12,
        hint: t(map ? `${KEYS}facingMeasured` : `${KEYS}facingHint`),
      }),
    ],
    ok: t(`${KEYS}confirm`),
  });
  if (!answers) return;
  const asked = read.str(answers, "formation", "line");
  const formation = FORMATION_KINDS.find((k) => k === asked) ?? "line";
  await sendFormation(port, unit, formation, answeredBearing(answers, "facing", facing, map?.bearing ?? null));
}

/**
 * NAP-5.2 what Change formation sends: the unit, the formation, the way it faces (whole degrees).
 * The engine opponent's formation change sends the same (foundry/opponent). The GM's answer.
 */
export function sendFormation(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  unit: UnitState,
  formation: FormationKind,
  facing: number,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.formation", data: { unit: unit.name } };
  return port.draw.resolve({
    procedure: "nap.formation",
    input: {
      unit: { id: unit.id, name: unit.name },
      formation,
      facing: Math.round(facing) % 360,
      ...chatContext(port.writes.speaker(unit.id), title, [unit]),
    },
  });
}

/** The places a Form up button carries ("id@x,y;id@x,y", inches); malformed entries are skipped. */
export function placesOf(param: string | undefined): { readonly id: string; readonly at: Point }[] {
  return (param ?? "").split(";").flatMap((entry) => {
    const [id, xy] = entry.split("@");
    const [x, y] = (xy ?? "").split(",").map(Number);
    return id && Number.isFinite(x) && Number.isFinite(y) ? [{ id, at: { x: x!, y: y! } }] : [];
  });
}

/**
 * NAP-5.2 Form up (the formation card's button): the unit's tokens drawn moving to where the result
 * puts them, then moved there and turned to the formation's facing. Only the unit's own figures move.
 */
export async function formUp(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const own = new Set(piece.unit.figures.map((f) => f.id));
  const places = placesOf(request.params.places).filter((p) => own.has(p.id));
  const facing = Number(request.params.facing);
  const from = new Map(port.scene.figuresAt(places.map((p) => p.id)).map((f) => [f.id, f.at]));
  const moving = places.filter((p) => from.has(p.id));
  if (moving.length === 0) return port.user.warn(`${KEYS}noTokens`, { unit: piece.unit.name });
  await port.canvas.drawMoves(
    moving.map((p) => ({ from: from.get(p.id)!, to: p.at })),
    request.params.messageId ?? null,
  );
  for (const p of moving) await port.canvas.moveToken(p.id, p.at, Number.isFinite(facing) ? facing : undefined);
}
