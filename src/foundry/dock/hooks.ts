/**
 * The dock concept (issue 21): each player's Action Deck and the current Activation Card at
 * the screen's edge, re-rendered when a deck or the Combat changes.
 */
import "./dock.css";
import { DOCK_TEMPLATE, renderDock } from "./dock";

/** After the cards (12) and the combat (40). */
export const order = 50;

export function init(): void {
  void foundry.applications.handlebars.loadTemplates([DOCK_TEMPLATE]);
  const refresh = () => void renderDock();
  for (const hook of [
    "createCards",
    "updateCards",
    "deleteCards",
    "updateCombat",
    "createCombat",
    "deleteCombat",
    "updateUser",
  ] as const)
    Hooks.on(hook, refresh);
}

export function ready(): void {
  void renderDock();
}
