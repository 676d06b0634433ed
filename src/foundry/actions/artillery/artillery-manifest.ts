/** The artillery folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import {
  canister,
  canisterHeadline,
  declaringRange,
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
    // NAP-7.3 each after a range typed ahead that the map measures otherwise (declaringRange).
    gunAim: { lines: declaringRange(gunAim) },
    solidShot: { lines: declaringRange(solidShot), headline: solidShotHeadline },
    canister: { lines: declaringRange(canister), headline: canisterHeadline },
    shell: { lines: declaringRange(shell), headline: shellHeadline },
    solidShotBuilding: { lines: declaringRange(solidShotBuilding) },
    shellRoof: { lines: declaringRange(shellRoof) },
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
