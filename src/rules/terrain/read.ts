/**
 * What the map says to the rules (our readings, docs/rules-readings.md "Reading the map"):
 * - standingIn: the ground under a point; where areas overlap, the first kind in the data's
 *   precedence wins (a building in woods is a building).
 * - lineOfSight (CORE-5): blocked by an obstacle that blocks sight, by a sight-blocking area
 *   neither end stands in, or by a belt of woods deeper than woodsSightDepth.
 * - coverFor (CORE-5): the better of the target's own ground and any obstacle the line of fire
 *   crosses within obstacleCoverReach of the target's base; hard beats soft. NAP-7.3.1b ground
 *   or an obstacle marked "no cover against solid shot" (hedges and wooden fences by default)
 *   gives none to a round shot. It says what gives the cover (the area's or obstacle's name
 *   when the map names it); coverFromNearest reads it from the nearest of several shooters.
 * - moraleColumn (CORE-7): a unit stands in cover when more than half its figures do (their
 *   ground gives cover, or a cover obstacle is within obstacleCoverReach of their base).
 * - readPath (NAP-5.3b, OW-7.1b, OW-9.3f): the inches of a move on each kind of ground, the
 *   linear obstacles it crosses in order, each turn's angle, the bog grades it enters.
 */
import {
  type Figure,
  type Point,
  EPSILON,
  angleDifference,
  bearing,
  circle,
  crossingAt,
  insideArea,
  stretchesInside,
  distance,
  figureDistance,
  segment,
} from "../geometry";
import {
  type AreaKind,
  type AreaTraits,
  type BogGrade,
  type CoverGrade,
  type LinearObstacle,
  type Terrain,
  type TerrainArea,
  type TerrainData,
  COVER_RANK,
  TERRAIN_DEFAULTS,
  areaTraits,
  obstacleTraits,
} from "./model";

interface Ground {
  /** The area that decides the ground here; null: open ground nobody marked. */
  readonly area: TerrainArea | null;
  readonly kind: AreaKind;
  readonly traits: AreaTraits;
}

export function standingIn(terrain: Terrain, at: Point, data: TerrainData = TERRAIN_DEFAULTS): Ground {
  let best: TerrainArea | null = null;
  let bestRank = Infinity;
  for (const area of terrain.areas) {
    const rank = data.precedence.indexOf(area.kind);
    const order = rank < 0 ? data.precedence.length : rank;
    if (order < bestRank && insideArea(at, area.vertices)) {
      best = area;
      bestRank = order;
    }
  }
  if (!best) return { area: null, kind: "open", traits: data.areas.open };
  return { area: best, kind: best.kind, traits: areaTraits(best, data) };
}

interface ObstacleCrossing {
  readonly obstacle: LinearObstacle;
  readonly at: Point;
  /** Inches from the start of the line. */
  readonly inches: number;
}

/** The obstacles segment ab crosses, nearest first. */
function obstaclesCrossed(terrain: Terrain, a: Point, b: Point): ObstacleCrossing[] {
  const length = distance(a, b);
  const out: ObstacleCrossing[] = [];
  for (const obstacle of terrain.obstacles) {
    const t = crossingAt(a, b, obstacle.a, obstacle.b);
    if (t === null) continue;
    out.push({ obstacle, at: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, inches: t * length });
  }
  return out.sort((x, y) => x.inches - y.inches);
}

export type SightBlock =
  | { readonly by: "obstacle"; readonly id: string; readonly kind: LinearObstacle["kind"] }
  | { readonly by: "area"; readonly id: string; readonly kind: AreaKind; readonly inches: number };

export interface Sight {
  readonly clear: boolean;
  readonly blockedBy: SightBlock | null;
}

