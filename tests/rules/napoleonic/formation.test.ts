/**
 * NAP-5.2 formation change (src/rules/napoleonic/formation.ts): the places of a line, two ranks or
 * open order formed on the leader; each figure's move into its place within the unit's movement
 * result, slow ground at half speed, a fence in the way holding him; the unit's close order after.
 */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { roundBase, type Figure } from "@rules/geometry";
import { formationPlaces, planFormation, resolveFormation, type FormationInput } from "@rules/napoleonic/formation";
import type { Terrain } from "@rules/terrain";
import { card } from "../../helpers/cards";

const at = (id: string, x: number, y: number): Figure => ({ id, at: { x, y }, base: roundBase(1) });
const OPEN: Terrain = { areas: [], obstacles: [] };
/** To a hundredth, -0 read as 0. */
const round = (p: { x: number; y: number }) => [Math.round(p.x * 100) / 100 + 0, Math.round(p.y * 100) / 100 + 0];

/** Five fusiliers scattered round their sergeant at (0,0), facing +x (0°). */
const SCATTERED = [at("sgt", 0, 0), at("a", -1, 3), at("b", -2, -2), at("c", 1, 4), at("d", 0, -4)];
const input = (over: Partial<FormationInput> = {}): FormationInput => ({
  unitId: "U",
  figures: SCATTERED,
  anchorId: "sgt",
  facing: 0,
  kind: "line",
  cards: 1,
  ...over,
});

describe("NAP-5.2 the places of the new formation", () => {
  it("NAP-5.2 a line of five on the leader facing 0°: one rank across the facing, bases touching, centred on him", () => {
    expect(formationPlaces(at("sgt", 0, 0), 0, 5, "line").map(round)).toEqual([
      [0, 0],
      [0, 1],
      [0, -1],
      [0, 2],
      [0, -2],
    ]);
  });

  it("NAP-5.2 two ranks of five: three in front, two straight behind; open order: an inch between bases", () => {
    expect(formationPlaces(at("sgt", 0, 0), 0, 5, "twoRanks").map(round)).toEqual([
      [0, 0],
      [0, 1],
      [0, -1],
      [-1, 0],
      [-1, 1],
    ]);
    expect(formationPlaces(at("sgt", 0, 0), 90, 3, "openOrder").map(round)).toEqual([
      [0, 0],
      [-2, 0],
      [2, 0],
    ]);
  });
});

describe("NAP-5.2 each figure's move into the formation", () => {
  it("NAP-5.2 with 6 inches every figure reaches his place and the unit is in close order; the sergeant stands fast", () => {
    const { moves, closeOrder } = planFormation(input(), 6, OPEN);
    expect(moves.every((m) => m.reached && !m.blocked)).toBe(true);
    expect(moves.find((m) => m.figureId === "sgt")).toMatchObject({ needs: 0, to: { x: 0, y: 0 } });
    expect(moves.map((m) => round(m.to)).sort()).toEqual(
      [
        [0, -1],
        [0, -2],
        [0, 0],
        [0, 1],
        [0, 2],
      ].sort(),
    );
    expect(closeOrder).toBe(true);
  });

  it("NAP-5.2 with 2 inches the far ones stop short on the way: no figure moves more than the card, and the unit is not in close order", () => {
    const { moves, closeOrder } = planFormation(input(), 2, OPEN);
    for (const m of moves) expect(Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y)).toBeLessThanOrEqual(2 + 1e-9);
    expect(moves.filter((m) => !m.reached).length).toBeGreaterThan(0);
    expect(closeOrder).toBe(false);
  });

  it("NAP-5.2 woods on a figure's way cost double (open order at half speed); a fence in his way holds him where he stands", () => {
    const woods: Terrain = {
      areas: [{ id: "w", kind: "woods", vertices: [pt(-3, 2.5), pt(3, 2.5), pt(3, 5), pt(-3, 5)] }],
      obstacles: [],
    };
    const c = planFormation(input(), 6, woods).moves.find((m) => m.figureId === "c")!;
    const straight = Math.hypot(c.place.x - 1, c.place.y - 4);
    expect(c.needs).toBeGreaterThan(straight + 0.5);
    const fence: Terrain = { areas: [], obstacles: [{ id: "f", kind: "fence", a: pt(-5, -3), b: pt(5, -3) }] };
    const held = planFormation(input(), 6, fence).moves.find((m) => m.figureId === "d")!;
    expect(held).toMatchObject({ blocked: true, reached: false, to: { x: 0, y: -4 } });
  });
});

describe("NAP-5.2 the unit's movement result", () => {
  it("NAP-5.2 one card on foot, its inches the allowance; NAP-6.1.1 two cards mounted, added", () => {
    const foot = resolveFormation(input(), fixedSource([card({ serial: 7, move: 5 })]), OPEN);
    expect(foot).toMatchObject({ procedure: "formation", cardInches: [5], allowance: 5, closeOrder: true });
    expect(foot.summary).toEqual({
      key: "COMBAT_PATROL.Napoleonic.Formation.line",
      data: { inches: 5, inPlace: 5, figures: 5, closeOrder: true },
    });
    const mounted = resolveFormation(
      input({ cards: 2, kind: "openOrder" }),
      fixedSource([card({ serial: 7, move: 2 }), card({ serial: 8, move: 3 })]),
      OPEN,
    );
    expect(mounted).toMatchObject({ cardInches: [2, 3], allowance: 5, formation: "openOrder", closeOrder: false });
  });
});

function pt(x: number, y: number) {
  return { x, y };
}
