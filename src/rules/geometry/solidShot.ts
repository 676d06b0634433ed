/**
 * NAP-7.3.1 Solid shot at troops. The ball flies from the gun through the impact point and
 * 12 inches beyond. A unit at the impact point, and every unit within the 12 inches past it,
 * is checked where the path crosses it; a unit wholly before the impact point was passed
 * harmlessly over (Figure 6). One card per RANK crossed.
 *
 * A rank (our definition, the seed gives none): among the figures of one unit whose bases
 * the path crosses, two touching figures (contact tolerance) are in the same rank when they
 * stand side by side across the path: the line between their centres is at least
 * `rankAcrossAngle` (45° by default) off the path. Ranks are the connected groups of that
 * relation; a lone figure (open order) is a rank by itself. Touching figures one behind the
 * other along the path are in successive ranks.
 */
import { RulesError } from "../errors";
import { type Figure, baseShape, inContact } from "./bases";
import { GEOMETRY_DEFAULTS } from "./defaults";
import { UnionFind, unitKey } from "./groups";
import { segment } from "./shapes";
import { type Figures, asIndex } from "./spatial";
import { type Point, add, bearing, distance, dot, normalize, scale, sub, unitFromBearing } from "./vec";

/** NAP-7.3.1: the path runs this far past the impact point (inches). */
export const SOLID_SHOT_BEYOND = 12;

interface SolidShotInput {
  readonly gun: Point;
  readonly impact: Point;
  readonly beyond?: number;
  readonly rankAcrossAngle?: number;
  readonly contactTolerance?: number;
}

interface ShotFigure {
  readonly figure: Figure;
  readonly unit: string;
  /** Inches from the gun to the figure's centre, along the path. */
  readonly along: number;
}

interface ShotRank {
  readonly unit: string;
  /** The crossed figures of this rank, nearest the gun first. */
  readonly figures: readonly Figure[];
  /** `along` of its nearest figure. */
  readonly along: number;
}

export interface SolidShotPath {
  readonly gun: Point;
  readonly impact: Point;
  /** 12" past the impact point. */
  readonly end: Point;
  readonly bearing: number;
  /** Inches from the gun to the impact point. */
  readonly impactAlong: number;
  /** Figures the ball can strike, nearest the gun first. */
  readonly figures: readonly ShotFigure[];
  /** One card each (NAP-7.3.1), nearest the gun first. */
  readonly ranks: readonly ShotRank[];
  /** Units whose figures the line crosses but which lie wholly before the impact point. */
  readonly passedOver: readonly string[];
}

function farEdgeAlong(f: Figure, from: Point, u: Point): number {
  const s = baseShape(f);
  if (s.kind === "circle") return dot(sub(s.centre, from), u) + s.radius;
  if (s.kind === "polygon") return Math.max(...s.vertices.map((v) => dot(sub(v, from), u)));
  return dot(sub(f.at, from), u);
}

/** NAP-7.3.1: the figures and ranks on the path of a solid shot. */
export function solidShotPath(input: SolidShotInput, figures: Figures): SolidShotPath {
  const beyond = input.beyond ?? SOLID_SHOT_BEYOND;
  const across = input.rankAcrossAngle ?? GEOMETRY_DEFAULTS.rankAcrossAngle;
  const tolerance = input.contactTolerance ?? GEOMETRY_DEFAULTS.contactTolerance;
  const impactAlong = distance(input.gun, input.impact);
  if (!(impactAlong > 0) || !(beyond >= 0)) {
    throw new RulesError("COMBAT_PATROL.Error.badShotPath", { distance: impactAlong });
  }
  const u = normalize(sub(input.impact, input.gun));
  const end = add(input.impact, scale(u, beyond));
  const crossed = asIndex(figures).under(segment(input.gun, end));

  const byUnit = new Map<string, Figure[]>();
  for (const f of crossed) {
    const list = byUnit.get(unitKey(f));
    if (list) list.push(f);
    else byUnit.set(unitKey(f), [f]);
  }
  const along = (f: Figure) => dot(sub(f.at, input.gun), u);
  const passedOver: string[] = [];
  const hit: ShotFigure[] = [];
  const ranks: ShotRank[] = [];
  const sideBySide = Math.cos((across * Math.PI) / 180) + 1e-9;
  for (const [unit, members] of byUnit) {
    if (Math.max(...members.map((f) => farEdgeAlong(f, input.gun, u))) < impactAlong - 1e-9) {
      passedOver.push(unit);
      continue;
    }
    for (const f of members) hit.push({ figure: f, unit, along: along(f) });
    const uf = new UnionFind(members.length);
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!,
          b = members[j]!;
        const offset = normalize(sub(b.at, a.at));
        if (Math.abs(dot(offset, u)) <= sideBySide && inContact(a, b, tolerance)) uf.union(i, j);
      }
    }
    for (const g of uf.groups()) {
      const fs = g.map((i) => members[i]!).sort((a, b) => along(a) - along(b));
      ranks.push({ unit, figures: fs, along: along(fs[0]!) });
    }
  }
  hit.sort((a, b) => a.along - b.along);
  ranks.sort((a, b) => a.along - b.along || (a.unit < b.unit ? -1 : 1));
  return {
    gun: input.gun,
    impact: input.impact,
    end,
    bearing: bearing(input.gun, input.impact),
    impactAlong,
    figures: hit,
    ranks,
    passedOver,
  };
}

/** The point `inches` along a bearing (e.g. the end of a band on the line of fire). */
export function pointAlong(from: Point, bearingDeg: number, inches: number): Point {
  return add(from, scale(unitFromBearing(bearingDeg), inches));
}
