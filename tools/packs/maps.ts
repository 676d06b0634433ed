/**
 * The starter adventures' maps, drawn by the build from our own geometry: a map is data in
 * inches (the scene's grid unit, 1" a square) — buildings with walls and doors, fences and
 * hedges, woods, a creek and its bridge, roads and fields. From the same data come the map's
 * SVG (assets/maps/<key>.svg, the scene background), the scene's Wall documents (each
 * building wall, its door a door wall) and what the rules read (map-terrain.ts: Terrain regions
 * for woods, streams, bridges, roads and buildings, obstacle walls for fences, hedges and field
 * walls), so what the map shows, what blocks sight and what the rules see agree.
 */

/** Pixels per inch on the scene: the grid size. */
export const PX_PER_INCH = 100;

export const MAP_DIR = "assets/maps";

export interface Point {
  readonly x: number;
  readonly y: number;
}

type Side = "n" | "s" | "e" | "w";

/** A door or a window in a building's side. */
interface Door {
  readonly side: Side;
  /** Inches from the west (n/s sides) or north (e/w sides) corner to the door's near jamb. */
  readonly at: number;
  readonly width: number;
}

interface Building {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly doors: readonly Door[];
  /** Windows: a wall the figures inside see and shoot through (canvas/terrain/wall-terrain.ts, the `window` flag). */
  readonly windows?: readonly Door[];
  /** Stone (hard cover) or timber: only the drawing differs. */
  readonly stone?: boolean;
  /** The sign painted over it, if any. */
  readonly label?: string;
}

interface Wood {
  readonly name: string;
  /** The wood's outline (a polygon), trees scattered inside. */
  readonly outline: readonly Point[];
}

interface Fence {
  readonly kind: "fence" | "hedge" | "wall";
  readonly points: readonly Point[];
}

interface Stream {
  readonly name: string;
  readonly points: readonly Point[];
  readonly width: number;
}

interface Bridge {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Road {
  readonly name: string;
  readonly points: readonly Point[];
  readonly width: number;
}

interface Field {
  readonly outline: readonly Point[];
  readonly color: string;
}

export interface MapSpec {
  readonly key: string;
  readonly title: string;
  /** Inches. */
  readonly width: number;
  readonly height: number;
  readonly ground: string;
  readonly fields: readonly Field[];
  readonly roads: readonly Road[];
  readonly streams: readonly Stream[];
  readonly bridges: readonly Bridge[];
  readonly woods: readonly Wood[];
  readonly fences: readonly Fence[];
  readonly buildings: readonly Building[];
}

export function mapPath(key: string): string {
  return `${MAP_DIR}/${key}.svg`;
}

/* -------------------------------------------- walls */

/** A wall segment in inches; `door` when it is the door of a building, `window` when one of its windows. */
interface WallSegment {
  readonly a: Point;
  readonly b: Point;
  readonly door: boolean;
  readonly window: boolean;
  readonly building: string;
}

/** The four sides of a building as segments, each side cut around its doors and windows. */
export function buildingWalls(b: Building): WallSegment[] {
  const corners: Record<Side, [Point, Point]> = {
    n: [{ x: b.x, y: b.y }, { x: b.x + b.w, y: b.y }],
    s: [{ x: b.x, y: b.y + b.h }, { x: b.x + b.w, y: b.y + b.h }],
    w: [{ x: b.x, y: b.y }, { x: b.x, y: b.y + b.h }],
    e: [{ x: b.x + b.w, y: b.y }, { x: b.x + b.w, y: b.y + b.h }],
  };
  const out: WallSegment[] = [];
  for (const side of ["n", "e", "s", "w"] as const) {
    const [start, end] = corners[side];
    const length = side === "n" || side === "s" ? b.w : b.h;
    const along = (t: number): Point => (side === "n" || side === "s" ? { x: start.x + t, y: start.y } : { x: start.x, y: start.y + t });
    const openings = [...b.doors.map((d) => ({ ...d, door: true })), ...(b.windows ?? []).map((w) => ({ ...w, door: false }))]
      .filter((d) => d.side === side)
      .sort((p, q) => p.at - q.at);
    let t = 0;
    for (const d of openings) {
      if (d.at < t || d.at + d.width > length) throw new Error(`${b.name}: a door or window does not fit its ${side} wall`);
      if (d.at > t) out.push({ a: along(t), b: along(d.at), door: false, window: false, building: b.name });
      out.push({ a: along(d.at), b: along(d.at + d.width), door: d.door, window: !d.door, building: b.name });
      t = d.at + d.width;
    }
    if (t < length) out.push({ a: along(t), b: end, door: false, window: false, building: b.name });
  }
  return out;
}

export function mapWalls(map: MapSpec): WallSegment[] {
  return map.buildings.flatMap(buildingWalls);
}

/* -------------------------------------------- drawing */

const f = (n: number): string => String(Math.round(n * 100) / 100);
const pts = (points: readonly Point[]): string => points.map((p) => `${f(p.x)},${f(p.y)}`).join(" ");
const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A deterministic pseudo-random sequence (no Math.random: the build writes the same bytes every time). */
function sequence(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function inside(p: Point, poly: readonly Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
}

function woodSvg(w: Wood): string {
  const xs = w.outline.map((p) => p.x);
  const ys = w.outline.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const next = sequence(w.name);
  const trees: string[] = [];
  for (let y = y0 + 0.8; y < y1; y += 1.6) {
    for (let x = x0 + 0.8; x < x1; x += 1.6) {
      const p = { x: x + (next() - 0.5) * 0.9, y: y + (next() - 0.5) * 0.9 };
      if (!inside(p, w.outline)) continue;
      const r = 0.55 + next() * 0.35;
      trees.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r)}" fill="#2f4a22" stroke="#1d2f15" stroke-width="0.08"/><circle cx="${f(p.x - r * 0.25)}" cy="${f(p.y - r * 0.25)}" r="${f(r * 0.45)}" fill="#46652f"/>`);
    }
  }
  return `<g class="wood"><polygon points="${pts(w.outline)}" fill="#4b5e2c" fill-opacity="0.55" stroke="#2b3a18" stroke-width="0.12" stroke-dasharray="0.4 0.25"/>${trees.join("")}</g>`;
}

