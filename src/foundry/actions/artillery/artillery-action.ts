/**
 * NAP-7.3 Fire gun (every round, troops or a building) and NAP-7.1 Move gun (limbered or manhandled): cards drawn by
 * the GM.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { fireGun } from "./fire-gun";
import { moveGun } from "./move-gun";
import { GUN_FIRE_PROCEDURE, GUN_MOVE_PROCEDURE } from "./artillery-procedure";

export default defineAction({
  handlers: { fireGun, moveGun },
  procedures: { "nap.gunFire": GUN_FIRE_PROCEDURE, "nap.gunMove": GUN_MOVE_PROCEDURE },
});