export function lineOfSight(terrain: Terrain, from: Point, to: Point, data: TerrainData = TERRAIN_DEFAULTS): Sight {
  for (const crossing of obstaclesCrossed(terrain, from, to)) {
    if (!obstacleTraits(crossing.obstacle, data).blocksSight) continue;
    const atAnEnd = crossing.inches < EPSILON || distance(crossing.at, to) < EPSILON;
    if (!atAnEnd)
      return { clear: false, blockedBy: { by: "obstacle", id: crossing.obstacle.id, kind: crossing.obstacle.kind } };
  }
  for (const area of terrain.areas) {
    const traits = areaTraits(area, data);
    const woods = area.kind === "woods";
    if (!traits.blocksSight && !woods) continue;
    const stretches = stretchesInside(from, to, area.vertices);
    if (stretches.length === 0) continue;
    if (traits.blocksSight) {
      if (insideArea(from, area.vertices) || insideArea(to, area.vertices)) continue;
      const inches = stretches.reduce((s, [a, b]) => s + b - a, 0);
      return { clear: false, blockedBy: { by: "area", id: area.id, kind: area.kind, inches } };
    }
    // A figure sees this far into woods, and out of them from this far inside; a deeper belt blocks.
    const deepest = Math.max(...stretches.map(([a, b]) => b - a));
    if (deepest > data.woodsSightDepth + EPSILON)
      return { clear: false, blockedBy: { by: "area", id: area.id, kind: area.kind, inches: deepest } };
  }
  return { clear: true, blockedBy: null };
}

/** What gives a target its cover: the ground it stands in or an obstacle in front of it (its name when the map gives one). */
export type CoverSource =
  | { readonly from: "ground"; readonly id: string; readonly kind: AreaKind; readonly name?: string }
  | { readonly from: "obstacle"; readonly id: string; readonly kind: LinearObstacle["kind"]; readonly name?: string };

export interface CoverReading {
  readonly grade: CoverGrade;
  /** What gives it; null when the target is in the open. */
  readonly source: CoverSource | null;
}

interface CoverOptions {
  /** NAP-7.3.1b a solid shot: ground marked "no cover against solid shot" gives none. */
  readonly solidShot?: boolean;
}

export function coverFor(
  terrain: Terrain,
  shooter: Point,
  target: Figure,
  options: CoverOptions = {},
  data: TerrainData = TERRAIN_DEFAULTS,
): CoverReading {
  let best: CoverReading = { grade: "none", source: null };
  const ground = standingIn(terrain, target.at, data);
  if (ground.area && !(options.solidShot && ground.traits.noCoverAgainstSolidShot) && ground.traits.cover !== "none")
    best = {
      grade: ground.traits.cover,
      source: { from: "ground", id: ground.area.id, kind: ground.kind, ...named(ground.area) },
    };
  for (const crossing of obstaclesCrossed(terrain, shooter, target.at)) {
    const traits = obstacleTraits(crossing.obstacle, data);
    const cover = options.solidShot && traits.noCoverAgainstSolidShot ? "none" : traits.cover;
    if (COVER_RANK[cover] <= COVER_RANK[best.grade]) continue;
    if (figureDistance(target, circle(crossing.at, 0)) > data.obstacleCoverReach + EPSILON) continue;
    best = {
      grade: cover,
      source: { from: "obstacle", id: crossing.obstacle.id, kind: crossing.obstacle.kind, ...named(crossing.obstacle) },
    };
  }
  return best;
}

/** A map piece's name as a cover source carries it: only when it has one (an unnamed piece reads as before). */
function named(piece: { readonly name?: string }): { readonly name?: string } {
  return piece.name ? { name: piece.name } : {};
}

/**
 * CORE-5 the cover a target figure has from the nearest of the shooters (the GM's mapCover reads
 * the grade the same way); null when there is no shooter.
 */
export function coverFromNearest(
  terrain: Terrain,
  shooters: readonly Figure[],
  target: Figure,
  options: CoverOptions = {},
  data: TerrainData = TERRAIN_DEFAULTS,
): CoverReading | null {
  const [first, ...rest] = shooters;
  if (!first) return null;
  const from = rest.reduce((best, s) => (distance(s.at, target.at) < distance(best.at, target.at) ? s : best), first);
  return coverFor(terrain, from.at, target, options, data);
}

