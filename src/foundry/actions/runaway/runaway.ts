/**
 * OW-9.3f a runaway wagon's activation (the wagon sheet's button, for the GM or the wagon's
 * owner): where it goes is clicked on the map when its token is on the scene, and the turn off
 * its facing, the sharp turn it makes (the turn, when more than 45°) and the fences or walls on the
 * straight way come measured (wagon/measured.ts); the player confirms them or changes them for the
 * way his driver takes (the GM's procedure refuses a turn the map does not show); the GM's draw
 * service draws its two cards (and the bog check); the chat card reads it; then the
 * move is offered as a token move: drawn on the canvas straight on (turned as asked) for the
 * inches drawn, and moved once confirmed. An overturned wagon does not move on.
 */
import { add, scale, unitFromBearing } from "@rules/geometry";
import type { RunawayMoveResult } from "@rules/old-west/runaway";
import { WAGON_RULES } from "@rules/tables";
import { answeredTurn, clockField, turnHour } from "@foundry/kernel/clock-field";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { clickedMove } from "../wagon/measured";
import { countedOdds } from "../counted-odds";
import { runawayMoveInputOf, runawayMoveLinesOf } from "./runaway-odds";

const RUNAWAY_KEYS = "COMBAT_PATROL.Action.Runaway.";

export async function runawayMoveAction(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const state = port.pieces.wagon(request.actor.uuid);
  if (!state) return port.user.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  if (!state.runaway) return port.user.warn("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  const clicked = await clickedMove(port, request.actor.uuid, `${RUNAWAY_KEYS}clickDestination`);
  if (clicked === "cancelled") return;
  const measured = clicked?.measured ?? null;
  const measuredTurn = measured?.signedTurn ?? null;
  const fromTheMap = measured ? { hint: t(`${RUNAWAY_KEYS}fromTheMap`) } : {};
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t(`${RUNAWAY_KEYS}title`, { wagon: state.unit.name }),
    fields: [
      clockField(t, {
        name: "turn",
        label: t(`${RUNAWAY_KEYS}turn`),
        hour: turnHour(measuredTurn),
        hint: t(measured ? `${RUNAWAY_KEYS}turnMeasured` : `${RUNAWAY_KEYS}turnHint`),
      }),
      // OW-9.3f each sharp turn and each obstacle is a bog check of its own.
      {
        type: "number",
        name: "sharpTurns",
        label: t(`${RUNAWAY_KEYS}sharpTurns`),
        // The straight way to the click turns once, off the wagon's facing: a sharp turn when more than 45°.
        value: measured && measured.turnDegrees > WAGON_RULES.bogCheckTurnDegrees ? 1 : 0,
        step: 1,
        hint: t(measured ? `${RUNAWAY_KEYS}sharpTurnsMeasured` : `${RUNAWAY_KEYS}sharpTurnsHint`),
      },
      {
        type: "number",
        name: "obstacles",
        label: t(`${RUNAWAY_KEYS}obstacles`),
        value: measured?.obstacles ?? 0,
        step: 1,
        ...fromTheMap,
      },
    ],
    // OW-9.3f the odds of the move as set: overturned by a bog check or not, the inches on average
    // (counted in the odds worker: a turn of 180° over 5 sharp turns and 5 obstacles is a long count)
    ...countedOdds(
      t,
      (a) =>
        pool.length === 0
          ? []
          : {
              kind: "runawayMove",
              pool,
              options: port.user.options(),
              input: runawayMoveInputOf(state, a, measuredTurn),
            },
      (odds) => runawayMoveLinesOf(odds, t),
    ),
    ok: t(`${RUNAWAY_KEYS}confirm`),
  });
  if (!answers) return;
  const turn = answeredTurn(answers, "turn", measuredTurn);
  const response = await port.draw.resolve({
    procedure: "ow.runawayMove",
    input: {
      runaway: runawayMoveInputOf(state, answers, measuredTurn),
      // The point clicked: the GM measures the same turn and obstacles on the map (wagon/wagon-world.ts).
      ...(clicked ? { to: clicked.to } : {}),
      ...chatContext(
        port.writes.speaker(request.actor.uuid),
        { key: "COMBAT_PATROL.Action.title.runaway", data: { wagon: state.unit.name } },
        [state.unit],
      ),
    },
  });
  if (!response.ok) return;
  const result = response.output.record.result as RunawayMoveResult;
  if (result.procedure !== "ow.runawayMove" || result.overturned || !(result.inches > 0)) return;
  // The runaway's path: straight on from its facing, turned as asked, for the inches drawn.
  const base = port.scene.figureBase(request.actor.uuid);
  const facing = port.scene.tokenFacing(request);
  if (!base || facing === null) return;
  const to = add(base.at, scale(unitFromBearing(facing + turn), result.inches));
  await port.canvas.drawMoves([{ from: base.at, to }], null);
  const confirm = await port.dialogs.ask({
    title: t(`${RUNAWAY_KEYS}title`, { wagon: state.unit.name }),
    intro: t(`${RUNAWAY_KEYS}moves`, { wagon: state.unit.name, inches: result.inches }),
    fields: [],
    ok: t("COMBAT_PATROL.Action.Forced.confirm"),
  });
  if (confirm) await port.canvas.moveToken(request.actor.uuid, to);
}
