/** NAP-8.2 Indians (1812): open order only, and a unit below half its number quits the field. */
import { defineAction } from "@foundry/kernel/action-definition";
import { indianOpenOrder, indianQuits } from "./indians";

export default defineAction({
  handlers: { indianOpenOrder, indianQuits },
});
