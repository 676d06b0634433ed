/** NAP-8.2 Indians (1812): open order only, and a unit below half its number quits the field. */
import { defineAction } from "../define";
import { indianOpenOrder, indianQuits } from "./indians";

export default defineAction({
  handlers: { indianOpenOrder, indianQuits },
});
