/** The runaway folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { owRunawayCheckHeadline, runawayCheck, runawayMove } from "./runaway-lines";

export default defineManifest({
  actions: [
    {
      id: "runawayMove",
      label: "COMBAT_PATROL.Action.runawayMove",
      icon: "fa-solid fa-person-falling-burst",
      group: "move",
      offer: {
        wagon: { order: 10, when: (p) => !p.source.overturned && p.source.runaway, primary: () => true },
      },
    },
    {
      id: "runawayCheck",
      label: "COMBAT_PATROL.Action.runawayCheck",
      icon: "fa-solid fa-triangle-exclamation",
      group: "special",
      offer: {
        wagon: { order: 20, when: (p) => !p.source.overturned && !p.source.runaway },
      },
    },
  ],
  results: {
    "ow.runawayCheck": { rule: "OW-9.3f", lines: runawayCheck, headline: owRunawayCheckHeadline },
    "ow.runawayMove": { rule: "OW-9.3f", lines: runawayMove },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.runawayCheck": true;
    "ow.runawayMove": true;
  }
}
