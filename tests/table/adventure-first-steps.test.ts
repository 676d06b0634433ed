/**
 * The starter adventures' journals played on the table double (tests/doubles/adventure-table.ts:
 * each adventure as its pack source sets it up) through the REAL actions (press, the GM's draw
 * procedure, the chat card, Apply): the first steps of each "Your first turn" page, on the map as
 * the scene draws it (Dry Creek's bank with its two front windows, the Les Trois Moulins section
 * in close order).
 */
import { describe, expect, it } from "vitest";
import { lineOfSight } from "@rules/terrain";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { activate, apply, chat, GM, lines, OTHER, pick, PLAYER, press, stack, writeKinds } from "./harness";

const DRY_CREEK = "The Dry Creek Bank Job";
const TROIS_MOULINS = "The Bridge at Les Trois Moulins";

/* ------------------------------------------------------------------ first plays */

/** CORE-3 the Activation Card `card` of turn 1 is in play for these units, on the GM's flag and in the deck as drawn. */
function onCard(table: AdventureTable, units: readonly string[], drawn: readonly string[]): void {
  activate(table, units, drawn.at(-1));
  table.activation = { state: { ...table.activation.state, drawn: [...drawn], turn: 1 }, audit: null };
}

const nine = pick('a 9" move', (c) => c.move === 9);
const nineMore = pick('another 9" move', (c) => c.move === 9, [nine]);
const miss = pick("a miss", (c) => c.hit === 0);
/** The gang as it stands in the bank, every man seeing a rider through a window. */
const GANG = ["Gang boss", "Bandit (shotgun)", "Bandit (rifle)", "Bandit (cap and ball)", "Bandit (dynamite)"];
/** The posse as it sits its horses by the stage. */
const POSSE = ["U.S. Marshal", "The Stranger (hero)", "Deputy (shotgun)", "Deputy (rifle)", "Posseman (carbine)"];

