/**
 * NAP-5.2 formation change: "Units change 'formation' from open to close order, column to line ...
 * by individual figure movement. Move individual figures where you want them in the new formation
 * up to the maximum movement allowance for the unit. No figure may move more than the distance of
 * the unit's movement result on the Action Card."
 *
 * The table plans the new formation from the tokens (OUR reading, docs/rules-readings.md): the
 * leader stands fast and the unit forms on him, facing the way asked (his own facing by default):
 * a line one rank deep or two, bases touching (close order, NAP-5.1), or a skirmish line with
 * `openOrderGap` inches between bases (open order). Each figure takes the nearest free place (the
 * closest pair first) and goes straight to it; one card for the unit's movement result (two for a
 * mounted unit, NAP-6.1.1); slow ground at half speed (CORE-8, open order); a figure whose way
 * crosses a wall, fence or hedge or enters ground no one may cross stays where it is (the player
 * moves it by hand); one that cannot reach its place stops short on the way.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import {
  type Base,
  type Figure,
  type Point,
  add,
  distance,
  normalizeDegrees,
  perpRight,
  scale,
  unitFromBearing,
} from "../geometry";
import { detectCloseOrder } from "../geometry/closeOrder";
import type { ProcedureResult } from "../model";
import { CardReader } from "../procedures/reader";
import { TERRAIN_DEFAULTS, readPath, type Terrain, type TerrainData } from "../terrain";

export const FORMATION_KINDS = ["line", "twoRanks", "openOrder"] as const;
export type FormationKind = (typeof FORMATION_KINDS)[number];

export const FORMATION_DATA = {
  /** OUR default: the inches between bases in an open order line (any gap breaks close order, NAP-5.1). */
  openOrderGap: 1,
  /** CORE-8 open order figures cross slow ground at half speed: each inch of it costs this many. */
  slowGroundCost: 2,
} as const;

export interface FormationInput {
  readonly unitId: string;
  /** The unit's standing figures' tokens (the leader among them when he stands). */
  readonly figures: readonly Figure[];
  /** The figure the unit forms on (its leader, else the one nearest the unit's centre). */
  readonly anchorId: string;
  /** The way the new formation faces (degrees, the rules' convention). */
  readonly facing: number;
  readonly kind: FormationKind;
  /** NAP-6.1.1 the movement cards of the unit's result: 1 on foot, 2 mounted. */
  readonly cards: number;
}

export interface FormationMove {
  readonly figureId: string;
  readonly from: Point;
  /** Its place in the new formation. */
  readonly place: Point;
  /** Where it ends: its place, or short of it on the way. */
  readonly to: Point;
  /** The inches of movement its way costs to its place (slow ground counted at its cost). */
  readonly needs: number;
  readonly reached: boolean;
  /** Its straight way crosses a wall, fence or hedge or enters ground no one may cross: it stays. */
  readonly blocked: boolean;
}

export interface FormationResult extends ProcedureResult<"formation"> {
  readonly unitId: string;
  /** The figure the unit formed on: he stands fast. */
  readonly anchorId: string;
  readonly formation: FormationKind;
  readonly facing: number;
  readonly cardInches: readonly number[];
  /** The unit's movement result: the most any figure may move (NAP-5.2). */
  readonly allowance: number;
  readonly moves: readonly FormationMove[];
  /** NAP-5.1 / NAP-5.5 the unit counts as in close order where its figures end. */
  readonly closeOrder: boolean;
}

/** The base's width across the line and its depth along the facing. */
function sizeOf(base: Base): { across: number; deep: number } {
  return base.shape === "round"
    ? { across: base.diameter, deep: base.diameter }
    : { across: base.width, deep: base.depth };
}

/**
 * NAP-5.2 the places of the new formation, the anchor's first (where he stands): `count` places in
 * one rank (or two, the front rank the larger), centred on him, the rear rank straight behind.
 */
export function formationPlaces(anchor: Figure, facing: number, count: number, kind: FormationKind): Point[] {
  const { across, deep } = sizeOf(anchor.base);
  const forward = unitFromBearing(facing);
  const right = perpRight(forward);
  const step = across + (kind === "openOrder" ? FORMATION_DATA.openOrderGap : 0);
  const front = kind === "twoRanks" ? Math.ceil(count / 2) : count;
  // The front rank's slots from the anchor outward: 0, +1, -1, +2, -2, ...
  const files = Array.from({ length: front }, (_, i) => (i % 2 === 1 ? (i + 1) / 2 : -i / 2));
  const at = (file: number, rank: number) =>
    add(anchor.at, add(scale(right, file * step), scale(forward, -rank * deep)));
  const places = files.map((file) => at(file, 0));
  for (const file of files.slice(0, count - front)) places.push(at(file, 1));
  return places;
}

