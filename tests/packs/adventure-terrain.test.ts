/**
 * The starter adventures' maps as the rules read them: each scene of the BUILT pack (compiled to
 * LevelDB and extracted with the official CLI) goes through the system's own reader
 * (src/foundry/canvas/terrain/scene-terrain.ts sceneTerrainOf, the one the table uses), and
 * the rules (src/rules/terrain) answer from what it reads: the corral fence gives soft cover,
 * the Trois Moulins wood is woods, its stream is crossed at the bridge only, the buildings are
 * buildings with walls. The Dry Creek posse rides.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inchesInside, roundBase } from "@rules/geometry";
import { type Terrain, coverFor, lineOfSight, readPath, standingIn } from "@rules/terrain";
import { sceneTerrainOf } from "@foundry/canvas/terrain/scene-terrain";
import { isWindowWall } from "@foundry/canvas/wall-flags";
import { ADVENTURES_PACK } from "../../tools/packs/adventures";
import { DRY_CREEK, VILLAGE } from "../../tools/packs/maps";

type Doc = Record<string, unknown> & { _id: string; name: string };

const work = mkdtempSync(join(tmpdir(), "cp-adventure-terrain-"));
let adventures: Doc[] = [];

beforeAll(async () => {
  await compilePack(join("packs", ADVENTURES_PACK), join(work, "db"), { log: false });
  await extractPack(join(work, "db"), join(work, "src"), { clean: true, log: false });
  adventures = readdirSync(join(work, "src"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(work, "src", f), "utf8")) as Doc);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const list = (v: unknown): Doc[] => (Array.isArray(v) ? (v as Doc[]) : []);
const adventure = (name: string): Doc => {
  const found = adventures.find((a) => a.name === name);
  if (!found) throw new Error(`no adventure ${name} in the built pack`);
  return found;
};
const sceneOf = (name: string): Doc => list(adventure(name).scenes)[0]!;

/** v13's CONST values the reader needs (WALL_DOOR_TYPES.NONE, WALL_DOOR_STATES.OPEN, WALL_SENSE_TYPES.NONE). */
const V13 = { doorNone: 0, doorOpen: 1, senseNone: 0 };

/** A scene's stored regions and walls through the system's reader, as the table reads them. */
function terrainOf(scene: Doc): Terrain {
  const grid = scene.grid as { size: number; distance: number };
  const regions = list(scene.regions).map((r) => ({
    id: r._id,
    shapes: r.shapes as unknown[],
    behaviors: r.behaviors as { type: string; disabled?: boolean; system: unknown }[],
  }));
  const walls = list(scene.walls).map((w) => ({
    id: w._id,
    c: w.c as number[],
    door: w.door as number,
    ds: w.ds as number,
    sight: w.sight as number,
    obstacle: (w.flags as { "combat-patrol"?: { obstacle?: unknown } })["combat-patrol"]?.obstacle,
    window: isWindowWall({ flags: w.flags }),
  }));
  return sceneTerrainOf(regions, walls, grid, V13);
}

const figureAt = (x: number, y: number) => ({ id: "target", at: { x, y }, base: roundBase(1) });
const regionNamed = (scene: Doc, name: string): string => {
  const region = list(scene.regions).find((r) => r.name === name);
  if (!region) throw new Error(`no region ${name}`);
  return region._id;
};

describe.each(["The Dry Creek Bank Job", "The Bridge at Les Trois Moulins"])("%s: where the tokens start", (name) => {
  it("no token starts in the water, and every one stands on the map", () => {
    const scene = sceneOf(name);
    const terrain = terrainOf(scene);
    const size = (scene.grid as { size: number }).size;
    const tokens = list(scene.tokens) as unknown as { name: string; x: number; y: number; width: number; height: number }[];
    expect(tokens.length).toBeGreaterThan(10);
    for (const t of tokens) {
      const centre = { x: (t.x + (t.width * size) / 2) / size, y: (t.y + (t.height * size) / 2) / size };
      expect(standingIn(terrain, centre).kind, t.name).not.toBe("water");
      expect(centre.x, t.name).toBeLessThan((scene.width as number) / size);
      expect(centre.y, t.name).toBeLessThan((scene.height as number) / size);
    }
  });

  it("no fence, hedge or wall runs into the water (a hedge across a stream would be a second crossing)", () => {
    const terrain = terrainOf(sceneOf(name));
    const water = terrain.areas.filter((a) => a.kind === "water");
    expect(terrain.obstacles.length).toBeGreaterThan(0);
    const wet = terrain.obstacles.filter((o) => water.some((w) => inchesInside(o.a, o.b, w.vertices) > 0));
    expect(wet.map((o) => `${o.kind} (${o.a.x},${o.a.y})-(${o.b.x},${o.b.y})`)).toEqual([]);
  });
});