describe("The Dry Creek Bank Job: the journal's first steps", () => {
  it("CORE-5 the journal's first step: on the gang's card Bandit (rifle) fires at a rider he sees through the bank's west window, the whole gang seeing the posse through its windows; a chat card, Apply writes", async () => {
    const table = adventureTable(DRY_CREEK);
    table.targets = [table.actorNamed("U.S. Marshal")];
    activate(table, [table.actorNamed("Dry Creek gang")]);
    stack(table, [miss, miss, miss, miss, miss]);
    let dialog: FireDialogState | null = null;
    table.fireAnswer = (state) => {
      dialog = state;
      return state;
    };
    expect(await press(table, "fire", table.actorNamed("Bandit (rifle)"))).toBe("done");
    expect(table.warnings).toEqual([]);
    const shown = dialog as FireDialogState | null;
    const firing = shown?.shooters.filter((s) => s.include).map((s) => s.figure.name);
    expect(firing).toEqual(GANG);
    expect(chat(table).summary).toMatch(/shot/);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table)).toMatchObject({ ok: true });
  });

  it("OW-6.1.1 the journal's dynamite step: Bandit (dynamite) at the west window throws a stick at the riders bunched by the stage, the range read from the map within a throw (4\")", async () => {
    const table = adventureTable(DRY_CREEK);
    const bandit = table.actorNamed("Bandit (dynamite)");
    table.targets = [table.actorNamed("Deputy (shotgun)")];
    activate(table, [table.actorNamed("Dry Creek gang")]);
    stack(table, [pick("any card", () => true), pick("any card", () => true)]);
    table.answers = [{}];
    expect(await press(table, "throwDynamite", bandit)).toBe("done");
    expect(table.warnings).toEqual([]);
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Bandit (dynamite) throws dynamite");
    const range = dialog.fields[1];
    // OW-6a a throw reaches 4": the nearest rider, Deputy (shotgun), 2.8" base to base.
    expect(range).toMatchObject({ name: "range", value: 2.8 });
    expect(chat(table).title).toBe("Bandit (dynamite) throws dynamite at Marshal's posse");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("CORE-5 the posse fires back at the gang through the windows: the bank's stone gives the men inside hard cover, a chat card, Apply writes", async () => {
    const table = adventureTable(DRY_CREEK);
    const posse = table.actorNamed("Marshal's posse");
    table.targets = [table.actorNamed("Bandit (dynamite)")];
    activate(table, [posse]);
    stack(table, [miss, miss, miss, miss, miss], OTHER);
    let dialog: FireDialogState | null = null;
    table.fireAnswer = (state) => {
      dialog = state;
      return state;
    };
    expect(await press(table, "fire", table.actorNamed("Deputy (rifle)"), { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    const shown = dialog as FireDialogState | null;
    expect(shown?.cover).toBe("hard");
    expect(shown?.shooters.filter((s) => s.include).map((s) => s.figure.name)).toEqual(POSSE);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("CORE-5 only the windows let sight through: Bandit (rifle) sees the Marshal through the west window, the Gang boss beside it has the west wall in the way", () => {
    const table = adventureTable(DRY_CREEK);
    const terrain = table.port(GM).scene.terrain();
    const at = (actor: string) => table.positions.get(table.actorNamed(actor))!.at;
    expect(lineOfSight(terrain, at("Bandit (rifle)"), at("U.S. Marshal")).clear).toBe(true);
    expect(lineOfSight(terrain, at("Gang boss"), at("U.S. Marshal"))).toMatchObject({
      clear: false,
      blockedBy: { kind: "buildingWall" },
    });
  });

  it("OW-7.1 / CORE-5 the GM opens the bank's front door, Deputy (shotgun) rides east along Main Street (two cards, 18\") and on the posse's next card fires through the door: hard cover from the map, a chat card, Apply writes", async () => {
    const table = adventureTable(DRY_CREEK);
    const posse = table.actorNamed("Marshal's posse");
    const deputy = table.actorNamed("Deputy (shotgun)");
    const frontDoor = [...table.walls].find(([, w]) => w.door && w.a.y === 14 && w.a.x === 20.5)![0];
    table.openDoor(frontDoor);

    // The posse's card: the deputy's Move, two cards for a rider, then the player drags him past the stage.
    activate(table, [posse]);
    stack(table, [nine, nineMore], OTHER);
    table.pickedPoint = { x: 26.5, y: 17.5 };
    expect(await press(table, "move", deputy, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe('Deputy (shotgun) may move 18" mounted.');
    table.moveToken(deputy, { x: 26.5, y: 17.5 });

    // The posse's next card: he fires at the gang through the open door.
    activate(table, [posse], "5#1");
    table.targets = [table.actorNamed("Bandit (dynamite)")];
    const hit = pick(
      "a sure hit, incapacitating",
      (c) => typeof c.hit === "number" && c.hit >= 6 && c.damage === "INCAPACITATE",
    );
    stack(table, [hit, hit, hit, hit, hit], OTHER);
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
    expect(shown?.shooters.filter((s) => s.include).map((s) => s.figure.name)).toContain("Deputy (shotgun)");
    expect(chat(table).summary).toMatch(/shot/);
    expect(writeKinds(table).slice(before)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(writeKinds(table).slice(before + 2)).toEqual(["updateWorldActors", "saveDecks", "updateMessage"]);
  });
});

describe("The Bridge at Les Trois Moulins: the first card of each side", () => {
  it("NAP-5.4.2 the section in close order fires only ahead: as placed it faces south (its tokens' rotation), so its volley at the 2nd troop to the east is refused, nothing drawn", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const section = table.actorNamed("Line infantry section");
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    expect(table.positions.get(table.memberNamed(section, "Sergeant"))?.facing).toBe(90);
    table.targets = [table.memberNamed(troop, "Corporal")];
    activate(table, [section]);
    stack(table, [miss, miss, miss, miss], PLAYER);
    let firing: string[] = [];
    table.fireAnswer = (state) => {
      firing = state.shooters.filter((s) => s.include).map((s) => s.figure.name);
      return state;
    };
    expect(await press(table, "fire", section)).toBe("done");
    // The men in range, both ranks (close order: the rear rank fires too), each outside his front arc.
    expect(firing).toEqual(["Fusilier 3", "Fusilier 4", "Fusilier 8", "Fusilier 9"]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Fusilier 3 cannot fire at that target: it is outside his arc. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-5.4.1 the journal's step: when the dragoons come round behind it, Turn to face on the section opens at the hour of its clock where the map shows them; it passes and turns to face them", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const section = table.actorNamed("Line infantry section");
    // A reaction: on the dragoons' card, the 2nd troop having come round behind the line (north of it, west of the inn).
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    activate(table, [troop]);
    table.unit(troop).figures.forEach((f, i) => table.moveToken(f.id, { x: 16.5 + i, y: 15 }));
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass], PLAYER);
    expect(await press(table, "closeOrderTurn", section)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.asked[0]?.fields.find((f) => f.name === "enemyBearing")?.value).toBe("5");
    expect(lines(chat(table))).toEqual([
      `Card ${pass.serial}: the close order group passes, checking with the leader's Guts (3).`,
      "10 figures turn to face the enemy behind, at 5 o'clock of the line's facing.",
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
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
