/**
 * NAP-5.3b / NAP-6.1.2 / OW-7.1b a move as the map reads it: the straight path from the figure's
 * token to the point the player clicked, read by the terrain model (src/rules/terrain readPath).
 * The Move dialog starts from it and the GM's procedure reads the same, so where the player
 * changed a map fact the chat card shows both (move-world.ts).
 */
import { angleDifference, bearing, type Figure, type Point } from "@rules/geometry";
import { isLateralOrOblique } from "@rules/napoleonic/closeOrder";
import { closeOrderWheel } from "@rules/napoleonic/wheel";
import type { TableUses } from "./table-ports";
import { readPath, type BogGrade, type ObstacleKind, type Terrain } from "@rules/terrain";

/** NAP-6.1.2 / OW-7.1b the linear obstacles a rider's bog check is made at (a stone wall is no fence, hedge or ditch). */
const BOG_OBSTACLES: readonly ObstacleKind[] = ["fence", "hedge", "ditch"];

/** Where a mounted move meets its bog check, as the cavalry's Bog check dialog asks it. */
export type MapBogPlace = "woods" | "linear-obstacle";

export interface MapMove {
  /** Inches of the path, to a tenth. */
  readonly length: number;
  /** NAP-5.3b inches on slow ground (woods, rough, fords: a quarter in close order), to a tenth. */
  readonly slowInches: number;
  /** NAP-5.3b the inches at the full rate: the path's length less its slow ground, to a tenth. */
  readonly openInches: number;
  /** Inches of the path in woods, to a tenth (a rider's bog check stops him half way through them). */
  readonly woodsInches: number;
  /** NAP-5.3 the linear obstacles crossed (walls, fences, hedges, ditches), each crossing once. */
  readonly linearObstacles: number;
  /** NAP-6.1.2 / OW-7.1b where a rider checks bog on this path: woods first, else a fence, hedge or ditch; null none. */
  readonly bogPlace: MapBogPlace | null;
  /** The grade of the first ground with a bog column the path enters; null when it enters none. */
  readonly bogGrade: BogGrade | null;
  /**
   * NAP-6.1.2b the Terrain regions the path enters that are closed to riders (water, or ground the
   * GM marked so on its Terrain behavior), by name (the region's id when unnamed); a ford or bridge
   * over them is ground of its own, so a rider crossing there enters none.
   */
  readonly closedToRiders: readonly string[];
}

const tenth = (inches: number) => Math.round(inches * 10) / 10;

/** The straight move from `from` to `to` over `terrain`, as the dialog and the GM read it. */
export function readMove(terrain: Terrain, from: Point, to: Point): MapMove {
  const path = readPath(terrain, [from, to]);
  const nameOf = (id: string) => terrain.areas.find((a) => a.id === id)?.name ?? id;
  const woods = path.inches.woods ?? 0;
  const atObstacle = path.obstacles.some((o) => BOG_OBSTACLES.includes(o.obstacle.kind));
  return {
    length: tenth(path.length),
    slowInches: tenth(path.slowInches),
    openInches: tenth(path.length - path.slowInches),
    woodsInches: tenth(woods),
    linearObstacles: path.obstacles.length,
    bogPlace: woods > 0 ? "woods" : atObstacle ? "linear-obstacle" : null,
    bogGrade: path.bog[0] ?? null,
    closedToRiders: path.impassableToMounted.map(nameOf),
  };
}

/** NAP-5.3b a close order line wheeling to face the point clicked, as the dialog and the GM read it. */
export interface MapWheel {
  /** Whole degrees from the mover's facing to the click. */
  readonly degrees: number;
  /** The same turn, negative to the left (the dialog says it as an hour of the line's clock). */
  readonly turn: number;
  /** Inches the outside figure travels wheeling so from one end (closeOrderWheel over the line's tokens), to a tenth. */
  readonly inches: number;
  /** The same turn pivoting on the centre (half the radius), to a tenth; null mounted (NAP-6.1.1 wheel forward only). */
  readonly centreInches: number | null;
}

/**
 * NAP-5.3b "a unit in line that wheels from one end ... measure[s] the distance traveled by the
 * figure on the outside of the turn": a close order line (two tokens or more) whose mover is
 * clicked outside its front (isLateralOrOblique) wheels from one end to face the click, by the
 * turn from the mover's facing to it. Null when the click is ahead (no wheel) or there is no line
 * (a lone figure turns, moving sideways or obliquely).
 */
export function readWheel(line: readonly Figure[], mover: Figure, to: Point, mounted: boolean): MapWheel | null {
  if (line.length < 2 || !isLateralOrOblique(mover, to)) return null;
  const turn = Math.round(angleDifference(mover.facing ?? 0, bearing(mover.at, to)));
  const degrees = Math.abs(turn);
  return {
    degrees,
    turn,
    inches: tenth(closeOrderWheel(line, degrees, "end", mounted)),
    centreInches: mounted ? null : tenth(closeOrderWheel(line, degrees, "centre", false)),
  };
}

/**
 * The token's figure on the viewed scene and the point the player clicks for its move: null when
 * the token is not on the scene (play off the map: the dialog asks as typed), "cancelled" when he
 * cancels the click. The moves, the guns, the wagons and the bog check all start here.
 */
export async function clickFromToken(
  port: TableUses<{ scene: "figuresAt"; canvas: "pickPoint" }>,
  tokenId: string,
  prompt = "COMBAT_PATROL.Action.Move.clickDestination",
): Promise<{ readonly from: Figure; readonly to: Point } | null | "cancelled"> {
  const from = port.scene.figuresAt([tokenId])[0];
  if (!from) return null;
  const to = await port.canvas.pickPoint(prompt);
  return to ? { from, to } : "cancelled";
}
