/** CORE-10 reaction and OW-9.3f regain control: the buttons (reaction.ts, checks.ts), the GM's procedures. */
import { defineAction } from "@foundry/kernel/action-definition";
import { reaction, regainControl } from "./reaction";
import { REACTION_PROCEDURE, REGAIN_CONTROL_PROCEDURE } from "./reaction-procedure";

export default defineAction({
  handlers: { reaction, regainControl },
  procedures: { reaction: REACTION_PROCEDURE, "ow.regainControl": REGAIN_CONTROL_PROCEDURE },
});
