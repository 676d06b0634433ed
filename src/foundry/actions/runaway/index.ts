/**
 * OW-9.3f a runaway wagon moves: the handler asks the turn and obstacle, the GM's draw
 * (wagon/procedure.ts "ow.runawayMove") draws its cards; then (issue 15) the move is offered as a
 * token move, drawn on the canvas and made once confirmed.
 */
import { defineAction } from "../define";
import { runawayMoveAction } from "./runaway";

export default defineAction({
  handlers: { runawayMove: runawayMoveAction },
});
