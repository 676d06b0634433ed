/**
 * What a starter map draws, as the documents the rules read (src/foundry/canvas/terrain): from
 * the same MapSpec as the picture (maps.ts), so every drawn feature lies where it is drawn.
 *
 * - Scene Regions with the system's Terrain behavior (type `terrain`, system.json
 *   documentTypes.RegionBehavior; `system.kind` one of src/rules/terrain AREA_KINDS): each wood
 *   (woods), stream (water: impassable, closed to riders), bridge (a crossing: kind ford, so it
 *   wins over the water under it by the terrain's precedence, with road going and no bog check),
 *   road (road) and building (building; a timber one's protection 6, NAP-7.3.1 "wood frame").
 *   Woods are polygons; streams and roads, drawn as wide lines, are their outlines (offset
 *   polygons); bridges and buildings rectangles.
 * - Walls flagged as linear obstacles (`flags.combat-patrol.obstacle`: fence, hedge, stoneWall),
 *   one per drawn segment. They stop nothing on the canvas (sight, light, sound and movement
 *   NONE): crossing and cover are the rules' to read. Buildings' own walls and doors are
 *   maps.ts mapWalls, written by adventures.ts.
 */
import type { ObstacleKind } from "@rules/terrain";
import { docId } from "./docs";
import { PX_PER_INCH, type MapSpec, type Point } from "./maps";

/** RegionBehavior subtype of the Terrain behavior (src/foundry/canvas/terrain/behavior-fields.ts TERRAIN_BEHAVIOR_TYPE). */
const TERRAIN = "terrain";
/** CONST.REGION_VISIBILITY.LAYER: the GM sees the regions on the Regions layer only. */
const VISIBILITY_LAYER = 0;
/** CONST.WALL_SENSE_TYPES.NONE / WALL_MOVEMENT_TYPES.NONE. */
const NONE = 0;
/** NAP-7.3.1 a wood-frame building's protection against solid shot (masonry: the kind's default 8). */
const TIMBER_PROTECTION = 6;

const px = (inches: number): number => Math.round(inches * PX_PER_INCH);

/** What a region marks (the behavior's stored `system`): the kind and the GM's overrides. */
type TerrainSystem = Readonly<Record<string, string | number>> & { readonly kind: string };

interface RegionSpec {
  readonly name: string;
  readonly color: string;
  readonly shape: Record<string, unknown>;
  readonly system: TerrainSystem;
}

const polygon = (points: readonly Point[]): Record<string, unknown> => ({ type: "polygon", hole: false, points: points.flatMap((p) => [px(p.x), px(p.y)]) });
const rectangle = (r: { x: number; y: number; w: number; h: number }): Record<string, unknown> => ({ type: "rectangle", hole: false, x: px(r.x), y: px(r.y), width: px(r.w), height: px(r.h), rotation: 0 });

/**
 * The outline of a line `width` wide along `points` (miter joins), each end carried on by half
 * the width as the drawing's round caps are: the ground a drawn stream or road covers.
 */
export function bandOutline(points: readonly Point[], width: number): Point[] {
  if (points.length < 2) throw new Error("a band needs two points");
  const half = width / 2;
  const unit = (a: Point, b: Point): Point => {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    return { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  };
  const dirs = points.slice(1).map((p, i) => unit(points[i]!, p));
  const first = dirs[0]!;
  const last = dirs[dirs.length - 1]!;
  const line = points.map((p, i) => {
    if (i === 0) return { p: { x: p.x - first.x * half, y: p.y - first.y * half }, d: first, k: half };
    if (i === points.length - 1) return { p: { x: p.x + last.x * half, y: p.y + last.y * half }, d: last, k: half };
    const a = dirs[i - 1]!;
    const b = dirs[i]!;
    const m = unit({ x: 0, y: 0 }, { x: a.x + b.x, y: a.y + b.y });
    // The miter: the offset along the bisector's normal that keeps each side `half` from its segment.
    return { p, d: m, k: half / (m.x * a.x + m.y * a.y) };
  });
  const left = line.map(({ p, d, k }) => ({ x: p.x + d.y * k, y: p.y - d.x * k }));
  const right = line.map(({ p, d, k }) => ({ x: p.x - d.y * k, y: p.y + d.x * k }));
  return [...left, ...right.reverse()];
}

function regionSpecs(map: MapSpec): RegionSpec[] {
  return [
    ...map.woods.map((w) => ({ name: w.name, color: "#2f4a22", shape: polygon(w.outline), system: { kind: "woods" } })),
    ...map.streams.map((s) => ({ name: s.name, color: "#2f5d7a", shape: polygon(bandOutline(s.points, s.width)), system: { kind: "water" } })),
    ...map.bridges.map((b) => ({ name: b.name, color: "#8a6236", shape: rectangle(b), system: { kind: "ford", going: "road", bog: "none" } })),
    ...map.roads.map((r) => ({ name: r.name, color: "#b89a6a", shape: polygon(bandOutline(r.points, r.width)), system: { kind: "road" } })),
    ...map.buildings.map((b) => ({
      name: b.name,
      color: b.stone ? "#8a8174" : "#7a5634",
      shape: rectangle(b),
      system: b.stone ? { kind: "building" } : { kind: "building", protection: TIMBER_PROTECTION },
    })),
  ];
}

/** The map's Scene Regions, each with its Terrain behavior. */
export function regionDocs(adventure: string, map: MapSpec): Record<string, unknown>[] {
  return regionSpecs(map).map((r) => {
    const key = `${adventure}/${r.system.kind}/${r.name}`;
    return {
      _id: docId("region", key),
      name: r.name,
      color: r.color,
      shapes: [r.shape],
      elevation: { bottom: null, top: null },
      behaviors: [{ _id: docId("regionBehavior", key), name: r.name, type: TERRAIN, system: r.system, disabled: false, flags: {} }],
      visibility: VISIBILITY_LAYER,
      locked: false,
      flags: {},
    };
  });
}

const OBSTACLE_OF: Readonly<Record<MapSpec["fences"][number]["kind"], ObstacleKind>> = { fence: "fence", hedge: "hedge", wall: "stoneWall" };

/** The map's fences, hedges and field walls as obstacle walls, one per drawn segment. */
export function obstacleWallDocs(adventure: string, map: MapSpec): Record<string, unknown>[] {
  return map.fences.flatMap((fence, i) =>
    fence.points.slice(1).map((b, k) => {
      const a = fence.points[k]!;
      return {
        _id: docId("wall", `${adventure}/obstacle/${i}/${k}`),
        c: [px(a.x), px(a.y), px(b.x), px(b.y)],
        light: NONE,
        move: NONE,
        sight: NONE,
        sound: NONE,
        dir: 0,
        door: 0,
        ds: 0,
        flags: { "combat-patrol": { obstacle: OBSTACLE_OF[fence.kind] } },
      };
    }),
  );
}
