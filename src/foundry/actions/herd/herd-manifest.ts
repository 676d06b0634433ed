/** The herd folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { herdMove, herding } from "./herd-lines";

export default defineManifest({
  actions: [
    {
      id: "herdMove",
      label: "COMBAT_PATROL.Action.herdMove",
      icon: "fa-solid fa-shoe-prints",
      group: "move",
      offer: {
        herd: { order: 10, primary: () => true },
      },
    },
    {
      id: "animalMorale",
      label: "COMBAT_PATROL.Action.animalMorale",
      icon: "fa-solid fa-heart-pulse",
      group: "special",
      offer: {
        herd: { order: 31, when: (p) => p.source.species === "grizzly-bear" },
      },
    },
    {
      id: "herders",
      label: "COMBAT_PATROL.Action.herders",
      icon: "fa-solid fa-hat-cowboy",
      group: "special",
      offer: {
        herd: {
          order: 40,
          when: (p) => (p.source.species === "cattle" || p.source.species === "horses") && !p.source.herdedBy,
        },
      },
    },
  ],
  results: {
    "ow.herdMove": { rule: "OW-9.2.1", lines: herdMove },
    "ow.herding": { rule: "OW-9.2.3", lines: herding },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.herdMove": true;
    "ow.herding": true;
  }
}
