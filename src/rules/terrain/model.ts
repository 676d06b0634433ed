/**
 * The battlefield as the rules read it: areas (woods, rough, buildings…) and linear obstacles
 * (fences, hedges, walls…) in inches, with what each means for cover, sight, movement and bog
 * checks. The GM marks them on the scene; the Foundry side turns them into this model and the
 * engine answers from it (read.ts). Every number is data (TERRAIN_DEFAULTS), never a constant in
 * the code: the base rulebook is not public, and these are our documented readings
 * (docs/rules-readings.md, "Reading the map").
 */
import type { Point } from "../geometry";
import type { ObstacleSize } from "../old-west/stampede-terrain";

/** CORE-5 cover a target has: none, soft (the ANY icon saves it) or hard (ANY or HARD saves it). */
export type CoverGrade = "none" | "soft" | "hard";

/** CORE-10 the grade of ground a bog check is made against (Green easiest, Elite hardest). */
export type BogGrade = "green" | "regular" | "elite";

export const AREA_KINDS = ["open", "road", "woods", "rough", "water", "ford", "building", "embankment"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const OBSTACLE_KINDS = ["fence", "hedge", "stoneWall", "ditch", "buildingWall"] as const;
export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

/** How ground changes a move: roads speed limbers and guns, slow ground is NAP-5.3's quarter speed. */
type Going = "normal" | "road" | "slow" | "impassable";

/** What an area means to the rules; each kind's defaults in TERRAIN_DEFAULTS, the GM may change any. */
export interface AreaTraits {
  readonly cover: CoverGrade;
  readonly blocksSight: boolean;
  readonly going: Going;
  /** null: no bog check on this ground. */
  readonly bog: BogGrade | null;
  /** NAP-6.1.2b ground the GM marked impassable to mounted troops. */
  readonly impassableToMounted: boolean;
  /** NAP-7.3.1b ground that gives no cover against solid shot. */
  readonly noCoverAgainstSolidShot: boolean;
  /** NAP-7.3.1 a building's protection against solid shot (8 masonry or log, 6 wood frame); 0 none. */
  readonly protection: number;
}

export interface TerrainArea extends Partial<AreaTraits> {
  readonly id: string;
  readonly kind: AreaKind;
  /** What the table calls it ("Bank", "Cottonwoods"), for the players' words; absent when unnamed. */
  readonly name?: string;
  /** A simple polygon (either winding, concave allowed), inches. */
  readonly vertices: readonly Point[];
}

export interface ObstacleTraits {
  readonly cover: CoverGrade;
  readonly blocksSight: boolean;
  /** OW-9.2.7 how a stampede meets it. */
  readonly size: ObstacleSize;
  /** NAP-5.3 / OW-7.1b / NAP-6.1.2 a linear obstacle: close order pays for it, riders check bog. */
  readonly linear: boolean;
  /** NAP-7.3.1b "a hedge or wooden fence would provide cover against small arms, but not against solid shot". */
  readonly noCoverAgainstSolidShot: boolean;
}

export interface LinearObstacle extends Partial<ObstacleTraits> {
  readonly id: string;
  readonly kind: ObstacleKind;
  /** What the table calls it ("corral fence"), for the players' words; absent when unnamed. */
  readonly name?: string;
  readonly a: Point;
  readonly b: Point;
}

export interface Terrain {
  readonly areas: readonly TerrainArea[];
  readonly obstacles: readonly LinearObstacle[];
}

export interface TerrainData {
  readonly areas: Readonly<Record<AreaKind, AreaTraits>>;
  readonly obstacles: Readonly<Record<ObstacleKind, ObstacleTraits>>;
  /** OUR reading: an obstacle gives cover when the line of fire crosses it this close to the target's base (inches). */
  readonly obstacleCoverReach: number;
  /** OUR reading: a figure sees into and out of woods this deep; a line through more woods is blocked (inches). */
  readonly woodsSightDepth: number;
  /** Which area wins where areas overlap (the first listed that contains the point). */
  readonly precedence: readonly AreaKind[];
}

const area = (traits: Partial<AreaTraits>): AreaTraits => ({
  cover: "none",
  blocksSight: false,
  going: "normal",
  bog: null,
  impassableToMounted: false,
  noCoverAgainstSolidShot: false,
  protection: 0,
  ...traits,
});

export const TERRAIN_DEFAULTS: TerrainData = {
  areas: {
    open: area({}),
    road: area({ going: "road" }),
    woods: area({ cover: "soft", going: "slow", bog: "regular" }),
    rough: area({ cover: "soft", going: "slow", bog: "regular" }),
    water: area({ going: "impassable", bog: "elite", impassableToMounted: true }),
    ford: area({ going: "slow", bog: "regular" }),
    building: area({ cover: "hard", blocksSight: true, protection: 8 }),
    embankment: area({ cover: "hard", protection: Infinity }),
  },
  obstacles: {
    fence: { cover: "soft", blocksSight: false, size: "small", linear: true, noCoverAgainstSolidShot: true },
    hedge: { cover: "soft", blocksSight: false, size: "medium", linear: true, noCoverAgainstSolidShot: true },
    stoneWall: { cover: "hard", blocksSight: false, size: "medium", linear: true, noCoverAgainstSolidShot: false },
    ditch: { cover: "soft", blocksSight: false, size: "small", linear: true, noCoverAgainstSolidShot: false },
    buildingWall: { cover: "hard", blocksSight: true, size: "large", linear: false, noCoverAgainstSolidShot: false },
  },
  obstacleCoverReach: 1,
  woodsSightDepth: 2,
  precedence: ["building", "ford", "water", "woods", "rough", "embankment", "road", "open"],
};

/** An area's traits: what the GM set on it, else its kind's default. */
export function areaTraits(a: TerrainArea, data: TerrainData = TERRAIN_DEFAULTS): AreaTraits {
  return withDefaults(data.areas[a.kind], a);
}

/** An obstacle's traits: what the GM set on it, else its kind's default. */
export function obstacleTraits(o: LinearObstacle, data: TerrainData = TERRAIN_DEFAULTS): ObstacleTraits {
  return withDefaults(data.obstacles[o.kind], o);
}

function withDefaults<T extends object>(defaults: T, set: Partial<T>): T {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = set[key];
    if (value !== undefined) out[key] = value as T[keyof T];
  }
  return out;
}

export const COVER_RANK: Readonly<Record<CoverGrade, number>> = { none: 0, soft: 1, hard: 2 };
