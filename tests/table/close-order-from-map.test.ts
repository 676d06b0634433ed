/**
 * NAP-5.4.1 / NAP-5.3b close order read from the map: the Turn to face dialog starts its enemy's
 * bearing from the nearest enemy unit the group sees (from its leader's token), and the Move
 * dialog of a line clicked outside its front starts the wheel from the click. The GM reads the
 * same: what the player changed stands and the chat card shows the map's beside it.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { apply, chat, GM, lines, pick, PLAYER, press, stack, TableDouble } from "./harness";
import { NAPOLEONIC } from "./scenes";
import { send } from "./world-cases";

const COMPANY = "Actor.company000000001";
const FUSILIERS = [
  "Actor.fusilier00000001",
  "Actor.fusilier00000002",
  "Actor.fusilier00000003",
  "Actor.fusilier00000004",
];
const NAMES = ["Sgt. Ney", "Fus. Abel", "Fus. Brun", "Fus. Caron"];
const RIFLES = "Actor.rifles000000001";
const RIFLEMEN = ["Actor.rifleman0000001", "Actor.rifleman0000002"];
const JAEGERS = "Actor.jaegers00000001";
const JAEGER = "Actor.jaeger00000001";

/** A building's wall (blocks sight) from (5, -3) to (5, 3) (pixels, 100 to the inch). */
const BUILDING_WALL = { id: "house", c: [500, -300, 500, 300], door: 0, ds: 0, sight: 20, window: false };

/**
 * The Fusiliers in close order, in line along y = 0 (x = 0..3) facing 90° (down the screen), Sgt.
 * Ney (the leader) at (0, 0); the Rifles 10" behind them (centre (0, -10)), and the Jaegers 7" to
 * their right behind a house's wall (out of sight, though nearer).
 */
function company(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  FUSILIERS.forEach((id, i) => {
    table.addFigure(id, NAMES[i]!, {}, "nap.musket", PLAYER);
    table.positions.set(id, { id, at: { x: i, y: 0 }, base: roundBase(1), facing: 90 });
  });
  table.addUnit(COMPANY, "Fusiliers", FUSILIERS, {}, PLAYER);
  table.closeOrderUnits.add(COMPANY);
  table.facings.set(COMPANY, 90);
  RIFLEMEN.forEach((id, i) => {
    table.addFigure(id, `Rifleman ${i + 1}`, {}, "nap.rifle", GM);
    table.positions.set(id, { id, at: { x: i * 2 - 1, y: -10 }, base: roundBase(1), facing: 90 });
  });
  table.addUnit(RIFLES, "Rifles", RIFLEMEN, {}, GM);
  table.addFigure(JAEGER, "Jaeger", {}, "nap.rifle", GM);
  table.positions.set(JAEGER, { id: JAEGER, at: { x: 7, y: 0 }, base: roundBase(1), facing: 180 });
  table.addUnit(JAEGERS, "Jaegers", [JAEGER], {}, GM);
  table.sceneDocuments.set(VIEWED_SCENE, { regions: [], walls: [BUILDING_WALL] as never });
  table.onScene = [...FUSILIERS, ...RIFLEMEN, JAEGER];
  return table;
}

const field = (table: TableDouble, name: string) => table.asked[0]?.fields.find((f) => f.name === name);

