/**
 * The canvas-areas port, both implementations on the same shapes. A typed double of
 * the scene's embedded documents (AreaStore) records what each version writes; stored sources
 * go through JSON as Foundry stores them. For every shape the system draws:
 * - v13 writes MeasuredTemplate data (t, distance in scene units, no shapes), v14 writes Region
 *   data (a name, one circle/cone/line shape in pixels, no t);
 * - each version reads its document back to the same area, so the engine finds the same figures
 *   covered on both, and the same as the engine's own shape.
 */
import { describe, expect, it } from "vitest";
import {
  type Figure,
  blastTemplate,
  canisterSwath,
  closeOrderArc,
  deviate,
  figuresInShrapnelCone,
  figuresUnderBlast,
  gatlingArc,
  bearing,
  heTemplateDiameter,
  shrapnelCone,
  solidShotPath,
  wagonGatlingArc,
} from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  type Area,
  type AreaDocumentName,
  type AreaPort,
  type AreaStore,
  type StoredArea,
  arcArea,
  areaPortFor,
  areasWith,
  blastArea,
  clearAreasWith,
  commandArea,
  createAreasWith,
  figuresInArea,
  moveAreaWith,
  previewTemplateArgs,
  shotPathArea,
  shrapnelArea,
  swathAreas,
  v13Areas,
  v14Areas,
} from "@foundry/canvas/areas";

const grid = { size: 100, distance: 1 };
const context = (messageId: string | null = "msg1") => ({ grid, messageId, name: (kind: string) => `area ${kind}` });

/** An in-memory scene: embedded documents by name, sources stored as JSON (as Foundry does). */
class StoreDouble implements AreaStore {
  readonly docs = new Map<AreaDocumentName, Map<string, Record<string, unknown>>>();
  readonly writes: { op: string; name: AreaDocumentName; count: number }[] = [];
  private next = 0;
  private of(name: AreaDocumentName) {
    let m = this.docs.get(name);
    if (!m) this.docs.set(name, (m = new Map()));
    return m;
  }
  async create(name: AreaDocumentName, data: readonly object[]): Promise<StoredArea[]> {
    this.writes.push({ op: "create", name, count: data.length });
    return data.map((d) => {
      const id = `doc${++this.next}`;
      const source: Record<string, unknown> = { _id: id, ...JSON.parse(JSON.stringify(d)) };
      this.of(name).set(id, source);
      return { id, source };
    });
  }
  async update(name: AreaDocumentName, updates: readonly ({ _id: string } & object)[]): Promise<void> {
    this.writes.push({ op: "update", name, count: updates.length });
    for (const u of updates) {
      const doc = this.of(name).get(u._id);
      if (doc) Object.assign(doc, JSON.parse(JSON.stringify(u)));
    }
  }
  async delete(name: AreaDocumentName, ids: readonly string[]): Promise<void> {
    this.writes.push({ op: "delete", name, count: ids.length });
    for (const id of ids) this.of(name).delete(id);
  }
  list(name: AreaDocumentName): StoredArea[] {
    return [...this.of(name).entries()].map(([id, source]) => ({ id, source }));
  }
}

/** A field of 1" round-based figures every 1.5", from (-20, -20) to (40, 40). */
const figures: Figure[] = [];
for (let x = -20; x <= 40; x += 1.5)
  for (let y = -20; y <= 40; y += 1.5)
    figures.push({ id: `f${x},${y}`, at: { x, y }, base: { shape: "round", diameter: 1 } });
const ids = (fs: readonly Figure[]) => fs.map((f) => f.id).sort();

const gun: Figure = { id: "gun", at: { x: 2, y: 3 }, base: { shape: "round", diameter: 1 }, facing: 30 };
const he = (size: "small" | "medium" | "large") =>
  blastArea({ x: 10, y: 10 }, heTemplateDiameter(size, DEFAULT_OPTIONS.heTemplate));
const SHAPES: readonly (readonly [string, Area])[] = [
  ["CORE-9 HE small", he("small")],
  ["CORE-9 HE medium", he("medium")],
  ["CORE-9 HE large", he("large")],
  ["NAP-7.3.3 shell template", blastArea({ x: 12, y: 4 }, 6, "shell")],
  ["NAP-7.3.3 spherical case cone", shrapnelArea(shrapnelCone({ x: 8, y: 8 }, 40, 4))],
  ...swathAreas(
    canisterSwath({ muzzle: { x: 0, y: 0 }, lineOfFire: 20, ranges: { short: 6, medium: 12, long: 18 } }),
  ).map((a, i) => [`NAP-7.3.2 canister band ${i}`, a] as const),
  ["NAP-7.3.1 solid shot path", shotPathArea(solidShotPath({ gun: { x: 0, y: 0 }, impact: { x: 12, y: 18 } }, []))],
  ["OW-5.2e Gatling arc", arcArea(gatlingArc(gun), 24)],
  ["OW-5.2f wagon Gatling arc", arcArea(wagonGatlingArc(gun), 24)],
  ["NAP-5.4.2 close-order arc", arcArea(closeOrderArc(gun), 24)],
  [
    "CORE-11 command radius",
    commandArea(
      { id: "sgt", at: { x: 5, y: 5 }, base: { shape: "round", diameter: 1 } },
      DEFAULT_OPTIONS.commandRadius.team,
    ),
  ],
];

