/** The wagon folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { cutOut, overturn, owCutOutHeadline, owWagonMoveHeadline, wagonMove } from "./wagon-lines";

export default defineManifest({
  actions: [
    {
      id: "wagonMove",
      label: "COMBAT_PATROL.Action.wagonMove",
      icon: "fa-solid fa-horse-head",
      group: "move",
      offer: {
        wagon: {
          order: 10,
          when: (p) => !p.source.overturned && !p.source.runaway,
          primary: () => true,
          notNow: (p) => (p.source.overturned ? null : "COMBAT_PATROL.ActionNotNow.wagonMove"),
        },
      },
    },
    {
      id: "wagonMorale",
      label: "COMBAT_PATROL.Action.wagonMorale",
      icon: "fa-solid fa-heart-pulse",
      group: "special",
      offer: {
        wagon: {
          order: 40,
          when: (p) => !p.source.overturned && p.source.moraleMarkers > 0,
          notNow: (p) => (p.source.overturned ? null : "COMBAT_PATROL.ActionNotNow.wagonMorale"),
        },
      },
    },
    {
      id: "cutOut",
      label: "COMBAT_PATROL.Action.cutOut",
      icon: "fa-solid fa-scissors",
      group: "special",
      offer: {
        wagon: { order: 50, when: (p) => !p.source.overturned && p.source.team.animals > 0 },
      },
    },
    {
      id: "overturn",
      label: "COMBAT_PATROL.Action.overturn",
      icon: "fa-solid fa-rotate-left",
      group: "special",
      offer: {
        wagon: { order: 50, when: (p) => !p.source.overturned && p.source.team.animals <= 0 },
      },
    },
  ],
  results: {
    "ow.wagonMove": { rule: "OW-9.3a", lines: wagonMove, headline: owWagonMoveHeadline },
    "ow.cutOut": { rule: "OW-9.3e", lines: cutOut, headline: owCutOutHeadline },
    "ow.overturn": { rule: "OW-9.3f", lines: overturn },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.wagonMove": true;
    "ow.cutOut": true;
    "ow.overturn": true;
  }
}
