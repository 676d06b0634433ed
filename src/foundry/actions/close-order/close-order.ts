/**
 * NAP-5 close order at the table. Turn to face (NAP-5.4.1): a unit in close order uses a
 * reaction to turn toward an enemy behind it (one group check, NAP-5.6); Apply turns the
 * tokens. Change formation (NAP-5.2) is formation.ts. Unit size (NAP-2): the organisation's figure count.
 */
import { checkNapUnitSize, NAP_ORGANISATIONS, type NapOrganisation } from "@rules/napoleonic/units";
import { reactionValue } from "@rules/procedures";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { clockOf } from "@rules/geometry";
import { read } from "@foundry/kernel/ask-dialog";
import { answeredBearing, clockField } from "@foundry/kernel/clock-field";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { UnitState } from "@rules/model";
import { sceneGround } from "@foundry/kernel/world-facts";
import { enemiesToFace, enemyOnMap, unitFacing } from "./close-order-map";
import "./close-order-requests";

const CLOSE_ORDER_KEYS = "COMBAT_PATROL.Action.CloseOrder.";
/** Straight behind the line, on the clock of its facing. */
const BEHIND = 6;

/**
 * NAP-5.4.1 the close order group turns to face an enemy behind it: the facing now (from the token)
 * and the enemy's direction, picked as an hour of the clock off that facing, started from the map
 * (close-order-map.ts: the nearest enemy unit in sight, of those the player targeted if he did,
 * never one of its own side: src/rules/sides.ts);
 * with no enemy on the map, straight behind (6 o'clock). Kept, the map's hour sends the map's own
 * bearing. The request names the enemy the map found, so the GM measures the same bearing
 * (close-order-world.ts).
 */
export async function closeOrderTurn(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const { unit } = piece;
  if (!unit.closeOrder) return port.user.warn(`${CLOSE_ORDER_KEYS}notInCloseOrder`, { unit: unit.name });
  // The unit's own token when it has one, else its leader's (or a figure's) on the map.
  const facing = port.scene.tokenFacing(request) ?? unitFacing(sceneGround(port.scene), unit) ?? 0;
  const enemies = enemiesToFace(unit, port.pieces.allegiance, port.pieces.targetedUnits(), port.pieces.unitsOnScene());
  const map = enemyOnMap(sceneGround(port.scene), unit, enemies);
  // 12 o'clock is the way the line faces: the enemy's hour opens from the map, else straight behind.
  const mapHour = map ? clockOf(map.bearing, facing) : BEHIND;
  const answers = await port.dialogs.ask({
    title: t(`${CLOSE_ORDER_KEYS}turnTitle`, { unit: unit.name }),
    fields: [
      clockField(t, {
        name: "enemyBearing",
        label: t(`${CLOSE_ORDER_KEYS}enemyBearing`),
        hour: mapHour,
        hint: t(map ? `${CLOSE_ORDER_KEYS}enemyBearingMeasured` : `${CLOSE_ORDER_KEYS}enemyBearingHint`),
      }),
    ],
    ok: t(`${CLOSE_ORDER_KEYS}turnConfirm`),
  });
  if (!answers) return;
  const enemyBearing = answeredBearing(answers, "enemyBearing", facing, map?.bearing ?? null, BEHIND);
  await sendCloseOrderTurn(port, unit, facing, enemyBearing, map?.unitId ?? null, request.actor.uuid);
}

/**
 * NAP-5.4.1 what the Turn to face button sends: the standing figures turn as one group (NAP-5.6),
 * from `facing` toward `enemyBearing`, naming the enemy the map found (the GM measures the same
 * bearing). The engine opponent's turn to face sends the same (foundry/opponent/reaction-play.ts).
 */
export function sendCloseOrderTurn(
  port: TableUses<{ user: "options"; draw: "resolve"; writes: "speaker" }>,
  unit: UnitState,
  facing: number,
  enemyBearing: number,
  enemyId: string | null,
  speakerId: string,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.closeOrderTurn", data: { unit: unit.name } };
  return port.draw.resolve({
    procedure: "closeOrderTurn",
    input: {
      closeOrderTurn: {
        unit,
        groupFigureIds: unit.figures.filter((f) => !f.incapacitated).map((f) => f.id),
        unitReaction: reactionValue(unit.grade, { rules: port.user.options() }),
        facing,
        enemyBearing,
      },
      ...(enemyId !== null ? { enemy: enemyId } : {}),
      ...chatContext(port.writes.speaker(speakerId), title, [unit]),
    },
  });
}

/** NAP-2 the unit's figure count against its organisation (a section, or a company of ten). */
export async function checkUnitSize(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const answers = await port.dialogs.ask({
    title: t(`${CLOSE_ORDER_KEYS}sizeTitle`, { unit: piece.unit.name }),
    fields: [
      {
        type: "select",
        name: "organisation",
        label: t(`${CLOSE_ORDER_KEYS}organisation`),
        value: "section",
        options: NAP_ORGANISATIONS.map((value) => ({ value, label: t(`${CLOSE_ORDER_KEYS}organisationOf.${value}`) })),
      },
    ],
    ok: t(`${CLOSE_ORDER_KEYS}sizeConfirm`),
  });
  if (!answers) return;
  const chosen = read.str(answers, "organisation", "section");
  const organisation: NapOrganisation = NAP_ORGANISATIONS.find((o) => o === chosen) ?? "section";
  try {
    checkNapUnitSize(organisation, piece.unit.figures.length);
  } catch (error) {
    return refuse(port, error);
  }
  port.user.info(`${CLOSE_ORDER_KEYS}sizeOk`, { unit: piece.unit.name, figures: piece.unit.figures.length });
}
