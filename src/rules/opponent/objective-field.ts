/**
 * The way to the scenario's objective over the map, as the engine opponent steers for it: how many
 * inches of move (slow ground dearer) each point of the table lies from the objective's zone,
 * going round what a figure may not cross (water, walls, buildings: ground-cost.ts), so a troop
 * on the far bank of a stream is led to the bridge and not straight at the water.
 *
 * Counted once per map, zone and kind of figure (foot or mounted) over a grid of
 * OPPONENT_READINGS.objectiveCell inches (each cell joined to its eight neighbours when the step
 * between their centres may be walked), shortest ways first (Dijkstra). Pure; the last few fields
 * are kept, so an activation's many places tried read the same field.
 */
import { type Point, distance } from "../geometry";
import { inZone, type Zone } from "../scenario";
import type { Terrain, TerrainData } from "../terrain";
import { OPPONENT_READINGS } from "./doctrine-data";
import { groundCost } from "./ground-cost";

export interface ObjectiveField {
  readonly origin: Point;
  readonly cell: number;
  readonly cols: number;
  readonly rows: number;
  /** Inches of move from each cell's centre to the zone (row by row); Infinity where no way leads there. */
  readonly inches: Float64Array;
}

/** The table's extent the field covers: the terrain, the places given and the zone, with a margin. */
function extent(terrain: Terrain, zone: Zone, places: readonly Point[]): { min: Point; max: Point } {
  const points: Point[] = [...places];
  for (const a of terrain.areas) points.push(...a.vertices);
  for (const o of terrain.obstacles) points.push(o.a, o.b);
  if (zone.kind === "rect") points.push({ x: zone.x, y: zone.y }, { x: zone.x + zone.w, y: zone.y + zone.h });
  else if (zone.kind === "circle") points.push({ x: zone.x, y: zone.y });
  else points.push(...zone.line);
  const margin = OPPONENT_READINGS.objectiveMargin;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    min: { x: Math.min(...xs) - margin, y: Math.min(...ys) - margin },
    max: { x: Math.max(...xs) + margin, y: Math.max(...ys) + margin },
  };
}

/** The centre of cell `i`. */
export function cellCentre(field: ObjectiveField, i: number): Point {
  const col = i % field.cols;
  const row = (i - col) / field.cols;
  return { x: field.origin.x + (col + 0.5) * field.cell, y: field.origin.y + (row + 0.5) * field.cell };
}

/** The cell a point lies in; -1 outside the field. */
export function cellAt(field: ObjectiveField, p: Point): number {
  const col = Math.floor((p.x - field.origin.x) / field.cell);
  const row = Math.floor((p.y - field.origin.y) / field.cell);
  return col < 0 || row < 0 || col >= field.cols || row >= field.rows ? -1 : row * field.cols + col;
}

/** The cells next to cell `i` (eight ways). */
export function neighbours(field: ObjectiveField, i: number): number[] {
  const col = i % field.cols;
  const row = (i - col) / field.cols;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr += 1)
    for (let dc = -1; dc <= 1; dc += 1) {
      const c = col + dc;
      const r = row + dr;
      if ((dr !== 0 || dc !== 0) && c >= 0 && r >= 0 && c < field.cols && r < field.rows) out.push(r * field.cols + c);
    }
  return out;
}

/** A small binary heap of cells by inches (the nearest first). */
class CellQueue {
  private readonly items: { cell: number; inches: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(cell: number, inches: number): void {
    const items = this.items;
    items.push({ cell, inches });
    let i = items.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (items[up]!.inches <= items[i]!.inches) break;
      [items[up], items[i]] = [items[i]!, items[up]!];
      i = up;
    }
  }
  pop(): { cell: number; inches: number } {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l]!.inches < items[m]!.inches) m = l;
        if (r < items.length && items[r]!.inches < items[m]!.inches) m = r;
        if (m === i) break;
        [items[m], items[i]] = [items[i]!, items[m]!];
        i = m;
      }
    }
    return top;
  }
}

interface Box {
  readonly min: Point;
  readonly max: Point;
}

const boxOf = (points: readonly Point[]): Box => ({
  min: { x: Math.min(...points.map((p) => p.x)), y: Math.min(...points.map((p) => p.y)) },
  max: { x: Math.max(...points.map((p) => p.x)), y: Math.max(...points.map((p) => p.y)) },
});
const overlap = (a: Box, b: Box) =>
  a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;

/**
 * The terrain a step from a cell can meet: what lies within one cell of it (a step is at most a
 * diagonal), so each step reads a few features, not the whole map. The same answer as the whole map.
 */
