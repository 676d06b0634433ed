/**
 * Quench batch "breach" (OW-6.1.2b): a dynamite breach written on a live scene's walls and undone,
 * through the same scene adapter the GM's client uses when a breach result is posted
 * (canvas/breach-foundry.ts breachScene) and the same plan (canvas/breach-plan.ts). A stone wall 8"
 * long is cut by a 4" gap around its middle into two pieces that keep its obstacle flag; a closed
 * door is opened; the Undo puts both back as they were.
 */
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world } from "./system-modules";

/** The system's flags on a wall document. */
function systemFlags(wall: WallDocument.Implementation): Record<string, unknown> {
  const flags: unknown = Reflect.get(wall.flags ?? {}, "combat-patrol");
  return typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};
}

export function breachBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("A dynamite breach on the scene's walls, and its Undo", () => {
    let scene: Scene.Implementation;
    let wallId = "";
    let doorId = "";
    before(async () => {
      await load();
      const created = await Scene.implementation.create({
        name: "Quench breach",
        width: 2000,
        height: 1000,
        grid: { type: CONST.GRID_TYPES.GRIDLESS, size: 100, distance: 1, units: "in" },
      });
      if (!created) throw new Error("Combat Patrol | Quench: no scene");
      scene = created;
      // The obstacle flag is the map's (canvas/obstacles.ts): the declared wall flags do not list it.
      const stone = {
        c: [200, 500, 1000, 500] as [number, number, number, number],
        flags: { "combat-patrol": { obstacle: "stoneWall" } },
      };
      const walls =
        (await scene.createEmbeddedDocuments("Wall", [
          stone as WallDocument.CreateData,
          { c: [1200, 200, 1200, 300], door: CONST.WALL_DOOR_TYPES.DOOR, ds: CONST.WALL_DOOR_STATES.CLOSED },
        ])) ?? [];
      wallId = walls[0]?.id ?? "";
      doorId = walls[1]?.id ?? "";
    });
    after(async () => {
      await scene?.delete();
    });

    it("OW-6.1.2b a breached stone wall is cut by the bundle's gap into two pieces that stay stone walls", async () => {
      const w = world();
      const result = {
        procedure: "ow.breach" as const,
        cards: [],
        effects: [],
        summary: { key: "COMBAT_PATROL.OldWest.Dynamite.breached", data: {} },
        target: { id: wallId, kind: "wall" as const },
        breached: true,
        gapInches: 4,
        at: { x: 6, y: 5 },
      };
      const written = await w.writeBreach(result, "quench-breach-1", w.breachScene(scene), CONST.WALL_DOOR_STATES.OPEN);
      assert.equal(written, "wall");
      const pieces = scene.walls.filter((wall) => systemFlags(wall).breachedBy === "quench-breach-1");
      assert.equal(pieces.length, 2, "two pieces either side of the gap");
      assert.ok(!scene.walls.get(wallId), "the whole wall is gone");
      const xs = pieces.map((p) => [p.c[0] ?? 0, p.c[2] ?? 0].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);
      assert.deepEqual(xs, [
        [200, 400],
        [800, 1000],
      ]);
      for (const p of pieces) assert.equal(systemFlags(p).obstacle, "stoneWall");
    });

    it("OW-6.1.2b a breached door stands open; the Undo shuts it and makes the wall whole again", async () => {
      const w = world();
      const door = {
        procedure: "ow.breach" as const,
        cards: [],
        effects: [],
        summary: { key: "COMBAT_PATROL.OldWest.Dynamite.breached", data: {} },
        target: { id: doorId, kind: "door" as const },
        breached: true,
        gapInches: 4,
        at: null,
      };
      assert.equal(
        await w.writeBreach(door, "quench-breach-2", w.breachScene(scene), CONST.WALL_DOOR_STATES.OPEN),
        "door",
      );
      assert.equal(scene.walls.get(doorId)?.ds, CONST.WALL_DOOR_STATES.OPEN);
      await w.mendBreach("quench-breach-2", w.breachScene(scene), CONST.WALL_DOOR_STATES.CLOSED);
      assert.equal(scene.walls.get(doorId)?.ds, CONST.WALL_DOOR_STATES.CLOSED);
      const mended = await w.mendBreach("quench-breach-1", w.breachScene(scene), CONST.WALL_DOOR_STATES.CLOSED);
      assert.deepEqual(mended, { doors: 0, pieces: 2, walls: 1 });
      const whole = scene.walls.find((wall) => systemFlags(wall).obstacle === "stoneWall");
      assert.deepEqual(whole ? [...whole.c] : [], [200, 500, 1000, 500]);
    });
  });
}
