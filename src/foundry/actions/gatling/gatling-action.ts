/**
 * OW-5.2 the Gatling's Fire and Move buttons (gatling.ts), the GM's procedures (gatling-procedure.ts); fire AT a Gatling is the
 * Fire button's (fire-at.ts).
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { gatlingFire, gatlingMove } from "./gatling";
import {
  FIRE_AT_GATLING_PROCEDURE,
  GATLING_FIRE_PROCEDURE,
  GATLING_MOVE_PROCEDURE,
  WAGON_GATLING_MOVE_PROCEDURE,
} from "./gatling-procedure";
import { GATLING_READY_PROCEDURE } from "./gatling-ready-procedure";

export default defineAction({
  handlers: { gatlingFire, gatlingMove },
  procedures: {
    "ow.gatlingFire": GATLING_FIRE_PROCEDURE,
    "ow.gatlingMove": GATLING_MOVE_PROCEDURE,
    "ow.wagonGatlingMove": WAGON_GATLING_MOVE_PROCEDURE,
    "ow.fireAtGatling": FIRE_AT_GATLING_PROCEDURE,
    // OW-5.2b / OW-5.2e limber, unlimber, re-face: the guns folder's buttons send it (guns/gatling-ready.ts).
    "ow.gatlingReady": GATLING_READY_PROCEDURE,
  },
});
