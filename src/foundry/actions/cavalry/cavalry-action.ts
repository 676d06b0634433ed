/**
 * NAP-6.2 / OW-7.1 cavalry: the Charge button (mounted hand to hand), the counter-charge and pursuit reactions, the
 * mounted bog check.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { charge, counterCharge, mountedBog, pursue } from "./cavalry";
import { breakthrough } from "./breakthrough";
import { MOUNTED_BOG_PROCEDURE, MOUNTED_MELEE_PROCEDURE, MOUNTED_REACTION_PROCEDURE } from "./cavalry-procedure";
import { BREAKTHROUGH_PROCEDURE, CHARGE_HALT_PROCEDURE } from "./no-card-procedures";

export default defineAction({
  handlers: { charge, counterCharge, pursue, mountedBog, breakthrough },
  procedures: {
    mountedMelee: MOUNTED_MELEE_PROCEDURE,
    mountedReaction: MOUNTED_REACTION_PROCEDURE,
    mountedBog: MOUNTED_BOG_PROCEDURE,
    "nap.chargeHalt": CHARGE_HALT_PROCEDURE,
    "nap.breakthrough": BREAKTHROUGH_PROCEDURE,
  },
});
