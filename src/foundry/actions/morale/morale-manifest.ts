/** The morale folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { morale, moraleHeadline, napMorale, napMoraleHeadline } from "./morale-lines";

export default defineManifest({
  actions: [
    {
      id: "rally",
      label: "COMBAT_PATROL.Action.rally",
      icon: "fa-solid fa-flag",
      group: "special",
      offer: {
        unit: { order: 40, when: (p) => p.source.moraleMarkers > 0, notNow: () => "COMBAT_PATROL.ActionNotNow.rally" },
      },
    },
    {
      id: "moraleCheck",
      label: "COMBAT_PATROL.Action.moraleCheck",
      icon: "fa-solid fa-heart-pulse",
      group: "special",
      offer: {
        unit: {
          order: 41,
          when: (p) => p.source.moraleMarkers > 0,
          notNow: () => "COMBAT_PATROL.ActionNotNow.moraleCheck",
        },
      },
      hud: { order: 4 },
      key: { binding: "morale", code: "KeyG" },
    },
  ],
  results: {
    morale: { rule: "CORE-7", lines: morale, headline: moraleHeadline },
    napMorale: { rule: "NAP-4", lines: napMorale, headline: napMoraleHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    morale: true;
    napMorale: true;
  }
}
