/** The turn folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

export default defineManifest({
  actions: [
    {
      id: "endActivation",
      label: "COMBAT_PATROL.Action.endActivation",
      icon: "fa-solid fa-hourglass-end",
      group: "special",
      key: { binding: "endActivation", code: "KeyE" },
    },
  ],
});
