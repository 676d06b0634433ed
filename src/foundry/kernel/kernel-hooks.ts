/**
 * CONFIG.queries handlers: the only place a player's wish becomes a GM-side write. Each handler
 * answers only on the active GM's client and hands the request to the draw coordinator, which
 * checks who may draw from which deck. The requester is the sender the server names on the
 * socket (sender.ts), listened for from `setup` on (game.socket exists by then).
 */
import { gmCoordinator } from "./draw-service";
import { queryHandlers } from "./query-handlers";
import { senderLedger } from "./query-sender";
import { QUERY } from "./query-wire";
import { registerTableSettings } from "./table-settings";

export const order = 30;

export function init(): void {
  registerTableSettings();
  const handlers = queryHandlers(() => game.users?.activeGM?.isSelf ?? false, gmCoordinator);
  CONFIG.queries[QUERY.draw] = handlers.draw;
  CONFIG.queries[QUERY.activation] = handlers.activation;
  CONFIG.queries[QUERY.endOfTurn] = handlers.endOfTurn;
}

export function setup(): void {
  if (game.socket) senderLedger.listen(game.socket);
}
