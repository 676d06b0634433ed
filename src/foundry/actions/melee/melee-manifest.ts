/** The melee folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { melee } from "@foundry/kernel/result-lines-shared";

export default defineManifest({
  actions: [
    {
      id: "melee",
      label: "COMBAT_PATROL.Action.melee",
      icon: "fa-solid fa-hand-fist",
      group: "fight",
      offer: {
        figure: { order: 20, when: (p) => !p.source.states.incapacitated },
        unit: { order: 30 },
        herd: { order: 30, when: (p) => p.source.species === "grizzly-bear" },
      },
      hud: { order: 2 },
      key: { binding: "melee", code: "KeyH" },
    },
  ],
  results: {
    melee: { rule: "CORE-6", lines: melee },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    melee: true;
  }
}
