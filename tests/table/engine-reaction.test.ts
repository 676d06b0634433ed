/**
 * NAP-6.2.1.2b NAP-6.2.1.2 NAP-5.4.1 NAP-5.6 OW-7.1c the engine takes the reaction the rules offer
 * its unit when a person's rider charges it and halts halfway for the target's reactions: the
 * person presses Charge with the halt ticked, the GM posts the halt card, and the GM's client
 * (opponent-hooks.ts on that card's createChatMessage, reaction-play.ts reactToHalt) posts the
 * engine's reason, then sends the SAME request a person's button sends (Reaction "turn to face or
 * close ranks", Turn to face, Counter-charge) to the GM's procedure, which draws from the GM's
 * Action Deck, posts the card and writes its result.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { asAnyResult } from "@rules/results";
import { reactToHalt } from "@foundry/opponent/reaction-play";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { TROIS_MOULINS } from "./engine-games";
import {
  activate,
  chat,
  GM,
  lines,
  mapDistance,
  OTHER,
  pick,
  PLAYER,
  press,
  stack,
  type TableDouble,
  writeKinds,
  chatLog,
} from "./harness";
import { HUSSARS, hussarsAndLine, LANCER, MOUNTED, TROOPER } from "./scenes";

/** Every message's plain line (the engine's reasons), in order; a result card as "[card]". */
const log = (table: TableDouble) => chatLog(table, "procedures");

/** The halt card's result, answered by the engine on the GM's client. */
async function engineReacts(table: TableDouble, opponent: EngineOpponent) {
  const halt = table.lastMessage().record!.result;
  expect(halt.procedure).toBe("chargeHalt");
  return reactToHalt(
    halt,
    opponent,
    table.port(GM, (a, b) => mapDistance(table, a, b)),
  );
}

/**
 * Les Trois Moulins: the line section (the engine's, side A) stands in two ranks facing down the
 * map (its sergeant at 21.5, 19); the 1st troop's corporal (the person's) is set 10" from the
 * sergeant, `dy` inches down the map (in front) or up it (behind), activated, and charges him,
 * halting halfway.
 */
async function dragoonCharges(dy: number): Promise<{ table: AdventureTable; section: string; sergeant: string }> {
  const table = adventureTable(TROIS_MOULINS);
  table.gmConfirms = false;
  const troop = table.actorNamed("Light dragoons, 1st troop");
  const section = table.actorNamed("Line infantry section");
  const corporal = table.unit(troop).figures[0]!.id;
  const sergeant = table.unit(section).figures[0]!.id;
  table.moveToken(corporal, { x: 21.5, y: 19 + dy });
  table.targets = [sergeant];
  activate(table, [troop]);
  table.answers = [{ straightInches: 9, halt: true }];
  expect(await press(table, "charge", corporal, { user: OTHER })).toBe("done");
  return { table, section, sergeant };
}

