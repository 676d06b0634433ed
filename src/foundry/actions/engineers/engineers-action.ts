/** NAP-8.1 engineers: emplacing charges (no card), setting them off, attacking a door with axes. */
import { defineAction } from "@foundry/kernel/action-definition";
import { attackDoor, detonate, emplaceCharges } from "./engineers";
import { DETONATION_PROCEDURE, DOOR_ATTACK_PROCEDURE } from "./engineers-procedure";
import { EMPLACE_PROCEDURE } from "./emplace-procedure";

export default defineAction({
  handlers: { emplaceCharges, detonate, attackDoor },
  procedures: {
    detonation: DETONATION_PROCEDURE,
    doorAttack: DOOR_ATTACK_PROCEDURE,
    "nap.emplace": EMPLACE_PROCEDURE,
  },
});