function fenceSvg(fence: Fence): string {
  if (fence.kind === "hedge") return `<polyline points="${pts(fence.points)}" fill="none" stroke="#33501f" stroke-width="0.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (fence.kind === "wall") return `<polyline points="${pts(fence.points)}" fill="none" stroke="#8d8576" stroke-width="0.45" stroke-linejoin="round"/><polyline points="${pts(fence.points)}" fill="none" stroke="#b9b09d" stroke-width="0.25" stroke-dasharray="0.5 0.15"/>`;
  const posts: string[] = [];
  for (let i = 1; i < fence.points.length; i += 1) {
    const a = fence.points[i - 1]!;
    const b = fence.points[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(1, Math.round(len / 2));
    for (let k = 0; k <= n; k += 1) posts.push(`<rect x="${f(a.x + ((b.x - a.x) * k) / n - 0.12)}" y="${f(a.y + ((b.y - a.y) * k) / n - 0.12)}" width="0.24" height="0.24" fill="#3d2a17"/>`);
  }
  return `<g class="fence"><polyline points="${pts(fence.points)}" fill="none" stroke="#6b4a2a" stroke-width="0.12"/>${posts.join("")}</g>`;
}

function buildingSvg(b: Building): string {
  const fill = b.stone ? "#8a8174" : "#7a5634";
  const roof = b.stone ? "#5f574c" : "#5a3c22";
  const walls = buildingWalls(b)
    .map((s) =>
      s.door
        ? `<line x1="${f(s.a.x)}" y1="${f(s.a.y)}" x2="${f(s.b.x)}" y2="${f(s.b.y)}" stroke="#d9b35c" stroke-width="0.3"/>`
        : s.window
          ? `<line x1="${f(s.a.x)}" y1="${f(s.a.y)}" x2="${f(s.b.x)}" y2="${f(s.b.y)}" stroke="#a9d2e6" stroke-width="0.3"/>`
          : `<line x1="${f(s.a.x)}" y1="${f(s.a.y)}" x2="${f(s.b.x)}" y2="${f(s.b.y)}" stroke="#1c140c" stroke-width="0.3" stroke-linecap="square"/>`,
    )
    .join("");
  const planks = b.stone
    ? ""
    : Array.from({ length: Math.floor(b.h) }, (_, i) => `<line x1="${f(b.x + 0.2)}" y1="${f(b.y + i + 0.5)}" x2="${f(b.x + b.w - 0.2)}" y2="${f(b.y + i + 0.5)}" stroke="${roof}" stroke-width="0.05"/>`).join("");
  const size = b.label ? Math.min(0.9, (b.w - 0.6) / (b.label.length * 0.7)) : 0;
  const label = b.label
    ? `<text x="${f(b.x + b.w / 2)}" y="${f(b.y + b.h / 2)}" font-family="Georgia, serif" font-size="${f(size)}" font-weight="bold" fill="#f3e6c4" text-anchor="middle" dominant-baseline="middle">${escapeXml(b.label)}</text>`
    : "";
  return `<g class="building"><rect x="${f(b.x + 0.25)}" y="${f(b.y + 0.25)}" width="${f(b.w)}" height="${f(b.h)}" fill="#000" fill-opacity="0.3"/><rect x="${f(b.x)}" y="${f(b.y)}" width="${f(b.w)}" height="${f(b.h)}" fill="${fill}"/>${planks}${walls}${label}</g>`;
}

function bridgeSvg(b: Bridge): string {
  const vertical = b.h > b.w;
  const planks: string[] = [];
  const count = Math.floor((vertical ? b.h : b.w) / 0.5);
  for (let i = 1; i < count; i += 1) {
    planks.push(
      vertical
        ? `<line x1="${f(b.x)}" y1="${f(b.y + i * 0.5)}" x2="${f(b.x + b.w)}" y2="${f(b.y + i * 0.5)}" stroke="#4a3218" stroke-width="0.05"/>`
        : `<line x1="${f(b.x + i * 0.5)}" y1="${f(b.y)}" x2="${f(b.x + i * 0.5)}" y2="${f(b.y + b.h)}" stroke="#4a3218" stroke-width="0.05"/>`,
    );
  }
  return `<g class="bridge"><rect x="${f(b.x)}" y="${f(b.y)}" width="${f(b.w)}" height="${f(b.h)}" fill="#8a6236" stroke="#3a2612" stroke-width="0.2"/>${planks.join("")}</g>`;
}

/** The map as an SVG file: 100 px an inch, drawn in inches through its viewBox. */
function mapSvg(map: MapSpec): string {
  const W = map.width;
  const H = map.height;
  const next = sequence(`${map.key}/ground`);
  const tufts: string[] = [];
  for (let i = 0; i < W * H * 0.25; i += 1) tufts.push(`<circle cx="${f(next() * W)}" cy="${f(next() * H)}" r="${f(0.08 + next() * 0.12)}" fill="#000" fill-opacity="0.08"/>`);
  const body = [
    `<rect width="${W}" height="${H}" fill="${map.ground}"/>`,
    `<g class="ground">${tufts.join("")}</g>`,
    ...map.fields.map((fl) => `<polygon points="${pts(fl.outline)}" fill="${fl.color}" fill-opacity="0.6"/>`),
    ...map.streams.map((s) => `<polyline points="${pts(s.points)}" fill="none" stroke="#2f5d7a" stroke-width="${f(s.width)}" stroke-linecap="round" stroke-linejoin="round"/><polyline points="${pts(s.points)}" fill="none" stroke="#4f86a8" stroke-width="${f(s.width * 0.5)}" stroke-linecap="round" stroke-linejoin="round"/>`),
    ...map.roads.map((r) => `<polyline points="${pts(r.points)}" fill="none" stroke="#b89a6a" stroke-width="${f(r.width)}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85"/>`),
    ...map.bridges.map(bridgeSvg),
    ...map.woods.map(woodSvg),
    ...map.fences.map(fenceSvg),
    ...map.buildings.map(buildingSvg),
  ].join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * PX_PER_INCH}" height="${H * PX_PER_INCH}">\n<title>${escapeXml(map.title)}</title>\n${body}\n</svg>\n`;
}

