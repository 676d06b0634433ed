/** The cavalry folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { BREAKTHROUGH_BUTTON } from "./breakthrough-offer";
import {
  breakthroughAdvance,
  mountedBog,
  mountedMelee,
  mountedReaction,
  mountedReactionHeadline,
} from "./cavalry-lines";

export default defineManifest({
  actions: [
    {
      id: "charge",
      label: "COMBAT_PATROL.Action.charge",
      icon: "fa-solid fa-horse-head",
      group: "fight",
      offer: {
        figure: { order: 70, when: (p) => !p.source.states.incapacitated && p.source.states.mounted },
        unit: { order: 70, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "counterCharge",
      label: "COMBAT_PATROL.Action.counterCharge",
      icon: "fa-solid fa-arrows-turn-to-dots",
      group: "fight",
      offer: {
        figure: { order: 71, when: (p) => !p.source.states.incapacitated && p.source.states.mounted },
        unit: { order: 71, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "mountedBog",
      label: "COMBAT_PATROL.Action.mountedBog",
      icon: "fa-solid fa-tree",
      group: "special",
      offer: {
        figure: { order: 72, when: (p) => !p.source.states.incapacitated && p.source.states.mounted },
        unit: { order: 72, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "breakthrough",
      label: "COMBAT_PATROL.Action.breakthrough",
      icon: "fa-solid fa-forward",
      group: "move",
      offer: {
        figure: { order: 73, when: (p) => !p.source.states.incapacitated && p.source.states.mounted },
      },
    },
  ],
  chatButtons: [BREAKTHROUGH_BUTTON],
  results: {
    mountedMelee: { lines: mountedMelee },
    mountedReaction: { lines: mountedReaction, headline: mountedReactionHeadline },
    mountedBog: { lines: mountedBog },
    breakthroughAdvance: { lines: breakthroughAdvance },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    mountedMelee: true;
    mountedReaction: true;
    mountedBog: true;
    breakthroughAdvance: true;
  }
}
