/** The guns folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { limber, load, loadHeadline, owLimber, reface, unlimber, unlimberHeadline } from "./guns-lines";

export default defineManifest({
  actions: [
    {
      id: "limber",
      label: "COMBAT_PATROL.Action.limber",
      icon: "fa-solid fa-link",
      group: "move",
      offer: {
        gun: { order: 50, when: (p) => !p.source.limbered, notNow: () => "COMBAT_PATROL.ActionNotNow.limber" },
      },
    },
    {
      id: "unlimber",
      label: "COMBAT_PATROL.Action.unlimber",
      icon: "fa-solid fa-link-slash",
      group: "move",
      offer: {
        gun: {
          order: 10,
          when: (p) => p.source.limbered,
          primary: () => true,
          notNow: () => "COMBAT_PATROL.ActionNotNow.unlimber",
        },
      },
    },
    {
      id: "load",
      label: "COMBAT_PATROL.Action.load",
      icon: "fa-solid fa-box-open",
      group: "fire",
      offer: {
        gun: {
          order: 30,
          when: (p) =>
            !p.source.limbered &&
            (p.source.outOfAmmo > 0 || (p.source.kind === "artillery" && p.source.round === "none")),
        },
      },
    },
    {
      id: "reface",
      label: "COMBAT_PATROL.Action.reface",
      icon: "fa-solid fa-compass",
      group: "fire",
      offer: {
        gun: { order: 40, when: (p) => !p.source.limbered, notNow: () => "COMBAT_PATROL.ActionNotNow.reface" },
      },
    },
  ],
  results: {
    load: { rule: "NAP-7.2", lines: load, headline: loadHeadline },
    unlimber: { rule: "NAP-7.1", lines: unlimber, headline: unlimberHeadline },
    limber: { rule: "NAP-7.1", lines: limber },
    "ow.limber": { rule: "OW-5.2b", lines: owLimber },
    "ow.reface": { rule: "OW-5.2e", lines: reface },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    load: true;
    unlimber: true;
    limber: true;
    "ow.limber": true;
    "ow.reface": true;
  }
}
