/**
 * NAP-6.2.1.1 / OW-7.1d / NAP-6.1.2 / OW-7.1b the cavalry's dialogs start from the map: the
 * Charge's straight run into contact and its open, flat ground are read on the line from the
 * charger's token to the defender's (edge to edge; charge-map.ts readCharge over the scene's
 * Terrain regions and obstacle walls), and the Bog check's place and inches in the woods on the
 * move clicked (kernel/map-move.ts readMove). The GM reads the same; what the player changed stands and
 * the chat card shows both.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, lines, pick, press, stack, type TableDouble } from "./harness";
import { at, CASES, honest, send, tableFor } from "./world-cases";
import { GRENADIER, HUSSARS, LANCER, TROOPER, hussarsAndLine, sceneGround } from "./scenes";

const VOLTIGEUR = "Actor.voltigeur0000001";

/** A hedge across the line east at `x` inches (pixels, 100 to the inch). */
const hedgeAt = (x: number) => ({
  id: "hedge",
  c: [x * 100, -500, x * 100, 500],
  door: 0,
  ds: 0,
  sight: 0,
  obstacle: "hedge",
  window: false,
});
/** Woods from `from` to `to` inches along the line east. */
const woods = (from: number, to: number) => ({
  id: "woods",
  shapes: [{ type: "rectangle", x: from * 100, y: -500, width: (to - from) * 100, height: 1000 }],
  behaviors: [{ type: "terrain", system: { kind: "woods" } }],
});

/** Cpl. Lance's 1" token at (0, 0), Gren. Marc's at (`x`, 0): `x` - 1 inches edge to edge; Marc targeted. */
function charge(x: number, regions: object[] = [], walls: object[] = []): TableDouble {
  const table = hussarsAndLine();
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(GRENADIER, { id: GRENADIER, at: { x, y: 0 }, base: roundBase(1) });
  sceneGround(table, regions, walls);
  table.targets = [GRENADIER];
  return table;
}

const field = (table: TableDouble, dialog: number, name: string) =>
  table.asked[dialog]?.fields.find((f) => f.name === name)?.value;

