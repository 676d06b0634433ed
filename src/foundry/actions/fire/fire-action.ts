/** CORE-5 fire: the Fire button (fire.ts gathers, fire-dialog.ts asks), the GM's fire procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { fire } from "./fire";
import { FIRE_PROCEDURE } from "./fire-procedure";

export default defineAction({
  handlers: { fire },
  procedures: { fire: FIRE_PROCEDURE },
});
