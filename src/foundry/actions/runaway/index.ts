/** OW-9.3f a runaway wagon moves (its cards drawn by the GM; issue 15 its token moved once confirmed). */
import { defineAction } from "../define";
import { RUNAWAY_MOVE_PROCEDURE } from "./procedure";
import { runawayMoveAction } from "./runaway";

export default defineAction({
  handlers: { runawayMove: runawayMoveAction },
  procedures: { "ow.runawayMove": RUNAWAY_MOVE_PROCEDURE },
});