describe("the charge read from the map (NAP-6.2.1.1, OW-7.1d)", () => {
  it('NAP-6.2.1.1 nothing typed: Cpl. Lance 9" from Gren. Marc over open ground starts at 9 straight inches over open, flat ground; impetus, and the card declares nothing', async () => {
    const table = charge(10);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect([field(table, 0, "straightInches"), field(table, 0, "openFlat")]).toEqual([9, true]);
    const shown = lines(chat(table));
    expect(shown.join("\n")).toContain("impetus 2");
    expect(shown.some((l) => l.startsWith("Declared"))).toBe(false);
  });

  it('NAP-6.2.1.1 a hedge 2.5" before contact: the straight stretch is what lies after it (2.5"), not over open ground; no impetus', async () => {
    const table = charge(10, [], [hedgeAt(7)]);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect([field(table, 0, "straightInches"), field(table, 0, "openFlat")]).toEqual([2.5, false]);
    expect(lines(chat(table)).join("\n")).not.toContain("impetus");
  });

  it('NAP-6.2.1.1 a hedge far back (6.5" before contact): the last 4" are open and flat; impetus', async () => {
    const table = charge(10, [], [hedgeAt(3)]);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect([field(table, 0, "straightInches"), field(table, 0, "openFlat")]).toEqual([6.5, true]);
    expect(lines(chat(table)).join("\n")).toContain("impetus 2");
  });

  it("NAP-6.2.1.1 Gren. Marc in the woods: the run ends in slow ground, no straight inches over open ground", async () => {
    const table = charge(10, [woods(8, 20)], []);
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect([field(table, 0, "straightInches"), field(table, 0, "openFlat")]).toEqual([0, false]);
  });

  it("NAP-6.2.1.1 the player's own run stands (he swung round the hedge): 6\" over open ground typed, impetus; the GM's card shows the map's 2.5\" and the hedge", async () => {
    const table = charge(10, [], [hedgeAt(7)]);
    table.answers = [{ straightInches: 6, openFlat: true }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const shown = lines(chat(table));
    expect(shown.slice(0, 2)).toEqual([
      'Declared 6" straight into contact; the map shows 2.5".',
      'Declared open, flat ground in the last 4" into contact; the map shows woods, rough ground or an obstacle.',
    ]);
    expect(shown.join("\n")).toContain("impetus 2");
  });

  it('NAP-6.2.1.1 already in contact, or off the map: the map cannot tell the run; the dialog starts as before (0" unmoved) and nothing is declared', async () => {
    const touching = charge(1);
    expect(await press(touching, "charge", LANCER)).toBe("done");
    expect([field(touching, 0, "straightInches"), field(touching, 0, "openFlat")]).toEqual([0, true]);
    const off = hussarsAndLine();
    off.targets = [GRENADIER];
    off.answers = [{ straightInches: 5 }];
    expect(await press(off, "charge", LANCER)).toBe("done");
    expect(field(off, 0, "straightInches")).toBe(0);
    expect(lines(chat(off)).some((l) => l.startsWith("Declared"))).toBe(false);
    expect(lines(chat(off)).join("\n")).toContain("impetus 2");
  });
});

/** The Hussars' riders at (0, 0) and (0, 2); the click at `to`. */
function riders(to: { x: number; y: number }, regions: object[], walls: object[]): TableDouble {
  const table = hussarsAndLine();
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(TROOPER, { id: TROOPER, at: { x: 0, y: 2 }, base: roundBase(1) });
  sceneGround(table, regions, walls);
  table.pickedPoint = to;
  return table;
}

describe("the bog check read from the map (NAP-6.1.2, OW-7.1b)", () => {
  it('NAP-6.1.2 the Bog check pressed on its own: the move is clicked; 6" into the woods, nothing typed: in the woods, 6", regular; bogged, they stop 3" in', async () => {
    const table = riders({ x: 9, y: 0 }, [woods(3, 20)], []);
    const bog = pick("bogs regular", (c) => c.bog.regular);
    stack(table, [bog]);
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Move.clickDestination"]);
    expect([field(table, 0, "place"), field(table, 0, "inchesInWoods"), field(table, 0, "grade")]).toEqual([
      "woods",
      6,
      "regular",
    ]);
    expect(lines(chat(table))).toEqual([
      `In the woods, card ${bog.serial}: bogged.`,
      'The unit stops 3" into the woods.',
    ]);
  });

  it("NAP-6.1.2 a hedge on the clicked move: the check starts at the obstacle, nothing typed", async () => {
    const table = riders({ x: 6, y: 0 }, [], [hedgeAt(3)]);
    stack(table, [pick("bogs regular", (c) => c.bog.regular)]);
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    expect(field(table, 0, "place")).toBe("linear-obstacle");
    expect(lines(chat(table)).some((l) => l.startsWith("Declared"))).toBe(false);
  });

  it("OW-7.1b the player's inches stand (2\" typed): bogged, they stop 1\" in; the GM's card shows the map's 6\"", async () => {
    const table = riders({ x: 9, y: 0 }, [woods(3, 20)], []);
    const bog = pick("bogs regular", (c) => c.bog.regular);
    stack(table, [bog]);
    table.answers = [{ inchesInWoods: 2 }];
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    expect(lines(chat(table))).toEqual([
      'Declared 2" in the woods; the map shows 6".',
      `In the woods, card ${bog.serial}: bogged.`,
      'The unit stops 1" into the woods.',
    ]);
  });

  it("NAP-6.1.2 the check declared at an obstacle where the map shows only woods: the GM's card says where the map puts it", async () => {
    const table = riders({ x: 9, y: 0 }, [woods(3, 20)], []);
    stack(table, [pick("bogs regular", (c) => c.bog.regular)]);
    table.answers = [{ place: "linear-obstacle" }];
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    expect(lines(chat(table))[0]).toBe("Declared the check at a fence, hedge or ditch; the map puts it in the woods.");
  });

  it("NAP-6.1.2 the Move button hands its click over: one click, the Bog check started from it; inches changed there are shown on the bog card", async () => {
    const table = riders({ x: 9, y: 0 }, [woods(3, 20)], []);
    const moves = [pick("m1", (c) => c.serial === 1), pick("m2", (c) => c.serial === 2)];
    const bog = pick("bogs regular", (c) => c.bog.regular, moves);
    stack(table, [...moves, bog]);
    table.answers = [{}, { inchesInWoods: 4 }];
    expect(await press(table, "move", LANCER)).toBe("done");
    expect(table.pointPrompts).toEqual(["COMBAT_PATROL.Action.Move.clickDestination"]);
    expect(field(table, 1, "inchesInWoods")).toBe(6);
    expect(lines(chat(table))[0]).toBe('Declared 4" in the woods; the map shows 6".');
  });
});

/**
 * Cpl. Lance's 2" token at (0, 0) facing east; Gren. Marc's 1.5" base in contact ahead of him (the beaten enemy),
 * Volt. Paul's 1" base at (`paulX`, `paulY`).
 */
function advanced(paulX: number, paulY: number, table: TableDouble = hussarsAndLine()): TableDouble {
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(2), facing: 0 });
  table.positions.set(GRENADIER, { id: GRENADIER, at: { x: 1.75, y: 0 }, base: roundBase(1.5) });
  table.positions.set(VOLTIGEUR, { id: VOLTIGEUR, at: { x: paulX, y: paulY }, base: roundBase(1) });
  return table;
}

