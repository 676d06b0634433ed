/**
 * OW-5.2 the Gatling at the table: Fire (gun sheet, or a wagon's sheet for a wagon mount) through
 * the GM's draw service and the engine, the arc from the gun's facing, the bracketed rate of fire
 * per band, Reload Double; Move limbered, manhandled or with its wagon; fire AT a Gatling (the
 * Fire button) splitting the volley between the crew and the limber within 4".
 */
import { describe, expect, it, vi } from "vitest";
import {
  apply,
  chat,
  docId,
  FINCH,
  GM,
  HALE,
  lines,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  stack,
  TableDouble,
  writeKinds,
  gunSource,
} from "./harness";
import { OTHER } from "../doubles/table";
import { movedEffect } from "@foundry/canvas/moved-flags";
import type { GunSource, WagonSource } from "@foundry/data/sources";
import { DEFAULTS } from "@foundry/data/sources";
import { DEFAULT_OPTIONS } from "@rules/options";

const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";

function gatling(over: Partial<GunSource> = {}, owner = PLAYER): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(G1, "Sgt. Gunn", {}, null, owner);
  table.addFigure(G2, "Pvt. Crank", {}, null, owner);
  table.addFigure(G3, "Pvt. Feed", {}, null, owner);
  table.addGun(GUN, "Gatling", [G1, G2, G3], { kind: "gatling", facing: 0, ...over }, owner);
  return table;
}

/** OW-5.2f the Gatling on a buckboard (Hollywood option on), the wagon facing 0° (its rear at 180°). */
function wagonGatling(over: Partial<WagonSource> = {}): TableDouble {
  const table = gatling();
  table.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, wagonGatling: true } };
  table.addFigure(DRIVER, "Jed the Driver", {}, null, PLAYER);
  table.addWagon(WAGON, "Buckboard", { driverId: DRIVER, gatling: true, gunId: GUN, ...over }, PLAYER);
  table.facings.set(WAGON, 0);
  return table;
}

const miss = (not: readonly number[] = []) => pick("a miss (0 holes)", (c) => c.hit === 0 && !not.includes(c.serial));
function misses(n: number) {
  const out: ReturnType<typeof miss>[] = [];
  for (let i = 0; i < n; i++) out.push(miss(out.map((c) => c.serial)));
  return out;
}

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

