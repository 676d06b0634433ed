/** The reload folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { napReload, owReload, reloadHeadline } from "./reload-lines";

export default defineManifest({
  actions: [
    {
      id: "reload",
      label: "COMBAT_PATROL.Action.reload",
      icon: "fa-solid fa-rotate",
      group: "fire",
      offer: {
        figure: {
          order: 50,
          when: (p) => !p.source.states.incapacitated && p.source.outOfAmmo > 0 && p.weapon !== null,
          notNow: (p) =>
            !p.source.states.incapacitated && p.weapon !== null ? "COMBAT_PATROL.ActionNotNow.reload" : null,
          params: (p) => ({ weaponId: p.weapon?.id ?? "" }),
        },
      },
      key: { binding: "reload", code: "KeyR" },
    },
  ],
  results: {
    reload: { rule: "NAP-3.1", lines: napReload, headline: reloadHeadline },
    "ow.reload": { rule: "OW-5.1a", lines: owReload },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    reload: true;
    "ow.reload": true;
  }
}
