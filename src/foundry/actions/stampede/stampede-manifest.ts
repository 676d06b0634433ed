/** The stampede folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

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
});
