/** The reaction folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { asAnyResult } from "@rules/results";
import { actorOfPart } from "@rules/parts";
import { defineManifest, type ChatButton, type ChatButtonOffer } from "@foundry/kernel/action-manifest";
import { owRegainControlHeadline, reaction, regainControl } from "./reaction-lines";

/**
 * CORE-10 a reaction passed in an enemy's activation lets the figures who passed fire or move once
 * (the GM's record notes it): its card offers Fire now (the dialog with only them ticked) and, for a
 * lone figure, Move now. NAP-5.6 a close order group's card offers its volley.
 */
export const REACTION_ACT_BUTTON: ChatButton = {
  id: "reactionAct",
  order: 30,
  offers(record) {
    const result = asAnyResult(record.result);
    const reacting =
      result?.procedure === "reaction" && result.actsNow === true && result.passed
        ? [result.figureId]
        : result?.procedure === "closeOrderReaction" && result.actsNow === true
          ? result.reacting
          : [];
    const first = reacting[0];
    if (!first) return [];
    const fire: ChatButtonOffer = {
      action: "fire",
      actorId: actorOfPart(first),
      params: { shooters: reacting.join(",") },
      label: { key: "COMBAT_PATROL.Action.Reaction.fireNow" },
      icon: "fa-solid fa-crosshairs",
    };
    if (reacting.length > 1) return [fire];
    const move = { action: "move", actorId: actorOfPart(first), params: {} };
    return [
      fire,
      { ...move, label: { key: "COMBAT_PATROL.Action.Reaction.moveNow" }, icon: "fa-solid fa-person-running" },
    ];
  },
};

export default defineManifest({
  actions: [
    {
      id: "reaction",
      label: "COMBAT_PATROL.Action.reaction",
      icon: "fa-solid fa-bolt",
      group: "special",
      offer: {
        figure: { order: 140, when: (p) => !p.source.states.incapacitated },
        unit: { order: 50 },
      },
    },
    {
      id: "regainControl",
      label: "COMBAT_PATROL.Action.regainControl",
      icon: "fa-solid fa-hand",
      group: "special",
      offer: {
        wagon: { order: 20, when: (p) => !p.source.overturned && p.source.runaway },
      },
    },
  ],
  chatButtons: [REACTION_ACT_BUTTON],
  results: {
    reaction: { rule: "CORE-10", lines: reaction },
    "ow.regainControl": { rule: "OW-9.3f", lines: regainControl, headline: owRegainControlHeadline },
  },
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    reaction: true;
    "ow.regainControl": true;
  }
}
