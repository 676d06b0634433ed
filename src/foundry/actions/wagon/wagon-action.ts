/**
 * OW-9.3 the wagon's buttons (wagon.ts) and the GM's procedures (wagon-procedure.ts); fire at a wagon is the Fire button's
 * (gatling/fire-at.ts).
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { cutOut, overturn, wagonMorale, wagonMove } from "./wagon";
import {
  FIRE_AT_WAGON_PROCEDURE,
  RUNAWAY_MOVE_PROCEDURE,
  WAGON_MORALE_PROCEDURE,
  WAGON_MOVE_PROCEDURE,
} from "./wagon-procedure";
import { WAGON_WORK_PROCEDURE } from "./wagon-work-procedure";

export default defineAction({
  handlers: { wagonMove, wagonMorale, cutOut, overturn },
  procedures: {
    "ow.wagonMove": WAGON_MOVE_PROCEDURE,
    "ow.wagonMorale": WAGON_MORALE_PROCEDURE,
    "ow.runawayMove": RUNAWAY_MOVE_PROCEDURE,
    "ow.fireAtWagon": FIRE_AT_WAGON_PROCEDURE,
    "ow.wagonWork": WAGON_WORK_PROCEDURE,
  },
});