describe("Gatling fire (OW-5.2a, OW-5.2e, OW-5.2f)", () => {
  it('OW-5.2a / OW-5.2e the Gatling fires at the Raiders dead ahead 20": its gunner (not the commander) draws the medium bracket; Out of Ammunition is Reload Double; Apply writes the wound, two markers and the morale marker', async () => {
    const table = gatling();
    table.targets = [HALE];
    expect(await press(table, "gatlingFire", GUN, { distance: () => 20 })).toBe("done");
    expect(table.asked[0]?.title).toBe("Gatling: fire");
    expect(table.asked[0]?.intro).toContain("between its 10:30 and 1:30 on the clock");
    expect(table.arcsShown).toEqual([GUN]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Gatling: fire at Raiders");
    expect(view.summary).toContain("2 shots, one hit");
    const [first, second] = lines(view);
    expect(first).toContain("Pvt. Crank");
    expect(first).toContain("needs 3 holes");
    expect(first).toContain("Red Finch");
    expect(first).toContain("wounded (1 of 2 wounds)");
    expect(second).toContain("Out of Ammunition: 2 markers");
    expect(view.changes).toEqual([
      "Pvt. Crank: 2 more Out of Ammunition markers",
      "Red Finch: one more wound",
      "Raiders: one more morale marker",
    ]);

    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.slice(2)).toEqual([
      { kind: "updateWorldActors", ids: [docId(G2), docId(FINCH), docId(RAIDERS)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "updateMessage", id: table.lastMessage().id },
    ]);
    expect(table.figureSource(G2).outOfAmmo).toBe(2);
    expect(table.figureSource(G1).outOfAmmo).toBe(0);
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect(table.unitSource(RAIDERS).moraleMarkers).toBe(1);
  });

  it('OW-5.2a the bracketed rate of fire per band: 3 shots at 20" (medium, 24 (3)), 2 shots at 30" (long, 48 (2))', async () => {
    for (const [inches, shots] of [
      [20, 3],
      [30, 2],
    ] as const) {
      const table = gatling();
      table.targets = [HALE];
      stack(table, misses(3));
      expect(await press(table, "gatlingFire", GUN, { distance: () => inches })).toBe("done");
      expect(chat(table).summary).toContain(`${shots} shots, no hit`);
      expect(lines(chat(table))).toHaveLength(shots);
    }
  });

  it("OW-5.2e a target 60° off the gun's facing is refused before any card is drawn; 40° off it fires", async () => {
    const table = gatling();
    table.targets = [HALE];
    table.bearings.set(`${GUN}>${HALE}`, 60);
    table.bearings.set(`${GUN}>${FINCH}`, 60);
    expect(await press(table, "gatlingFire", GUN, { distance: () => 20 })).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.outsideArc"]);
    expect(table.warnings[0]?.text).toContain("60°");
    expect(table.writes).toEqual([]);

    table.bearings.set(`${GUN}>${HALE}`, 40);
    table.bearings.set(`${GUN}>${FINCH}`, 40);
    expect(await press(table, "gatlingFire", GUN, { distance: () => 20 })).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("OW-5.2b a limbered Gatling cannot fire; OW-5.2a a crew all stunned cannot either: refused, nothing drawn or written", async () => {
    const limbered = gatling({ limbered: true, limber: { distance: 2, state: "ok" } });
    limbered.targets = [HALE];
    await press(limbered, "gatlingFire", GUN, { distance: () => 20 });
    expect(limbered.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingLimbered"]);
    expect(limbered.writes).toEqual([]);

    const stunned = gatling();
    for (const id of [G1, G2, G3]) stunned.patchFigure(id, { states: { ...DEFAULTS.figure().states, stunned: true } });
    stunned.targets = [HALE];
    await press(stunned, "gatlingFire", GUN, { distance: () => 20 });
    expect(stunned.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingCrew"]);
    expect(stunned.warnings[0]?.text).toContain("0 able crewmen");
    expect(stunned.writes).toEqual([]);
  });

  it("OW-5.2f the wagon-mounted Gatling fires from the wagon's sheet only out of the rear, and not when the wagon moved", async () => {
    const ahead = wagonGatling();
    ahead.targets = [HALE];
    await press(ahead, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } });
    expect(ahead.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.outsideArc"]);
    expect(ahead.writes).toEqual([]);

    const behind = wagonGatling();
    behind.targets = [HALE];
    behind.bearings.set(`${GUN}>${HALE}`, 180);
    behind.bearings.set(`${GUN}>${FINCH}`, 180);
    expect(await press(behind, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } })).toBe("done");
    expect(behind.asked[0]?.intro).toContain("rear");
    expect(behind.arcsShown).toEqual([WAGON]);
    expect(writeKinds(behind)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(behind).title).toBe("Gatling: fire at Raiders");

    const moving = wagonGatling();
    moving.targets = [HALE];
    moving.bearings.set(`${GUN}>${HALE}`, 180);
    moving.bearings.set(`${GUN}>${FINCH}`, 180);
    moving.answers = [{ moved: true }];
    await press(moving, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } });
    expect(moving.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingWagonMoving"]);
    expect(moving.writes).toEqual([]);
  });

  it("OW-5.2f the wagon's own Move names the wagon as the piece that moved (the canvas flags it), and its Gatling then fires as moving: the dialog opens ticked, a burst sent as not moved is refused", async () => {
    const table = wagonGatling();
    table.answers = [{ pace: "normal" }];
    expect(await press(table, "wagonMove", WAGON)).toBe("done");
    const record = table.lastMessage().record!;
    // the effect the canvas writes when the move is posted (canvas/allowance-flag.ts flagMoved)
    expect(movedEffect(record.result)).toMatchObject({ figureId: WAGON, flag: "moved", value: true });

    const moved = wagonGatling({ ruleFlags: { moved: true } });
    moved.targets = [HALE];
    moved.bearings.set(`${GUN}>${HALE}`, 180);
    moved.bearings.set(`${GUN}>${FINCH}`, 180);
    moved.answers = [null];
    await press(moved, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } });
    expect(moved.asked[0]?.fields.find((f) => f.name === "moved")?.value).toBe(true);

    const unticked = wagonGatling({ ruleFlags: { moved: true } });
    unticked.targets = [HALE];
    unticked.bearings.set(`${GUN}>${HALE}`, 180);
    unticked.bearings.set(`${GUN}>${FINCH}`, 180);
    unticked.answers = [{ moved: false }];
    await press(unticked, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } });
    expect(unticked.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingMovedThisActivation"]);
    expect(unticked.writes).toEqual([]);
  });

  it("OW-5.2f on its wagon or its own carriage as the wagons' sheets say: a burst claiming the other is refused, nothing drawn", async () => {
    const behind = wagonGatling();
    behind.targets = [HALE];
    behind.bearings.set(`${GUN}>${HALE}`, 180);
    behind.bearings.set(`${GUN}>${FINCH}`, 180);
    const spy = vi.spyOn(behind.coordinator, "draw");
    await press(behind, "gatlingFire", WAGON, { distance: () => 20, params: { gunId: GUN } });
    const { requestId: _sent, ...query } = structuredClone(spy.mock.calls[0]![0]);
    spy.mockRestore();
    const input = query.input as { gatling: Record<string, unknown> };
    // Claimed on its own carriage while the buckboard's sheet carries it.
    const onCarriage = { ...input, gatling: { ...input.gatling, mount: "carriage", wagon: null } };
    const fresh = wagonGatling();
    const answer = await fresh.coordinator.draw({ ...query, input: onCarriage });
    expect(answer.ok ? "ok" : answer.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    // The honest request, once the buckboard's sheet no longer carries the gun.
    const unmounted = wagonGatling();
    unmounted.addWagon(WAGON, "Buckboard", { driverId: DRIVER, gatling: false, gunId: null }, PLAYER);
    const stale = await unmounted.coordinator.draw({ ...query, input });
    expect(stale.ok ? "ok" : stale.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect([fresh.writes, unmounted.writes]).toEqual([[], []]);
  });

  it("OW-5.2a Fire the Gatling on an actor that is no Gatling: told so, nothing asked", async () => {
    const table = gatling();
    await press(table, "gatlingFire", POSSE);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Gatling.notGatling"]);
    expect(table.asked).toEqual([]);
  });
});

