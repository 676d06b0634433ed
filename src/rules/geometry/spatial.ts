/**
 * A uniform grid over the figures' centres, for "figures within r of a point, of a segment,
 * inside a shape" without testing every figure (the canvas adapter and the proximity
 * triggers call it every move). Built in O(n); a query visits only the cells its shape's
 * bounds (grown by r and the largest base) cover. Results keep the input order.
 */
import { GEOMETRY_DEFAULTS, type Measure } from "./defaults";
import { type Figure, assertFigure, baseReach, baseShape, figureDistance } from "./bases";
import { type Box, type Shape, bounds, circle, segment } from "./shapes";
import { EPSILON, type Point } from "./vec";

export class SpatialIndex {
  readonly figures: readonly Figure[];
  private readonly cell: number;
  private readonly minX: number;
  private readonly minY: number;
  private readonly cols: number;
  private readonly rows: number;
  /** Cell c holds items[start[c] .. start[c+1]) (figure indices). */
  private readonly start: Int32Array;
  private readonly items: Int32Array;
  /** The largest base reach: how far a base can stick out of its centre's cell. */
  private readonly reach: number;
  private byId: Map<string, number> | null = null;
  /** Centres and round-base radii (−1: rectangular base) as flat arrays for the hot path. */
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly radii: Float64Array;

  constructor(figures: readonly Figure[], cellSize: number = GEOMETRY_DEFAULTS.gridCell) {
    this.figures = figures;
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity,
      reach = 0;
    figures.forEach((f) => {
      assertFigure(f);
      minX = Math.min(minX, f.at.x);
      maxX = Math.max(maxX, f.at.x);
      minY = Math.min(minY, f.at.y);
      maxY = Math.max(maxY, f.at.y);
      reach = Math.max(reach, baseReach(f));
    });
    if (figures.length === 0) {
      minX = minY = maxX = maxY = 0;
    }
    // Keep the grid at most ~4 cells a figure, whatever the spread.
    let cell = Math.max(cellSize, EPSILON);
    const cellsFor = (c: number) => (Math.floor((maxX - minX) / c) + 1) * (Math.floor((maxY - minY) / c) + 1);
    while (cellsFor(cell) > 4 * figures.length + 16) cell *= 2;
    this.cell = cell;
    this.minX = minX;
    this.minY = minY;
    this.cols = Math.floor((maxX - minX) / cell) + 1;
    this.rows = Math.floor((maxY - minY) / cell) + 1;
    this.reach = reach;

    this.xs = Float64Array.from(figures, (f) => f.at.x);
    this.ys = Float64Array.from(figures, (f) => f.at.y);
    this.radii = Float64Array.from(figures, (f) => (f.base.shape === "round" ? f.base.diameter / 2 : -1));
    const cellOf = new Int32Array(figures.length);
    const counts = new Int32Array(this.cols * this.rows + 1);
    figures.forEach((f, i) => {
      const c = this.col(f.at.x) + this.row(f.at.y) * this.cols;
      cellOf[i] = c;
      counts[c + 1]! += 1;
    });
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.start = counts;
    const fill = counts.slice();
    this.items = new Int32Array(figures.length);
    for (let i = 0; i < figures.length; i++) this.items[fill[cellOf[i]!]!++] = i;
  }

