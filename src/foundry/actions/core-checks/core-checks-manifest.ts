/** The core checks folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { bog, damage, spotting } from "./core-checks-lines";

export default defineManifest({
  actions: [
    {
      id: "damage",
      label: "COMBAT_PATROL.Action.damage",
      icon: "fa-solid fa-heart-crack",
      group: "special",
      offer: {
        figure: { order: 170, when: (p) => !p.source.states.incapacitated },
      },
    },
    {
      id: "bog",
      label: "COMBAT_PATROL.Action.bog",
      icon: "fa-solid fa-water",
      // a bog check is made for a move through bad going: the sheet shows it with the moves
      group: "move",
      offer: {
        figure: { order: 150, when: (p) => !p.source.states.incapacitated },
      },
    },
    {
      id: "spot",
      label: "COMBAT_PATROL.Action.spot",
      icon: "fa-solid fa-eye",
      group: "fire",
      offer: {
        figure: { order: 160, when: (p) => !p.source.states.incapacitated },
      },
    },
  ],
  results: {
    damage: { rule: "CORE-5", lines: damage },
    bog: { rule: "CORE-10", lines: bog },
    spotting: { rule: "CORE-10", lines: spotting },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    damage: true;
    bog: true;
    spotting: true;
  }
}
