/** The artillery folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import {
  canister,
  canisterHeadline,
  gunAim,
  gunMove,
  shell,
  shellHeadline,
  shellRoof,
  solidShot,
  solidShotBuilding,
  solidShotHeadline,
} from "./artillery-lines";

export default defineManifest({
  actions: [
    {
      id: "fireGun",
      label: "COMBAT_PATROL.Action.fireGun",
      icon: "fa-solid fa-burst",
      group: "fire",
      offer: {
        gun: {
          order: 10,
          when: (p) => !p.source.limbered && p.source.kind === "artillery",
          primary: () => true,
          notNow: (p) => (p.source.kind === "artillery" ? "COMBAT_PATROL.ActionNotNow.fireGun" : null),
        },
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
  results: {
    gunAim: { rule: "NAP-7.3", lines: gunAim },
    solidShot: { rule: "NAP-7.3.1", lines: solidShot, headline: solidShotHeadline },
    canister: { rule: "NAP-7.3.2", lines: canister, headline: canisterHeadline },
    shell: { rule: "NAP-7.3.3", lines: shell, headline: shellHeadline },
    solidShotBuilding: { rule: "NAP-7.3.1b", lines: solidShotBuilding },
    shellRoof: { rule: "NAP-7.3.3b", lines: shellRoof },
    gunMove: { rule: "NAP-7.1", lines: gunMove },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    gunAim: true;
    solidShot: true;
    canister: true;
    shell: true;
    solidShotBuilding: true;
    shellRoof: true;
    gunMove: true;
  }
}
