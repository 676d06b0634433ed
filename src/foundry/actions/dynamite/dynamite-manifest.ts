/** The dynamite folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { blast } from "@foundry/kernel/result-lines-shared";
import { blastHeadline, dynamiteThrow, owDynamiteThrowHeadline, throwLines } from "./dynamite-lines";

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
      id: "blast",
      label: "COMBAT_PATROL.Action.blast",
      icon: "fa-solid fa-burst",
      group: "special",
    },
  ],
  results: {
    blast: { lines: blast, headline: blastHeadline },
    throw: { lines: throwLines },
    "ow.dynamiteThrow": { lines: dynamiteThrow, headline: owDynamiteThrowHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    blast: true;
    throw: true;
    "ow.dynamiteThrow": true;
  }
}
