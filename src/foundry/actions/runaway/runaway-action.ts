/**
 * OW-9.3f runaways: the check whether a startled team bolts (check.ts, its draw runaway-procedure.ts),
 * and a runaway wagon's move: the handler asks the turn and obstacle, the GM's draw
 * (wagon/wagon-procedure.ts "ow.runawayMove") draws its cards; then the move is offered as a
 * token move, drawn on the canvas and made once confirmed.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { runawayCheck } from "./check";
import { RUNAWAY_CHECK_PROCEDURE } from "./runaway-procedure";
import { runawayMoveAction } from "./runaway";

export default defineAction({
  handlers: { runawayMove: runawayMoveAction, runawayCheck },
  procedures: { "ow.runawayCheck": RUNAWAY_CHECK_PROCEDURE },
});
