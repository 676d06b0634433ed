/** The hero folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { heroMorale, owHeroMoraleHeadline } from "./hero-lines";

export default defineManifest({
  actions: [
    {
      id: "heroMorale",
      label: "COMBAT_PATROL.Action.heroMorale",
      icon: "fa-solid fa-star",
      group: "special",
    },
  ],
  results: {
    "ow.heroMorale": { rule: "OW-4d", lines: heroMorale, headline: owHeroMoraleHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.heroMorale": true;
  }
}