describe("The Dry Creek Bank Job: the map as the rules read it", () => {
  const scene = () => sceneOf("The Dry Creek Bank Job");
  const terrain = () => terrainOf(scene());

  it("CORE-5 a shot from Main Street across the corral fence: the cattle inside have soft cover; in the street, none", () => {
    const shooter = { x: 25, y: 17 };
    const cover = coverFor(terrain(), shooter, figureAt(30.7, 9));
    expect(cover.grade).toBe("soft");
    expect(cover.source).toMatchObject({ from: "obstacle", kind: "fence" });
    expect(coverFor(terrain(), shooter, figureAt(20, 18)).grade).toBe("none");
  });

  it("CORE-5 the bank is a building: hard cover inside, its walls hide the street from the yard behind it", () => {
    const t = terrain();
    expect(standingIn(t, { x: 21, y: 10 })).toMatchObject({ kind: "building", traits: { cover: "hard", protection: 8 } });
    expect(standingIn(t, { x: 8, y: 10 })).toMatchObject({ kind: "building", traits: { protection: 6 } });
    expect(lineOfSight(t, { x: 21, y: 5 }, { x: 21, y: 16 }).clear).toBe(false);
  });

  it("CORE-5 the bank's two front windows: a man inside sees Main Street through them and has the stone's hard cover; the shut door and the walls between still block", () => {
    const t = terrain();
    // Through the west window (x 17.5 to 20.5) and the east one (x 23 to 25.5), from a man standing at each.
    expect(lineOfSight(t, { x: 19, y: 13 }, { x: 15, y: 17 }).clear).toBe(true);
    expect(lineOfSight(t, { x: 24, y: 13 }, { x: 27, y: 17 }).clear).toBe(true);
    const seen = coverFor(t, { x: 15, y: 17 }, figureAt(19, 13));
    expect(seen.grade).toBe("hard");
    // The shut front door (x 20.5 to 22.5) and the wall east of it.
    expect(lineOfSight(t, { x: 21.5, y: 13 }, { x: 21.5, y: 17 }).blockedBy).toMatchObject({ kind: "buildingWall" });
    expect(lineOfSight(t, { x: 22.7, y: 13 }, { x: 22.7, y: 17 }).blockedBy).toMatchObject({ kind: "buildingWall" });
  });

  it("the creek stops a man on foot and a rider; the bridge and Main Street over it do not", () => {
    const t = terrain();
    const creek = regionNamed(scene(), "Dry Creek");
    expect(readPath(t, [{ x: 36, y: 28 }, { x: 44, y: 28 }]).impassable).toEqual([creek]);
    const overBridge = readPath(t, [{ x: 30, y: 18 }, { x: 47, y: 18 }]);
    expect(overBridge.impassable).toEqual([]);
    expect(overBridge.impassableToMounted).toEqual([]);
    expect(overBridge.bog).toEqual([]);
    expect(overBridge.roadInches).toBeGreaterThan(10);
  });

  it("the cottonwoods are woods, Main Street a road", () => {
    const t = terrain();
    expect(standingIn(t, { x: 8, y: 31 }).kind).toBe("woods");
    expect(standingIn(t, { x: 45, y: 28 }).kind).toBe("woods");
    expect(standingIn(t, { x: 3, y: 18 }).kind).toBe("road");
  });

  it("every drawn fence is an obstacle wall, segment for segment", () => {
    const fences = terrain().obstacles.filter((o) => o.kind === "fence");
    expect(fences).toHaveLength(DRY_CREEK.fences.reduce((n, f) => n + f.points.length - 1, 0));
    expect(fences[0]).toMatchObject({ a: DRY_CREEK.fences[0]!.points[0], b: DRY_CREEK.fences[0]!.points[1] });
  });

  it("OW-7.1 the marshal's posse rides in as the journal says: every figure of the posse mounted, its unit cavalry", () => {
    const actors = list(adventure("The Dry Creek Bank Job").actors);
    const posse = actors.find((a) => a.type === "unit" && a.name === "Marshal's posse");
    expect(posse).toBeDefined();
    const sys = (d: Doc) => d.system as { kind?: string; members?: string[]; states?: { mounted: boolean } };
    expect(sys(posse!).kind).toBe("cavalry");
    const members = (sys(posse!).members ?? []).map((ref) => actors.find((a) => `Actor.${a._id}` === ref));
    expect(members).toHaveLength(5);
    for (const m of members) expect(m && sys(m).states?.mounted, m?.name).toBe(true);
    const gang = actors.filter((a) => a.type === "figure" && !members.includes(a) && a.name !== "Stage driver");
    expect(gang.length).toBeGreaterThan(0);
    for (const g of gang) expect(sys(g).states?.mounted, g.name).toBe(false);
  });
});