describe("the enemy a close order group turns to face, read from the map (NAP-5.4.1)", () => {
  it("NAP-5.4.1 the enemy's bearing from the map, nothing typed: the Rifles in sight 10\" behind (6 o'clock), not the nearer Jaegers behind the house; the group passes and faces them", async () => {
    const table = company();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass]);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(field(table, "enemyBearing")?.value).toBe("6");
    expect(field(table, "enemyBearing")?.hint).toBe(
      "From the map: the nearest enemy unit yours can see. Pick another hour to face another.",
    );
    expect(lines(chat(table))).toEqual([
      `Card ${pass.serial}: the close order group passes, checking with the leader's Guts (3).`,
      "4 figures turn to face the enemy behind, at 6 o'clock of the line's facing.",
    ]);
    expect(chat(table).changes).toEqual(NAMES.map((n) => `${n} turns to face his 6 o'clock`));
  });

  it("NAP-5.4.1 the unit's actor has no token of its own: the facing starts from Sgt. Ney's token (90°), the Rifles at its 6 o'clock", async () => {
    const table = company();
    table.facings.delete(COMPANY);
    const spy = vi.spyOn(table.coordinator, "draw");
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(field(table, "enemyBearing")?.value).toBe("6");
    const sent = (spy.mock.calls[0]![0].input as { closeOrderTurn: { facing: number; enemyBearing: number } })
      .closeOrderTurn;
    expect([sent.facing, sent.enemyBearing]).toEqual([90, 270]);
  });

  it("NAP-5.4.1 the player declares the enemy at 5 o'clock: his bearing stands (the group faces 240°) and the GM's card shows the map's 6 o'clock", async () => {
    const table = company();
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
    table.answers = [{ enemyBearing: "5" }];
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    const shown = lines(chat(table));
    expect(shown[0]).toBe(
      "Declared the enemy at 5 o'clock of the line's facing; the map shows the nearest enemy in sight at 6 o'clock.",
    );
    expect(shown.at(-1)).toBe("4 figures turn to face the enemy behind, at 5 o'clock of the line's facing.");
    await apply(table, GM);
    for (const id of FUSILIERS) expect(table.figure(id).flags?.["facing"]).toBe(240);
  });

  it("NAP-5.4.1 with the Rifles gone from the scene and the Jaegers out of sight, no enemy is measured: the bearing starts straight behind and nothing is declared", async () => {
    const table = company();
    table.onScene = [...FUSILIERS, JAEGER];
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect([field(table, "enemyBearing")?.value, field(table, "enemyBearing")?.hint]).toEqual([
      "6",
      "12 o'clock is the way the line faces now. The enemy must be behind it: more than 90°, i.e. more than 3 hours off 12 (4 to 8 o'clock).",
    ]);
    expect(lines(chat(table)).some((l) => l.startsWith("Declared"))).toBe(false);
  });
});

describe("the enemy the request names, on the GM's side (NAP-5.4.1)", () => {
  /** The honest Turn to face request the button sent (naming the Rifles), on a fresh table to send altered copies to. */
  async function sent() {
    const table = company();
    const spy = vi.spyOn(table.coordinator, "draw");
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    const query = structuredClone(spy.mock.calls[0]![0]);
    spy.mockRestore();
    return { query, input: query.input as Record<string, unknown> };
  }

  it("NAP-5.4.1 the request names the enemy unit the map found (the Rifles); sent again to a fresh table, it is drawn", async () => {
    const { query, input } = await sent();
    expect(input["enemy"]).toBe(RIFLES);
    const fresh = company();
    stack(fresh, [pick("reaction 1", (c) => c.reaction === 1)]);
    expect((await send(fresh, query, input)).ok).toBe(true);
  });

  it.each([
    ["no piece", "Actor.nobody0000000000", "COMBAT_PATROL.Error.notAsOnTable"],
    ["the group itself", COMPANY, "COMBAT_PATROL.Error.notAsOnTable"],
    ["a number", 7, "COMBAT_PATROL.Error.badActionParams"],
  ])(
    "NAP-5.4.1 a request naming %s as the enemy is refused before any card, nothing written",
    async (_what, enemy, key) => {
      const { query, input } = await sent();
      const fresh = company();
      stack(fresh, [pick("reaction 1", (c) => c.reaction === 1)]);
      const answer = await send(fresh, query, { ...input, enemy });
      expect(answer.ok ? null : answer.key).toBe(key);
      expect(fresh.writes).toEqual([]);
    },
  );
});