async function stored(port: AreaPort, area: Area) {
  const store = new StoreDouble();
  const [placed] = await createAreasWith(port, store, [area], context());
  const doc = store.list(port.documentName)[0]!;
  return { store, placed: placed!, source: doc.source, readBack: port.fromData(doc.source, grid) };
}

describe("the version switch", () => {
  it("Foundry 13 stores areas as MeasuredTemplates, 14 and later as Regions", () => {
    expect(areaPortFor(13)).toBe(v13Areas);
    expect(areaPortFor(14)).toBe(v14Areas);
    expect(areaPortFor(15).documentName).toBe("Region");
    expect(v13Areas.documentName).toBe("MeasuredTemplate");
  });
});

describe.each([
  ["v13", v13Areas],
  ["v14", v14Areas],
] as const)("areas port %s", (_version, port) => {
  it.each(SHAPES)("%s: read back as drawn, covering the engine's figures", async (_name, area) => {
    const { readBack } = await stored(port, area);
    expect(readBack?.kind).toBe(area.kind);
    const engine = ids(figuresInArea(figures, area.shape));
    expect(engine.length).toBeGreaterThan(0);
    expect(ids(figuresInArea(figures, readBack!.shape))).toEqual(engine);
  });

  it("CORE-9 the HE circle covers what the engine's blast template covers", async () => {
    const { readBack } = await stored(port, he("medium"));
    expect(ids(figuresInArea(figures, readBack!.shape))).toEqual(ids(figuresUnderBlast(figures, { x: 10, y: 10 }, 4)));
  });

  it("NAP-7.3.3 the shrapnel cone covers what the engine's cone covers", async () => {
    const cone = shrapnelCone({ x: 8, y: 8 }, 40, 4);
    const { readBack } = await stored(port, shrapnelArea(cone));
    expect(ids(figuresInArea(figures, readBack!.shape))).toEqual(ids(figuresInShrapnelCone(figures, cone)));
  });

  it("NAP-7.3.2 a whole swath is ONE write flagged with its message, and goes with it", async () => {
    const store = new StoreDouble();
    const swath = swathAreas(
      canisterSwath({ muzzle: { x: 0, y: 0 }, lineOfFire: 0, ranges: { short: 6, medium: 12, long: 18 } }),
    );
    await createAreasWith(port, store, swath, context("msgA"));
    await createAreasWith(port, store, [he("small")], context("msgB"));
    expect(store.writes).toEqual([
      { op: "create", name: port.documentName, count: 4 },
      { op: "create", name: port.documentName, count: 1 },
    ]);
    expect(await clearAreasWith(port, store, "msgA")).toBe(4);
    expect(areasWith(port, store, grid).map((p) => p.area.kind)).toEqual(["he"]);
    expect(store.writes.at(-1)).toEqual({ op: "delete", name: port.documentName, count: 4 });
  });

  it("CORE-9 a scattered blast moves in ONE update and covers the engine's figures at the deviated point", async () => {
    const area = he("medium");
    const { store, placed } = await stored(port, area);
    const thrower = { x: 0, y: 10 };
    const centre = deviate({ x: 10, y: 10 }, { clock: 3, inches: 4 }, bearing(thrower, { x: 10, y: 10 }));
    expect(centre.y).toBeCloseTo(14, 9);
    const moved = await moveAreaWith(port, store, placed, centre, context());
    expect(store.writes.at(-1)).toEqual({ op: "update", name: port.documentName, count: 1 });
    const [onScene] = areasWith(port, store, grid);
    expect(onScene?.id).toBe(moved.id);
    expect(ids(figuresInArea(figures, onScene!.area.shape))).toEqual(ids(figuresUnderBlast(figures, centre, 4)));
    expect(ids(figuresUnderBlast(figures, centre, 4))).not.toEqual(
      ids(figuresUnderBlast(figures, { x: 10, y: 10 }, 4)),
    );
  });

  it("a document of another kind or module is not read as one of the system's areas", async () => {
    const store = new StoreDouble();
    await store.create(port.documentName, [
      { t: "rect", x: 0, y: 0, shapes: [{ type: "rectangle", x: 0, y: 0, width: 10, height: 10 }], flags: {} },
    ]);
    expect(areasWith(port, store, grid)).toEqual([]);
  });
});

