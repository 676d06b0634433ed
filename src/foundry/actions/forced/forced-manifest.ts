/** The forced folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

export default defineManifest({
  actions: [
    {
      id: "forcedMove",
      label: "COMBAT_PATROL.Action.forcedMove",
      icon: "fa-solid fa-person-walking-arrow-loop-left",
      group: "move",
    },
  ],
});
