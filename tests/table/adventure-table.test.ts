/**
 * The starter adventures on the table double (tests/doubles/adventure-table.ts), read from their
 * pack source as the import sets them up: the forces the journal names on their sides, every
 * token where the scene puts it, the map and the rules options. The journals' first steps played
 * on it through the REAL actions are tests/table/adventure-first-steps.test.ts.
 */
import { describe, expect, it } from "vitest";
import { standingIn } from "@rules/terrain";
import { adventureSourceNamed, adventureTable, journalText, type AdventureTable } from "../doubles/adventure-table";
import { GM, OTHER, PLAYER } from "./harness";

const DRY_CREEK = "The Dry Creek Bank Job";
const TROIS_MOULINS = "The Bridge at Les Trois Moulins";

/** One force as the journal's Forces page lists it: "<strong>Name</strong>: 5 figures, led by Gang boss". */
interface Force {
  readonly side: "a" | "b" | "gm";
  readonly name: string;
  readonly figures: number | null;
  readonly leader: string | null;
}

function journalForces(name: string): Force[] {
  const html = journalText(adventureSourceNamed(name), "Forces");
  return html.split("<h2>").flatMap((section) => {
    const side = section.startsWith("Side A") ? "a" : section.startsWith("Side B") ? "b" : "gm";
    return [
      ...section.matchAll(/<li><strong>([^<]+)<\/strong>: (\d+|one) (?:figures?|token)(?:, led by ([^<]+))?<\/li>/g),
    ].map((m) => ({ side, name: m[1]!, figures: m[2] === "one" ? null : Number(m[2]), leader: m[3] ?? null }) as const);
  });
}

/** The figures of a unit, gun or wagon actor, and its leader (a wagon's: its driver). */
function forceOnTable(table: AdventureTable, id: string): { figures: string[]; leader: string | null } {
  const s = table.actors.get(id)?.snapshot;
  if (s?.type === "unit") return { figures: s.system.members, leader: s.system.leaderId };
  if (s?.type === "gun") return { figures: s.system.crewIds, leader: s.system.leaderId };
  if (s?.type === "wagon") {
    const driver = s.system.driverId;
    return { figures: [...(driver ? [driver] : []), ...s.system.passengerIds], leader: driver };
  }
  return { figures: [], leader: null };
}

const nameOf = (table: AdventureTable, id: string | null) => (id ? (table.actors.get(id)?.name ?? null) : null);

