/**
 * NAP-7.1 / NAP-7.3 / OW-5.2 the guns' dialogs start from the map, and the GM reads the map by the
 * same code: Move gun's ground and inches in woods or rough from the straight way to the point
 * clicked (a declared difference shown on the chat card), Fire gun's range ahead from the targeted
 * unit's nearest figure (the GM finds the point ahead again), the Gatling's range measured as
 * fire's (base edge to base edge), whether the Gatling moved this activation from its crew's flag,
 * and a wagon-mounted Gatling's turn from the wagon's token to the click. Nothing is typed unless
 * a test says so.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { GunSource } from "@foundry/data/sources";
import { movedEffect } from "@foundry/canvas/moved-flags";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, FINCH, HALE, lines, pick, PLAYER, posseAndRaiders, press, RAIDERS, stack, TableDouble } from "./harness";
import { GUN, battery, card, text } from "./artillery-battery";

type Json = Record<string, unknown>;

/** Rough ground from 3" to 20" along the way east of the gun (pixels, 100 to the inch). */
const ROUGH = {
  id: "rough",
  shapes: [{ type: "rectangle", x: 300, y: -500, width: 1700, height: 1000 }],
  behaviors: [{ type: "terrain", system: { kind: "rough" } }],
};
/** A road from behind the gun to 11" east of it. */
const ROAD = {
  id: "road",
  shapes: [{ type: "rectangle", x: -100, y: -100, width: 1200, height: 200 }],
  behaviors: [{ type: "terrain", system: { kind: "road" } }],
};

/** The viewed scene's Terrain regions (no walls). */
function ground(table: TableDouble, regions: object[]): void {
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: regions.map((r) => ({ id: "region", shapes: [], behaviors: [], ...r })),
    walls: [],
  });
}

const field = (table: TableDouble, dialog: number, name: string) =>
  table.asked[dialog]?.fields.find((f) => f.name === name)?.value;

/** What the player's client sends to the GM (the first draw request). */
function sentInput(table: TableDouble): () => Json {
  const spy = vi.spyOn(table.coordinator, "draw");
  return () => structuredClone(spy.mock.calls[0]?.[0]?.input ?? {}) as Json;
}

/** The player's client alters its request before the GM's client reads it. */
function tamper(table: TableDouble, alter: (input: Json) => Json): void {
  const draw = table.coordinator.draw.bind(table.coordinator);
  vi.spyOn(table.coordinator, "draw").mockImplementation((query) =>
    draw({ ...query, input: alter(structuredClone(query.input) as Json) }),
  );
}

