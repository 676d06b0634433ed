/** The mount folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { mount, mountHeadline } from "./mount-lines";

export default defineManifest({
  actions: [
    {
      id: "mount",
      label: "COMBAT_PATROL.Action.mount",
      icon: "fa-solid fa-horse",
      group: "move",
      offer: {
        figure: {
          order: 60,
          when: (p) => !p.source.states.incapacitated && !p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.mount"),
        },
      },
    },
    {
      id: "dismount",
      label: "COMBAT_PATROL.Action.dismount",
      icon: "fa-solid fa-person-walking",
      group: "move",
      offer: {
        figure: {
          order: 60,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.dismount"),
        },
      },
    },
  ],
  results: {
    mount: { rule: "OW-7.1a", lines: mount, headline: mountHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    mount: true;
  }
}