describe.each([DRY_CREEK, TROIS_MOULINS])("%s on the table double", (name) => {
  it("CORE-2 / CORE-3 every force the journal's Forces page names is on the table: its figures, its leader, its side's owner and disposition", () => {
    const table = adventureTable(name);
    const forces = journalForces(name);
    expect(forces.filter((f) => f.side === "a").length).toBeGreaterThan(0);
    expect(forces.filter((f) => f.side === "b").length).toBeGreaterThan(0);
    const allegiance = table.port(GM).pieces.allegiance;
    const owner = { a: PLAYER, b: OTHER } as const;
    for (const force of forces) {
      const id = table.actorNamed(force.name);
      const { figures, leader } = forceOnTable(table, id);
      if (force.figures !== null) expect(figures, force.name).toHaveLength(force.figures);
      expect(nameOf(table, leader), force.name).toBe(force.leader);
      if (force.side === "gm") {
        // The GM runs it: no player owns it, and the scene shows it on neither side.
        expect(
          [...table.owners.values()].some((ids) => ids.has(id)),
          force.name,
        ).toBe(false);
        expect(allegiance(id).side, force.name).toBeNull();
        continue;
      }
      for (const piece of [id, ...figures]) {
        expect(table.owners.get(owner[force.side])?.has(piece), `${force.name}: ${nameOf(table, piece)}`).toBe(true);
        expect(table.adventure.sides[force.side], `${force.name}: ${nameOf(table, piece)}`).toContain(piece);
      }
      expect(allegiance(id), force.name).toMatchObject({
        side: force.side === "a" ? "friendly" : "hostile",
        sceneShowsBothSides: true,
        owners: [owner[force.side]],
      });
    }
    // Nothing on the table the journal does not name, figures aside.
    const named = new Set(forces.map((f) => table.actorNamed(f.name)));
    const forcesOnTable = [...table.actors].filter(([, e]) => e.snapshot.type !== "figure").map(([id]) => id);
    expect(forcesOnTable.filter((id) => !named.has(id)).map((id) => nameOf(table, id))).toEqual([]);
  });

  it("CORE-4 every figure is as its sheet holds it, armed with the weapon item its sheet names, at that weapon's table row", () => {
    const table = adventureTable(name);
    const pieces = table.port(GM).pieces;
    const figures = table.adventure.source.actors.filter((a) => a.type === "figure");
    expect(figures.length).toBeGreaterThan(10);
    for (const actor of figures) {
      const id = `Actor.${actor._id}`;
      const stored = table.figure(id);
      expect(stored, actor.name).toMatchObject({
        name: actor.name,
        endurance: actor.system.endurance,
        reaction: actor.system.reaction,
        melee: actor.system.melee,
      });
      expect(table.figureSource(id).states, actor.name).toEqual(actor.system.states);
      const item = actor.items.find((i) => i._id === actor.system.weaponId);
      expect(item, `${actor.name}'s weapon`).toBeDefined();
      const weapon = pieces.weaponOf(id);
      expect(weapon?.name, actor.name).toBe(item?.system.tableId);
      // The double arms him by the table row: the item the pack stores must say the same.
      expect(weapon?.profile, actor.name).toMatchObject({
        range: item?.system.range,
        rof: item?.system.rof,
        hth: item?.system.hth,
      });
      expect(table.adventure.carried.get(id), actor.name).toEqual(actor.items.map((i) => i.system.tableId));
    }
  });

  it("CORE-5 every token stands where the scene puts it (100 pixels to the inch), facing as its rotation (a gun as stored), with its side's disposition", () => {
    const table = adventureTable(name);
    const scene = table.adventure.source.scenes[0]!;
    expect(scene.tokens.length).toBeGreaterThan(10);
    expect(table.onScene).toHaveLength(scene.tokens.length);
    for (const t of scene.tokens) {
      const id = `Actor.${t.actorId}`;
      const at = { x: (t.x + t.width * 50) / 100, y: (t.y + t.height * 50) / 100 };
      const stored = table.actors.get(id)?.snapshot;
      const facing = stored?.type === "gun" ? stored.system.facing : (t.rotation + 90) % 360;
      expect(table.positions.get(id), t.name).toMatchObject({
        id,
        at,
        facing,
        base: { shape: "round", diameter: t.width },
      });
      expect(table.tokenAt.get(id), t.name).toEqual(at);
      const side = table.adventure.sides.a.includes(id) ? 1 : table.adventure.sides.b.includes(id) ? -1 : 0;
      expect(table.dispositions.get(id), t.name).toBe(side);
    }
    // Every figure of every force has its token: nobody is left off the map.
    const unplaced = [...table.actors]
      .filter(([id, e]) => e.snapshot.type === "figure" && !table.positions.has(id))
      .map(([, e]) => e.name);
    expect(unplaced).toEqual([]);
  });
});

