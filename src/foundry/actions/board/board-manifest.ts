/** The board folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { boarding } from "./board-lines";

export default defineManifest({
  actions: [
    {
      id: "board",
      label: "COMBAT_PATROL.Action.board",
      icon: "fa-solid fa-right-to-bracket",
      group: "move",
      offer: {
        wagon: { order: 30, when: (p) => !p.source.overturned },
      },
    },
    {
      id: "leaveWagon",
      label: "COMBAT_PATROL.Action.leaveWagon",
      icon: "fa-solid fa-right-from-bracket",
      group: "move",
    },
  ],
  results: {
    "ow.boarding": { rule: "OW-9.3c", lines: boarding },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.boarding": true;
  }
}
