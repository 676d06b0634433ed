/** NAP-8.1 the bridge the charges bring down and where its crossing closes (pure geometry, inches). */
import { describe, expect, it } from "vitest";
import { BRIDGE_DATA, bridgeAt, bridgeEnds, distanceToFootprint, type Segment } from "@rules/napoleonic/bridge";
import { resolveDetonation } from "@rules/napoleonic/engineers";
import { fixedSource } from "@rules/cards/source";
import { card } from "../../helpers/cards";

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];
const round = (p: { x: number; y: number }) => ({
  x: Math.round(p.x * 1000) / 1000 + 0,
  y: Math.round(p.y * 1000) / 1000 + 0,
});
/** Ends compared whatever order the engine gives them in: each from its smaller (x, y), the two sorted. */
function normalized(ends: readonly [Segment, Segment] | null): { x: number; y: number }[][] {
  if (!ends) throw new Error("no ends");
  const key = (p: { x: number; y: number }) => p.x * 1e6 + p.y;
  return ends
    .map((s) => [round(s[0]), round(s[1])].sort((a, b) => key(a) - key(b)))
    .sort((a, b) => key(a[0]!) - key(b[0]!));
}

describe("NAP-8.1 which bridge the charges lie on", () => {
  const stone = { id: "stone", corners: rect(43, 18.5, 5, 4) };
  const ford = { id: "ford", corners: rect(43, 30, 5, 4) };

  it("NAP-8.1 the bridge under the charges, even when another is as near by its edge", () => {
    expect(bridgeAt({ x: 45.5, y: 20.5 }, [ford, stone])?.id).toBe("stone");
    expect(distanceToFootprint({ x: 45.5, y: 20.5 }, stone.corners)).toBe(0);
  });

  it("NAP-8.1 charges off every bridge belong to the nearest within 3 inches (data), none beyond", () => {
    expect(BRIDGE_DATA.reach).toBe(3);
    expect(bridgeAt({ x: 50.9, y: 20 }, [stone, ford])?.id).toBe("stone");
    expect(bridgeAt({ x: 45, y: 27.5 }, [stone, ford])?.id).toBe("ford");
    expect(bridgeAt({ x: 51.5, y: 20 }, [stone, ford])).toBeNull();
    expect(bridgeAt({ x: 45, y: 20 }, [])).toBeNull();
  });
});

describe("NAP-8.1 where a blown bridge's crossing closes", () => {
  it("NAP-8.1 a bridge 5 inches long and 4 wide closes across its two short ends, half an inch past its sides", () => {
    expect(BRIDGE_DATA.endOverhang).toBe(0.5);
    expect(normalized(bridgeEnds(rect(43, 18.5, 5, 4)))).toEqual([
      [
        { x: 43, y: 18 },
        { x: 43, y: 23 },
      ],
      [
        { x: 48, y: 18 },
        { x: 48, y: 23 },
      ],
    ]);
  });

  it("NAP-8.1 a bridge running north to south closes across its north and south ends", () => {
    expect(normalized(bridgeEnds(rect(10, 10, 2, 6), 0))).toEqual([
      [
        { x: 10, y: 10 },
        { x: 12, y: 10 },
      ],
      [
        { x: 10, y: 16 },
        { x: 12, y: 16 },
      ],
    ]);
  });

  it("NAP-8.1 a turned bridge (a rectangle 6 by 2 at 45 degrees) closes across its turned ends", () => {
    const c = Math.SQRT1_2;
    // Long axis along (c, c), short along (-c, c), centred at the origin.
    const corner = (s: number, t: number) => ({ x: s * 3 * c - t * c, y: s * 3 * c + t * c });
    const ends = normalized(bridgeEnds([corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)], 0));
    expect(ends).toEqual([
      [round(corner(-1, -1)), round(corner(-1, 1))].sort((a, b) => a.x - b.x),
      [round(corner(1, -1)), round(corner(1, 1))].sort((a, b) => a.x - b.x),
    ]);
  });

  it("NAP-8.1 a bridge drawn as a polygon with extra points along its sides closes at the same ends as its rectangle", () => {
    const polygon = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 4 },
      { x: 2.5, y: 4 },
      { x: 0, y: 4 },
    ];
    expect(normalized(bridgeEnds(polygon, 0))).toEqual(normalized(bridgeEnds(rect(0, 0, 5, 4), 0)));
  });

  it("NAP-8.1 a square bridge runs left to right: its ends are its west and east sides", () => {
    expect(normalized(bridgeEnds(rect(0, 0, 4, 4), 0))).toEqual([
      [
        { x: 0, y: 0 },
        { x: 0, y: 4 },
      ],
      [
        { x: 4, y: 0 },
        { x: 4, y: 4 },
      ],
    ]);
  });

  it("NAP-8.1 an outline with no area has no ends", () => {
    expect(
      bridgeEnds([
        { x: 0, y: 0 },
        { x: 5, y: 0 },
      ]),
    ).toBeNull();
    expect(
      bridgeEnds([
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toBeNull();
  });
});

describe("NAP-8.1 the detonation result carries the charges' spot", () => {
  it("NAP-8.1 the spot recorded at emplacement comes back with the result; none recorded: null", () => {
    expect(
      resolveDetonation("E", { required: 1, done: 1, at: { x: 45.5, y: 20.5 } }, fixedSource([card({ hit: 2 })])).at,
    ).toEqual({ x: 45.5, y: 20.5 });
    expect(resolveDetonation("E", { required: 1, done: 1 }, fixedSource([card({ hit: 2 })])).at).toBeNull();
  });

  it("NAP-8.1 charges that went off are spent (none left in place); charges that failed stay in place", () => {
    expect(resolveDetonation("E", { required: 2, done: 2 }, fixedSource([card({ hit: 1 })])).effects).toEqual([
      { kind: "flag", unitId: "E", figureId: null, flag: "chargesEmplaced", value: 0 },
    ]);
    expect(resolveDetonation("E", { required: 2, done: 2 }, fixedSource([card({ hit: 0 })])).effects).toEqual([]);
  });
});