/* -------------------------------------------- the two maps */

const P = (x: number, y: number): Point => ({ x, y });

/**
 * Old West: Dry Creek, a main street with the bank, a saloon, a store, a livery corral, a creek and its bridge, woods.
 */
export const DRY_CREEK: MapSpec = {
  key: "dry-creek",
  title: "Dry Creek",
  width: 48,
  height: 36,
  ground: "#c9a872",
  fields: [{ outline: [P(30, 2), P(46, 2), P(46, 12), P(30, 12)], color: "#a7945a" }],
  roads: [
    { name: "Main Street", points: [P(0, 18), P(48, 18)], width: 5 },
    { name: "South road", points: [P(24, 18), P(24, 36)], width: 3 },
  ],
  streams: [{ name: "Dry Creek", points: [P(40, 0), P(41, 8), P(39.5, 16), P(40.5, 24), P(39, 36)], width: 2.2 }],
  bridges: [{ name: "Creek bridge", x: 37.5, y: 15.5, w: 5, h: 5 }],
  woods: [
    { name: "Cottonwoods", outline: [P(2, 28), P(9, 27), P(14, 29), P(13, 34.5), P(6, 35.5), P(2, 33)] },
    { name: "Creek scrub", outline: [P(42.5, 24), P(47, 23), P(47.5, 33), P(43, 34)] },
  ],
  fences: [
    { kind: "fence", points: [P(30, 3), P(37, 3), P(37, 11), P(30, 11), P(30, 3)] },
    { kind: "fence", points: [P(16, 23), P(21, 23), P(21, 30), P(16, 30)] },
  ],
  buildings: [
    // Two windows on Main Street either side of the front door: the gang inside sees and shoots out, behind the stone.
    {
      name: "Bank",
      label: "BANK",
      x: 17,
      y: 7,
      w: 9,
      h: 7,
      stone: true,
      doors: [{ side: "s", at: 3.5, width: 2 }, { side: "n", at: 1, width: 1.5 }],
      windows: [{ side: "s", at: 0.5, width: 3 }, { side: "s", at: 6, width: 2.5 }],
    },
    { name: "Saloon", label: "SALOON", x: 4, y: 6, w: 9, h: 8, doors: [{ side: "s", at: 3.5, width: 2 }, { side: "e", at: 1, width: 1.5 }] },
    { name: "General store", label: "STORE", x: 27, y: 22, w: 8, h: 6, doors: [{ side: "n", at: 3, width: 2 }] },
    { name: "Stage office", label: "STAGE", x: 5, y: 21.5, w: 6, h: 4.5, doors: [{ side: "n", at: 2, width: 2 }] },
    { name: "Livery barn", x: 31, y: 3.5, w: 4, h: 3, doors: [{ side: "s", at: 1, width: 2 }] },
  ],
};