describe("the breakthrough read from the map (NAP-6.2.1.3, OW-7.1e)", () => {
  it('NAP-6.2.1.3 from the sheet after the fight he won (a 6" advance), nothing typed: Volt. Paul 4.5" ahead on the line, within back to back past Gren. Marc (2 + 1.5 + 1 + 2 = 6.5"): a second fight after 4.5"', async () => {
    // The charge off the map (5" typed), then the tokens as they stand after it.
    const fought = hussarsAndLine();
    fought.targets = [GRENADIER];
    fought.answers = [{ straightInches: 5 }];
    expect(await press(fought, "charge", LANCER)).toBe("done");
    fought.asked.length = 0;
    const table = advanced(6, 0, fought);
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    expect([field(table, 0, "outcome"), field(table, 0, "inchesToContact")]).toEqual(["enemy-contact", 4.5]);
    expect(lines(chat(table))).toEqual([
      'Cpl. Lance advances 4.5" into contact with an enemy: a second fight follows (Charge again, as a second fight).',
    ]);
  });

  it('NAP-6.2.1.3 Volt. Paul within the inch of veer beside the line is on it; 3" off it, the way starts clear', async () => {
    const beside = advanced(6, 2);
    expect(await press(beside, "breakthrough", LANCER)).toBe("done");
    expect(field(beside, 0, "outcome")).toBe("enemy-contact");
    const off = advanced(6, 3);
    expect(await press(off, "breakthrough", LANCER)).toBe("done");
    expect([field(off, 0, "outcome"), field(off, 0, "inchesToContact")]).toEqual(["clear", 0]);
  });

  it('NAP-6.2.1.3 the card\'s offer (6"): Volt. Paul beyond it (8.5" away) leaves the way clear; 4.5" away, contact after 4.5"', async () => {
    const offer = JSON.stringify({
      unitId: HUSSARS,
      figureId: LANCER,
      inches: 6,
      direction: "advance",
      mandatory: true,
      backToBack: true,
      beyondInches: 1,
      backToBackWith: null,
      veerInches: 1,
      mayContactEnemy: true,
    });
    const far = advanced(10, 0);
    expect(await press(far, "breakthrough", LANCER, { params: { offer } })).toBe("done");
    expect([field(far, 0, "outcome"), field(far, 0, "inchesToContact")]).toEqual(["clear", 0]);
    const near = advanced(6, 0);
    expect(await press(near, "breakthrough", LANCER, { params: { offer } })).toBe("done");
    expect([field(near, 0, "outcome"), field(near, 0, "inchesToContact")]).toEqual(["enemy-contact", 4.5]);
  });
});

describe("the GM's client reads the cavalry's map facts itself (NAP-6.2.1.1, NAP-6.1.2)", () => {
  const caseOf = (procedure: string) => CASES.find((c) => c.procedure === procedure)!;

  it('NAP-6.2.1.1 a charge claiming impetus on its declared 0" run is refused, nothing drawn; the honest request is accepted', async () => {
    const c = caseOf("mountedMelee");
    const { query } = await honest(c);
    const input = query.input as Record<string, unknown>;
    expect(input["run"]).toEqual({ straightInches: 0, openFlat: true });
    const fresh = await tableFor(c);
    const refused = await send(fresh, query, at(input, ["mountedMelee", "attacker", "impetus"], true));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(fresh.messages.size).toBe(0);
    expect((await send(fresh, query, input)).ok).toBe(true);
  });

  it("NAP-6.1.2 a bog check whose clicked move starts from another unit's figure is refused, nothing drawn", async () => {
    const c = caseOf("mountedBog");
    const { query } = await honest(c);
    const input = { ...(query.input as Record<string, unknown>), path: { figureId: GRENADIER, to: { x: 5, y: 0 } } };
    const fresh = await tableFor(c);
    const refused = await send(fresh, query, input);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(fresh.messages.size).toBe(0);
  });
});
