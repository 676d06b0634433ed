/**
 * The starter adventures on the table double (tests/doubles/adventure-table.ts), read from their
 * pack source as the import sets them up: the forces the journal names on their sides, every
 * token where the scene puts it, the map and the rules options; then a first play through the
 * REAL actions (press, the GM's draw procedure, the chat card, Apply): the ground for games
 * played from the adventures' own tables.
 */
import { describe, expect, it } from "vitest";
import { standingIn } from "@rules/terrain";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { adventureSourceNamed, adventureTable, journalText, type AdventureTable } from "../doubles/adventure-table";
import { activate, apply, chat, GM, OTHER, pick, PLAYER, press, stack, writeKinds } from "./harness";

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

  it("CORE-5 the gang starts inside the bank (a building: hard cover), the posse on Main Street, the cattle in the corral", () => {
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

  it("NAP-5.5 close order is measured from the tokens: the section's two ranks stand 1\" apart, so the map shows it in open order", () => {
    // The journal's first turn says the section stands "with bases touching: it is in close order";
    // the scene places its 1" tokens 2" apart centre to centre. The table reads the tokens.
    const table = adventureTable(TROIS_MOULINS);
    const section = table.actorNamed("Line infantry section");
    const sergeant = table.positions.get(table.memberNamed(section, "Sergeant"))!;
    const next = table.positions.get(table.memberNamed(section, "Fusilier 1"))!;
    expect(next.at.x - sergeant.at.x).toBe(2);
    expect(table.closeOrderUnits.has(section)).toBe(false);
    expect(table.unit(section).closeOrder).toBe(false);
  });
});

/* ------------------------------------------------------------------ first plays */

/** CORE-3 the Activation Card `card` of turn 1 is in play for these units, on the GM's flag and in the deck as drawn. */
function onCard(table: AdventureTable, units: readonly string[], drawn: readonly string[]): void {
  activate(table, units, drawn.at(-1));
  table.activation = { state: { ...table.activation.state, drawn: [...drawn], turn: 1 }, audit: null };
}

const nine = pick('a 9" move', (c) => c.move === 9);
const nineMore = pick('another 9" move', (c) => c.move === 9, [nine]);
const miss = pick("a miss", (c) => c.hit === 0);

