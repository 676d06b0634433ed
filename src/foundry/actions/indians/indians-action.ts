/** NAP-8.2 Indians (1812): open order only, and a unit below half its number quits the field. */
import { defineAction } from "@foundry/kernel/action-definition";
import { indianOpenOrder, indianQuits } from "./indians";
import { INDIAN_QUITS_PROCEDURE } from "./indians-procedure";

export default defineAction({
  handlers: { indianOpenOrder, indianQuits },
  procedures: { "nap.indianQuits": INDIAN_QUITS_PROCEDURE },
});
