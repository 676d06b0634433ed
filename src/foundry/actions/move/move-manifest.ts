/** The move folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { mountedMovement, movement } from "./move-lines";

export default defineManifest({
  actions: [
    {
      id: "move",
      label: "COMBAT_PATROL.Action.move",
      icon: "fa-solid fa-shoe-prints",
      group: "move",
      offer: {
        figure: { order: 30, when: (p) => !p.source.states.incapacitated },
        unit: { order: 10, primary: () => true },
        gun: { order: 20, when: (p) => p.source.kind !== "artillery" && p.source.kind !== "gatling" },
      },
      hud: { order: 3 },
      key: { binding: "move", code: "KeyM" },
    },
    {
      id: "sprint",
      label: "COMBAT_PATROL.Action.sprint",
      icon: "fa-solid fa-person-running",
      group: "move",
      offer: {
        figure: { order: 40, when: (p) => !p.source.states.incapacitated },
      },
    },
  ],
  results: {
    movement: { rule: "CORE-2", lines: movement },
    mountedMovement: { rule: "NAP-6.1.1", lines: mountedMovement },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    movement: true;
    mountedMovement: true;
  }
}
