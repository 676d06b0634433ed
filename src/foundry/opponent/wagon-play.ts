/**
 * OW-9.3 the engine opponent plays a wagon through the wagon's own buttons' requests: its drive is
 * the Move button's (actions/wagon sendWagonMove: a normal pace, no rough ground, no gap, the turn
 * off its token's facing measured to the point named as clicked, as measured.ts measures it and the
 * GM measures it again), then its token moved that way by the inches the card gave and turned to
 * the way it drove, its driver's and passengers' tokens with it (OW-9.3c they ride aboard); its
 * morale check is the Morale button's (sendWagonMorale, the column read from the map). Its driver's
 * volley is his own Fire button's (play-choice.ts playFire over driverPiece: the fire dialog's
 * starting state for him, as his own piece, on the wagon's card). What the chooser
 * sees of the wagon (its state, its token) is read here from the same places the sheet reads.
 */
import type { Point } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import type { WagonMoveChoice } from "@rules/opponent/choice";
import type { WagonInSituation } from "@rules/opponent/wagon-situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { moraleColumnOnMap } from "@foundry/actions/morale/morale";
import { measureMove } from "@foundry/actions/wagon/measured";
import { sendWagonMorale, sendWagonMove } from "@foundry/actions/wagon/wagon";
import { moveTokenToward } from "./move-play";

export type WagonSituationTable = TableUses<{ pieces: "wagon"; scene: "figuresAt" }>;

/** OW-9.3 the wagon of a wagon's unit as the chooser sees it; undefined for any other unit, or a wagon off the map. */
export function wagonSituationOn(unit: UnitState, table: WagonSituationTable): WagonInSituation | undefined {
  const state = table.pieces.wagon(unit.id);
  const place = state ? table.scene.figuresAt([unit.id])[0] : undefined;
  return state && place ? { state, place } : undefined;
}

/** OW-9.3a the wagon's driver as his own piece (his token's Fire button acts for him alone); null without one. */
export function driverPiece(wagon: WagonInSituation, table: TableUses<{ pieces: "piece" }>): UnitState | null {
  const driver = wagon.state.driverId;
  return driver ? (table.pieces.piece(driver)?.unit ?? null) : null;
}

/**
 * OW-9.3a/b the wagon's Move request toward the chosen point, then, when the GM grants it, its token
 * moved that way by the inches drawn (no farther than the point) and turned to the way, its
 * people's tokens by the same offset. The GM's answer; null when the wagon is not on the table.
 */
export async function playWagonMove(choice: WagonMoveChoice, table: Table): Promise<DrawResponse<PostedResult> | null> {
  const wagon = table.pieces.wagon(choice.unitId);
  if (!wagon) return null;
  const moved = await moveTokenToward(
    table,
    choice.unitId,
    choice.to,
    (token) =>
      sendWagonMove(
        table,
        wagon,
        // OW-9.3b the chooser's way crosses no rough ground and no linear obstacle: nothing to declare.
        {
          pace: "normal",
          rough: null,
          obstacle: "none",
          turnDegrees: measureMove(table.scene.terrain(), token, choice.to).turnDegrees,
        },
        choice.to,
      ),
    true,
  );
  if (!moved || !moved.answer.ok) return moved?.answer ?? null;
  const { answer, from, end } = moved;
  const offset: Point = { x: end.x - from.x, y: end.y - from.y };
  // OW-9.3c the driver and passengers ride aboard: their tokens go with the wagon.
  const aboard = wagon.unit.figures.filter((f) => f.id !== wagon.team.id).map((f) => f.id);
  for (const place of table.scene.figuresAt(aboard))
    await table.canvas.moveToken(place.id, { x: place.at.x + offset.x, y: place.at.y + offset.y });
  return answer;
}

/** OW-9.3a the wagon's morale check due at its activation's start: the Morale button's request, the column from the map. */
export function wagonMoraleCheck(unit: UnitState, table: Table): Promise<DrawResponse<PostedResult>> | null {
  const wagon = table.pieces.wagon(unit.id);
  return wagon ? sendWagonMorale(table, wagon, moraleColumnOnMap(unit, table)) : null;
}
