/**
 * The starter adventures read back from the BUILT pack: packs/starter-adventures is
 * compiled to LevelDB and extracted with the official CLI, and each Adventure is checked as
 * Foundry will import it (with keepId, v13 Adventure#importContent): its scene in inches with
 * the map and the walls the map draws, tokens whose actorId is an actor of the adventure,
 * units whose leaders, members and commanders resolve, guns with crews, a wagon with its
 * driver, the journal, the options in the scene's flag, and the starter flag the import hook
 * reads (decks, sides, combatants).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVENTURES, ADVENTURES_PACK, placeGroups, type StarterFlag } from "../../tools/packs/adventures";
import { firstTurnPage } from "../../tools/packs/first-turn";
import { buildingWalls, mapWalls, PX_PER_INCH } from "../../tools/packs/maps";
import { sceneOverridesFrom } from "@rules/options";
import { sideOwners, starterFlagFrom } from "@foundry/adventure/starter";
import { loadModelSchemas, type ModelSchemas } from "./model-schemas";
import { bridgeEnds } from "@rules/napoleonic/bridge";
import { planBridgeDown, type BridgeDrawing } from "@foundry/canvas/bridge-plan";

type Doc = Record<string, unknown> & { _id: string; name: string };

const work = mkdtempSync(join(tmpdir(), "cp-adventures-"));
let adventures: Doc[] = [];
let models: ModelSchemas;

beforeAll(async () => {
  await compilePack(join("packs", ADVENTURES_PACK), join(work, "db"), { log: false });
  await extractPack(join(work, "db"), join(work, "src"), { clean: true, log: false });
  adventures = readdirSync(join(work, "src"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(work, "src", f), "utf8")) as Doc);
  models = await loadModelSchemas();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const list = (v: unknown): Doc[] => (Array.isArray(v) ? (v as Doc[]) : []);
const sys = (d: Doc) => d.system as Record<string, unknown>;
const ref = (v: unknown): string | null => (typeof v === "string" ? (/^Actor\.([A-Za-z0-9]{16})$/.exec(v)?.[1] ?? "BROKEN") : null);

function byName(name: string): Doc {
  const adventure = adventures.find((a) => a.name === name);
  if (!adventure) throw new Error(`no adventure ${name} in the built pack`);
  return adventure;
}

describe("starter adventures, read back from the built pack with the CLI", () => {
  it("the pack holds both adventures, each one scene, one journal and its actors", () => {
    expect(adventures.map((a) => a.name).sort()).toEqual(ADVENTURES.map((a) => a.name).sort());
    for (const a of adventures) {
      expect(list(a.scenes), a.name).toHaveLength(1);
      expect(list(a.journal), a.name).toHaveLength(1);
      expect(list(a.actors).length, a.name).toBeGreaterThan(10);
    }
  });

  describe.each(ADVENTURES.map((spec) => [spec.name, spec] as const))("%s", (name, spec) => {
    const adventure = () => byName(name);
    const actors = () => new Map(list(adventure().actors).map((a) => [a._id, a]));
    const scene = () => list(adventure().scenes)[0]!;
    const starter = () => (adventure().flags as { "combat-patrol": { starter: StarterFlag } })["combat-patrol"].starter;

    it("the scene is in inches, gridless, its map a file of the system drawn at 100 px an inch", () => {
      const s = scene();
      expect(s.grid).toMatchObject({ type: 0, distance: 1, units: "in", size: PX_PER_INCH });
      expect([s.width, s.height]).toEqual([spec.map.width * PX_PER_INCH, spec.map.height * PX_PER_INCH]);
      const src = (s.background as { src: string }).src;
      const file = src.replace(/^systems\/combat-patrol\//, "");
      expect(existsSync(file), src).toBe(true);
      expect(readFileSync(file, "utf8")).toContain(`viewBox="0 0 ${spec.map.width} ${spec.map.height}"`);
    });

    it("the map shows on v13 (scene background) and on v14 (one Level from ground to sky with the same map)", () => {
      const s = scene();
      const src = (s.background as { src: string }).src;
      const levels = s.levels as { _id: string; name: string; elevation: object; background: { src: string; color: string } }[];
      expect(levels).toHaveLength(1);
      expect(levels[0]!.background).toEqual({ src, color: spec.map.ground });
      expect(levels[0]!.elevation).toEqual({ bottom: null, top: null });
      expect(levels[0]!._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(s.backgroundColor).toBe(spec.map.ground);
    });

    it("every building of the map is walled, each of its doors a door wall, each window a window wall, in scene pixels", () => {
      type Wall = { c: number[]; door: number; move: number; sight: number; light: number; flags: { "combat-patrol"?: { obstacle?: string; window?: boolean } } };
      // The fences, hedges and field walls are obstacle walls (tests/packs/adventure-terrain.test.ts): the buildings' are the others.
      const walls = (list(scene().walls) as unknown as Wall[]).filter((w) => w.flags["combat-patrol"]?.obstacle === undefined);
      expect(walls).toHaveLength(mapWalls(spec.map).length);
      const doors = spec.map.buildings.reduce((n, b) => n + b.doors.length, 0);
      expect(walls.filter((w) => w.door === 1)).toHaveLength(doors);
      // A window (the system's flag) stops a token but lets sight and light through, as the rules read it.
      const windows = walls.filter((w) => w.flags["combat-patrol"]?.window === true);
      expect(windows).toHaveLength(spec.map.buildings.reduce((n, b) => n + (b.windows?.length ?? 0), 0));
      expect(windows.every((w) => w.move === 20 && w.sight === 0 && w.light === 0 && w.door === 0)).toBe(true);
      expect(walls.filter((w) => !windows.includes(w)).every((w) => w.move === 20 && w.sight === 20)).toBe(true);
      // The first building's first wall runs from its north-west corner.
      const b = spec.map.buildings[0]!;
      const first = buildingWalls(b)[0]!;
      expect(walls[0]!.c.slice(0, 2)).toEqual([first.a.x * PX_PER_INCH, first.a.y * PX_PER_INCH]);
      for (const w of walls) for (const v of w.c) expect(v).toBeGreaterThanOrEqual(0);
    });

    it("every token names an actor of the adventure, linked, inside the scene; every figure of a unit has a token", () => {
      const s = scene();
      const tokens = list(s.tokens);
      const byId = actors();
      for (const t of tokens) {
        const actor = byId.get(String(t.actorId));
        expect(actor, `token ${t.name}`).toBeDefined();
        expect(t.actorLink).toBe(true);
        expect(t.name).toBe(actor!.name);
        expect(Number(t.x) + Number(t.width) * PX_PER_INCH).toBeLessThanOrEqual(Number(s.width));
        expect(Number(t.y) + Number(t.height) * PX_PER_INCH).toBeLessThanOrEqual(Number(s.height));
      }
      const withToken = new Set(tokens.map((t) => String(t.actorId)));
      const members = [...byId.values()].filter((a) => a.type === "unit").flatMap((u) => (sys(u).members as string[]).map(ref));
      expect(members.length).toBeGreaterThan(0);
      expect(members.filter((id) => !withToken.has(String(id)))).toEqual([]);
      // No two tokens on the same spot.
      expect(new Set(tokens.map((t) => `${String(t.x)},${String(t.y)}`)).size).toBe(tokens.length);
    });

    it("units' leaders, members and commanders, guns' crews and wagons' drivers resolve to actors of the adventure", () => {
      const byId = actors();
      const problems: string[] = [];
      const must = (v: unknown, type: string, what: string) => {
        const id = ref(v);
        if (id === null) return;
        if (byId.get(id)?.type !== type) problems.push(`${what}: ${String(v)}`);
      };
      for (const a of byId.values()) {
        const s = sys(a);
        if (a.type === "unit") {
          must(s.leaderId, "figure", `${a.name} leader`);
          for (const m of s.members as string[]) must(m, "figure", `${a.name} member`);
          must(s.commanderId, "unit", `${a.name} commander`);
          expect(s.leaderId, a.name).not.toBeNull();
          expect(s.members as string[]).toContain(s.leaderId);
        }
        if (a.type === "gun") {
          for (const m of s.crewIds as string[]) must(m, "figure", `${a.name} crew`);
          must(s.leaderId, "figure", `${a.name} leader`);
        }
        if (a.type === "wagon") {
          must(s.driverId, "figure", `${a.name} driver`);
          expect(s.driverId, a.name).not.toBeNull();
        }
      }
      expect(problems).toEqual([]);
    });

    it("every actor's system matches its data model, and its weapons theirs", () => {
      const problems: string[] = [];
      for (const a of actors().values()) {
        const r = models.Actor[String(a.type)]!.safeParse(a.system);
        if (!r.success) problems.push(`${a.name}: ${r.error.issues.map((i) => i.path.join(".")).join(", ")}`);
        for (const item of list(a.items)) {
          const ri = models.Item[String(item.type)]!.safeParse(item.system);
          if (!ri.success) problems.push(`${a.name}/${item.name}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("the journal has the briefing, forces, victory conditions and first turn, and the scene opens it", () => {
      const journal = list(adventure().journal)[0]!;
      expect(list(journal.pages).map((p) => p.name)).toEqual(["Briefing", "Forces", "Victory conditions", "Your first turn"]);
      expect(scene().journal).toBe(journal._id);
      const forces = list(journal.pages)[1]!.text as { content: string };
      for (const a of list(adventure().actors).filter((x) => x.type === "unit")) expect(forces.content).toContain(a.name);
      const first = list(journal.pages)[3]!.text as { content: string };
      expect(first.content).toContain("Begin Combat");
    });

    it("its first turn walks its own pieces step by step: every link opens an actor of the adventure, the sides are named", () => {
      const page = list(list(adventure().journal)[0]!.pages)[3]!.text as { content: string };
      const links = [...page.content.matchAll(/@UUID\[Actor\.([A-Za-z0-9]{16})\]\{([^}]+)\}/g)];
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const [, id, label] of links) expect(actors().get(id!)?.name, label).toBe(label);
      expect(page.content).toContain(`<strong>${spec.sides.a}</strong> is side A, played by the first player`);
      expect(page.content).toContain(`<strong>${spec.sides.b}</strong> is side B`);
    });

    it("the scene's flag sets the era, the year and the Hollywood options the adventure expects", () => {
      const { overrides, issues } = sceneOverridesFrom((scene().flags as Record<string, Record<string, unknown>>)["combat-patrol"]!.overrides);
      expect(issues).toEqual([]);
      expect(overrides).toEqual({ era: spec.era, year: spec.year, hollywood: spec.hollywood });
    });

    it("the starter flag asks for the decks and names sides and combatants that resolve to tokens of the scene", () => {
      const flag = starter();
      expect(flag.decks).toBe(true);
      expect(flag.sceneId).toBe(scene()._id);
      const byId = actors();
      expect(flag.sides.a.length).toBeGreaterThan(0);
      expect(flag.sides.b.length).toBeGreaterThan(0);
      for (const id of [...flag.sides.a, ...flag.sides.b]) expect(byId.has(id), id).toBe(true);
      expect(flag.sides.a.filter((id) => flag.sides.b.includes(id))).toEqual([]);
      const tokenActors = new Set(list(scene().tokens).map((t) => String(t.actorId)));
      const groups = spec.deployments.flatMap(placeGroups);
      expect(flag.combatants).toHaveLength(groups.length);
      for (const c of flag.combatants) expect(tokenActors.has(c.actorId), c.name).toBe(true);
    });

    it("the import hook reads the built flag (zod) and gives side A to the first player, side B to the second", () => {
      const raw = (adventure().flags as Record<string, Record<string, unknown>>)["combat-patrol"]!.starter;
      const flag = starterFlagFrom(raw);
      expect(flag).not.toBeNull();
      expect(starterFlagFrom({ ...(raw as object), decks: false })).toBeNull();
      const owners = sideOwners(flag!, ["p1", "p2"]);
      expect(flag!.sides.a.every((id) => owners.get(id) === "p1")).toBe(true);
      expect(flag!.sides.b.every((id) => owners.get(id) === "p2")).toBe(true);
      const solo = sideOwners(flag!, ["p1"]);
      expect([...solo.values()].every((u) => u === "p1")).toBe(true);
      expect(sideOwners(flag!, []).size).toBe(0);
    });
  });

  it("the Old West adventure has a posse with a hero, a gang with dynamite, a stagecoach and a herd", () => {
    const byType = (t: string) => list(byName("The Dry Creek Bank Job").actors).filter((a) => a.type === t);
    expect(byType("figure").some((f) => sys(f).hero === true)).toBe(true);
    expect(byType("figure").some((f) => (sys(f).dynamite as { sticks: number }).sticks > 0)).toBe(true);
    expect(byType("wagon").map((w) => sys(w).kind)).toEqual(["stagecoach"]);
    expect(byType("herd").map((h) => sys(h).species)).toEqual(["cattle"]);
  });

  it("the Napoleonic adventure has a gun with its crew, two cavalry units and a village with a bridge", () => {
    const actors = list(byName("The Bridge at Les Trois Moulins").actors);
    expect(actors.filter((a) => a.type === "gun")).toHaveLength(1);
    expect(actors.filter((a) => a.type === "unit" && sys(a).kind === "cavalry")).toHaveLength(2);
    const spec = ADVENTURES.find((a) => a.era === "napoleonic")!;
    expect(spec.map.buildings.length).toBeGreaterThanOrEqual(4);
    expect(spec.map.bridges).toHaveLength(1);
  });

  it("NAP-8.1 the Napoleonic scene marks its bridge for the engineers: a drawing flagged as a bridge over its footprint, which charges set on it bring down", () => {
    const spec = ADVENTURES.find((a) => a.era === "napoleonic")!;
    const scene = list(byName("The Bridge at Les Trois Moulins").scenes)[0]!;
    // A stored drawing names itself by `_id`; Foundry's document gives it as `id` (canvas/bridge-foundry.ts).
    const drawings = (list(scene.drawings) as unknown as (BridgeDrawing & { _id: string; shape: { type: string; width: number; height: number }; author?: unknown })[]).map((d) => ({ ...d, id: d._id }));
    expect(drawings).toHaveLength(1);
    const bridge = spec.map.bridges[0]!;
    const d = drawings[0]!;
    expect({ x: d.x, y: d.y, shape: { type: d.shape.type, width: d.shape.width, height: d.shape.height }, flags: d.flags }).toEqual({
      x: bridge.x * PX_PER_INCH, y: bridge.y * PX_PER_INCH, shape: { type: "r", width: bridge.w * PX_PER_INCH, height: bridge.h * PX_PER_INCH },
      flags: { "combat-patrol": { bridge: true } },
    });
    // Foundry fills the author in on import (DocumentAuthorField: not nullable, the importing user).
    expect(d.author).toBeUndefined();
    const centre = { x: bridge.x + bridge.w / 2, y: bridge.y + bridge.h / 2 };
    const plan = planBridgeDown({ detonated: true, at: centre }, drawings, { size: PX_PER_INCH, distance: 1 });
    const r = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, n: unknown) => (typeof n === "number" ? Math.round(n * 1000) / 1000 + 0 : n))) as unknown;
    const footprint = [{ x: bridge.x, y: bridge.y }, { x: bridge.x + bridge.w, y: bridge.y }, { x: bridge.x + bridge.w, y: bridge.y + bridge.h }, { x: bridge.x, y: bridge.y + bridge.h }];
    expect(r(plan)).toEqual(r({ kind: "bridge", drawingId: d._id, at: centre, ends: bridgeEnds(footprint) }));
    // The Old West scene has no bridge marked (no engineers there).
    expect(list(list(byName("The Dry Creek Bank Job").scenes)[0]!.drawings)).toEqual([]);
  });
});

describe("the two first-turn walk-throughs", () => {
  it("differ, each naming its own adventure's pieces: Dry Creek the dynamite, the hero and the cattle; Les Trois Moulins close order, the gun and the charge", () => {
    const [dry, bridge] = ADVENTURES.map((spec) => firstTurnPage(spec));
    expect(dry).not.toEqual(bridge);
    for (const piece of ["{Bandit (dynamite)}", "{The Stranger (hero)}", "{Livery cattle}", "Throw dynamite", "Stampede check"])
      expect(dry, piece).toContain(piece);
    for (const piece of ["{6# gun}", "{Line infantry section}", "close order", "Charge", "Breakthrough", "Load"])
      expect(bridge, piece).toContain(piece);
    expect(dry).not.toContain("6# gun");
    expect(bridge).not.toContain("dynamite");
  });
});
