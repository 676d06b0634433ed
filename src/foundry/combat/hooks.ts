/**
 * The combat concept: the turn on Foundry's Combat (command dice, the Activation Deck step by
 * step, dice swaps, End of Turn), the tracker grouped by unit, the tokens' dice and rings.
 */
import { registerHeroCard } from "./heroes";
import { decorateToken, groupTracker } from "./tracker";

/** After the actions (25). */
export const order = 40;

export function init(): void {
  registerHeroCard();
  Hooks.on("renderCombatTracker", (app, element) => groupTracker(app.viewed ?? null, element));
  Hooks.on("refreshToken", (token) => decorateToken(token));
  // The activation moved on or a die changed: the tokens redraw their die and ring.
  Hooks.on("updateCombat", () => refreshTokens());
  Hooks.on("updateActor", () => refreshTokens());
}

function refreshTokens(): void {
  for (const token of canvas?.tokens?.placeables ?? []) token.renderFlags.set({ refreshState: true });
}
