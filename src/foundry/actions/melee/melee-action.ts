/** CORE-6 hand to hand: the Melee button (melee.ts), the GM's melee procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { melee } from "./melee";
import { MELEE_PROCEDURE } from "./melee-procedure";

export default defineAction({
  handlers: { melee },
  procedures: { melee: MELEE_PROCEDURE },
});
