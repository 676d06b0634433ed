/** OW-9.1 / OW-9.2 the herd sheet's Move, Morale check and Herders buttons (herd.ts), the GM's procedures. */
import { defineAction } from "@foundry/kernel/action-definition";
import { animalMorale, herders, herdMove } from "./herd";
import { ANIMAL_MORALE_PROCEDURE, HERD_MOVE_PROCEDURE } from "./herd-procedure";
import { HERDERS_PROCEDURE } from "./herders-procedure";

export default defineAction({
  handlers: { herdMove, animalMorale, herders },
  procedures: {
    "ow.herdMove": HERD_MOVE_PROCEDURE,
    "ow.animalMorale": ANIMAL_MORALE_PROCEDURE,
    "ow.herders": HERDERS_PROCEDURE,
  },
});
