/** CORE-5 fire: the Fire button (fire.ts gathers, fire-dialog.ts asks), the GM's fire procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { fire } from "./fire";
import { FIRE_PROCEDURE } from "./fire-procedure";
import { withCoverWhy } from "./fire-cover-why";

export default defineAction({
  handlers: { fire },
  // CORE-5 the result says what gave the target the map's cover (chat/cover-lines.ts).
  procedures: { fire: withCoverWhy(FIRE_PROCEDURE) },
});
