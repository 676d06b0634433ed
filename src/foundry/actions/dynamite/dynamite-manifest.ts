/** The dynamite folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

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
});
