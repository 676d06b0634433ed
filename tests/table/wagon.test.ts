/**
 * OW-9.3 wagons at the table: Move (team speed, gallop, bog checks on rough ground, sharp turns
 * and obstacles), Morale (the driver's Guts), fire at a wagon (the Fire button: team, driver and
 * passengers), Cut out and Overturn (the figures the user targets), and OW-9.3f the runaway's move.
 */
import { describe, expect, it } from "vitest";
import {
  apply,
  chat,
  COLE,
  docId,
  DUNN,
  FINCH,
  GM,
  HALE,
  lines,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  TableDouble,
  writeKinds,
} from "./harness";
import { OTHER } from "../doubles/table";
import { DRIVER, RIDER, WAGON, stagecoach } from "./scenes";
import type { WagonSource } from "@foundry/data/sources";
import type { ActionCard } from "@rules/cards/schema";

function wagon(table: TableDouble): WagonSource {
  const s = table.actors.get(WAGON)!.snapshot;
  if (s.type !== "wagon") throw new Error("no wagon");
  return s.system;
}

const move = (n: number, not: readonly ActionCard[] = []) => pick(`a move of ${n}`, (c) => c.move === n, not);

describe("wagon move (OW-9.3a, OW-9.3b, OW-9.3d, OW-9.3e)", () => {
  it("OW-9.3a the stagecoach moves one card at a normal pace: the card's inches; Apply writes the pace", async () => {
    const table = stagecoach();
    stack(table, [move(6)]);
    expect(await press(table, "wagonMove", WAGON)).toBe("done");
    expect(table.asked[0]?.title).toBe("Move Stagecoach");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe('The wagon may move 6"');
    expect(lines(chat(table))).toEqual(['The wagon: card 19 shows 6"', 'May move 6".']);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(WAGON)] });
    expect(wagon(table).ruleFlags["pace"]).toBe("normal");
  });

  it("OW-9.3a / OW-9.3f galloping: two cards; a turn to 2 o'clock (60°) checks bog (regular) and, bogged, stops before the turn; to 1 o'clock (30°) checks nothing", async () => {
    const a = move(4);
    const b = move(3, [a]);
    const bogged = pick("bogged (regular)", (c) => c.bog.regular, [a, b]);
    const sharp = stagecoach();
    stack(sharp, [a, b, bogged]);
    sharp.answers = [{ pace: "gallop", turn: "2" }];
    expect(await press(sharp, "wagonMove", WAGON)).toBe("done");
    expect(chat(sharp).summary).toContain('7"');
    expect(lines(chat(sharp))[2]).toBe("Turning, Regular column, card 3: bogged");
    expect(lines(chat(sharp))[3]).toBe("It must stop before the turn.");
    expect(chat(sharp).changes).toEqual(["Stagecoach: at the gallop"]);

    const gentle = stagecoach();
    stack(gentle, [a, b, bogged]);
    gentle.answers = [{ pace: "gallop", turn: "1" }];
    expect(await press(gentle, "wagonMove", WAGON)).toBe("done");
    expect(chat(gentle).summary).toContain('7"');
    expect(lines(chat(gentle)).some((l) => l.includes("bogged"))).toBe(false);
  });

  it("OW-9.3b rough ground: a bog check in the GM's grade (green, passed): the full move; a cleared gap while galloping checks too", async () => {
    const m = move(5);
    const passed = pick("not bogged (green)", (c) => !c.bog.green, [m]);
    const table = stagecoach();
    stack(table, [m, passed]);
    table.answers = [{ rough: "green" }];
    expect(await press(table, "wagonMove", WAGON)).toBe("done");
    expect(chat(table).summary).toContain('5"');
    expect(lines(chat(table))[2]).toBe("Rough ground, Green column, card 1: not bogged");

    const gap = stagecoach();
    stack(gap, [m, move(4, [m, passed]), passed]);
    gap.answers = [{ pace: "gallop", gap: true }];
    expect(await press(gap, "wagonMove", WAGON)).toBe("done");
    expect(chat(gap).summary).toContain('9"');
    expect(lines(chat(gap))[2]).toContain("obstacle");
  });

  it("OW-9.3d a wounded team moves the wagon at half speed; a team down (incapacitated) cannot move it: refused, nothing drawn", async () => {
    const wounded = stagecoach({ team: { state: "wounded", animals: 4 } });
    stack(wounded, [move(6)]);
    expect(await press(wounded, "wagonMove", WAGON)).toBe("done");
    expect(chat(wounded).summary).toContain('3"');

    const down = stagecoach({ team: { state: "incapacitated", animals: 3 } });
    await press(down, "wagonMove", WAGON);
    expect(down.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.wagonImmobile"]);
    expect(down.writes).toEqual([]);
  });

  it("OW-9.3e after a hurt animal was cut out the wagon may not gallop: refused", async () => {
    const table = stagecoach({ ruleFlags: { hurtCutOut: true } });
    table.answers = [{ pace: "gallop" }];
    await press(table, "wagonMove", WAGON);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.wagonNoGallop"]);
    expect(table.writes).toEqual([]);
  });
});