/** A figure's own cover for morale: its ground, or a cover obstacle close to its base. */
function figureInCover(terrain: Terrain, figure: Figure, data: TerrainData = TERRAIN_DEFAULTS): boolean {
  if (standingIn(terrain, figure.at, data).traits.cover !== "none") return true;
  return terrain.obstacles.some(
    (o) =>
      obstacleTraits(o, data).cover !== "none" &&
      figureDistance(figure, segment(o.a, o.b)) <= data.obstacleCoverReach + EPSILON,
  );
}

/** CORE-7 the morale column a unit reads: cover when more than half its standing figures are in cover. */
export function moraleColumn(
  terrain: Terrain,
  figures: readonly Figure[],
  data: TerrainData = TERRAIN_DEFAULTS,
): "open" | "cover" {
  const inCover = figures.filter((f) => figureInCover(terrain, f, data)).length;
  return inCover * 2 > figures.length ? "cover" : "open";
}

interface PathReading {
  readonly length: number;
  /** Inches of the path on each kind of ground (kinds it never touches absent). */
  readonly inches: Partial<Record<AreaKind, number>>;
  /** Inches on slow ground (woods, rough, fords: NAP-5.3's quarter speed). */
  readonly slowInches: number;
  readonly roadInches: number;
  /** The linear obstacles crossed, in order (a fence crossed twice counts twice). */
  readonly obstacles: readonly ObstacleCrossing[];
  /** The angle of each turn at the path's inner points, degrees 0..180. */
  readonly turns: readonly number[];
  /** The bog grade of each piece of ground entered that has one, in order (woods left and entered again: twice). */
  readonly bog: readonly BogGrade[];
  /** Areas the path enters that no one may cross, and those closed to riders (ids). */
  readonly impassable: readonly string[];
  readonly impassableToMounted: readonly string[];
}

export function readPath(terrain: Terrain, path: readonly Point[], data: TerrainData = TERRAIN_DEFAULTS): PathReading {
  const inches: Partial<Record<AreaKind, number>> = {};
  const obstacles: ObstacleCrossing[] = [];
  const bog: BogGrade[] = [];
  const impassable = new Set<string>();
  const closedToRiders = new Set<string>();
  let length = 0;
  let slowInches = 0;
  let roadInches = 0;
  let lastArea: string | null = null;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const leg = distance(a, b);
    for (const crossing of obstaclesCrossed(terrain, a, b))
      if (obstacleTraits(crossing.obstacle, data).linear)
        obstacles.push({ ...crossing, inches: length + crossing.inches });
    const cuts = [0, leg];
    for (const area of terrain.areas)
      for (const [from, to] of stretchesInside(a, b, area.vertices)) cuts.push(from, to);
    cuts.sort((x, y) => x - y);
    for (let k = 0; k + 1 < cuts.length; k++) {
      const span = cuts[k + 1]! - cuts[k]!;
      if (span < EPSILON) continue;
      const t = (cuts[k]! + span / 2) / leg;
      const ground = standingIn(terrain, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, data);
      inches[ground.kind] = (inches[ground.kind] ?? 0) + span;
      if (ground.traits.going === "slow") slowInches += span;
      if (ground.traits.going === "road") roadInches += span;
      if (ground.area && ground.traits.going === "impassable") impassable.add(ground.area.id);
      if (ground.area && ground.traits.impassableToMounted) closedToRiders.add(ground.area.id);
      const areaId = ground.area?.id ?? null;
      if (ground.traits.bog && areaId !== lastArea) bog.push(ground.traits.bog);
      lastArea = areaId;
    }
    length += leg;
  }
  const turns: number[] = [];
  for (let i = 1; i + 1 < path.length; i++) {
    const before = path[i - 1]!;
    const here = path[i]!;
    const after = path[i + 1]!;
    if (distance(before, here) < EPSILON || distance(here, after) < EPSILON) continue;
    turns.push(Math.abs(angleDifference(bearing(before, here), bearing(here, after))));
  }
  return {
    length,
    inches,
    slowInches,
    roadInches,
    obstacles,
    turns,
    bog,
    impassable: [...impassable],
    impassableToMounted: [...closedToRiders],
  };
}
