/** The indians folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { indianQuit } from "./indians-lines";

export default defineManifest({
  actions: [
    {
      id: "indianOpenOrder",
      label: "COMBAT_PATROL.Action.indianOpenOrder",
      icon: "fa-solid fa-people-line",
      group: "special",
      offer: {
        figure: { order: 80, when: (p) => !p.source.states.incapacitated && p.source.indian },
      },
    },
    {
      id: "indianQuits",
      label: "COMBAT_PATROL.Action.indianQuits",
      icon: "fa-solid fa-person-walking-arrow-right",
      group: "special",
      offer: {
        figure: { order: 81, when: (p) => !p.source.states.incapacitated && p.source.indian },
      },
    },
  ],
  results: {
    indianQuit: { rule: "OW-9.1", lines: indianQuit },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    indianQuit: true;
  }
}