describe("Move gun read from the map (NAP-7.1)", () => {
  it('NAP-7.1 the limbered gun clicked 8" east through rough from 3", nothing typed: the dialog opens at rough with 5" in it; bogged, it stops 2.5" into the rough; no declared line', async () => {
    const table = battery({ limbered: true });
    ground(table, [ROUGH]);
    table.pickedPoint = { x: 8, y: 0 };
    stack(table, [card(5), card(3)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.MoveGun.clickDestination"]);
    expect([field(table, 0, "terrain"), field(table, 0, "inchesInRough")]).toEqual(["rough", 5]);
    const said = text(table);
    expect(said).toContain('The gun: card 5 shows 9"');
    expect(said).toContain('Bogged in the rough: the gun stops 2.5" into it.');
    expect(said).not.toContain("Declared");
  });

  it("NAP-7.1 the player's own 2\" in the rough stand (he goes round): bogged, the gun stops 1\" in; the GM's card shows the map's 5\"", async () => {
    const table = battery({ limbered: true });
    ground(table, [ROUGH]);
    table.pickedPoint = { x: 8, y: 0 };
    table.answers = [{ inchesInRough: 2 }];
    stack(table, [card(5), card(3)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const shown = lines(chat(table));
    expect(shown[0]).toBe('Declared 2" in woods or rough; the map shows 5".');
    expect(text(table)).toContain('Bogged in the rough: the gun stops 1" into it.');
  });

  it('NAP-7.1 a limbered gun clicked along a road the whole way, nothing typed: "On a road", two cards (4 + 3 = 7")', async () => {
    const table = battery({ limbered: true });
    ground(table, [ROAD]);
    table.pickedPoint = { x: 8, y: 0 };
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect([field(table, 0, "terrain"), field(table, 0, "inchesInRough")]).toEqual(["road", 0]);
    expect(text(table)).toContain('The gun: cards #1, #2 show 4 + 3 = 7"');
    expect(text(table)).not.toContain("Declared");
  });

  it("NAP-7.1 a road declared where the map shows open ground: the two cards stand, the GM's card says what the map shows", async () => {
    const table = battery({ limbered: true });
    ground(table, []);
    table.pickedPoint = { x: 8, y: 0 };
    table.answers = [{ terrain: "road" }];
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(field(table, 0, "terrain")).toBe("open");
    expect(lines(chat(table))[0]).toBe("Declared a move on a road; the map shows a move over open ground.");
    expect(text(table)).toContain('The gun may move 7".');
  });

  it("NAP-7.1 the GM reads the way from the gun's token itself: a client that sends the map's reading of another start still gets the map's 5\" beside its 1\"", async () => {
    const table = battery({ limbered: true });
    ground(table, [ROUGH]);
    table.pickedPoint = { x: 8, y: 0 };
    tamper(table, (input) => ({ ...input, move: { ...(input.move as Json), inchesInRough: 1 } }));
    stack(table, [card(5), card(3)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(lines(chat(table))[0]).toBe('Declared 1" in woods or rough; the map shows 5".');
  });
});

describe("Fire gun's range read from the map (NAP-7.3)", () => {
  it('NAP-7.3 the range ahead starts at the map\'s range to the Raiders (Hale 30" away, 1" bases: 29" edge to edge), nothing typed; fired ahead, the GM finds the same point and the card shows no declared range', async () => {
    const table = battery();
    const sent = sentInput(table);
    table.answers = [{ aim: "ahead" }];
    stack(table, [card(1), card(5), card(8)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(field(table, 0, "range")).toBe(29);
    expect(table.warnings).toEqual([]);
    expect(sent()).toMatchObject({ aim: { at: "ahead", range: 29, unitId: RAIDERS } });
    expect((sent().laying as Json).targetPoint).toEqual({ x: 29, y: 0 });
    expect(text(table)).not.toContain("straight ahead");
  });

  it("NAP-7.3 a range of 20\" typed ahead stands (the player's aim); the GM's card shows the map's 29\" to the Raiders", async () => {
    const table = battery();
    table.answers = [{ aim: "ahead", range: 20 }];
    stack(table, [card(1), card(5), card(8)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(lines(chat(table))[0]).toBe('Aimed 20" straight ahead; the map shows 29" to Raiders.');
  });

  it("NAP-7.3 the GM measures the point ahead itself: a request whose point lies elsewhere than its range along the gun's facing is refused, nothing drawn or written", async () => {
    const table = battery();
    table.answers = [{ aim: "ahead" }];
    tamper(table, (input) => ({ ...input, laying: { ...(input.laying as Json), targetPoint: { x: 12, y: 0 } } }));
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gunAimNotOnMap"]);
    expect(table.writes).toEqual([]);
  });
});

const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";
const token = (id: string, x: number, y: number, facing?: number): Figure => ({
  id,
  at: { x, y },
  base: roundBase(1),
  ...(facing === undefined ? {} : { facing }),
});

/** The Posse's Gatling (three crewmen) facing 0° at the origin, Hale and Finch ahead on the map. */
function gatling(over: Partial<GunSource> = {}, hale = 24.5): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(G1, "Sgt. Gunn", {}, null, PLAYER);
  table.addFigure(G2, "Pvt. Crank", {}, null, PLAYER);
  table.addFigure(G3, "Pvt. Feed", {}, null, PLAYER);
  table.addGun(GUN, "Gatling", [G1, G2, G3], { kind: "gatling", facing: 0, ...over }, PLAYER);
  table.positions.set(GUN, token(GUN, 0, 0, 0));
  table.positions.set(HALE, token(HALE, hale, 0));
  table.positions.set(FINCH, token(FINCH, hale + 1.5, 0));
  table.targets = [HALE];
  return table;
}

const miss = (not: readonly number[]) => pick("a miss (0 holes)", (c) => c.hit === 0 && !not.includes(c.serial));
function misses(n: number) {
  const out: ReturnType<typeof miss>[] = [];
  for (let i = 0; i < n; i++) out.push(miss(out.map((c) => c.serial)));
  return out;
}

describe("the Gatling reads the map as fire does (OW-5.2a, OW-5.2f)", () => {
  it("OW-5.2a / CORE-5.1 the Gatling's range is fire's, base edge to base edge: Hale's token 24.5\" from the gun's (centres) is 23.5\" away, the medium band (3 shots), nothing typed; the GM measures the same", async () => {
    const table = gatling();
    const sent = sentInput(table);
    stack(table, misses(3));
    expect(await press(table, "gatlingFire", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(sent()).toMatchObject({ rangeInches: 23.5, moved: false });
    expect(chat(table).summary).toContain("3 shots, no hit");
  });

  it("OW-5.2a the Gatling moved this activation (its crew's flag, left by its Move): the dialog opens ticked, nothing typed; a burst sent as not moved is refused, nothing drawn or written", async () => {
    const table = gatling({ ruleFlags: { moved: true } });
    const sent = sentInput(table);
    stack(table, misses(3));
    expect(await press(table, "gatlingFire", GUN)).toBe("done");
    expect(field(table, 0, "moved")).toBe(true);
    expect(table.warnings).toEqual([]);
    expect(sent()).toMatchObject({ moved: true });

    const unticked = gatling({ ruleFlags: { moved: true } });
    unticked.answers = [{ moved: false }];
    expect(await press(unticked, "gatlingFire", GUN)).toBe("done");
    expect(unticked.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingMovedThisActivation"]);
    expect(unticked.writes).toEqual([]);
  });

  it('OW-5.2b the limbered Gatling clicked along a road, nothing typed: the ground opens at road (two cards); its Move names its crew as the piece that moved, so the canvas flags the crew "moved" (the flag its fire reads)', async () => {
    const table = gatling({ limbered: true, limber: { distance: 2, state: "ok" } });
    ground(table, [ROAD]);
    table.pickedPoint = { x: 8, y: 0 };
    const [a, b] = misses(2);
    stack(table, [a!, b!]);
    expect(await press(table, "gatlingMove", GUN)).toBe("done");
    expect(field(table, 0, "terrain")).toBe("road");
    expect(chat(table).summary).toBe(`The Gatling may move ${a!.move + b!.move}"`);
    expect(lines(chat(table)).join("\n")).not.toContain("Declared");
    const result = table.lastMessage().record!.result;
    expect(movedEffect(result)).toEqual({ kind: "flag", unitId: GUN, figureId: GUN, flag: "moved", value: true });
  });

  it("OW-5.2c the Gatling manhandled where the map shows rough ground, declared open: its quarter card stands, the GM's card says what the map shows", async () => {
    const table = gatling();
    ground(table, [ROUGH]);
    table.pickedPoint = { x: 8, y: 0 };
    table.answers = [{ terrain: "open" }];
    stack(table, [pick("a move of 8", (c) => c.move === 8)]);
    expect(await press(table, "gatlingMove", GUN)).toBe("done");
    expect(field(table, 0, "terrain")).toBe("rough");
    expect(lines(chat(table))[0]).toBe(
      "Declared a move over open ground; the map shows a move through woods or rough.",
    );
  });

  it("OW-5.2f / OW-9.3b the wagon-mounted Gatling's move clicked 90° off the wagon's facing, nothing typed: the turn opens at 3 o'clock (90°); a turn sent otherwise is refused by the GM", async () => {
    const wagonGatling = () => {
      const table = gatling();
      table.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, wagonGatling: true } };
      table.addFigure(DRIVER, "Jed the Driver", {}, null, PLAYER);
      table.addWagon(WAGON, "Buckboard", { driverId: DRIVER, gatling: true, gunId: GUN }, PLAYER);
      table.positions.delete(GUN);
      table.positions.set(WAGON, token(WAGON, 0, 0, 0));
      table.pickedPoint = { x: 0, y: 6 };
      return table;
    };
    const table = wagonGatling();
    stack(table, [pick("a move of 6", (c) => c.move === 6)]);
    expect(await press(table, "gatlingMove", WAGON, { params: { gunId: GUN } })).toBe("done");
    expect(field(table, 0, "turn")).toBe("3");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toContain('The wagon may move 6"');

    const typed = wagonGatling();
    typed.answers = [{ turn: "1" }];
    expect(await press(typed, "gatlingMove", WAGON, { params: { gunId: GUN } })).toBe("done");
    expect(typed.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notMapTurn"]);
    expect(typed.writes).toEqual([]);
  });
});
