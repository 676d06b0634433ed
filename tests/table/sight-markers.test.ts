/**
 * CORE-5 seen on the canvas: when a player targets an enemy unit with his own unit's token
 * selected, a marker on each of its figures says whether his unit sees it and in which cover.
 * The scene is Dry Creek as the starter adventure draws it (tools/packs: its Terrain regions,
 * the buildings' walls, doors and windows, the corral fence as obstacle walls), read through the scene
 * role as the GM reads a volley.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { targetSightMarks, type FigureSightMark } from "@foundry/canvas/sight-markers";
import { mapCover } from "@rules/validation/world-checks";
import { sceneGround } from "@foundry/kernel/world-facts";
import type { TerrainRegionData } from "@foundry/canvas/terrain/scene-terrain";
import type { TerrainWallData } from "@foundry/canvas/terrain/wall-terrain";
import { DRY_CREEK, mapWalls } from "../../tools/packs/maps";
import { obstacleWallDocs, regionDocs } from "../../tools/packs/map-terrain";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { COLE, DUNN, FINCH, HALE, OTHER, PLAYER, POSSE, RAIDERS, TableDouble } from "./harness";

const WADE = "Actor.wade000000000001";
const RAY = "Actor.ray0000000000001";

const px = (inches: number) => Math.round(inches * 100);

/** Dry Creek's regions and walls as the pack stores them; the livery barn's door (its south side) stands open. */
function dryCreek(): { regions: TerrainRegionData[]; walls: TerrainWallData[] } {
  const regions = regionDocs("dry-creek", DRY_CREEK).map((r) => ({
    id: r._id as string,
    name: r.name as string,
    shapes: r.shapes as unknown[],
    behaviors: r.behaviors as TerrainRegionData["behaviors"],
  }));
  const building = mapWalls(DRY_CREEK).map((w, i) => ({
    id: `${w.building}.${i}`,
    c: [px(w.a.x), px(w.a.y), px(w.b.x), px(w.b.y)],
    door: w.door ? 1 : 0,
    ds: w.door && w.building === "Livery barn" ? 1 : 0,
    sight: w.window ? 0 : 20,
    obstacle: undefined,
    window: w.window,
  }));
  const fences = obstacleWallDocs("dry-creek", DRY_CREEK).map((w) => ({
    id: w._id as string,
    c: w.c as number[],
    door: 0,
    ds: 0,
    sight: 0,
    obstacle: (w.flags as { "combat-patrol": { obstacle: string } })["combat-patrol"].obstacle,
    window: false,
  }));
  return { regions, walls: [...building, ...fences] };
}

/**
 * The Raiders (OTHER's) on Main Street in front of the corral: Sgt. Hale (33,17), Red Finch (35,17).
 * The Posse (PLAYER's) around the livery: Cole just behind the corral's south fence, Dunn inside
 * the barn by its open door, Ray north of the barn, Wade out on Main Street.
 */
function standoff(): TableDouble {
  const table = new TableDouble();
  table.addFigure(COLE, "Pvt. Cole", {}, "ow.rifle", PLAYER);
  table.addFigure(DUNN, "Cpl. Dunn", {}, "ow.rifle", PLAYER);
  table.addFigure(WADE, "Posseman Wade", {}, "ow.rifle", PLAYER);
  table.addFigure(RAY, "Deputy Ray", {}, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE, DUNN, WADE, RAY], {}, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", {}, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
  const place = (id: string, x: number, y: number) => table.positions.set(id, { id, at: { x, y }, base: roundBase(1) });
  place(HALE, 33, 17);
  place(FINCH, 35, 17);
  place(COLE, 33.5, 10.3);
  place(DUNN, 33, 5.5);
  place(RAY, 32.5, 1.5);
  place(WADE, 27, 17);
  table.onScene = [COLE, DUNN, WADE, RAY, HALE, FINCH];
  table.sceneDocuments.set(VIEWED_SCENE, dryCreek());
  return table;
}

/** The marks as the Raiders' player sees them with Sgt. Hale's token selected, by figure. */
function marksSeen(table: TableDouble, selected: readonly string[] = [HALE]): Record<string, FigureSightMark> {
  const marks = targetSightMarks(table.port(OTHER), selected);
  return Object.fromEntries(marks.map((m) => [m.figureId, m]));
}

describe("CORE-5 seen on the canvas: the Raiders target the posse behind the Dry Creek corral fence", () => {
  it("CORE-5 each posse figure's marker: behind the corral fence soft, in the livery barn hard, behind it out of sight, in the street in the open", () => {
    const table = standoff();
    table.targets = [COLE];
    const marks = marksSeen(table);
    expect(Object.keys(marks).sort()).toEqual([COLE, DUNN, RAY, WADE].sort());
    expect(marks[COLE]).toMatchObject({ mark: "soft", cover: { from: "obstacle", kind: "fence" }, blockedBy: null });
    expect(marks[DUNN]).toMatchObject({
      mark: "hard",
      cover: { from: "ground", kind: "building", name: "Livery barn" },
      blockedBy: null,
    });
    expect(marks[RAY]).toMatchObject({ mark: "hidden", cover: null, blockedBy: { kind: "buildingWall" } });
    expect(marks[WADE]).toMatchObject({ mark: "open", cover: null, blockedBy: null });
  });

  it("CORE-5 a marker's cover is the grade the GM's mapCover reads for a volley at that figure", () => {
    const table = standoff();
    table.targets = [WADE];
    const ground = sceneGround(table.port(OTHER).scene)([HALE, FINCH, COLE, DUNN, WADE]);
    const marks = marksSeen(table);
    for (const id of [COLE, DUNN, WADE]) {
      const grade = mapCover(ground, [HALE, FINCH], id);
      expect(marks[id]?.mark, id).toBe(grade === "none" ? "open" : grade);
    }
  });

  it("CORE-5 the barn door shut: the man inside is out of sight too, its wall in the way", () => {
    const table = standoff();
    const docs = dryCreek();
    table.sceneDocuments.set(VIEWED_SCENE, { ...docs, walls: docs.walls.map((w) => ({ ...w, ds: 0 })) });
    table.targets = [COLE];
    expect(marksSeen(table)[DUNN]).toMatchObject({
      mark: "hidden",
      blockedBy: { by: "obstacle", kind: "buildingWall" },
    });
  });

  it("CORE-5 the markers follow the targets: none once the target is dropped, none on the player's own unit, none without a selected piece", () => {
    const table = standoff();
    table.targets = [DUNN];
    expect(Object.keys(marksSeen(table))).toHaveLength(4);
    table.targets = [];
    expect(marksSeen(table)).toEqual({});
    table.targets = [FINCH];
    expect(marksSeen(table)).toEqual({});
    table.targets = [COLE];
    expect(marksSeen(table, [])).toEqual({});
  });

  it("CORE-5 a figure down is no target: Dunn incapacitated gets no marker", () => {
    const table = standoff();
    table.patchFigure(DUNN, {
      states: { stunned: false, pinned: false, mounted: false, hidden: false, incapacitated: true },
    });
    table.targets = [COLE];
    expect(Object.keys(marksSeen(table)).sort()).toEqual([COLE, RAY, WADE].sort());
  });
});
