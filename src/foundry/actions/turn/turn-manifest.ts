/** The turn folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import {
  activation,
  activationHeadline,
  commandDice,
  commandDiceHeadline,
  endActivation,
  heroCard,
  owHeroCardHeadline,
  swapDice,
} from "./turn-lines";

export default defineManifest({
  actions: [
    {
      id: "endActivation",
      label: "COMBAT_PATROL.Action.endActivation",
      icon: "fa-solid fa-hourglass-end",
      group: "special",
      // N for next: Shift+E is core's precise elevation.
      key: { binding: "endActivation", code: "KeyN" },
    },
  ],
  results: {
    activation: { rule: "CORE-3", lines: activation, headline: activationHeadline },
    commandDice: { rule: "CORE-3", lines: commandDice, headline: commandDiceHeadline },
    endActivation: { rule: "CORE-3", lines: endActivation },
    swapDice: { rule: "CORE-11", lines: swapDice },
    "ow.heroCard": { rule: "OW-4b", lines: heroCard, headline: owHeroCardHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    activation: true;
    commandDice: true;
    endActivation: true;
    swapDice: true;
    "ow.heroCard": true;
  }
}
