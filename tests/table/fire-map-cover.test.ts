/**
 * CORE-5 the Fire button's dialog starts the target's cover from the map: the viewed scene's
 * Terrain regions and obstacle walls (read by the scene role as on the table), the target's
 * nearest figure seen from the nearest shooter. The player may still change it.
 */
import { describe, expect, it } from "vitest";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { POSSE, press, RAIDERS } from "./harness";
import { posseFacingRaiders, sceneGround } from "./scenes";

/** The Posse 10" from the Raiders (1" round bases), the scene's regions and walls as given (pixels, 100 to the inch). */
function field(regions: object[], walls: object[]) {
  const table = posseFacingRaiders();
  sceneGround(table, regions, walls);
  let dialog: FireDialogState | null = null;
  table.fireAnswer = (state) => {
    dialog = state;
    return null;
  };
  return { table, dialog: () => dialog as FireDialogState | null };
}

describe("CORE-5 the fire dialog's cover comes from the map", () => {
  it("CORE-5 behind the corral fence: soft cover", async () => {
    const { table, dialog } = field([], [{ c: [-1000, 950, 1000, 950], sight: 0, obstacle: "fence" }]);
    expect(await press(table, "fire", POSSE, { distance: () => 10 })).toBe("done");
    expect(dialog()?.target?.id).toBe(RAIDERS);
    expect(dialog()?.cover).toBe("soft");
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 in a building: hard cover; in the open: none", async () => {
    const building = {
      shapes: [{ type: "rectangle", x: -100, y: 900, width: 200, height: 200 }],
      behaviors: [{ type: "terrain", system: { kind: "building" } }],
    };
    const inside = field([building], []);
    await press(inside.table, "fire", POSSE, { distance: () => 10 });
    expect(inside.dialog()?.cover).toBe("hard");
    const open = field([], []);
    await press(open.table, "fire", POSSE, { distance: () => 10 });
    expect(open.dialog()?.cover).toBe("none");
  });

  it("CORE-5 a fence the shooters stand behind gives the target nothing", async () => {
    const { table, dialog } = field([], [{ c: [-1000, 50, 1000, 50], sight: 0, obstacle: "fence" }]);
    await press(table, "fire", POSSE, { distance: () => 10 });
    expect(dialog()?.cover).toBe("none");
  });
});
