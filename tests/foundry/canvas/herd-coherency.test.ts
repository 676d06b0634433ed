import { describe, expect, it } from "vitest";
import type { Figure } from "@rules/geometry";
import { centralOf, coherencyAfterMove, followUpdates, type HerdOnTable } from "@foundry/canvas/herd-coherency";

const cow = (id: string, x: number, y = 0): Figure => ({
  id,
  at: { x, y },
  base: { shape: "round", diameter: 1 },
  unit: "Actor.herd",
});

const herd: HerdOnTable = { herdId: "Actor.herd", centralId: "c", figures: [cow("a", 0), cow("c", 4), cow("b", 8)] };

describe("herds on the canvas", () => {
  it('OW-9.2.2 refuses moving an animal more than 6" from the central figure (edge to edge)', () => {
    // Central at 4": an animal at 11" is 6" away edge to edge (7 - 0.5 - 0.5): allowed; at 11.2": refused.
    expect(coherencyAfterMove(herd, "b", { x: 11, y: 0 }).coherent).toBe(true);
    expect(coherencyAfterMove(herd, "b", { x: 11.2, y: 0 })).toEqual({ coherent: false, strays: ["b"] });
  });

  it("OW-9.2.2 the central figure may move: the herd follows it", () => {
    expect(coherencyAfterMove(herd, "c", { x: 40, y: 0 }).coherent).toBe(true);
  });

  it("OW-9.2.2 an animal already astray may come back; another stray does not block a move", () => {
    const astray: HerdOnTable = { ...herd, figures: [cow("a", -20), cow("c", 4), cow("b", 8)] };
    expect(coherencyAfterMove(astray, "b", { x: 9, y: 0 }).coherent).toBe(true);
    expect(coherencyAfterMove(astray, "a", { x: 0, y: 0 }).coherent).toBe(true);
  });

  it("the central figure is the flagged token, else the first animal", () => {
    expect(centralOf(herd)?.id).toBe("c");
    expect(centralOf({ ...herd, centralId: null })?.id).toBe("a");
    expect(centralOf({ ...herd, centralId: "gone" })?.id).toBe("a");
    expect(centralOf({ ...herd, figures: [] })).toBeNull();
  });

  it("OW-9.2.2 moving the central figure moves every other animal by the same displacement", () => {
    const tokens = [
      { id: "a", x: 0, y: 0 },
      { id: "c", x: 100, y: 0 },
      { id: "b", x: 200, y: 50 },
    ];
    expect(followUpdates(tokens, { x: 30, y: -10 }, new Set(["c"]))).toEqual([
      { _id: "a", x: 30, y: -10 },
      { _id: "b", x: 230, y: 40 },
    ]);
    expect(followUpdates(tokens, { x: 0, y: 0 })).toEqual([]);
  });
});
