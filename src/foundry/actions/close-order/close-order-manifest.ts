/** The close order folder's actions as the sheets, the token HUD and the keys show them (loaded at start). */
import { defineManifest } from "@foundry/kernel/action-manifest";
import {
  closeOrderReaction,
  closeOrderReactionHeadline,
  closeOrderTurn,
  closeOrderTurnHeadline,
} from "./close-order-lines";
import { FORM_UP_BUTTON, formation, formationHeadline } from "./formation-lines";

export default defineManifest({
  actions: [
    {
      id: "closeOrderTurn",
      label: "COMBAT_PATROL.Action.closeOrderTurn",
      icon: "fa-solid fa-arrows-rotate",
      group: "move",
      offer: {
        unit: { order: 90, when: (p) => p.source.era === "napoleonic" && p.closeOrder },
      },
    },
    {
      id: "changeFormation",
      label: "COMBAT_PATROL.Action.changeFormation",
      icon: "fa-solid fa-people-arrows",
      group: "move",
      offer: {
        unit: { order: 91, when: (p) => p.source.era === "napoleonic" },
      },
    },
    {
      // NAP-5.2 the formation card's Form up button runs it (no sheet button).
      id: "formUp",
      label: "COMBAT_PATROL.Action.formUp",
      icon: "fa-solid fa-people-line",
      group: "move",
    },
    {
      id: "checkUnitSize",
      label: "COMBAT_PATROL.Action.checkUnitSize",
      icon: "fa-solid fa-users",
      group: "special",
      offer: {
        unit: { order: 92, when: (p) => p.source.era === "napoleonic" },
      },
    },
  ],
  results: {
    closeOrderReaction: { rule: "NAP-5.6", lines: closeOrderReaction, headline: closeOrderReactionHeadline },
    closeOrderTurn: { rule: "NAP-5.3", lines: closeOrderTurn, headline: closeOrderTurnHeadline },
    formation: { rule: "NAP-5.2", lines: formation, headline: formationHeadline },
  },
  chatButtons: [FORM_UP_BUTTON],
});

declare module "@foundry/kernel/action-manifest" {
  interface OwnedResults {
    closeOrderReaction: true;
    closeOrderTurn: true;
    formation: true;
  }
}
