/** CORE-7 / NAP-4 morale: the Rally and Morale check buttons (morale.ts), the GM's morale procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { morale } from "./morale";
import { MORALE_PROCEDURE } from "./morale-procedure";

export default defineAction({
  handlers: { rally: morale, moraleCheck: morale },
  procedures: { morale: MORALE_PROCEDURE },
});