describe("The Dry Creek Bank Job: the table as the scene sets it", () => {
  it("OW-4b / OW-6 / OW-9.2 the scene's options: Old West, 1876, the hero, dynamite and animals on", () => {
    const table = adventureTable(DRY_CREEK);
    expect(table.options).toMatchObject({
      era: "old-west",
      year: 1876,
      hollywood: { heroes: true, dynamite: true, animals: true, wagonGatling: false },
    });
  });

  it("CORE-5 the gang starts inside the bank (a building: hard cover), the posse on Main Street by the stage, the cattle in the corral", () => {
    const table = adventureTable(DRY_CREEK);
    const terrain = table.port(GM).scene.terrain();
    const at = (actor: string) => table.positions.get(table.actorNamed(actor))!.at;
    expect(standingIn(terrain, at("Gang boss"))).toMatchObject({ kind: "building", traits: { cover: "hard" } });
    expect(standingIn(terrain, at("U.S. Marshal")).kind).toBe("road");
    expect(at("Livery cattle")).toEqual({ x: 33.5, y: 8.5 });
    // The corral fence, an obstacle wall, is read as the rules' fence; the bank's two doors as doors.
    expect(terrain.obstacles.filter((o) => o.kind === "fence").length).toBe(7);
    const bankDoors = [...table.walls.values()].filter(
      (w) => w.door && w.a.x >= 17 && w.b.x <= 26 && w.a.y >= 7 && w.a.y <= 14,
    );
    expect(bankDoors.map((w) => [w.a, w.b, w.open])).toEqual([
      [{ x: 18, y: 7 }, { x: 19.5, y: 7 }, false],
      [{ x: 20.5, y: 14 }, { x: 22.5, y: 14 }, false],
    ]);
    // Its two windows on Main Street, either side of the front door: the rules read each as the bank's wall
    // that lets sight through (hard cover, seen and seeing).
    const windows = [...table.walls.values()].filter((w) => w.window);
    expect(windows.map((w) => [w.a, w.b])).toEqual([
      [
        { x: 17.5, y: 14 },
        { x: 20.5, y: 14 },
      ],
      [
        { x: 23, y: 14 },
        { x: 25.5, y: 14 },
      ],
    ]);
    const read = terrain.obstacles.filter((o) => o.kind === "buildingWall" && o.blocksSight === false);
    expect(read.map((o) => [o.a, o.b])).toEqual(windows.map((w) => [w.a, w.b]));
    // The briefing's words: the posse reined in by the stage, in front of the bank.
    expect(at("Deputy (shotgun)")).toEqual({ x: 19, y: 16.5 });
    expect(at("Overland stagecoach")).toEqual({ x: 21.5, y: 17.5 });
    expect(journalText(table.adventure.source, "Briefing")).toContain(
      "behind the bank's stone walls and its two front windows either side of the shut door",
    );
  });

  it("OW-9.2.7 the cattle's stampede ground: their token, every other token, the scene's walls and fences", () => {
    const table = adventureTable(DRY_CREEK);
    const cattle = table.actorNamed("Livery cattle");
    const ground = table.stampedeGrounds.get(cattle);
    expect(ground?.herdAt.map((f) => f.at)).toEqual([{ x: 33.5, y: 8.5 }]);
    expect(ground?.others).toHaveLength(table.onScene.length - 1);
    expect(ground?.obstacles.filter((o) => o.kind === "fence")).toHaveLength(7);
  });
});

describe("The Bridge at Les Trois Moulins: the table as the scene sets it", () => {
  it("NAP-1 the scene's options: Horse and Musket, 1809, no Hollywood option", () => {
    const table = adventureTable(TROIS_MOULINS);
    expect(table.options).toMatchObject({
      era: "napoleonic",
      year: 1809,
      hollywood: { heroes: false, dynamite: false, animals: false, wagonGatling: false },
    });
  });

  it("NAP-6.1.2b the dragoons start east of the mill stream, the garrison west of it; the bridge is a drawing the engineers' rules read", () => {
    const table = adventureTable(TROIS_MOULINS);
    const xs = (side: readonly string[]) => side.flatMap((id) => table.positions.get(id)?.at.x ?? []);
    expect(Math.min(...xs(table.adventure.sides.b))).toBeGreaterThan(48);
    expect(Math.max(...xs(table.adventure.sides.a))).toBeLessThan(40);
    expect([...table.drawings.values()].map((d) => d.flags)).toEqual([{ "combat-patrol": { bridge: true } }]);
  });

  it("NAP-5.5 close order is measured from the tokens: the section's two ranks stand with bases touching, as the journal says, so the table reads it in close order", () => {
    expect(journalText(adventureSourceNamed(TROIS_MOULINS), "Your first turn")).toContain(
      "The section stands in two ranks with bases touching: it is in close order.",
    );
    const table = adventureTable(TROIS_MOULINS);
    const section = table.actorNamed("Line infantry section");
    const at = (name: string) => table.positions.get(table.memberNamed(section, name))!.at;
    // 1" tokens 1" apart centre to centre: touching along each rank and rank to rank.
    expect([at("Sergeant"), at("Fusilier 1"), at("Fusilier 4"), at("Fusilier 5")]).toEqual([
      { x: 21.5, y: 19 },
      { x: 22.5, y: 19 },
      { x: 25.5, y: 19 },
      { x: 21.5, y: 20 },
    ]);
    expect(table.closeOrderUnits.has(section)).toBe(true);
    expect(table.unit(section).closeOrder).toBe(true);
  });
});
