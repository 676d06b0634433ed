/** The engineers folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { detonation, doorAttack, emplace, emplaceHeadline } from "./engineers-lines";

export default defineManifest({
  actions: [
    {
      id: "emplaceCharges",
      label: "COMBAT_PATROL.Action.emplaceCharges",
      icon: "fa-solid fa-box",
      group: "special",
      offer: {
        figure: {
          order: 90,
          when: (p) => !p.source.states.incapacitated && p.era === "napoleonic" && p.weapon?.tableId === "nap.axe",
        },
        unit: { order: 80, when: (p) => p.source.era === "napoleonic" && p.source.kind === "infantry" },
      },
    },
    {
      id: "detonate",
      label: "COMBAT_PATROL.Action.detonate",
      icon: "fa-solid fa-burst",
      group: "special",
      offer: {
        figure: {
          order: 91,
          when: (p) => !p.source.states.incapacitated && p.era === "napoleonic" && p.weapon?.tableId === "nap.axe",
        },
        unit: { order: 81, when: (p) => p.source.era === "napoleonic" && p.source.kind === "infantry" },
      },
    },
    {
      id: "attackDoor",
      label: "COMBAT_PATROL.Action.attackDoor",
      icon: "fa-solid fa-door-closed",
      group: "fight",
      offer: {
        figure: {
          order: 92,
          when: (p) => !p.source.states.incapacitated && p.era === "napoleonic" && p.weapon?.tableId === "nap.axe",
        },
        unit: { order: 82, when: (p) => p.source.era === "napoleonic" && p.source.kind === "infantry" },
      },
    },
  ],
  results: {
    emplace: { rule: "NAP-8.1", lines: emplace, headline: emplaceHeadline },
    detonation: { rule: "NAP-8.1", lines: detonation },
    doorAttack: { rule: "NAP-8.1", lines: doorAttack },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    emplace: true;
    detonation: true;
    doorAttack: true;
  }
}