describe("the document data each version expects", () => {
  it("CORE-9 v13: a circle MeasuredTemplate, radius in scene units, flagged; v14: a Region with one circle shape in pixels", async () => {
    const area = he("medium");
    const v13 = await stored(v13Areas, area);
    expect(v13.source).toMatchObject({
      t: "circle",
      x: 1000,
      y: 1000,
      distance: 2,
      direction: 0,
      fillColor: "#d9480f",
      flags: { "combat-patrol": { area: "he", messageId: "msg1" } },
    });
    expect(v13.source).not.toHaveProperty("shapes");
    const v14 = await stored(v14Areas, area);
    expect(v14.source).toMatchObject({
      name: "area he",
      color: "#d9480f",
      visibility: 2,
      shapes: [{ type: "circle", x: 1000, y: 1000, radius: 200 }],
      flags: { "combat-patrol": { area: "he", messageId: "msg1" } },
    });
    expect(v14.source).not.toHaveProperty("t");
  });

  it("NAP-7.3.3 / OW-5.2e a cone: v13 angle and direction, v14 a round cone with angle and rotation", async () => {
    const area = arcArea(gatlingArc(gun), 24);
    expect((await stored(v13Areas, area)).source).toMatchObject({
      t: "cone",
      x: 200,
      y: 300,
      distance: 24,
      direction: 30,
      angle: 90,
    });
    expect((await stored(v14Areas, area)).source).toMatchObject({
      shapes: [{ type: "cone", x: 200, y: 300, radius: 2400, angle: 90, rotation: 30, curvature: "round" }],
    });
  });

  it("NAP-7.3.2 a canister band: v13 a ray (width in scene units), v14 a line (length and width in pixels), 2 inches each side of the centerline", async () => {
    const [band] = swathAreas(
      canisterSwath({ muzzle: { x: 0, y: 0 }, lineOfFire: 90, ranges: { short: 6, medium: 12, long: 18 } }),
    );
    expect((await stored(v13Areas, band!)).source).toMatchObject({
      t: "ray",
      x: 0,
      y: 0,
      distance: 6,
      width: 4,
      direction: 90,
    });
    expect((await stored(v14Areas, band!)).source).toMatchObject({
      shapes: [{ type: "line", x: 0, y: 0, length: 600, width: 400, rotation: 90 }],
    });
  });

  it("CORE-9 moving a blast: v13 updates x and y, v14 replaces the region's shape", () => {
    const area = blastArea({ x: 3, y: 4 }, 2);
    expect(v13Areas.updateData("t1", area, context())).toMatchObject({ _id: "t1", x: 300, y: 400, distance: 1 });
    expect(v14Areas.updateData("r1", area, context())).toEqual({
      _id: "r1",
      shapes: [{ type: "circle", x: 300, y: 400, radius: 100 }],
    });
  });

  it("CORE-9 v14 sets the region's ownership: everyone sees it, its drawer owns it; v13 templates have none", () => {
    const drawn = { ...context(), owner: "user-alice" };
    expect(v14Areas.toData(he("small"), drawn)).toMatchObject({ ownership: { default: 2, "user-alice": 3 } });
    expect(v14Areas.toData(he("small"), context())).toMatchObject({ ownership: { default: 2 } });
    expect(v13Areas.toData(he("small"), drawn)).not.toHaveProperty("ownership");
  });

  it("CORE-9 v14 puts the area on the canvas's scene level when there is one; v13 has no levels", () => {
    const withLevel = { ...context(), levels: ["ground"] };
    expect(v14Areas.toData(he("small"), withLevel)).toMatchObject({ levels: ["ground"] });
    expect(v14Areas.toData(he("small"), context())).not.toHaveProperty("levels");
    expect(v13Areas.toData(he("small"), withLevel)).not.toHaveProperty("levels");
  });

  it("CORE-11 the command radius runs from the leader's base edge (radius + half his base)", () => {
    const area = commandArea({ id: "sgt", at: { x: 5, y: 5 }, base: { shape: "round", diameter: 1 } }, 8);
    expect(area.shape).toEqual(blastTemplate({ x: 5, y: 5 }, 17));
  });
});

/** v13's PlaceableObject constructor check (client/canvas/placeables/placeable.mjs), as a double. */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- the constructor's check is the double
class PlaceableDouble {
  constructor(document: { parent: object | null }) {
    if (!document.parent)
      throw new Error("You must provide an embedded Document instance as the input for a PlaceableObject");
  }
}
class TemplateDocumentDouble {
  readonly parent: object | null;
  constructor(_data: object, context?: { parent?: object }) {
    this.parent = context?.parent ?? null;
  }
}

describe("the v13 template preview", () => {
  it("CORE-9 the preview template is embedded in the scene, so v13's placeable accepts it", () => {
    const scene = { id: "scene1" };
    const [data, ctx] = previewTemplateArgs(he("small"), grid, scene);
    expect(ctx.parent).toBe(scene);
    expect(data).toMatchObject({ t: "circle", distance: 1 });
    const doc = new TemplateDocumentDouble(data, ctx);
    expect(() => new PlaceableDouble(doc)).not.toThrow();
    expect(() => new PlaceableDouble(new TemplateDocumentDouble(data))).toThrow(/embedded Document/);
  });
});
