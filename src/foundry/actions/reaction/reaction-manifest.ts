/** The reaction folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { owRegainControlHeadline, reaction, regainControl } from "./reaction-lines";

export default defineManifest({
  actions: [
    {
      id: "reaction",
      label: "COMBAT_PATROL.Action.reaction",
      icon: "fa-solid fa-bolt",
      group: "special",
      offer: {
        figure: { order: 140, when: (p) => !p.source.states.incapacitated },
        unit: { order: 50 },
      },
    },
    {
      id: "regainControl",
      label: "COMBAT_PATROL.Action.regainControl",
      icon: "fa-solid fa-hand",
      group: "special",
      offer: {
        wagon: { order: 20, when: (p) => !p.source.overturned && p.source.runaway },
      },
    },
  ],
  results: {
    reaction: { rule: "CORE-10", lines: reaction },
    "ow.regainControl": { rule: "OW-9.3f", lines: regainControl, headline: owRegainControlHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    reaction: true;
    "ow.regainControl": true;
  }
}