describe("NAP-6.2.1.2b the engine's foot in close order react to a charge halted on them", () => {
  it("NAP-6.2.1.2 NAP-5.6 the dragoons' corporal charges the line section from in front and halts: the engine says the section closes ranks, then the GM draws the section's one group check (the Reaction button's \"turn to face or close ranks\") from his own deck and posts it", async () => {
    const { table, section } = await dragoonCharges(10);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass], GM);
    const played = await engineReacts(table, { side: "a", doctrine: "steady" });
    expect(played).toMatchObject({ outcome: "played", choice: { kind: "closeRanks", unitId: section } });
    expect(table.warnings).toEqual([]);
    expect(log(table)).toEqual([
      "[chargeHalt]",
      "Line infantry section: close ranks against Corporal's charge",
      "[closeOrderReaction]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.chargeHalt", "reaction"]);
    expect(table.sent[1]!.input).toMatchObject({ figure: null, purpose: "turnToFace" });
    const view = chat(table);
    expect(view.title).toBe("Reaction check: Line infantry section");
    expect(lines(view)).toEqual([
      `Card ${pass.serial}: the close order group passes, checking with the leader's Guts (3).`,
      "10 figures react.",
    ]);
    // the halt card, then the engine's line and the GM's card: the check's card taken off the GM's deck
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage", "createMessage", "saveDecks", "createMessage"]);
  });

  it("NAP-5.4.1 charged from behind, the line section turns to face the corporal: the Turn to face button's request with the map's facing (down the map, 90) and bearing (up it, 270); the GM's card turns every figure and its result is written on the actors", async () => {
    const { table, section, sergeant } = await dragoonCharges(-10);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass], GM);
    const played = await engineReacts(table, { side: "a", doctrine: "steady" });
    expect(played).toMatchObject({ outcome: "played", choice: { kind: "turnToFace", unitId: section } });
    expect(table.warnings).toEqual([]);
    expect(log(table)).toEqual([
      "[chargeHalt]",
      "Line infantry section: Corporal charges it from behind, the line turns to face him",
      "[closeOrderTurn]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.chargeHalt", "closeOrderTurn"]);
    expect(table.sent[1]!.input).toMatchObject({ closeOrderTurn: { facing: 90 } });
    const view = chat(table);
    expect(view.title).toBe("Line infantry section: turn to face the enemy behind");
    expect(lines(view)).toEqual([
      `Card ${pass.serial}: the close order group passes, checking with the leader's Guts (3).`,
      "10 figures turn to face the enemy behind, at 6 o'clock of the line's facing.",
    ]);
    expect(view.changes).toHaveLength(10);
    expect(view.changes[0]).toBe("Sergeant turns to face his 6 o'clock");
    const result = asAnyResult(table.lastMessage().record!.result);
    expect(result?.procedure === "closeOrderTurn" ? [result.turnedFrom, result.faceTo] : null).toEqual([90, 270]);
    // born applied (the GM confirms nothing here): each figure's facing written on its actor
    expect(writeKinds(table)).toEqual([
      "saveDecks",
      "createMessage",
      "createMessage",
      "updateWorldActors",
      "saveDecks",
      "createMessage",
    ]);
    const figures = table.unit(section).figures.map((f) => f.id);
    for (const id of figures) expect(table.figure(id).flags?.["facing"]).toBe(270);
    expect(figures).toContain(sergeant);
  });

  it("CORE-10 the next Activation Card drawn before the engine reacts (the section's own): the GM refuses the reaction in one line, nothing drawn, and the engine says so under its reason", async () => {
    const { table, section } = await dragoonCharges(10);
    activate(table, [section], "5#1");
    const played = await engineReacts(table, { side: "a", doctrine: "steady" });
    expect(played).toMatchObject({ outcome: "refused", choice: { kind: "closeRanks" } });
    expect(log(table)).toEqual([
      "[chargeHalt]",
      "Line infantry section: close ranks against Corporal's charge",
      "Line infantry section could not do it: Line infantry section can react only while an enemy acts, and no other unit is activated now. Nothing was drawn.",
    ]);
    // no card drawn: the GM's deck is not saved again
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.chargeHalt", "reaction"]);
    expect(writeKinds(table).filter((k) => k === "saveDecks")).toHaveLength(1);
  });

  it("NAP-6.2.1.2b a charge halted on the dragoons' own side, or with no engine, gets no reaction from the engine: nothing posted, nothing sent", async () => {
    const { table } = await dragoonCharges(10);
    const before = table.messages.size;
    expect(await engineReacts(table, { side: "b", doctrine: "steady" })).toBeNull();
    expect(await engineReacts(table, { side: "none", doctrine: "steady" })).toBeNull();
    expect(table.messages.size).toBe(before);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.chargeHalt"]);
  });
});

const CHASSEURS = "Actor.chasseurs000001";
const CHASS_1 = "Actor.chasseur1000001";
const CHASS_2 = "Actor.chasseur2000001";

/**
 * The Hussars (PLAYER's, side A) and a troop of two chasseurs with swords (side B, the engine's)
 * 9" to the south of Tpr. Bold, facing him: Bold charges Chass. Un and halts halfway.
 */
