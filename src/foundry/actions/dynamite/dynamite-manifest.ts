/** The dynamite folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { blast } from "@foundry/kernel/result-lines-shared";
import {
  blastHeadline,
  dynamiteGivenHeadline,
  dynamiteThrow,
  owDynamiteThrowHeadline,
  throwLines,
} from "./dynamite-lines";

export default defineManifest({
  actions: [
    {
      id: "throwDynamite",
      label: "COMBAT_PATROL.Action.throwDynamite",
      icon: "fa-solid fa-bomb",
      group: "fire",
      offer: {
        figure: {
          order: 100,
          when: (p) => !p.source.states.incapacitated && p.source.dynamite.sticks + p.source.dynamite.bundles > 0,
        },
      },
    },
    {
      // OW-6b the GM hands out dynamite in an Old West game, from the sheet in edit mode (the button refuses a player).
      id: "giveDynamite",
      label: "COMBAT_PATROL.Action.giveDynamite",
      icon: "fa-solid fa-gift",
      group: "special",
      offer: {
        figure: {
          order: 135,
          when: (p) => !p.source.states.incapacitated && p.era === "old-west" && p.editMode,
        },
      },
    },
    {
      id: "blast",
      label: "COMBAT_PATROL.Action.blast",
      icon: "fa-solid fa-burst",
      group: "special",
    },
  ],
  results: {
    blast: { rule: "CORE-9", lines: blast, headline: blastHeadline },
    throw: { rule: "CORE-9", lines: throwLines },
    "ow.dynamiteThrow": { rule: "OW-6.1.1", lines: dynamiteThrow, headline: owDynamiteThrowHeadline },
    // OW-6b the headline says it all; the changes list the new counts.
    "ow.dynamiteGiven": { rule: "OW-6b", lines: () => [], headline: dynamiteGivenHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    blast: true;
    throw: true;
    "ow.dynamiteThrow": true;
    "ow.dynamiteGiven": true;
  }
}
