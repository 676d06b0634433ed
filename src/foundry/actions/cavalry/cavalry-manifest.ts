/** The cavalry folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest, type ChatButton } from "@foundry/kernel/action-manifest";
import { asAnyResult } from "@rules/results";
import { actorOfPart } from "@rules/parts";
import {
  breakthroughAdvance,
  chargeHalt,
  chargeHaltHeadline,
  mountedBog,
  mountedMelee,
  mountedReaction,
  mountedReactionHeadline,
} from "./cavalry-lines";

/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance the mounted hand to hand card carries
 * (`MountedMeleeResult.breakthrough.victorAdvance`): the card offers its owner (or the GM) a
 * "Breakthrough" button that runs the breakthrough action (breakthrough.ts) with the card's offer,
 * so the dialog asks only what lay on the line. The result card
 * shows it (chat/result-offers.ts).
 */
export const BREAKTHROUGH_BUTTON: ChatButton = {
  id: "breakthrough",
  // After the carriers' extra cards: those are drawn whatever the victor does.
  order: 20,
  offers(record, { messageId }) {
    const result = asAnyResult(record.result);
    if (result?.procedure !== "mountedMelee") return [];
    const offer = result.breakthrough?.victorAdvance ?? null;
    if (!offer || offer.direction !== "advance") return [];
    return [
      {
        action: "breakthrough",
        actorId: actorOfPart(offer.figureId),
        params: { offer: JSON.stringify(offer), messageId },
      },
    ];
  },
};

/**
 * NAP-6.2.1.2b the charge halted halfway for the target's reactions (charge-halt.ts): its card
 * offers the charger's owner (or the GM) a "Charge home" button that opens the Charge dialog again
 * on the same target, with the run declared before, without the halt.
 */
export const CHARGE_HOME_BUTTON: ChatButton = {
  id: "chargeHome",
  order: 21,
  offers(record) {
    const result = asAnyResult(record.result);
    if (result?.procedure !== "chargeHalt") return [];
    return [
      {
        action: "charge",
        actorId: actorOfPart(result.chargerId),
        params: {
          defender: result.targetId,
          straightInches: String(result.run.straightInches),
          openFlat: String(result.run.openFlat),
        },
        label: { key: "COMBAT_PATROL.Action.Cavalry.chargeHome" },
        icon: "fa-solid fa-horse-head",
      },
    ];
  },
};

export default defineManifest({
  actions: [
    {
      id: "charge",
      label: "COMBAT_PATROL.Action.charge",
      icon: "fa-solid fa-horse-head",
      group: "fight",
      offer: {
        figure: {
          order: 70,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.charge"),
        },
        unit: { order: 70, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "counterCharge",
      label: "COMBAT_PATROL.Action.counterCharge",
      icon: "fa-solid fa-arrows-turn-to-dots",
      group: "fight",
      offer: {
        figure: {
          order: 71,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.counterCharge"),
        },
        unit: { order: 71, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      // NAP-6.2.1.2b a mounted unit's Reaction to pursue withdrawing enemy (the counter-charge's procedure).
      id: "pursue",
      label: "COMBAT_PATROL.Action.pursue",
      icon: "fa-solid fa-angles-right",
      group: "fight",
      offer: {
        figure: {
          order: 74,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.pursue"),
        },
        unit: { order: 74, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "mountedBog",
      label: "COMBAT_PATROL.Action.mountedBog",
      icon: "fa-solid fa-tree",
      group: "move",
      offer: {
        figure: {
          order: 72,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.mountedBog"),
        },
        unit: { order: 72, when: (p) => p.source.kind === "cavalry" },
      },
    },
    {
      id: "breakthrough",
      label: "COMBAT_PATROL.Action.breakthrough",
      icon: "fa-solid fa-forward",
      group: "fight",
      offer: {
        figure: {
          order: 73,
          when: (p) => !p.source.states.incapacitated && p.source.states.mounted,
          notNow: (p) => (p.source.states.incapacitated ? null : "COMBAT_PATROL.ActionNotNow.breakthrough"),
        },
      },
    },
  ],
  chatButtons: [BREAKTHROUGH_BUTTON, CHARGE_HOME_BUTTON],
  results: {
    mountedMelee: { rule: "NAP-6.2.1.2", lines: mountedMelee },
    mountedReaction: { rule: "NAP-6.2.1.2", lines: mountedReaction, headline: mountedReactionHeadline },
    mountedBog: { rule: "NAP-6.1.2", lines: mountedBog },
    breakthroughAdvance: { rule: "NAP-6.2.1.3", lines: breakthroughAdvance },
    chargeHalt: { rule: "NAP-6.2.1.2b", lines: chargeHalt, headline: chargeHaltHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    mountedMelee: true;
    mountedReaction: true;
    mountedBog: true;
    breakthroughAdvance: true;
    chargeHalt: true;
  }
}
