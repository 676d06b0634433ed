/**
 * OW-4d a lone hero's morale (hero.ts; the Rally and Morale check buttons hand a lone hero over), the GM's procedure.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { heroMorale } from "./hero";
import { HERO_MORALE_PROCEDURE } from "./hero-procedure";

export default defineAction({
  handlers: { heroMorale },
  procedures: { "ow.heroMorale": HERO_MORALE_PROCEDURE },
});
