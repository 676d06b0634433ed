/** CORE-8 damage, CORE-10 bog and spotting: the figure sheet's buttons (core-checks.ts), the GM's procedures. */
import { defineAction } from "@foundry/kernel/action-definition";
import { bog, damage, spot } from "./core-checks";
import { BOG_PROCEDURE, DAMAGE_PROCEDURE, SPOTTING_PROCEDURE } from "./core-checks-procedure";

export default defineAction({
  handlers: { damage, bog, spot },
  procedures: { damage: DAMAGE_PROCEDURE, bog: BOG_PROCEDURE, spotting: SPOTTING_PROCEDURE },
});
