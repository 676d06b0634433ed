/**
 * NAP-5.3b / NAP-5.3 / NAP-6.1.2 / OW-7.1b the GM's client reads the move the player clicked on
 * the map, by the same code as the dialog (move-map.ts readMove): the request carries the point
 * clicked; the figure's token is the world's. Which ground a move crosses is the mover's judgement
 * (he may go round the woods the straight line cuts), so his declared values stand, and where they
 * differ from the map's the chat card says so (DeclaredFact). A figure with no token, or a move
 * nobody clicked, is played off the map: the typed values stand, nothing is shown.
 */
import type { MovementRequest } from "@foundry/kernel/action-requests";
import type { DeclaredFact } from "@foundry/kernel/world-checks";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { readMove } from "./move-map";

/** Inches the dialog shows to a tenth: a declared value within this of the map's is the map's. */
const INCHES_SLACK = 0.051;

/** What the player declared of his move where the map reads it otherwise (none when it was not clicked). */
export function declaredMoveFacts(world: Pick<WorldFacts, "ground">, request: MovementRequest): DeclaredFact[] {
  const to = request.to;
  const from = to ? world.ground([request.movement.figure.id]) : null;
  const token = from?.figures[0];
  if (!to || !from || !token) return [];
  const map = readMove(from.terrain, token.at, to);
  const declared: DeclaredFact[] = [];
  if (request.closeOrder) {
    const slow = (request.movement.terrainFactor ?? 1) < 1;
    if (slow !== map.slowInches > 0) declared.push({ fact: "slowGround", declared: slow, map: map.slowInches > 0 });
    const open = request.movement.openInches ?? 0;
    if (slow && map.slowInches > 0 && Math.abs(open - map.openInches) > INCHES_SLACK)
      declared.push({ fact: "openInches", declared: open, map: map.openInches });
    const crossed = request.closeOrder.linearObstacles;
    if (crossed !== map.linearObstacles)
      declared.push({ fact: "linearObstacles", declared: crossed, map: map.linearObstacles });
  }
  if (request.bogCheck !== undefined && request.bogCheck !== (map.bogPlace !== null))
    declared.push({ fact: "bogCheck", declared: request.bogCheck, map: map.bogPlace !== null });
  return declared;
}
