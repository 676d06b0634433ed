/**
 * OW-2 / NAP-2 the places a unit of the engine tries on its way to the scenario's objective: each
 * figure along its own way (objective-field.ts wayToObjective, round water and walls) as far as a
 * straight path from where it stands reaches within the inches allowed (ground-cost.ts), so a troop
 * wider than a bridge files onto it; no figure ends on another (the unit's own already placed, or
 * any other figure: contact is a charge's), stepping back along its way when it would. The unit's
 * figures are placed in its order, each kept clear of those placed and of those not yet moved.
 */
import { type Figure, type Point, EPSILON, edgeDistance } from "../geometry";
import type { Terrain, TerrainData } from "../terrain";
import { groundCost } from "./ground-cost";
import { type ObjectiveField, wayToObjective } from "./objective-field";

/** One figure of the moving unit: where it stands, whether it rides. */
export interface RouteMover {
  readonly place: Figure;
  readonly mounted: boolean;
}

/** The points of a figure's way it could stop at, nearest first, each reached in a straight path within `inches`. */
function stops(terrain: Terrain, data: TerrainData, field: ObjectiveField, m: RouteMover, inches: number): Point[] {
  const out: Point[] = [];
  for (const at of wayToObjective(field, m.place.at)) {
    const cost = groundCost(terrain, data, m.place.at, at, m.mounted);
    if (cost === null) continue;
    if (cost > inches + EPSILON) break;
    out.push(at);
  }
  return out;
}

/**
 * Where each figure ends going `inches` toward the objective (in the movers' order), or null when
 * none of them moves. A figure that can find no clear stop stays where it stands.
 */
export function routeEnds(
  terrain: Terrain,
  data: TerrainData,
  field: ObjectiveField,
  movers: readonly RouteMover[],
  others: readonly Figure[],
  inches: number,
): Point[] | null {
  const placed: Figure[] = [];
  // the unit's own figures may touch (close order) but not overlap: those placed, and those still where they stand
  const clear = (f: Figure, index: number) =>
    others.every((o) => edgeDistance(f, o) > EPSILON) &&
    [...placed, ...movers.slice(index + 1).map((m) => m.place)].every((p) => edgeDistance(f, p) > -EPSILON);
  let moved = false;
  const ends = movers.map((m, index) => {
    const tried = stops(terrain, data, field, m, inches).reverse();
    const end = tried.find((at) => clear({ ...m.place, at }, index)) ?? m.place.at;
    if (end !== m.place.at) moved = true;
    placed.push({ ...m.place, at: end });
    return end;
  });
  return moved ? ends : null;
}