describe("Gatling move (OW-5.2b, OW-5.2c, OW-5.2f)", () => {
  it("OW-5.2b the limbered Gatling moves two cards on a road: the inches of both cards, no bog check, nothing to write", async () => {
    const table = gatling({ limbered: true, limber: { distance: 2, state: "ok" } });
    const [a, b] = misses(2);
    stack(table, [a!, b!]);
    table.answers = [{ terrain: "road" }];
    expect(await press(table, "gatlingMove", GUN)).toBe("done");
    expect(table.asked[0]?.intro).toContain("Limbered");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe(`The Gatling may move ${a!.move + b!.move}"`);
    expect(chat(table).changes).toEqual([]);
  });

  it("OW-5.2c the set-up Gatling is manhandled through rough ground: a quarter of one card and an elite bog check", async () => {
    const table = gatling();
    const move = pick("a move of 8", (c) => c.move === 8);
    const bog = pick("no elite bog", (c) => !c.bog.elite, [move]);
    stack(table, [move, bog]);
    table.answers = [{ terrain: "rough" }];
    expect(await press(table, "gatlingMove", GUN)).toBe("done");
    expect(table.asked[0]?.intro).toContain("Manhandled");
    expect(chat(table).summary).toBe('The Gatling may move 2"');
    expect(table.lastMessage().record?.cards.length).toBe(2);
  });

  it("OW-5.2f the wagon-mounted Gatling moves with its wagon (pace written on the wagon); immobile once the wagon's team is down", async () => {
    const table = wagonGatling();
    const move = pick("a move of 6", (c) => c.move === 6);
    stack(table, [move]);
    expect(await press(table, "gatlingMove", WAGON, { params: { gunId: GUN } })).toBe("done");
    expect(table.asked[0]?.title).toBe("Move Buckboard");
    expect(chat(table).summary).toContain('The wagon may move 6"');
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(WAGON)] });

    const down = wagonGatling();
    const entry = down.actors.get(WAGON)!.snapshot;
    if (entry.type === "wagon") entry.system.team = { state: "incapacitated", animals: 2 };
    await press(down, "gatlingMove", WAGON, { params: { gunId: GUN } });
    expect(down.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gatlingImmobile"]);
    expect(down.writes).toEqual([]);
  });
});

describe("fire at a Gatling (OW-5.2d)", () => {
  // Cole hits, Dunn misses, then the hit's second card: randomizer 4 picks the fourth of four target figures, the first
  // of three.
  const hit = pick("a hit (2 holes or more)", (c) => typeof c.hit === "number" && c.hit >= 2);
  const noShot = pick("a miss", (c) => c.hit === 0, [hit]);
  const second = pick("randomizer 4, a wound", (c) => c.randomizer === 4 && c.damage === "WOUND", [hit, noShot]);

  it('OW-5.2d the Posse fires at the Gatling with its limber 3" from the gun: the limber is one more target figure, hit as one entity; Apply writes it wounded (half speed)', async () => {
    const table = gatling({ limber: { distance: 3, state: "ok" } }, OTHER);
    table.targets = [G1];
    stack(table, [hit, noShot, second]);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Posse: fire at Gatling");
    expect(lines(view)[0]).toContain("randomizer 4: Limber");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(gun(table).limber.state).toBe("wounded");
    expect([G1, G2, G3].map((id) => table.figureSource(id).wounds)).toEqual([0, 0, 0]);
  });

  it("OW-5.2f fire at a wagon-mounted Gatling: the wagon's team is always one more target figure; its hit is written on the wagon's team", async () => {
    const table = wagonGatling();
    for (const id of [G1, G2, G3, GUN, WAGON, DRIVER]) table.owners.get(PLAYER)?.delete(id);
    table.own(OTHER, G1, G2, G3, GUN, WAGON, DRIVER);
    table.targets = [G1];
    stack(table, [hit, noShot, second]);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("randomizer 4: Team");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    const s = table.actors.get(WAGON)!.snapshot;
    expect(s.type === "wagon" ? s.system.team.state : null).toBe("wounded");
    expect([G1, G2, G3].map((id) => table.figureSource(id).wounds)).toEqual([0, 0, 0]);
  });

  it('OW-5.2d with the limber 6" away it is not among the targets: the same card hits the first crewman', async () => {
    const table = gatling({ limber: { distance: 6, state: "ok" } }, OTHER);
    table.targets = [G1];
    stack(table, [hit, noShot, second]);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("randomizer 4: Sgt. Gunn");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(gun(table).limber.state).toBe("ok");
    expect(table.figureSource(G1).wounds).toBe(1);
  });
});