describe("wagon morale (OW-9.3a)", () => {
  it("OW-9.3a the wagon checks morale in its driver's Guts column (elite): the driver removes two of three markers, one card read in the Elite column", async () => {
    const table = stagecoach({ moraleMarkers: 3 });
    expect(await press(table, "wagonMorale", WAGON)).toBe("done");
    expect(table.asked[0]?.intro).toBe(
      "Morale markers on Stagecoach: 3. One card per marker, read in the driver's Guts column.",
    );
    const view = chat(table);
    expect(view.title).toBe("Stagecoach: morale check");
    expect(lines(view)[0]).toBe("Stagecoach: 3 morale markers, the leader removes 2");
    expect(lines(view)[1]).toContain("Elite column, open row");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(wagon(table).moraleMarkers).toBe(0);
  });

  it("OW-9.3a no morale markers: nothing to check, nothing asked", async () => {
    const table = stagecoach();
    await press(table, "wagonMorale", WAGON);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Morale.noMarkers"]);
    expect(table.asked).toEqual([]);
  });
});

describe("fire at a wagon (OW-9.3d)", () => {
  it("OW-9.3d the Posse fires at the stagecoach: the team is one target figure; its wound is written as a wounded team (half speed)", async () => {
    const table = stagecoach({}, OTHER);
    table.targets = [WAGON];
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Posse: fire at Stagecoach");
    expect(lines(view)[0]).toContain("randomizer 6: Team");
    expect(view.changes).toContain("Team: one wound now");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(wagon(table).team).toEqual({ state: "wounded", animals: 4 });
    expect(table.figureSource(DRIVER).wounds).toBe(0);
  });

  it("OW-9.3d an Incapacitate on the team kills one animal: the wagon cannot move", async () => {
    const table = stagecoach({}, OTHER);
    table.targets = [WAGON];
    const hit = pick("a hit (2 holes or more)", (c) => typeof c.hit === "number" && c.hit >= 2);
    const noShot = pick("a miss", (c) => c.hit === 0, [hit]);
    // Three targets (driver, passenger, team in the measured order): randomizer 3 picks the team.
    const second = pick("randomizer 3, incapacitate", (c) => c.randomizer === 3 && c.damage === "INCAPACITATE", [
      hit,
      noShot,
    ]);
    stack(table, [hit, noShot, second]);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("randomizer 3: Team");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    // The killed animal stays in harness (4, one dead) until cut out: the writer decides nothing.
    expect(wagon(table).team).toEqual({ state: "incapacitated", animals: 4 });
  });

  it("OW-9.3d the driver and passengers sit behind fence cover: a hit on the driver is read against soft cover", async () => {
    const table = stagecoach({}, OTHER);
    table.targets = [WAGON];
    const hit = pick("a hit (2 holes or more)", (c) => typeof c.hit === "number" && c.hit >= 2);
    const noShot = pick("a miss", (c) => c.hit === 0, [hit]);
    const second = pick(
      "randomizer 1, a cover icon (any cover saves)",
      (c) => c.randomizer === 1 && c.cover === "ANY",
      [hit, noShot],
    );
    stack(table, [hit, noShot, second]);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(lines(chat(table))[0]).toContain("Jed the Driver");
    expect(chat(table).summary).toContain("one saved by cover");
  });
});

