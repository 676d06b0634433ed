/** The charge folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import { CARRIED_DYNAMITE_BUTTON } from "./carried-offer";
import { breach, carriedDynamite, charge, owBreachHeadline, owChargeHeadline } from "./placed-charge-lines";

export default defineManifest({
  actions: [
    {
      id: "prepareBundle",
      label: "COMBAT_PATROL.Action.prepareBundle",
      icon: "fa-solid fa-boxes-stacked",
      group: "special",
      offer: {
        figure: { order: 110, when: (p) => !p.source.states.incapacitated && p.source.dynamite.bundles > 0 },
      },
    },
    {
      id: "placeCharge",
      label: "COMBAT_PATROL.Action.placeCharge",
      icon: "fa-solid fa-location-dot",
      group: "special",
      offer: {
        figure: {
          order: 120,
          when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "prepared"),
        },
      },
    },
    {
      id: "layFuse",
      label: "COMBAT_PATROL.Action.layFuse",
      icon: "fa-solid fa-route",
      group: "special",
      offer: {
        figure: {
          order: 121,
          when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "placed" || s === "laying"),
        },
      },
    },
    {
      id: "setFuse",
      label: "COMBAT_PATROL.Action.setFuse",
      icon: "fa-solid fa-scissors",
      group: "special",
      offer: {
        figure: {
          order: 122,
          when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "laying"),
        },
      },
    },
    {
      id: "lightFuse",
      label: "COMBAT_PATROL.Action.lightFuse",
      icon: "fa-solid fa-fire",
      group: "special",
      offer: {
        figure: { order: 123, when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "set") },
      },
    },
    {
      id: "connectBlastingMachine",
      label: "COMBAT_PATROL.Action.connectBlastingMachine",
      icon: "fa-solid fa-plug",
      group: "special",
      offer: {
        figure: {
          order: 124,
          // OW-6.1.3 the blasting machine connects "to the fuse": not before one is laid.
          when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "laying" || s === "set"),
        },
      },
    },
    {
      id: "pushPlunger",
      label: "COMBAT_PATROL.Action.pushPlunger",
      icon: "fa-solid fa-explosion",
      group: "special",
      offer: {
        figure: {
          order: 125,
          when: (p) => !p.source.states.incapacitated && p.chargeStates.some((s) => s === "connected"),
        },
      },
    },
    {
      id: "carriedDynamite",
      label: "COMBAT_PATROL.Action.carriedDynamite",
      icon: "fa-solid fa-burst",
      group: "special",
      offer: {
        figure: {
          order: 130,
          when: (p) => !p.source.states.incapacitated && p.source.dynamite.sticks + p.source.dynamite.bundles > 0,
        },
      },
    },
  ],
  chatButtons: [CARRIED_DYNAMITE_BUTTON],
  results: {
    "ow.charge": { lines: charge, headline: owChargeHeadline },
    "ow.carriedDynamite": { lines: carriedDynamite },
    "ow.breach": { lines: breach, headline: owBreachHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.charge": true;
    "ow.carriedDynamite": true;
    "ow.breach": true;
  }
}