describe("the Fire button on a Gatling (OW-5.2a)", () => {
  it("OW-5.2a Fire on the gun (token HUD) or on a crewman fires the gun: its own dialog, the gunner's bracket", async () => {
    for (const actor of [GUN, G3]) {
      const table = gatling();
      table.targets = [HALE];
      stack(table, misses(3));
      expect(await press(table, "fire", actor, { distance: () => 20 })).toBe("done");
      expect(table.asked[0]?.title).toBe("Gatling: fire");
      expect(chat(table).summary).toContain("3 shots, no hit");
      expect(lines(chat(table))[0]).toContain("Pvt. Crank");
    }
  });
});

describe("the Gatling fires at a wagon (OW-5.2a, OW-9.3d)", () => {
  it("OW-9.3d the Gatling's hit on a stagecoach's team is the team's: Apply writes it wounded; its driver sits behind fence cover", async () => {
    const table = gatling();
    table.addFigure(DRIVER, "Jed the Driver", {}, null, OTHER);
    table.addWagon(
      WAGON,
      "Stagecoach",
      { kind: "stagecoach", driverId: DRIVER, team: { state: "ok", animals: 4 } },
      OTHER,
    );
    table.targets = [WAGON];
    const hit = pick("a hit (3 holes or more)", (c) => typeof c.hit === "number" && c.hit >= 3);
    // Two targets (driver, team, in the measured order): randomizer 2 picks the team.
    const second = pick("randomizer 2, a wound", (c) => c.randomizer === 2 && c.damage === "WOUND", [hit]);
    const rest = misses(2).filter((c) => c.serial !== second.serial);
    stack(table, [hit, ...rest.slice(0, 2), second]);
    expect(await press(table, "gatlingFire", GUN, { distance: () => 20 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("randomizer 2: Team");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    const s = table.actors.get(WAGON)!.snapshot;
    expect(s.type === "wagon" ? s.system.team : null).toEqual({ state: "wounded", animals: 4 });
  });

  it("OW-9.3d the Gatling's hit on the stagecoach's driver is read against his fence cover: saved by a cover icon", async () => {
    const table = gatling();
    table.addFigure(DRIVER, "Jed the Driver", {}, null, OTHER);
    table.addWagon(
      WAGON,
      "Stagecoach",
      { kind: "stagecoach", driverId: DRIVER, team: { state: "ok", animals: 4 } },
      OTHER,
    );
    table.targets = [WAGON];
    const hit = pick("a hit (3 holes or more)", (c) => typeof c.hit === "number" && c.hit >= 3);
    const second = pick("randomizer 1, a cover icon", (c) => c.randomizer === 1 && c.cover === "ANY", [hit]);
    const rest = misses(3).filter((c) => c.serial !== second.serial);
    stack(table, [hit, ...rest.slice(0, 2), second]);
    expect(await press(table, "gatlingFire", GUN, { distance: () => 20 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("Jed the Driver");
    expect(chat(table).summary).toContain("one saved by cover");
  });
});

describe("the Move button on a Gatling (OW-5.2b)", () => {
  it("OW-5.2b Move on the limbered Gatling (token HUD) is the Gatling's move: two cards on a road", async () => {
    const table = gatling({ limbered: true, limber: { distance: 2, state: "ok" } });
    const [a, b] = misses(2);
    stack(table, [a!, b!]);
    table.answers = [{ terrain: "road" }];
    expect(await press(table, "move", GUN)).toBe("done");
    expect(chat(table).summary).toBe(`The Gatling may move ${a!.move + b!.move}"`);
  });
});
