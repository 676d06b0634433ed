/** The charge folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest, type ChatButton } from "@foundry/kernel/action-manifest";
import { actorOfPart, type ResultRecord } from "@foundry/kernel/result-record";
import { breach, carriedDynamite, charge, owBreachHeadline, owChargeHeadline } from "./placed-charge-lines";

/** The figures a result wounds or incapacitates that carry dynamite (each once, in the effects' order). */
export function carriersHurt(record: Pick<ResultRecord, "result">, carried: (figureId: string) => number): string[] {
  const ids: string[] = [];
  for (const e of record.result.effects) {
    if (e.kind !== "wound" && e.kind !== "incapacitate") continue;
    const id = actorOfPart(e.figureId);
    if (!ids.includes(id) && carried(id) > 0) ids.push(id);
  }
  return ids;
}

/**
 * OW-6.1.4 "If a figure carrying dynamite is wounded or incapacitated, draw an additional card":
 * a result that wounds or incapacitates a carrier offers, at the end of its card, a "Hit carrying
 * dynamite" button to the carrier's owner (or the GM): it runs the carriedDynamite action on him.
 * The result card reads the sticks and bundles each carries and
 * shows the buttons (chat/result-offers.ts).
 */
export const CARRIED_DYNAMITE_BUTTON: ChatButton = {
  id: "carriedDynamite",
  // First: the extra card is drawn whatever else the card offers.
  order: 10,
  offers: (record, reads) =>
    carriersHurt(record, (id) => reads.carried(id)).map((actorId) => ({
      action: "carriedDynamite",
      actorId,
      params: {},
    })),
};

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
    "ow.charge": { rule: "OW-6.1.2", lines: charge, headline: owChargeHeadline },
    "ow.carriedDynamite": { rule: "OW-6.1.4", lines: carriedDynamite },
    "ow.breach": { rule: "OW-6.1.2b", lines: breach, headline: owBreachHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    "ow.charge": true;
    "ow.carriedDynamite": true;
    "ow.breach": true;
  }
}