function localTerrain(terrain: Terrain, field: ObjectiveField): (i: number) => Terrain {
  const areas = terrain.areas.map((a) => ({ a, box: boxOf(a.vertices) }));
  const obstacles = terrain.obstacles.map((o) => ({ o, box: boxOf([o.a, o.b]) }));
  const near: (Terrain | undefined)[] = [];
  return (i) => {
    const known = near[i];
    if (known) return known;
    const c = cellCentre(field, i);
    const reach = field.cell * 1.5;
    const box = { min: { x: c.x - reach, y: c.y - reach }, max: { x: c.x + reach, y: c.y + reach } };
    const local: Terrain = {
      areas: areas.filter((x) => overlap(x.box, box)).map((x) => x.a),
      obstacles: obstacles.filter((x) => overlap(x.box, box)).map((x) => x.o),
    };
    near[i] = local;
    return local;
  };
}

/** Counts the field: the zone's cells at 0, then outward along the steps a figure may walk. */
function countField(terrain: Terrain, data: TerrainData, zone: Zone, mounted: boolean, places: readonly Point[]) {
  const cell = OPPONENT_READINGS.objectiveCell;
  const { min, max } = extent(terrain, zone, places);
  const cols = Math.max(1, Math.ceil((max.x - min.x) / cell));
  const rows = Math.max(1, Math.ceil((max.y - min.y) / cell));
  const field: ObjectiveField = { origin: min, cell, cols, rows, inches: new Float64Array(cols * rows).fill(Infinity) };
  const queue = new CellQueue();
  const near = localTerrain(terrain, field);
  for (let i = 0; i < cols * rows; i += 1) {
    const at = cellCentre(field, i);
    if (inZone({ id: "", at, base: { shape: "round", diameter: 0 } }, zone)) {
      field.inches[i] = 0;
      queue.push(i, 0);
    }
  }
  while (queue.size > 0) {
    const { cell: i, inches } = queue.pop();
    if (inches > field.inches[i]!) continue;
    const from = cellCentre(field, i);
    for (const j of neighbours(field, i)) {
      if (field.inches[j]! <= inches) continue;
      // the step walked toward the zone: from the neighbour to this cell
      const step = groundCost(near(i), data, cellCentre(field, j), from, mounted);
      if (step === null || inches + step >= field.inches[j]!) continue;
      field.inches[j] = inches + step;
      queue.push(j, inches + step);
    }
  }
  return field;
}

/** The last fields counted, by what they were counted from. */
const counted = new Map<string, ObjectiveField>();

/** The field of the zone on this map for foot or mounted figures, the places given inside its extent. */
export function objectiveField(
  terrain: Terrain,
  data: TerrainData,
  zone: Zone,
  mounted: boolean,
  places: readonly Point[],
): ObjectiveField {
  const key = JSON.stringify([terrain, data, zone, mounted]);
  const known = counted.get(key);
  if (known && places.every((p) => cellAt(known, p) >= 0)) return known;
  const field = countField(terrain, data, zone, mounted, places);
  counted.delete(key);
  counted.set(key, field);
  while (counted.size > OPPONENT_READINGS.objectiveFieldsKept) counted.delete(counted.keys().next().value!);
  return field;
}

/**
 * Inches of move from a point to the zone: its cell's reckoning and the way to that cell's centre;
 * 0 in the zone; Infinity outside the field or where no way leads.
 */
export function inchesToObjective(field: ObjectiveField, p: Point): number {
  const i = cellAt(field, p);
  if (i < 0) return Infinity;
  const inches = field.inches[i]!;
  return inches === 0 ? 0 : inches + distance(p, cellCentre(field, i));
}

/** The way from a point toward the zone: the cells' centres, each nearer than the last, down to the zone or a dead end. */
export function wayToObjective(field: ObjectiveField, p: Point): Point[] {
  const way: Point[] = [];
  let i = cellAt(field, p);
  while (i >= 0 && Number.isFinite(field.inches[i]!) && field.inches[i]! > 0) {
    let next = -1;
    for (const j of neighbours(field, i))
      if (field.inches[j]! < (next < 0 ? field.inches[i]! : field.inches[next]!)) next = j;
    if (next < 0) break;
    way.push(cellCentre(field, next));
    i = next;
  }
  return way;
}

/** Inches counted for a figure no way leads from: far enough that no move is worth losing the way. */
const NO_WAY = 1000;

/**
 * OW-2 / NAP-2 what figures standing at `ends` are worth toward the objective on a doctrine's
 * scale: `value` less for each expected move (`reach`) they still have to go, the mean of theirs
 * (0 without a field).
 */
export function objectiveWorth(
  field: ObjectiveField | null,
  ends: readonly Point[],
  value: number,
  reach: number,
): number {
  if (!field || ends.length === 0) return 0;
  const toGo = ends.reduce((sum, p) => sum + Math.min(NO_WAY, inchesToObjective(field, p)), 0) / ends.length;
  return (-value * toGo) / reach;
}

/** The way to the objective for a unit's figures (mounted when any rides) around the places given; null without one. */
export function fieldOf(
  terrain: Terrain,
  data: TerrainData,
  objective: { readonly zone: Zone } | undefined,
  mounted: boolean,
  places: readonly Point[],
): ObjectiveField | null {
  return objective ? objectiveField(terrain, data, objective.zone, mounted, places) : null;
}
