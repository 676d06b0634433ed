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
        gun: { order: 10, when: (p) => !p.source.limbered && p.source.kind === "artillery", primary: () => true },
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
    gunAim: { lines: gunAim },
    solidShot: { lines: solidShot, headline: solidShotHeadline },
    canister: { lines: canister, headline: canisterHeadline },
    shell: { lines: shell, headline: shellHeadline },
    solidShotBuilding: { lines: solidShotBuilding },
    shellRoof: { lines: shellRoof },
    gunMove: { lines: gunMove },
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
