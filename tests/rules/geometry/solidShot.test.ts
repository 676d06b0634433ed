import { describe, expect, it } from "vitest";
import { SOLID_SHOT_BEYOND, pt, solidShotPath } from "@rules/geometry";
import type { Figure } from "@rules/geometry";
import { fig, ids, rulesErrorOf } from "./fixtures";

// Unit B: close order, two ranks of four facing the gun (front rank x=20, rear x=21), touching.
const unitB: Figure[] = [-1.5, -0.5, 0.5, 1.5].flatMap((y, i) => [
  fig(`B${i}f`, 20, y, { unit: "B" }),
  fig(`B${i}r`, 21, y, { unit: "B" }),
]);
const skirmisher = fig("A1", 10, 0, { unit: "A" });
const farOne = fig("C1", 35, 0, { unit: "C" });
const all = [skirmisher, ...unitB, farOne];

const rankIds = (ranks: readonly { figures: readonly Figure[] }[]) => ranks.map((r) => ids(r.figures));

describe("solid shot path (NAP-7.3.1)", () => {
  it("NAP-7.3.1 the path runs through the impact point and 12 inches beyond", () => {
    expect(SOLID_SHOT_BEYOND).toBe(12);
    const path = solidShotPath({ gun: pt(0, 0), impact: pt(18, 0) }, all);
    expect(path.end).toEqual(pt(30, 0));
    expect(path.impactAlong).toBe(18);
    expect(path.bearing).toBe(0);
  });

  it("NAP-7.3.1 impact inside the unit: both ranks crossed, one card each, in order; the unit before it was passed over", () => {
    const path = solidShotPath({ gun: pt(0, 0), impact: pt(20.6, 0) }, all);
    // the line y=0 touches the two middle files of each rank: two figures a rank
    expect(rankIds(path.ranks)).toEqual([
      ["B1f", "B2f"],
      ["B1r", "B2r"],
    ]);
    expect(path.ranks.map((r) => r.unit)).toEqual(["B", "B"]);
    expect(path.passedOver).toEqual(["A"]);
    expect(ids(path.figures.map((f) => f.figure))).toEqual(["B1f", "B2f", "B1r", "B2r"]);
  });

  it("NAP-7.3.1 impact short of the unit: the unit within 12 inches past it is crossed; farther units are not", () => {
    const path = solidShotPath({ gun: pt(0, 0), impact: pt(18, 0) }, all);
    expect(rankIds(path.ranks)).toEqual([
      ["B1f", "B2f"],
      ["B1r", "B2r"],
    ]);
    expect(path.passedOver).toEqual(["A"]);
    expect(path.figures.some((f) => f.figure.id === "C1")).toBe(false); // 35 is beyond 30
  });

  it("NAP-7.3.1 impact behind the unit: it passed harmlessly over (Figure 6); the next unit within 12 inches is struck", () => {
    const path = solidShotPath({ gun: pt(0, 0), impact: pt(23, 0) }, all);
    expect(path.passedOver).toEqual(["A", "B"]);
    expect(rankIds(path.ranks)).toEqual([["C1"]]); // 35 - 0.5 = 34.5 ≤ 35
  });

  it("NAP-7.3.1 the 12-inch limit: a base touching the end counts, one just past it does not", () => {
    const near = fig("near", 30.5, 0);
    const past = fig("past", 30.6, 0);
    expect(ids(solidShotPath({ gun: pt(0, 0), impact: pt(18, 0) }, [near, past]).figures.map((f) => f.figure))).toEqual(
      ["near"],
    );
  });

  it("NAP-7.3.1 a path missing to the side crosses one file only", () => {
    const path = solidShotPath({ gun: pt(0, 1.3), impact: pt(19, 1.3) }, unitB);
    expect(rankIds(path.ranks)).toEqual([["B3f"], ["B3r"]]);
  });

  it("NAP-7.3.1 rank = touching figures side by side across the path: an oblique path through one rank is one card", () => {
    // a rank of four along the y axis (facing +x), the shot comes in at about 30°
    const rank = [0, 1, 2, 3].map((y) => fig(`R${y}`, 20, y, { unit: "R" }));
    const path = solidShotPath({ gun: pt(0, -10), impact: pt(20, 1.5) }, rank);
    expect(path.ranks).toHaveLength(1);
    expect(ids(path.ranks[0]!.figures)).toEqual(["R1", "R2"]);
  });

  it("NAP-7.3.1 a file (figures one behind the other along the path) is one rank per figure; open order figures too", () => {
    const column = [0, 1, 2].map((i) => fig(`K${i}`, 20 + i, 0, { unit: "K" }));
    const open = [fig("O1", 25, 0, { unit: "O" }), fig("O2", 27, 0.2, { unit: "O" })];
    const path = solidShotPath({ gun: pt(0, 0), impact: pt(19, 0) }, [...column, ...open]);
    expect(rankIds(path.ranks)).toEqual([["K0"], ["K1"], ["K2"], ["O1"], ["O2"]]);
  });

  it("NAP-7.3.1 a path at a steep angle to a rank (offset within 45° of the path) crosses it as separate ranks", () => {
    const rank = [0, 1, 2, 3].map((y) => fig(`S${y}`, 20, y, { unit: "S" }));
    // nearly along the rank: the touching neighbours are one behind the other along the path
    const path = solidShotPath({ gun: pt(18, -10), impact: pt(20, 0) }, rank);
    expect(rankIds(path.ranks)).toEqual([["S0"], ["S1"], ["S2"]]); // S3 is 0.59" off the line
  });

  it("NAP-7.3.1 a gun firing at its own position is refused (badShotPath)", () => {
    expect(rulesErrorOf(() => solidShotPath({ gun: pt(1, 1), impact: pt(1, 1) }, all)).key).toBe(
      "COMBAT_PATROL.Error.badShotPath",
    );
  });
});