describe("cut out, overturn (OW-9.3e)", () => {
  it("OW-9.3e Cole and Dunn (targeted) cut the wounded animal and one sound one out of the team: 2 left, no gallop; ONE write, the message born applied", async () => {
    const table = stagecoach({ team: { state: "wounded", animals: 4 } });
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.targets = [COLE, DUNN];
    table.answers = [{ wounded: 1, sound: 1 }];
    expect(await press(table, "cutOut", WAGON)).toBe("done");
    expect(table.asked[0]?.intro).toContain("Pvt. Cole, Cpl. Dunn");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe("2 animals left in the team.");
    expect(wagon(table).team).toEqual({ state: "ok", animals: 2 });
    expect(wagon(table).ruleFlags["hurtCutOut"]).toBe(true);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
  });

  it("OW-9.3e one figure cannot cut out two animals: refused, nothing written", async () => {
    const table = stagecoach();
    table.targets = [COLE];
    table.answers = [{ sound: 2 }];
    await press(table, "cutOut", WAGON);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.badCutOut"]);
    expect(table.writes).toEqual([]);
  });

  it("OW-9.3e four targeted figures overturn the unhitched, empty wagon as a barricade; three cannot", async () => {
    const table = posseAndRaiders();
    table.addWagon(WAGON, "Buckboard", { team: { state: "ok", animals: 0 } }, PLAYER);
    table.own(PLAYER, HALE, FINCH);
    table.targets = [COLE, DUNN, HALE];
    await press(table, "overturn", WAGON);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.tooFewToOverturn"]);
    expect(table.writes).toEqual([]);

    table.addFigure(RIDER, "Miss Lily", {}, null, PLAYER);
    table.gmConfirms = false;
    table.targets = [COLE, DUNN, HALE, RIDER];
    expect(await press(table, "overturn", WAGON)).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe("Buckboard is overturned as a barricade.");
    expect(wagon(table).overturned).toBe(true);
  });

  it("OW-9.3e a wagon still hitched cannot be overturned", async () => {
    const table = stagecoach({ driverId: null, passengerIds: [] });
    table.targets = [COLE, DUNN, HALE, FINCH];
    await press(table, "overturn", WAGON, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.wagonHitched"]);
  });
});

describe("runaway (OW-9.3f)", () => {
  it("OW-9.3f the runaway gallops two cards; a 60° turn fails its bog check: it overturns, each occupant takes a melee attack (the team none); Apply writes it destroyed and empties it", async () => {
    const table = stagecoach({ runaway: true });
    table.answers = [{ turn: "2" }];
    stack(table, [], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Stagecoach runs away");
    expect(view.summary).toBe("Runaway Stagecoach overturns!");
    expect(lines(view)[2]).toBe("Turning, Regular column, card 3: bogged");
    expect(view.changes).toEqual([
      "Jed the Driver: incapacitated",
      "Jed the Driver is no longer aboard",
      "Miss Lily: stunned",
      "Miss Lily is no longer aboard",
      "Stagecoach is overturned",
      "Stagecoach is wrecked (still cover)",
      "Stagecoach: the team is under control",
      "Stagecoach: stopped",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect([wagon(table).overturned, wagon(table).runaway, wagon(table).driverId, wagon(table).passengerIds]).toEqual([
      true,
      false,
      null,
      [],
    ]);
    expect(table.figureSource(DRIVER).states.incapacitated).toBe(true);
    expect(table.figureSource(RIDER).states.stunned).toBe(true);
  });

  it("OW-9.3f straight on (no turn, no obstacle): two cards, no bog check", async () => {
    const table = stagecoach({ runaway: true });
    stack(table, [], GM);
    expect(await press(table, "runawayMove", WAGON, { user: GM })).toBe("done");
    expect(chat(table).summary).toBe('Runaway Stagecoach careers 7" straight on.');
    expect(lines(chat(table))).toEqual(['The wagon: cards #1, #2 show 4 + 3 = 7"', 'May move 7".']);
  });

  it("OW-9.3f a wagon that is not running away: refused before any dialog", async () => {
    const table = stagecoach();
    await press(table, "runawayMove", WAGON);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notRunaway"]);
    expect(table.asked).toEqual([]);
  });
});

describe("the Move button on a wagon (OW-9.3a, OW-9.3f)", () => {
  it("OW-9.3a Move on the wagon (token HUD) is the wagon's move; OW-9.3f on a runaway, the runaway's", async () => {
    const table = stagecoach();
    stack(table, [move(6)]);
    expect(await press(table, "move", WAGON)).toBe("done");
    expect(table.asked[0]?.title).toBe("Move Stagecoach");
    expect(chat(table).summary).toBe('The wagon may move 6"');

    const runaway = stagecoach({ runaway: true });
    stack(runaway, [], GM);
    expect(await press(runaway, "move", WAGON, { user: GM })).toBe("done");
    expect(runaway.asked[0]?.title).toBe("Runaway Stagecoach");
    expect(chat(runaway).summary).toBe('Runaway Stagecoach careers 7" straight on.');
  });
});
