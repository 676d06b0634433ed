/** The stampede folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { owStampedeMoveHeadline, stampedeCheck, stampedeMove, trample } from "./stampede-lines";

export default defineManifest({
  actions: [
    {
      id: "stampedeCheck",
      label: "COMBAT_PATROL.Action.stampedeCheck",
      icon: "fa-solid fa-cow",
      group: "special",
      offer: {
        herd: { order: 20, when: (p) => p.source.species !== "sheep" },
      },
    },
    {
      id: "stampedeMove",
      label: "COMBAT_PATROL.Action.stampedeMove",
      icon: "fa-solid fa-cow",
      group: "move",
    },
    {
      id: "trample",
      label: "COMBAT_PATROL.Action.trample",
      icon: "fa-solid fa-person-falling",
      group: "fight",
    },
  ],
  results: {
    "ow.stampedeCheck": { rule: "OW-9.2.7", lines: stampedeCheck },
    "ow.stampedeMove": { rule: "OW-9.2.7c", lines: stampedeMove, headline: owStampedeMoveHeadline },
    "ow.trample": { rule: "OW-9.2.7b", lines: trample },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.stampedeCheck": true;
    "ow.stampedeMove": true;
    "ow.trample": true;
  }
}
