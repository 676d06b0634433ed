/**
 * NAP-8.1 a blown bridge on the scene: drawings read in inches, the bridge picked, the document data written
 * (canvas/bridge-plan.ts).
 */
import { describe, expect, it } from "vitest";
import {
  bridgeFlagOf,
  closingWalls,
  destroyedDrawingUpdate,
  detonatedMarker,
  drawingCorners,
  planBridgeDown,
  standingBridges,
  type BridgeDrawing,
} from "@foundry/canvas/bridge-plan";
import { V13_SCENE_CONSTANTS } from "../../doubles/table";

const GRID = { size: 100, distance: 1 };
const drawing = (id: string, over: Partial<BridgeDrawing> = {}): BridgeDrawing => ({
  id,
  x: 4300,
  y: 1850,
  rotation: 0,
  shape: { type: "r", width: 500, height: 400 },
  flags: { "combat-patrol": { bridge: true } },
  ...over,
});
const round = (ps: readonly { x: number; y: number }[]) =>
  ps.map((p) => ({ x: Math.round(p.x * 1000) / 1000 + 0, y: Math.round(p.y * 1000) / 1000 + 0 }));

describe("NAP-8.1 the GM's bridge drawings", () => {
  it("NAP-8.1 only a drawing flagged combat-patrol.bridge = true is a bridge; destroyed ones no longer stand", () => {
    expect(bridgeFlagOf({ "combat-patrol": { bridge: true } })).toEqual({ bridge: true, destroyed: false });
    expect(bridgeFlagOf({ "combat-patrol": { bridge: "yes" } })).toEqual({ bridge: false, destroyed: false });
    expect(bridgeFlagOf({ other: { bridge: true } })).toEqual({ bridge: false, destroyed: false });
    expect(bridgeFlagOf(null)).toEqual({ bridge: false, destroyed: false });
    const drawings = [
      drawing("a"),
      drawing("b", { flags: {} }),
      drawing("c", { flags: { "combat-patrol": { bridge: true, destroyed: true } } }),
    ];
    expect(standingBridges(drawings, GRID).map((b) => b.id)).toEqual(["a"]);
  });

  it("NAP-8.1 a rectangle drawing in inches; turned 90 degrees about its centre it runs north to south", () => {
    expect(round(drawingCorners(drawing("a"), GRID))).toEqual([
      { x: 43, y: 18.5 },
      { x: 48, y: 18.5 },
      { x: 48, y: 22.5 },
      { x: 43, y: 22.5 },
    ]);
    expect(round(drawingCorners(drawing("a", { rotation: 90 }), GRID))).toEqual([
      { x: 47.5, y: 18 },
      { x: 47.5, y: 23 },
      { x: 43.5, y: 23 },
      { x: 43.5, y: 18 },
    ]);
  });

  it("NAP-8.1 a polygon drawing's points are relative to its x, y", () => {
    const poly = drawing("p", {
      x: 1000,
      y: 2000,
      shape: { type: "p", width: 300, height: 200, points: [0, 0, 300, 0, 300, 200, 0, 200] },
    });
    expect(round(drawingCorners(poly, GRID))).toEqual([
      { x: 10, y: 20 },
      { x: 13, y: 20 },
      { x: 13, y: 22 },
      { x: 10, y: 22 },
    ]);
  });
});

describe("NAP-8.1 what an applied detonation writes", () => {
  it("NAP-8.1 nothing when the charges failed or their spot is unknown", () => {
    expect(planBridgeDown({ detonated: false, at: { x: 45, y: 20 } }, [drawing("a")], GRID)).toBeNull();
    expect(planBridgeDown({ detonated: true, at: null }, [drawing("a")], GRID)).toBeNull();
  });

  it("NAP-8.1 an already destroyed bridge is not blown twice: the spot gets a marker", () => {
    const blown = drawing("a", { flags: { "combat-patrol": { bridge: true, destroyed: true } } });
    expect(planBridgeDown({ detonated: true, at: { x: 45, y: 20 } }, [blown], GRID)).toEqual({
      kind: "marker",
      at: { x: 45, y: 20 },
    });
  });

  it("NAP-8.1 the closing walls block movement only and sit on whole pixels", () => {
    const walls = closingWalls(
      [
        [
          { x: 1.004, y: 2.006 },
          { x: 1.004, y: 6.996 },
        ],
      ],
      "a",
      GRID,
      V13_SCENE_CONSTANTS,
    );
    expect(walls).toEqual([
      {
        c: [100, 201, 100, 700],
        move: 20,
        sight: 0,
        light: 0,
        sound: 0,
        dir: 0,
        door: 0,
        flags: { "combat-patrol": { bridgeClosed: "a" } },
      },
    ]);
  });

  it("NAP-8.1 the destroyed bridge's text and the marker's stay within Foundry's font sizes (8 to 256)", () => {
    expect(
      destroyedDrawingUpdate("a", "Bridge destroyed", { size: 5, distance: 1 }, V13_SCENE_CONSTANTS).fontSize,
    ).toBe(8);
    expect(
      destroyedDrawingUpdate("a", "Bridge destroyed", { size: 1000, distance: 1 }, V13_SCENE_CONSTANTS).fontSize,
    ).toBe(256);
    const marker = detonatedMarker({ x: 10, y: 10 }, "Charges detonated", GRID, V13_SCENE_CONSTANTS);
    expect({ x: marker.x, y: marker.y, shape: marker.shape, fontSize: marker.fontSize }).toEqual({
      x: 800,
      y: 940,
      shape: { type: "r", width: 400, height: 120 },
      fontSize: 60,
    });
  });
});

describe("NAP-8.1 the charges' spot as the unit keeps it", () => {
  it('NAP-8.1 written as "x,y" inches and read back; anything else is no spot', async () => {
    const { spotFlag, spotOf } = await import("@foundry/actions/engineers/engineers-world");
    expect(spotFlag({ x: 45.5, y: 20.5 })).toBe("45.5,20.5");
    expect(spotOf(spotFlag({ x: 45.5, y: 20.5 }))).toEqual({ x: 45.5, y: 20.5 });
    for (const bad of [null, 3, "", "45.5", "a,b", "1,2,3"]) expect(spotOf(bad)).toBeNull();
  });
});