/**
 * Napoleonic: a village at a crossroads, a stone church, a farm, hedged fields, a wood and a stream with its bridge.
 */
export const VILLAGE: MapSpec = {
  key: "village",
  title: "Les Trois Moulins",
  width: 60,
  height: 40,
  ground: "#8fa268",
  fields: [
    { outline: [P(2, 2), P(22, 2), P(22, 13), P(2, 13)], color: "#b8b06a" },
    { outline: [P(40, 26), P(58, 26), P(58, 38), P(40, 38)], color: "#a3a96a" },
  ],
  roads: [
    { name: "East-west road", points: [P(0, 20), P(60, 21)], width: 3 },
    { name: "North-south road", points: [P(30, 0), P(30.5, 40)], width: 2.5 },
  ],
  streams: [{ name: "Mill stream", points: [P(44, 0), P(46, 10), P(45, 21), P(47, 30), P(46, 40)], width: 2.5 }],
  bridges: [{ name: "Bridge", x: 43, y: 18.5, w: 5, h: 4 }],
  woods: [{ name: "Chapel Wood", outline: [P(3, 26), P(12, 24), P(19, 28), P(18, 37), P(8, 38), P(2, 34)] }],
  fences: [
    { kind: "hedge", points: [P(2, 2), P(22, 2), P(22, 13), P(2, 13), P(2, 2)] },
    { kind: "hedge", points: [P(48.5, 26), P(58, 26)] },
    { kind: "wall", points: [P(22, 24), P(28, 24), P(28, 33), P(22, 33), P(22, 24)] },
  ],
  buildings: [
    { name: "Church", label: "CHURCH", x: 33, y: 8, w: 7, h: 10, stone: true, doors: [{ side: "s", at: 2.5, width: 2 }] },
    { name: "Inn", label: "INN", x: 23, y: 12, w: 5.5, h: 5.5, doors: [{ side: "s", at: 1.5, width: 2 }, { side: "e", at: 1.5, width: 1.5 }] },
    { name: "Farmhouse", label: "FARM", x: 23, y: 25, w: 4, h: 4, stone: true, doors: [{ side: "e", at: 1, width: 1.5 }] },
    { name: "Cottage", x: 33, y: 24, w: 4, h: 4, doors: [{ side: "n", at: 1, width: 1.5 }] },
    { name: "Mill", label: "MILL", x: 47.5, y: 8, w: 4, h: 5, stone: true, doors: [{ side: "s", at: 1.25, width: 1.5 }] },
  ],
};

const MAPS: readonly MapSpec[] = [DRY_CREEK, VILLAGE];

/** Every map file: repository path -> SVG text. */
export function mapFiles(): Map<string, string> {
  return new Map(MAPS.map((m) => [mapPath(m.key), mapSvg(m)]));
}
