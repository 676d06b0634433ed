/** OW-6.1.2 / OW-6.1.2b / OW-6.1.3 / OW-6.1.4 placed charges, breaching, a hurt carrier's dynamite. */
import { defineAction } from "@foundry/kernel/action-definition";
import {
  carriedDynamite,
  connectBlastingMachine,
  layFuse,
  lightFuse,
  placeCharge,
  prepareBundle,
  pushPlunger,
  setFuse,
} from "./placed-charge";
import {
  BREACH_PROCEDURE,
  CARRIED_DYNAMITE_PROCEDURE,
  DYNAMITE_BLAST_PROCEDURE,
  LAY_FUSE_PROCEDURE,
} from "./placed-charge-procedure";

export default defineAction({
  handlers: {
    prepareBundle,
    placeCharge,
    layFuse,
    setFuse,
    lightFuse,
    connectBlastingMachine,
    pushPlunger,
    carriedDynamite,
  },
  procedures: {
    "ow.layFuse": LAY_FUSE_PROCEDURE,
    "ow.carriedDynamite": CARRIED_DYNAMITE_PROCEDURE,
    "ow.dynamiteBlast": DYNAMITE_BLAST_PROCEDURE,
    "ow.breach": BREACH_PROCEDURE,
  },
});
