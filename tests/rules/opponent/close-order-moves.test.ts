/**
 * NAP-5.3 / NAP-5.3b the engine opponent moves a unit in close order as a line (close-order-moves.ts):
 * a wheel from one end or a pivot on its centre, its inches measured by the figure on the outside
 * of the turn, then straight ahead; the formation kept; never the skirmish move's free offsets.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { type Figure, bearing, distance, pt, roundBase } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { NAPOLEONIC_WEAPONS } from "@rules/tables/napoleonic-weapons";
import { DOCTRINES, bestMove, type OwnFigure, type PlacedUnit, type Situation } from "@rules/opponent";
import { sweepsClear } from "@rules/opponent/close-order-moves";
import { figure, unit } from "../procedures/fixtures";
import { ENGINE_SIDE, OPEN, placed } from "./fixtures";

const musket = NAPOLEONIC_WEAPONS.find((w) => w.id === "nap.musket")!;

/**
 * The section: two ranks of three, bases touching, facing south (90 degrees: down the map), the
 * front rank at y = 1 (x = 0, 1, 2), the rear at y = 0; in close order, Napoleonic rules.
 */
function section(others: readonly PlacedUnit[], terrain = OPEN): Situation {
  const figures = Array.from({ length: 6 }, (_, i) => figure(`f${i + 1}`));
  const places: Record<string, OwnFigure> = Object.fromEntries(
    figures.map((f, i) => {
      const at: Figure = { id: f.id, at: pt(i % 3, i < 3 ? 1 : 0), base: roundBase(1), facing: 90 };
      return [f.id, { place: at, weapon: musket }];
    }),
  );
  return {
    unit: unit("section", figures, { name: "Section", closeOrder: true, leaderId: "f1" }),
    figures: places,
    allegiance: ENGINE_SIDE,
    others,
    terrain,
    pool: FRONTIER_DECK.cards,
    rules: { ...DEFAULT_OPTIONS, era: "napoleonic" },
  };
}

/** Dragoons due east of the section, 10 to 14 inches off: out of its arc (it faces south), in musket range. */
const DRAGOONS_EAST = [placed("dragoons", 3, 12, -1)];

/** Every pair's distance (the formation): the same before and after a move that keeps it. */
const gaps = (points: readonly { x: number; y: number }[]) =>
  points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.round(distance(a, b) * 1e6) / 1e6));

