/**
 * CONFIG.queries handlers: the only place a player's wish becomes a GM-side write. Each handler
 * answers only on the active GM's client (another client refuses: the player asked the wrong
 * user) and hands the request to the draw coordinator, which checks who may draw from which deck.
 */
import { gmCoordinator } from "../cards/service";
import { refusal } from "../cards/coordinator";
import type { DrawRefusal } from "../cards/ports";
import { QUERY, type ActivationQuery, type DrawQuery, type EndOfTurnQuery } from "./wire";

export const order = 30;

/** Queries are answered by the active GM only. */
function notActiveGM(): DrawRefusal | null {
  return game.users?.activeGM?.isSelf ? null : refusal("noActiveGM");
}

export function init(): void {
  CONFIG.queries[QUERY.draw] = async (data: DrawQuery) => notActiveGM() ?? gmCoordinator().draw(data);
  CONFIG.queries[QUERY.activation] = async (data: ActivationQuery) => notActiveGM() ?? gmCoordinator().drawActivation(data);
  CONFIG.queries[QUERY.endOfTurn] = async (data: EndOfTurnQuery) => notActiveGM() ?? gmCoordinator().endOfTurn(data);
}
