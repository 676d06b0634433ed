/**
 * NAP-5.3b / NAP-5.3 / NAP-6.1.2 / OW-7.1b the GM's client reads the move the player clicked on
 * the map, by the same code as the dialog (kernel/map-move.ts readMove): the request carries the point
 * clicked; the figure's token is the world's. Which ground a move crosses is the mover's judgement
 * (he may go round the woods the straight line cuts), so his declared values stand, and where they
 * differ from the map's the chat card says so (DeclaredFact). A figure with no token, or a move
 * nobody clicked, is played off the map: the typed values stand, nothing is shown. NAP-5.3b a
 * close order line clicked outside its front wheels to face the click (kernel/map-move.ts readWheel over
 * the world's tokens of the unit's standing figures), from one end or, on foot, pivoting on its
 * centre; a wheel declared otherwise (a sideways move instead) stands and the card shows the
 * map's inches from one end beside it.
 */
import { checkOpenToRiders } from "@rules/mounted/terrain";
import type { MovementRequest } from "@foundry/kernel/action-requests";
import type { DeclaredFact } from "@rules/validation/world-checks";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { readMove, readWheel, type MapWheel } from "@foundry/kernel/map-move";

/** Inches the dialog shows to a tenth: a declared value within this of the map's is the map's. */
const INCHES_SLACK = 0.051;

/** NAP-5.3b the mover's line wheeling to face the click, on the world's tokens; null for none. */
function worldWheel(
  world: Pick<WorldFacts, "ground" | "piece">,
  request: MovementRequest,
  to: NonNullable<MovementRequest["to"]>,
): MapWheel | null {
  const moverId = request.movement.figure.id;
  const unit = world.piece(request.movement.unitId)?.unit;
  const others = unit?.figures.filter((f) => !f.incapacitated && f.id !== moverId).map((f) => f.id) ?? [];
  const line = world.ground([moverId, ...others])?.figures ?? [];
  const mover = line.find((f) => f.id === moverId);
  return mover ? readWheel(line, mover, to, request.mounted) : null;
}

/**
 * NAP-6.1.2b a rider's clicked move as the map reads it: refused when it enters a Terrain region
 * closed to riders (water, or ground the GM marked so), as the player's own click was.
 */
export function requireOpenToRiders(world: Pick<WorldFacts, "ground">, request: MovementRequest): void {
  const to = request.to;
  if (!request.mounted || !to) return;
  const from = world.ground([request.movement.figure.id]);
  const token = from?.figures[0];
  if (!from || !token) return;
  checkOpenToRiders(request.movement.figure.name, readMove(from.terrain, token.at, to).closedToRiders);
}

/** What the player declared of his move where the map reads it otherwise (none when it was not clicked). */
export function declaredMoveFacts(
  world: Pick<WorldFacts, "ground" | "piece">,
  request: MovementRequest,
): DeclaredFact[] {
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
    const wheel = request.closeOrder.wheelInches ?? 0;
    const mapWheel = worldWheel(world, request, to);
    const readings = mapWheel ? [mapWheel.inches, mapWheel.centreInches ?? mapWheel.inches] : [0];
    if (readings.every((inches) => Math.abs(wheel - inches) > INCHES_SLACK))
      declared.push({ fact: "wheelInches", declared: wheel, map: mapWheel?.inches ?? 0 });
  }
  if (request.bogCheck !== undefined && request.bogCheck !== (map.bogPlace !== null))
    declared.push({ fact: "bogCheck", declared: request.bogCheck, map: map.bogPlace !== null });
  return declared;
}
