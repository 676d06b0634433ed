/**
 * The combat concept: the turn on Foundry's Combat (command dice, the Activation Deck step by
 * step, dice swaps, End of Turn), the units as Combatant Groups in the tracker (the system's
 * CombatTracker: tracker-app.ts; the groups kept by the active GM: group-sync.ts), the tokens'
 * dice and rings.
 */
import { regroupAsGM } from "./group-sync";
import { registerHeroCard } from "./heroes";
import { decorateToken } from "./tracker";
import { CombatPatrolTracker } from "./tracker-app";

/** After the actions (25). */
export const order = 40;

export function init(): void {
  registerHeroCard();
  // v13 client/config.mjs CONFIG.ui.combat: the class Foundry instantiates as ui.combat (and its pop-out).
  CONFIG.ui.combat = CombatPatrolTracker;
  Hooks.on("refreshToken", (token) => decorateToken(token));
  // The activation moved on or a die changed: the tokens redraw their die and ring.
  Hooks.on("updateCombat", () => refreshTokens());
  Hooks.on("updateActor", () => refreshTokens());
  // Combatants joined or left: the active GM makes the Combat's groups its units again.
  Hooks.on("createCombatant", (combatant) => regroupAsGM(combatant.parent));
  Hooks.on("deleteCombatant", (combatant) => regroupAsGM(combatant.parent));
}

export function ready(): void {
  regroupAsGM(game.combat ?? null);
}

function refreshTokens(): void {
  for (const token of canvas?.tokens?.placeables ?? []) token.renderFlags.set({ refreshState: true });
}
