/** The roster folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

export default defineManifest({
  actions: [
    {
      id: "checkUnit",
      label: "COMBAT_PATROL.Action.checkUnit",
      icon: "fa-solid fa-clipboard-check",
      group: "special",
      offer: {
        unit: { order: 60 },
      },
    },
  ],
});