describe("The Bridge at Les Trois Moulins: the map as the rules read it", () => {
  const scene = () => sceneOf("The Bridge at Les Trois Moulins");
  const terrain = () => terrainOf(scene());

  it("a figure in the chapel wood stands in woods: soft cover, slow going, a bog check", () => {
    expect(standingIn(terrain(), { x: 10, y: 31 })).toMatchObject({ kind: "woods", traits: { cover: "soft", going: "slow", bog: "regular" } });
  });

  it("NAP-6.1.2b the stream can only be crossed at the bridge: impassable on foot and on horseback elsewhere", () => {
    const t = terrain();
    const stream = regionNamed(scene(), "Mill stream");
    for (const y of [3, 10, 15, 26, 35]) {
      const across = readPath(t, [{ x: 40, y }, { x: 52, y }]);
      expect(across.impassable, `at y ${y}`).toEqual([stream]);
      expect(across.impassableToMounted, `at y ${y}`).toEqual([stream]);
    }
    const overBridge = readPath(t, [{ x: 52, y: 20.9 }, { x: 38, y: 20.7 }]);
    expect(overBridge.impassable).toEqual([]);
    expect(overBridge.impassableToMounted).toEqual([]);
    expect(standingIn(t, { x: 45.5, y: 20.5 })).toMatchObject({ kind: "ford", traits: { going: "road", bog: null } });
  });

  it("NAP-7.3.1b the hedge gives the field soft cover, none against round shot; the farm's wall gives hard cover", () => {
    const t = terrain();
    const onTheShootersSide = figureAt(10, 13.6);
    expect(coverFor(t, { x: 10, y: 19 }, onTheShootersSide).grade).toBe("none");
    const inField = figureAt(10, 12.4);
    expect(coverFor(t, { x: 10, y: 19 }, inField)).toMatchObject({ grade: "soft", source: { kind: "hedge" } });
    expect(coverFor(t, { x: 10, y: 19 }, inField, { solidShot: true }).grade).toBe("none");
    expect(coverFor(t, { x: 20, y: 30 }, figureAt(22.6, 31))).toMatchObject({ grade: "hard", source: { kind: "stoneWall" } });
  });

  it("the church and the mill are stone, the inn and the cottage timber", () => {
    const t = terrain();
    expect(standingIn(t, { x: 36, y: 12 }).traits).toMatchObject({ cover: "hard", protection: 8 });
    expect(standingIn(t, { x: 49, y: 10 }).traits).toMatchObject({ cover: "hard", protection: 8 });
    expect(standingIn(t, { x: 25, y: 14 }).traits).toMatchObject({ cover: "hard", protection: 6 });
    expect(standingIn(t, { x: 35, y: 26 }).traits).toMatchObject({ cover: "hard", protection: 6 });
  });

  it("every region lies on the map, and every drawn hedge and wall is an obstacle", () => {
    const t = terrain();
    const inches = t.areas.flatMap((a) => a.vertices);
    for (const p of inches) {
      expect(p.x).toBeGreaterThanOrEqual(-2);
      expect(p.y).toBeGreaterThanOrEqual(-2);
      expect(p.x).toBeLessThanOrEqual(VILLAGE.width + 2);
      expect(p.y).toBeLessThanOrEqual(VILLAGE.height + 2);
    }
    const segments = (kind: string) => VILLAGE.fences.filter((f) => f.kind === kind).reduce((n, f) => n + f.points.length - 1, 0);
    expect(t.obstacles.filter((o) => o.kind === "hedge")).toHaveLength(segments("hedge"));
    expect(t.obstacles.filter((o) => o.kind === "stoneWall")).toHaveLength(segments("wall"));
  });

  it("the map's labels are in English, the journal's language", () => {
    const svg = readFileSync("assets/maps/village.svg", "utf8");
    const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels.sort()).toEqual(["CHURCH", "FARM", "INN", "MILL"]);
  });
});
