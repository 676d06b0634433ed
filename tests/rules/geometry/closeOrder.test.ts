import { describe, expect, it } from "vitest";
import { CLOSE_ORDER_MIN, detectCloseOrder } from "@rules/geometry";
import { fig, horse } from "./fixtures";

const row = (unit: string, n: number, x0: number, y: number, gap = 0) =>
  Array.from({ length: n }, (_, i) => fig(`${unit}${i}`, x0 + i * (1 + gap), y, { unit }));

describe("close order (NAP-5.1, NAP-5.5)", () => {
  it("NAP-5.1 four or more figures with touching bases are in close order; three are not", () => {
    expect(CLOSE_ORDER_MIN).toBe(4);
    const four = detectCloseOrder(row("A", 4, 0, 0));
    expect(four.groups).toEqual([["A0", "A1", "A2", "A3"]]);
    expect(detectCloseOrder(row("B", 3, 0, 0)).groups).toEqual([]);
  });

  it('NAP-5.1 touching means edges within the contact tolerance (0.1")', () => {
    expect(detectCloseOrder(row("A", 4, 0, 0, 0.1)).groups).toHaveLength(1);
    expect(detectCloseOrder(row("A", 4, 0, 0, 0.15)).groups).toHaveLength(0);
    expect(detectCloseOrder(row("A", 4, 0, 0, 0.15), 0.2).groups).toHaveLength(1);
  });

  it("NAP-5.1 Figure 1: unit A has only four in close order; B (one rank) and C (two ranks) entirely", () => {
    const unitA = [...row("A", 4, 0, 0), fig("A4", 8, 0, { unit: "A" }), fig("A5", 10, 2, { unit: "A" })];
    const unitB = row("B", 6, 0, 10);
    const unitC = [...row("C", 4, 0, 20), ...row("D", 4, 0, 21).map((f, i) => ({ ...f, id: `C${i + 4}`, unit: "C" }))];
    const result = detectCloseOrder([...unitA, ...unitB, ...unitC]);
    expect(result.groups).toEqual([
      ["A0", "A1", "A2", "A3"],
      ["B0", "B1", "B2", "B3", "B4", "B5"],
      ["C0", "C1", "C2", "C3", "C4", "C5", "C6", "C7"],
    ]);
    expect(result.units.get("A")).toEqual({ unit: "A", figures: 6, inCloseOrder: 4, needed: 3, closeOrder: true });
    expect(result.units.get("C")?.closeOrder).toBe(true);
  });

  it("NAP-5.1 a chain of touching bases is one group, not only figures that all touch each other", () => {
    const l = [fig("a", 0, 0), fig("b", 1, 0), fig("c", 1, 1), fig("d", 2, 1)].map((f) => ({ ...f, unit: "L" }));
    expect(detectCloseOrder(l).groups).toEqual([["a", "b", "c", "d"]]);
    // a figure with no unit is a unit of one: never close order
    expect(detectCloseOrder([fig("a", 0, 0), fig("b", 1, 0), fig("c", 2, 0), fig("d", 3, 0)]).groups).toEqual([]);
  });

  it("NAP-5.1 touching figures of different units do not make each other close order", () => {
    const mixed = [...row("A", 2, 0, 0), ...row("B", 2, 2, 0)];
    expect(detectCloseOrder(mixed).groups).toEqual([]);
  });

  it("NAP-5.1 mounted figures on rectangular bases count too", () => {
    const cav = [0, 1, 2, 3].map((i) => horse(`H${i}`, 0, i, 0, "H")); // 1 wide across y, side by side
    expect(detectCloseOrder(cav).groups).toEqual([["H0", "H1", "H2", "H3"]]);
  });

  it("NAP-5.5 the unit is in close order with at least half its figures, rounded up, in close order", () => {
    // 9 figures: needs 5. Four touching → no; five touching → yes.
    const nineWithFour = [
      ...row("U", 4, 0, 0),
      ...[0, 1, 2, 3, 4].map((i) => fig(`V${i}`, 20 + 3 * i, 0, { unit: "U" })),
    ];
    expect(detectCloseOrder(nineWithFour).units.get("U")).toEqual({
      unit: "U",
      figures: 9,
      inCloseOrder: 4,
      needed: 5,
      closeOrder: false,
    });
    const nineWithFive = [...row("U", 5, 0, 0), ...[0, 1, 2, 3].map((i) => fig(`V${i}`, 20 + 3 * i, 0, { unit: "U" }))];
    expect(detectCloseOrder(nineWithFive).units.get("U")).toMatchObject({
      inCloseOrder: 5,
      needed: 5,
      closeOrder: true,
    });
    // 8 figures: needs 4
    const eight = [...row("W", 4, 0, 0), ...[0, 1, 2, 3].map((i) => fig(`X${i}`, 20 + 3 * i, 0, { unit: "W" }))];
    expect(detectCloseOrder(eight).units.get("W")).toMatchObject({ needed: 4, closeOrder: true });
  });
});
