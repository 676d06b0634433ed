/** The gatling folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { gatlingMove, owGatlingMoveHeadline } from "./gatling-lines";

export default defineManifest({
  actions: [
    {
      id: "gatlingFire",
      label: "COMBAT_PATROL.Action.gatlingFire",
      icon: "fa-solid fa-crosshairs",
      group: "fire",
      offer: {
        gun: {
          order: 10,
          when: (p) => !p.source.limbered && p.source.kind === "gatling",
          primary: () => true,
          notNow: (p) => (p.source.kind === "gatling" ? "COMBAT_PATROL.ActionNotNow.gatlingFire" : null),
        },
        wagon: {
          order: 60,
          when: (p) => !p.source.overturned && p.source.gatling && Boolean(p.source.gunId),
          params: (p) => ({ gunId: p.source.gunId ?? "" }),
        },
      },
    },
    {
      id: "gatlingMove",
      label: "COMBAT_PATROL.Action.gatlingMove",
      icon: "fa-solid fa-truck-ramp-box",
      group: "move",
      offer: {
        gun: { order: 20, when: (p) => p.source.kind === "gatling" },
        wagon: {
          order: 61,
          when: (p) => !p.source.overturned && p.source.gatling && Boolean(p.source.gunId),
          params: (p) => ({ gunId: p.source.gunId ?? "" }),
        },
      },
    },
  ],
  results: {
    "ow.gatlingMove": { rule: "OW-5.2b", lines: gatlingMove, headline: owGatlingMoveHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.gatlingMove": true;
  }
}