/** The inches a straight way costs (slow ground at its cost); null when it crosses a wall, fence or hedge or impassable ground. */
function wayCost(terrain: Terrain, data: TerrainData, from: Point, to: Point): number | null {
  const path = readPath(terrain, [from, to], data);
  if (path.obstacles.length > 0 || path.impassable.length > 0) return null;
  return path.length + (FORMATION_DATA.slowGroundCost - 1) * path.slowInches;
}

/** The point on the way from `from` to `to` that `inches` of movement reach (the way's cost spread evenly along it). */
function reachOf(from: Point, to: Point, cost: number, inches: number): Point {
  if (cost <= inches) return to;
  const share = cost > 0 ? Math.max(0, inches) / cost : 0;
  return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
}

/**
 * NAP-5.2 every figure's move into the new formation with `allowance` inches: the anchor stays, each
 * other figure takes the nearest free place (the closest figure and place first), and the unit's
 * close order where they end.
 */
export function planFormation(
  input: FormationInput,
  allowance: number,
  terrain: Terrain,
  data: TerrainData = TERRAIN_DEFAULTS,
): { readonly moves: FormationMove[]; readonly closeOrder: boolean } {
  const anchor = input.figures.find((f) => f.id === input.anchorId);
  if (!anchor) throw new RulesError("formationNoAnchor", { unit: input.unitId });
  const places = formationPlaces(anchor, input.facing, input.figures.length, input.kind);
  const free = places.slice(1).map((p, i) => ({ p, i }));
  const others = input.figures.filter((f) => f.id !== anchor.id);
  const taken = new Map<string, Point>([[anchor.id, anchor.at]]);
  while (taken.size < input.figures.length) {
    let best: { f: Figure; slot: number; d: number } | null = null;
    for (const f of others)
      if (!taken.has(f.id))
        for (const [slot, { p }] of free.entries()) {
          const d = distance(f.at, p);
          if (!best || d < best.d - 1e-9) best = { f, slot, d };
        }
    if (!best) break;
    taken.set(best.f.id, free[best.slot]!.p);
    free.splice(best.slot, 1);
  }
  const moves = input.figures.map((f): FormationMove => {
    const place = taken.get(f.id) ?? f.at;
    const cost = f.id === anchor.id ? 0 : wayCost(terrain, data, f.at, place);
    if (cost === null) return { figureId: f.id, from: f.at, place, to: f.at, needs: 0, reached: false, blocked: true };
    const to = reachOf(f.at, place, cost, allowance);
    return { figureId: f.id, from: f.at, place, to, needs: cost, reached: cost <= allowance + 1e-9, blocked: false };
  });
  const ended = input.figures.map((f, i) => ({ ...f, at: moves[i]!.to, facing: input.facing, unit: input.unitId }));
  return { moves, closeOrder: detectCloseOrder(ended).units.get(input.unitId)?.closeOrder === true };
}

/** NAP-5.2 the unit's movement result drawn (one card on foot, two mounted), then every figure's move into the formation. */
export function resolveFormation(
  input: FormationInput,
  source: CardSource,
  terrain: Terrain,
  data: TerrainData = TERRAIN_DEFAULTS,
): FormationResult {
  if (!(input.cards >= 1) || input.figures.length === 0)
    throw new RulesError("formationNoAnchor", { unit: input.unitId });
  const reader = new CardReader(source);
  const cardInches: number[] = [];
  for (let i = 0; i < input.cards; i += 1)
    cardInches.push(reader.draw(`formation:${input.unitId}`, ["move"], (c) => `move=${c.move}`).move);
  const allowance = cardInches.reduce((sum, inches) => sum + inches, 0);
  const facing = normalizeDegrees(input.facing);
  const { moves, closeOrder } = planFormation({ ...input, facing }, allowance, terrain, data);
  const inPlace = moves.filter((m) => m.reached).length;
  return {
    procedure: "formation",
    cards: [...reader.cards],
    effects: [],
    summary: {
      key: `COMBAT_PATROL.Napoleonic.Formation.${input.kind}`,
      data: { inches: allowance, inPlace, figures: moves.length, closeOrder },
    },
    unitId: input.unitId,
    anchorId: input.anchorId,
    formation: input.kind,
    facing,
    cardInches,
    allowance,
    moves,
    closeOrder,
  };
}
