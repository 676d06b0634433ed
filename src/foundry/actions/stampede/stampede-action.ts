/**
 * OW-9.2.7 stampedes: the check, the run on each Activation Card and the trampling melee (stampede.ts), the GM's draws.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { STAMPEDE_CHECK_PROCEDURE, STAMPEDE_MOVE_PROCEDURE, TRAMPLE_PROCEDURE } from "./stampede-procedure";
import { stampedeCheck, stampedeMove, trample } from "./stampede";

export default defineAction({
  handlers: { stampedeCheck, stampedeMove, trample },
  procedures: {
    "ow.stampedeCheck": STAMPEDE_CHECK_PROCEDURE,
    "ow.stampedeMove": STAMPEDE_MOVE_PROCEDURE,
    "ow.trample": TRAMPLE_PROCEDURE,
  },
});
