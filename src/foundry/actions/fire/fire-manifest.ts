/** The fire folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { fire, fireHeadline } from "./fire-lines";

export default defineManifest({
  actions: [
    {
      id: "fire",
      label: "COMBAT_PATROL.Action.fire",
      icon: "fa-solid fa-crosshairs",
      group: "fire",
      offer: {
        figure: {
          order: 10,
          when: (p) => !p.source.states.incapacitated && p.weapon !== null,
          primary: () => true,
          params: (p) => ({ weaponId: p.weapon?.id ?? "" }),
        },
        unit: { order: 20 },
        gun: {
          order: 10,
          when: (p) => !p.source.limbered && p.source.kind !== "artillery" && p.source.kind !== "gatling",
          primary: () => true,
        },
      },
      hud: { order: 1 },
      // V for volley: Shift+F is core's unsnapped ruler waypoint.
      key: { binding: "fire", code: "KeyV" },
    },
  ],
  results: {
    fire: { rule: "CORE-5", lines: fire, headline: fireHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    fire: true;
  }
}