describe("The Dry Creek Bank Job: the law's first shots", () => {
  it("CORE-5 as set up, the gang is inside the bank with its doors shut: the posse's fire at it is refused by the bank's walls, nothing drawn or written", async () => {
    const table = adventureTable(DRY_CREEK);
    const posse = table.actorNamed("Marshal's posse");
    table.targets = [table.actorNamed("Gang boss")];
    activate(table, [posse]);
    stack(table, [miss], OTHER);
    let excluded: string[] = [];
    // The player ticks back every rider the dialog left out: the GM reads the walls again.
    table.fireAnswer = (state) => {
      excluded = state.shooters.filter((s) => !s.include).map((s) => `${s.figure.name}: ${s.refusal?.key ?? ""}`);
      return { ...state, shooters: state.shooters.map((s) => ({ ...s, include: true, refusal: null })) };
    };
    expect(await press(table, "fire", table.actorNamed("Deputy (rifle)"), { user: OTHER })).toBe("done");
    expect(excluded).toHaveLength(5);
    expect(new Set(excluded.map((e) => e.split(": ")[1]))).toEqual(
      new Set(["COMBAT_PATROL.Error.noSight.buildingWall"]),
    );
    expect(table.warnings.map((w) => w.text)).toEqual([
      "U.S. Marshal cannot see the target: a wall is in the way. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 the journal's first step, the Bandit (rifle) firing at a rider, is refused the same way: the gang cannot see out of the shut bank", async () => {
    const table = adventureTable(DRY_CREEK);
    table.targets = [table.actorNamed("Deputy (rifle)")];
    activate(table, [table.actorNamed("Dry Creek gang")]);
    stack(table, [miss]);
    table.fireAnswer = (state) => ({
      ...state,
      shooters: state.shooters.map((s) => ({ ...s, include: true, refusal: null })),
    });
    expect(await press(table, "fire", table.actorNamed("Bandit (rifle)"))).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Gang boss cannot see the target: a wall is in the way. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("OW-7.1 / CORE-5 the GM opens the bank's front door, Deputy (shotgun) rides up Main Street (two cards, 18\") and on the posse's next card fires through the door: hard cover from the map, a chat card, Apply writes", async () => {
    const table = adventureTable(DRY_CREEK);
    const posse = table.actorNamed("Marshal's posse");
    const deputy = table.actorNamed("Deputy (shotgun)");
    const frontDoor = [...table.walls].find(([, w]) => w.door && w.a.y === 14 && w.a.x === 20.5)![0];
    table.openDoor(frontDoor);

    // The posse's card: the deputy's Move, two cards for a rider, then the player drags him to the door.
    activate(table, [posse]);
    stack(table, [nine, nineMore], OTHER);
    table.pickedPoint = { x: 21.5, y: 17 };
    expect(await press(table, "move", deputy, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe('Deputy (shotgun) may move 18" mounted.');
    table.moveToken(deputy, { x: 21.5, y: 17 });

    // The posse's next card: he fires at the gang through the open door.
    activate(table, [posse], "5#1");
    table.targets = [table.actorNamed("Bandit (dynamite)")];
    const hit = pick(
      "a sure hit, incapacitating",
      (c) => typeof c.hit === "number" && c.hit >= 6 && c.damage === "INCAPACITATE",
    );
    stack(table, [hit, hit, hit], OTHER);
    let dialog: FireDialogState | null = null;
    table.fireAnswer = (state) => {
      dialog = state;
      return state;
    };
    const before = table.writes.length;
    expect(await press(table, "fire", deputy, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    const shown = dialog as FireDialogState | null;
    expect(shown?.cover).toBe("hard");
    expect(shown?.shooters.filter((s) => s.include).map((s) => s.figure.name)).toEqual(["Deputy (shotgun)"]);
    expect(chat(table).summary).toMatch(/shot/);
    expect(writeKinds(table).slice(before)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(writeKinds(table).slice(before + 2)).toEqual(["updateWorldActors", "saveDecks", "updateMessage"]);
  });
});

describe("The Bridge at Les Trois Moulins: the first card of each side", () => {
  it("NAP-5.4 / NAP-4 the section fires at the 2nd troop: the men in range and sight fire (open order: the rear rank does not), a chat card, Apply writes the troop's sheets", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const section = table.actorNamed("Line infantry section");
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    table.targets = [table.memberNamed(troop, "Corporal")];
    activate(table, [section]);
    const hit = pick(
      "a sure hit, incapacitating",
      (c) => typeof c.hit === "number" && c.hit >= 6 && c.damage === "INCAPACITATE",
    );
    stack(table, [hit, hit, hit, hit], PLAYER);
    let firing: string[] = [];
    table.fireAnswer = (state) => {
      firing = state.shooters.filter((s) => s.include).map((s) => s.figure.name);
      return state;
    };
    expect(await press(table, "fire", section)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(firing).toEqual(["Fusilier 4", "Fusilier 9"]);
    expect(chat(table).summary).toMatch(/^2 shots/);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(writeKinds(table).slice(2)).toEqual(["updateWorldActors", "saveDecks", "updateMessage"]);
  });

  it("NAP-7.2 / NAP-7.3 the gun starts unloaded, as the journal says: Load canister (five gunners and their sergeant: one activation), and on its next card Fire gun at the 2nd troop", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const gun = table.actorNamed("6# gun");
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    onCard(table, [gun], ["number#3"]);
    table.answers = [{ round: "canister" }];
    expect(await press(table, "load", gun)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe("Loaded: the gun may fire on its next activation.");
    expect(await apply(table)).toMatchObject({ ok: true });
    const loaded = table.actors.get(gun)?.snapshot;
    expect(loaded?.type === "gun" && [loaded.system.round, loaded.system.outOfAmmo]).toEqual(["canister", 0]);

    onCard(table, [gun], ["number#3", "number#5"]);
    table.targets = [table.memberNamed(troop, "Corporal")];
    stack(table, [pick("any card", () => true)], PLAYER);
    const before = table.writes.length;
    expect(await press(table, "fireGun", gun)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toMatch(/^Canister/);
    expect(writeKinds(table).slice(before)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-6.1 the 2nd troop's corporal rides for the bridge: the GM draws his two cards, the chat card says how far, nothing to write", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    activate(table, [troop]);
    stack(table, [nine, nineMore], OTHER);
    table.pickedPoint = { x: 46, y: 21 };
    expect(await press(table, "move", table.memberNamed(troop, "Corporal"), { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe('Corporal may move 18" mounted.');
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });
});