describe("which enemy the group faces (NAP-5.4.1, CORE-11)", () => {
  const VOLTIGEURS = "Actor.voltigeurs0000001";
  const VOLTIGEUR = "Actor.voltigeur00000001";
  /** The company's table with the Voltigeurs in sight 4" in front of Sgt. Ney (commanded by the Fusiliers or not). */
  function withVoltigeurs(commanded: boolean): TableDouble {
    const table = company();
    table.addFigure(VOLTIGEUR, "Voltigeur", {}, "nap.musket", commanded ? PLAYER : GM);
    table.positions.set(VOLTIGEUR, { id: VOLTIGEUR, at: { x: 0, y: 4 }, base: roundBase(1), facing: 90 });
    // Not under the Fusiliers' command: the GM's, the enemy.
    table.addUnit(
      VOLTIGEURS,
      "Voltigeurs",
      [VOLTIGEUR],
      { commanderId: commanded ? COMPANY : null },
      commanded ? PLAYER : GM,
    );
    table.onScene.push(VOLTIGEUR);
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
    return table;
  }

  it("CORE-11 NAP-5.4.1 the Voltigeurs under the Fusiliers' command, nearer and in sight, are no enemy: the bearing still points at the Rifles (6 o'clock)", async () => {
    const table = withVoltigeurs(true);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(field(table, "enemyBearing")?.value).toBe("6");
  });

  it("NAP-5.4.1 an enemy unit nearer in front is the map's (12 o'clock), unless the player targets the Rifles: then the bearing is theirs (6 o'clock)", async () => {
    const nearest = withVoltigeurs(false);
    expect(await press(nearest, "closeOrderTurn", COMPANY)).toBe("done");
    expect(field(nearest, "enemyBearing")?.value).toBe("12");
    const targeted = withVoltigeurs(false);
    targeted.targets = [RIFLEMEN[0]!];
    expect(await press(targeted, "closeOrderTurn", COMPANY)).toBe("done");
    expect(field(targeted, "enemyBearing")?.value).toBe("6");
    expect(lines(chat(targeted)).some((l) => l.startsWith("Declared"))).toBe(false);
  });
});

describe("a close order line's wheel read from the click (NAP-5.3b)", () => {
  /** The Fusiliers' line (4" frontage) with Sgt. Ney clicked 45° off their facing, down and to the left. */
  function wheeling(): TableDouble {
    const table = company();
    table.onScene = [...FUSILIERS];
    table.pickedPoint = { x: -6, y: 6 };
    return table;
  }
  const seven = () => pick('a 7" move', (c) => c.move === 7);

  it('NAP-5.3b the wheel from the click, nothing typed: 45° from one end, the outside figure of a 4" line travels 3.1"; a 7" card leaves 3.9" (no sideways penalty)', async () => {
    const table = wheeling();
    const card = seven();
    stack(table, [card]);
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    expect(["wheelTo", "wheel", "wheelAbout", "lateral"].map((n) => field(table, n)?.value)).toEqual([
      "2",
      0,
      "end",
      false,
    ]);
    expect(field(table, "wheelTo")?.hint).toBe(
      "From your click: the line wheels from one end to face its 2 o'clock, its outside figure travelling 3.1\". To move sideways or obliquely instead, pick 12 o'clock and tick that box.",
    );
    expect(lines(chat(table))).toEqual([
      `Sgt. Ney: card ${card.serial} shows 7"`,
      'Wheeling first: -3.1"',
      'May move 3.9".',
    ]);
  });

  it("NAP-5.3b the player moves obliquely instead of wheeling: his move stands (-2\"), the GM's card shows the map's 3.1\" wheel", async () => {
    const table = wheeling();
    stack(table, [seven()]);
    table.answers = [{ wheelTo: "12", lateral: true }];
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    const shown = lines(chat(table));
    expect(shown[0]).toBe('Declared a wheel of 0" for the outside figure; the map shows 3.1" to face the click.');
    expect(shown.at(-1)).toBe('May move 5".');
  });

  it('NAP-5.3b the line pivots on its centre instead (on foot): half the radius, 1.6"; the map reads that too, nothing declared', async () => {
    const table = wheeling();
    const card = seven();
    stack(table, [card]);
    table.answers = [{ wheelAbout: "centre" }];
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    expect(lines(chat(table))).toEqual([
      `Sgt. Ney: card ${card.serial} shows 7"`,
      'Wheeling first: -1.6"',
      'May move 5.4".',
    ]);
  });

  it("NAP-5.3b a click straight ahead of the line: no wheel read, nothing declared", async () => {
    const table = wheeling();
    table.pickedPoint = { x: 0, y: 6 };
    stack(table, [seven()]);
    expect(await press(table, "move", FUSILIERS[0]!)).toBe("done");
    expect([field(table, "wheelTo")?.value, field(table, "wheelTo")?.hint]).toEqual([
      "12",
      "12 o'clock: no wheel. Another hour wheels the line from one end to face it (3 o'clock: a quarter turn to its right), measured by its outside figure over the tokens.",
    ]);
    expect(lines(chat(table)).at(-1)).toBe('May move 7".');
    expect(lines(chat(table)).some((l) => l.startsWith("Declared"))).toBe(false);
  });
});