describe("NAP-5.3 the engine's close order line move (close-order-moves.ts)", () => {
  it('NAP-5.3b steady: the line pivots 90 degrees left on its centre to bring the dragoons into its arc: 2.5" (the outside figure, half the 3.2" frontage), no advance', () => {
    const s = section(DRAGOONS_EAST);
    const move = bestMove(s, DOCTRINES.steady);
    expect(move?.line).toMatchObject({ about: "centre", turn: -90, facing: 90, wheelInches: 2.5, advance: 0 });
    expect(move?.line?.pivot.x).toBeCloseTo(1, 9);
    expect(move?.line?.pivot.y).toBeCloseTo(0.5, 9);
    expect(move?.purpose).toBe("firingPosition");
    // every firearm now sees a dragoon in range inside its arc: the steady doctrine's firing position, 0.3
    expect(move?.gain).toBeCloseTo(0.3, 9);
    expect(move?.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Line.left.firingPosition",
      data: { unit: "Section", degrees: 90, inches: 0, enemy: "dragoons" },
    });
    // turned a quarter left about (1, 0.5): the front rank (y = 1) now stands east of the centre, facing east
    const ends = Object.fromEntries(move!.moves.map((m) => [m.figureId, m.to]));
    expect(ends["f1"]!.x).toBeCloseTo(1.5, 9);
    expect(ends["f1"]!.y).toBeCloseTo(1.5, 9);
    expect(ends["f3"]!.x).toBeCloseTo(1.5, 9);
    expect(ends["f3"]!.y).toBeCloseTo(-0.5, 9);
    // the formation kept: every gap between two figures as it was
    expect(gaps(move!.moves.map((m) => m.to))).toEqual(gaps(move!.moves.map((m) => m.from)));
    // each request's clicked point lies straight ahead of the figure after the wheel (east: 0 degrees)
    for (const m of move!.moves) expect(bearing(m.from, m.aim!)).toBeCloseTo(0, 6);
  });

  it("NAP-5.3b a picket of its own side stands where the pivot's right end would sweep through (clear of the line before and after): that pivot is not made", () => {
    const picket: PlacedUnit = {
      unit: unit("picket", [figure("p1")], { name: "Picket" }),
      places: { p1: { id: "p1", at: pt(2.7, 0.4), base: roundBase(0.5) } },
      allegiance: ENGINE_SIDE,
    };
    const free = bestMove(section(DRAGOONS_EAST), DOCTRINES.steady);
    expect(free?.line).toMatchObject({ about: "centre", turn: -90 });
    // The picket touches no figure where the line stands nor where that pivot would leave it.
    const where = [...free!.moves.map((m) => m.from), ...free!.moves.map((m) => m.to)];
    for (const at of where) expect(distance(at, pt(2.7, 0.4))).toBeGreaterThan(0.75);
    const blocked = bestMove(section([...DRAGOONS_EAST, picket]), DOCTRINES.steady);
    expect(blocked?.line).not.toMatchObject({ about: "centre", turn: -90 });
  });

  it('NAP-5.3b the sweep: a line advancing 3" straight at a figure 3" ahead ends against his base (clear), one 2" ahead is passed through (not clear)', () => {
    const line = [0, 1, 2].map((x) => ({ id: `f${x}`, at: pt(x, 0), base: roundBase(1), facing: 90 }));
    const ahead = (y: number) => [{ id: "e", at: pt(1, y), base: roundBase(1) }];
    const advance = { pivot: pt(1, 0), about: "centre" as const, facing: 90, turn: 0, wheelInches: 0, advance: 3 };
    expect(sweepsClear(line, advance, ahead(4))).toBe(true);
    expect(sweepsClear(line, advance, ahead(2))).toBe(false);
  });

  it('NAP-5.3b aggressive: the same pivot, then all the rest of the expected move straight ahead: 5.94" - 2.5" = 3.44" on the dragoons', () => {
    const move = bestMove(section(DRAGOONS_EAST), DOCTRINES.aggressive);
    expect(move?.line).toMatchObject({ about: "centre", turn: -90, wheelInches: 2.5 });
    expect(move?.line?.advance).toBeCloseTo(5.94 - 2.5, 9);
    expect(move?.cost).toBeCloseTo(5.94, 9);
    expect(move?.why.key).toBe("COMBAT_PATROL.Opponent.Line.left.firingPosition");
    expect(gaps(move!.moves.map((m) => m.to))).toEqual(gaps(move!.moves.map((m) => m.from)));
    // the pivot on its centre leaves the centre where it was: the advance takes it 3.44" east, on the dragoons
    const mean = (ps: readonly { x: number; y: number }[]) => ({
      x: ps.reduce((t, p) => t + p.x, 0) / ps.length,
      y: ps.reduce((t, p) => t + p.y, 0) / ps.length,
    });
    const [before, after] = [mean(move!.moves.map((m) => m.from)), mean(move!.moves.map((m) => m.to))];
    expect(after.x - before.x).toBeCloseTo(5.94 - 2.5, 9);
    expect(after.y - before.y).toBeCloseTo(0, 9);
  });

  it('NAP-5.3 the dragoons straight ahead: no wheel; aggressive advances the whole expected move (5.94") straight down the map, every figure the same', () => {
    const move = bestMove(section([placed("dragoons", 3, 0, 15)]), DOCTRINES.aggressive);
    expect(move?.line).toMatchObject({ turn: 0, wheelInches: 0 });
    expect(move?.line?.advance).toBeCloseTo(5.94, 9);
    for (const m of move!.moves) {
      expect(m.to.x).toBeCloseTo(m.from.x, 9);
      expect(m.to.y - m.from.y).toBeCloseTo(5.94, 9);
    }
    expect(move?.why.key).toBe("COMBAT_PATROL.Opponent.Line.ahead.advance");
  });

  it('NAP-5.3 a wall straight ahead costs 3" and no figure goes through a wall: short of it the move stays within the 5.94" it expects', () => {
    const wall = { areas: [], obstacles: [{ id: "w", kind: "stoneWall" as const, a: pt(-3, 4), b: pt(5, 4) }] };
    const move = bestMove(section([placed("dragoons", 3, 0, 15)], wall), DOCTRINES.aggressive);
    expect(move?.line?.turn).toBe(0);
    // over the wall: 3" of the 5.94" for it, so at most 2.94" on; the front rank (y = 1) ends past it at y > 4
    expect(move?.cost).toBeLessThanOrEqual(5.94 + 1e-9);
    expect(move?.line?.advance).toBeCloseTo((5.94 * 1) / 3, 9);
  });

  it("NAP-5.3 a line whose figures face apart is not moved (no line to wheel); Old West rules: the skirmish move", () => {
    const s = section(DRAGOONS_EAST);
    const apart: Situation = {
      ...s,
      figures: { ...s.figures, f2: { ...s.figures["f2"]!, place: { ...s.figures["f2"]!.place, facing: 180 } } },
    };
    expect(bestMove(apart, DOCTRINES.aggressive)).toBeNull();
    const west = bestMove({ ...s, rules: DEFAULT_OPTIONS }, DOCTRINES.aggressive);
    expect(west?.line).toBeUndefined();
  });
  it("NAP-2 NAP-5.3 with the scenario's objective straight ahead and the enemy far off, the line advances toward it as a line and says so", () => {
    // dragoons 40 inches west (out of range, out of arc); the objective: everything south of y = 20
    const far = [placed("dragoons", 3, -40, 0)];
    const objective = {
      zone: { kind: "rect" as const, x: -30, y: 20, w: 60, h: 20 },
      name: "west",
      aim: "reach" as const,
    };
    const move = bestMove({ ...section(far), objective }, DOCTRINES.steady);
    expect(move?.purpose).toBe("objective");
    expect(move?.line?.turn).toBe(0);
    expect(move?.why).toMatchObject({
      key: "COMBAT_PATROL.Opponent.Line.ahead.objective",
      words: { objective: "COMBAT_PATROL.Report.zone.west" },
    });
    // the formation kept, every figure further south
    for (const step of move!.moves) expect(step.to.y).toBeGreaterThan(step.from.y);
    expect(bestMove(section(far), DOCTRINES.steady)?.purpose).not.toBe("objective");
  });
});
