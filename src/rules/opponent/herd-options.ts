/**
 * OW-9.2.3 where the engine's herders drive the herd they were given ("The herding player chooses
 * where the herd will move to"): one offset for every animal (OW-9.2.2 the herd "moves as one", by
 * its central figure's inches), toward the side's objective when the scenario names one (the way
 * over the map, objective-field.ts), else toward the herders' middle, keeping the herd with them
 * and stopping short of contact with any figure. Each animal's straight path must be one a figure
 * may take (ground-cost.ts: no water, wall or building) within the inches, and end on nobody. Pure.
 */
import { type Figure, type Point, EPSILON, distance, edgeDistance } from "../geometry";
import { TERRAIN_DEFAULTS, type Terrain, type TerrainData } from "../terrain";
import type { Why } from "./choice";
import { groundCost } from "./ground-cost";
import type { Objective } from "./objective";
import { fieldOf, inchesToObjective, wayToObjective } from "./objective-field";
import { centreOf } from "./situation";
import { objectiveWhy } from "./why";

/** How finely the drive toward the herders is shortened to stop short of contact (inches). */
const STEP_BACK = 0.25;

export interface HerdDriveInput {
  /** The herd's tokens, its central figure first. */
  readonly animals: readonly Figure[];
  /** The herders' standing figures' places. */
  readonly herders: readonly Figure[];
  /** Every other figure on the map (the herders among them): no animal ends on one. */
  readonly others: readonly Figure[];
  readonly terrain: Terrain;
  readonly terrainData?: TerrainData;
  /** OW-2 the herders' side's objective in the scenario; absent: the herd is kept with them. */
  readonly objective?: Objective;
  /** The inches the herd may move (its central figure's). */
  readonly inches: number;
}

/** The herd's move: every animal by `offset`, `inches` long, toward the objective or kept with its herders. */
export interface HerdDrive {
  readonly offset: Point;
  readonly inches: number;
  readonly purpose: "objective" | "herders";
}

const shifted = (f: Figure, offset: Point): Figure => ({ ...f, at: { x: f.at.x + offset.x, y: f.at.y + offset.y } });

/** May every animal go by this offset: a path a figure may take within the inches, ending on no other figure? */
function mayDrive(input: HerdDriveInput, offset: Point): boolean {
  const data = input.terrainData ?? TERRAIN_DEFAULTS;
  return input.animals.every((a) => {
    const end = shifted(a, offset);
    const cost = groundCost(input.terrain, data, a.at, end.at, false);
    return cost !== null && cost <= input.inches + EPSILON && input.others.every((o) => edgeDistance(end, o) > EPSILON);
  });
}

/** OW-2 toward the objective: the farthest point of the central figure's way there the whole herd may reach. */
function towardObjective(input: HerdDriveInput, objective: Objective): HerdDrive | null {
  const central = input.animals[0]!;
  const data = input.terrainData ?? TERRAIN_DEFAULTS;
  const places = [...input.animals, ...input.others].map((f) => f.at);
  const field = fieldOf(input.terrain, data, objective, false, places);
  if (!field) return null;
  const now = inchesToObjective(field, central.at);
  const way = wayToObjective(field, central.at).filter((p) => distance(central.at, p) <= input.inches + EPSILON);
  for (const p of way.reverse()) {
    const offset = { x: p.x - central.at.x, y: p.y - central.at.y };
    if (inchesToObjective(field, p) < now && mayDrive(input, offset))
      return { offset, inches: distance(central.at, p), purpose: "objective" };
  }
  return null;
}

/** OW-9.2.3 toward the herders' middle, as far as the inches go, stopping short of contact. */
function withHerders(input: HerdDriveInput): HerdDrive | null {
  const central = input.animals[0]!;
  if (input.herders.length === 0) return null;
  const middle = centreOf(input.herders);
  const gap = distance(central.at, middle);
  if (gap < EPSILON) return null;
  const unit = { x: (middle.x - central.at.x) / gap, y: (middle.y - central.at.y) / gap };
  for (let inches = Math.min(input.inches, gap); inches > EPSILON; inches -= STEP_BACK) {
    const offset = { x: unit.x * inches, y: unit.y * inches };
    if (mayDrive(input, offset)) return { offset, inches, purpose: "herders" };
  }
  return null;
}

/**
 * OW-9.2.3 the herd's drive: toward the objective when there is one and the herd can close on it,
 * else kept with its herders; null when no animal may move (no inches, or nowhere clear).
 */
export function herdDrive(input: HerdDriveInput): HerdDrive | null {
  if (input.animals.length === 0 || input.inches <= EPSILON) return null;
  return (input.objective ? towardObjective(input, input.objective) : null) ?? withHerders(input);
}

/** OW-9.2.3 the reason, in the players' words: how far the herders drive the herd, and where. */
export function herdWhy(herders: string, herd: string, drive: HerdDrive, objective?: Objective): Why {
  const data = { unit: herders, herd, inches: Math.round(drive.inches * 10) / 10 };
  if (drive.purpose === "herders" || !objective) return { key: "COMBAT_PATROL.Opponent.Herd.keep", data };
  return objectiveWhy("COMBAT_PATROL.Opponent.Herd.", objective, data);
}
