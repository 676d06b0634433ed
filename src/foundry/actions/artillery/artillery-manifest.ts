/** The artillery folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";

export default defineManifest({
  actions: [
    {
      id: "fireGun",
      label: "COMBAT_PATROL.Action.fireGun",
      icon: "fa-solid fa-burst",
      group: "fire",
      offer: {
        gun: { order: 10, when: (p) => !p.source.limbered && p.source.kind === "artillery", primary: () => true },
      },
    },
    {
      id: "moveGun",
      label: "COMBAT_PATROL.Action.moveGun",
      icon: "fa-solid fa-truck-moving",
      group: "move",
      offer: {
        gun: { order: 20, when: (p) => p.source.kind === "artillery" },
      },
    },
  ],
});
