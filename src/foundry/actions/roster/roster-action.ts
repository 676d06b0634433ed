/** OW-2 / OW-4e / OW-9.1 the unit sheet's Check unit button (roster.ts): the engine's unit checks, one line in the chat (roster-card.ts). */
import { defineAction } from "@foundry/kernel/action-definition";
import { checkUnit } from "./roster";

export default defineAction({
  handlers: { checkUnit },
});