async function hussarChargesChasseurs(): Promise<TableDouble> {
  const table = hussarsAndLine();
  table.gmConfirms = false;
  table.addFigure(CHASS_1, "Chass. Un", { states: { ...MOUNTED } }, "nap.sword", OTHER);
  table.addFigure(CHASS_2, "Chass. Deux", { states: { ...MOUNTED } }, "nap.sword", OTHER);
  table.addUnit(CHASSEURS, "Chasseurs", [CHASS_1, CHASS_2], {}, OTHER);
  table.onScene = [...table.onScene, CHASS_1, CHASS_2];
  for (const id of [HUSSARS, LANCER, TROOPER]) table.dispositions.set(id, 1);
  for (const id of [CHASSEURS, CHASS_1, CHASS_2]) table.dispositions.set(id, -1);
  table.positions.set(TROOPER, { id: TROOPER, at: { x: 10, y: -5 }, base: roundBase(1) });
  table.positions.set(LANCER, { id: LANCER, at: { x: -20, y: -5 }, base: roundBase(1) });
  table.positions.set(CHASS_1, { id: CHASS_1, at: { x: 10, y: 5 }, base: roundBase(1), facing: 270 });
  table.positions.set(CHASS_2, { id: CHASS_2, at: { x: 12, y: 5 }, base: roundBase(1), facing: 270 });
  table.targets = [CHASS_1];
  activate(table, [HUSSARS]);
  table.answers = [{ straightInches: 9, halt: true }];
  expect(await press(table, "charge", TROOPER, { user: PLAYER })).toBe("done");
  return table;
}

describe("NAP-6.2.1.2 OW-7.1c the engine's riders counter-charge a charge halted on them", () => {
  it("NAP-6.2.1.2 NAP-6.2.1.2b Tpr. Bold charges the chasseurs and halts: the engine says why it counter-charges (42% to win going in against 16% standing, the check passing half the time), then the Counter-charge button's request for both riders with the gap the map measures and Bold's 9\" to ride; the GM draws the check and one movement card from his deck and posts where they meet", async () => {
    const table = await hussarChargesChasseurs();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    const move = pick('move 3"', (c) => c.move === 3, [pass]);
    stack(table, [pass, move], GM);
    const played = await engineReacts(table, { side: "b", doctrine: "cautious" });
    expect(played).toMatchObject({ outcome: "played", choice: { kind: "counterCharge", unitId: CHASSEURS } });
    expect(table.warnings).toEqual([]);
    expect(log(table)).toEqual([
      "[chargeHalt]",
      "Chasseurs: counter-charge Tpr. Bold: going in, 42% to win the fight against 16% meeting him standing; the reaction check lets it go in 50% of the time",
      "[mountedReaction]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.chargeHalt", "mountedReaction"]);
    expect(table.sent[1]!.input).toMatchObject({
      mountedReaction: {
        unitId: CHASSEURS,
        kind: "counter-charge",
        figures: [{ id: CHASS_1 }, { id: CHASS_2 }],
        reaction: 3,
        contact: { gapInches: 9, chargerInches: 9 },
      },
      charger: { id: TROOPER, name: "Tpr. Bold" },
    });
    const view = chat(table);
    expect(view.title).toBe("Chasseurs: counter-charge");
    const result = asAnyResult(table.lastMessage().record!.result);
    expect(result?.procedure === "mountedReaction" ? [result.passed, result.inches, result.meeting] : null).toEqual([
      true,
      3,
      { contact: true, chargerInches: 6.75, counterInches: 2.25 },
    ]);
    expect(view.summary).toBe(`Counter-charge: card ${pass.serial}, the reaction succeeds.`);
    expect(lines(view)).toEqual([
      'They may move 3".',
      'They meet the charger after 2.3" of their ride; the charger rides 6.8".',
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage", "createMessage", "saveDecks", "createMessage"]);
  });
});