  private col(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.minX) / this.cell)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.minY) / this.cell)));
  }

  get(id: string): Figure | undefined {
    this.byId ??= new Map(this.figures.map((f, i) => [f.id, i]));
    const i = this.byId.get(id);
    return i === undefined ? undefined : this.figures[i];
  }

  /** Indices of figures whose centre lies in the box (unsorted). */
  private candidates(box: Box, out: number[]): void {
    if (box.maxX < this.minX - this.cell || box.maxY < this.minY - this.cell) return;
    const c0 = this.col(box.minX),
      c1 = this.col(box.maxX),
      r0 = this.row(box.minY),
      r1 = this.row(box.maxY);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const k = c + r * this.cols;
        for (let j = this.start[k]!; j < this.start[k + 1]!; j++) out.push(this.items[j]!);
      }
    }
  }

  /**
   * Figures within `within` inches of a shape (0: touching or overlapping it), measured from
   * the base edge or the centre. `exclude` ids are left out (e.g. the figure asking).
   */
  near(
    shape: Shape,
    within = 0,
    measure: Measure = GEOMETRY_DEFAULTS.measure,
    exclude?: ReadonlySet<string>,
  ): Figure[] {
    return this.collect(shape, within, measure, null, exclude);
  }

  private collect(
    shape: Shape,
    within: number,
    measure: Measure,
    skip: string | null,
    exclude?: ReadonlySet<string>,
  ): Figure[] {
    if (shape.kind === "circle" && !exclude)
      return this.collectCircle(shape.centre.x, shape.centre.y, shape.radius, within, measure, skip);
    const pad = within + (measure === "edge" ? this.reach : 0) + EPSILON;
    const b = bounds(shape);
    const found: number[] = [];
    this.candidates({ minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad }, found);
    const hits: number[] = [];
    const limit = within + EPSILON;
    const fast = shape.kind === "circle";
    for (const i of found) {
      const f = this.figures[i]!;
      if (f.id === skip) continue;
      if (exclude?.has(f.id)) continue;
      if (fast && f.base.shape === "round") {
        // The hot path (proximity pass): circle against round base, no allocation.
        const dx = f.at.x - shape.centre.x,
          dy = f.at.y - shape.centre.y;
        const d = Math.sqrt(dx * dx + dy * dy) - shape.radius - (measure === "edge" ? f.base.diameter / 2 : 0);
        if (d <= limit) hits.push(i);
      } else if (figureDistance(f, shape, measure) <= limit) {
        hits.push(i);
      }
    }
    return this.inInputOrder(hits);
  }

  /** The hot path (proximity pass): figures within `within` of a circle, no allocation per candidate. */
  private collectCircle(
    cx: number,
    cy: number,
    radius: number,
    within: number,
    measure: Measure,
    skip: string | null,
  ): Figure[] {
    const edge = measure === "edge";
    const reach = radius + within + (edge ? this.reach : 0) + EPSILON;
    const c0 = this.col(cx - reach),
      c1 = this.col(cx + reach),
      r0 = this.row(cy - reach),
      r1 = this.row(cy + reach);
    const limit = radius + within + EPSILON;
    const hits: number[] = [];
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const k = c + r * this.cols;
        for (let j = this.start[k]!; j < this.start[k + 1]!; j++) {
          const i = this.items[j]!;
          const own = this.radii[i]!;
          if (own < 0) {
            const f = this.figures[i]!;
            if (f.id !== skip && figureDistance(f, circle({ x: cx, y: cy }, radius), measure) <= within + EPSILON)
              hits.push(i);
            continue;
          }
          const dx = this.xs[i]! - cx,
            dy = this.ys[i]! - cy;
          const d = Math.sqrt(dx * dx + dy * dy) - (edge ? own : 0);
          if (d <= limit && this.figures[i]!.id !== skip) hits.push(i);
        }
      }
    }
    return this.inInputOrder(hits);
  }

  /** Index order = input order (insertion sort: the lists are short). */
  private inInputOrder(hits: number[]): Figure[] {
    if (hits.length > 64)
      return Int32Array.from(hits)
        .sort()
        .reduce<Figure[]>((out, i) => (out.push(this.figures[i]!), out), []);
    for (let a = 1; a < hits.length; a++) {
      const v = hits[a]!;
      let b = a - 1;
      while (b >= 0 && hits[b]! > v) {
        hits[b + 1] = hits[b]!;
        b--;
      }
      hits[b + 1] = v;
    }
    const out = new Array<Figure>(hits.length);
    for (let a = 0; a < hits.length; a++) out[a] = this.figures[hits[a]!]!;
    return out;
  }

  /** Figures within r inches of a point. */
  nearPoint(p: Point, r: number, measure: Measure = GEOMETRY_DEFAULTS.measure): Figure[] {
    return this.near(circle(p, 0), r, measure);
  }

  /** Figures within r inches of segment ab. */
  nearSegment(a: Point, b: Point, r: number, measure: Measure = GEOMETRY_DEFAULTS.measure): Figure[] {
    return this.near(segment(a, b), r, measure);
  }

  /** Figures whose base touches or overlaps the shape (templates, swaths, cones). */
  under(shape: Shape): Figure[] {
    return this.near(shape, 0, "edge");
  }

  /** Other figures within r inches of this figure (base to base by default). */
  neighbours(f: Figure, r: number, measure: Measure = GEOMETRY_DEFAULTS.measure): Figure[] {
    if (measure === "edge" && f.base.shape === "rect") return this.nearFigureRect(f, r);
    const around = measure === "edge" && f.base.shape === "round" ? circle(f.at, f.base.diameter / 2) : circle(f.at, 0);
    return this.collect(around, r, measure, f.id);
  }

  private nearFigureRect(f: Figure, r: number): Figure[] {
    // Rectangular base: search around its reach, then measure exactly base to base.
    const rough = this.collect(circle(f.at, baseReach(f)), r, "edge", f.id);
    return rough.filter((g) => figureDistance(g, baseShape(f), "edge") <= r + EPSILON);
  }
}

/** Accept either a prepared index or a plain list. */
export type Figures = SpatialIndex | readonly Figure[];

export function asIndex(figures: Figures): SpatialIndex {
  return figures instanceof SpatialIndex ? figures : new SpatialIndex(figures);
}
