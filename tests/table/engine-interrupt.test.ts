/**
 * CORE-10 the engine reacts to a person's move: the Posse (side A, the person's) is activated and
 * Pvt. Cole moves through his Move button, his token then dragged; the Raiders (side B, the
 * engine's, riflemen 10" away) are not activated. On the GM's client (opponent-hooks.ts, the
 * token's updateToken; reactToMove here) the engine posts its reason, sends the Reaction button's
 * request "fire, or act before the enemy goes on" for each rifleman from the GM's own deck, then
 * the Fire button's volley of the men who passed, which the GM takes on their reactions; or, cautious
 * with a wall a step away, each man's Move request into cover.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { reactToMove } from "@foundry/opponent/interrupt-play";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  chat,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  mapDistance,
  pick,
  POSSE,
  press,
  RAIDERS,
  stack,
  type TableDouble,
  chatLog,
} from "./harness";
import { posseFacingRiflemen, sceneGround, sureKills } from "./scenes";
import { adventureTable } from "../doubles/adventure-table";
import { TROIS_MOULINS } from "./engine-games";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const kills = sureKills(2);
const passes = pick("a reaction of 1", (c) => c.reaction === 1, kills);
const fails = pick("a reaction of 6", (c) => c.reaction === 6, kills);
const passes2 = pick("another reaction of 1", (c) => c.reaction === 1, [passes, ...kills]);
const CAUTIOUS_B: EngineOpponent = { side: "b", doctrine: "cautious" };
const three = pick("a 3-inch move", (c) => c.move === 3);

/** As the player drags a token: its centre to `to` (inches). */
function drag(table: TableDouble, id: string, to: { x: number; y: number }): void {
  const placed = table.positions.get(id)!;
  table.positions.set(id, { ...placed, at: to });
}

/** The Posse (Cole at 0,0, Dunn at 3,0) and the Raiders' riflemen (Hale at 0,10, Finch at 3,10); the GM's deck stacked. */
function field(gmCards: readonly ActionCard[]): TableDouble {
  const table = posseFacingRiflemen();
  stack(table, gmCards, GM);
  stack(table, [three]);
  return table;
}

/** The Posse's card: Cole's Move (3") and his token dragged to `to`; then the engine's reactions to it. */
async function coleMoves(table: TableDouble, to = { x: 0, y: 2 }, reacted = new Set<string>()) {
  activate(table, [POSSE]);
  table.pickedPoint = to;
  expect(await press(table, "move", COLE)).toBe("done");
  drag(table, COLE, to);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return reactToMove(COLE, table.currentActivation!, ENGINE_B, port, reacted);
}

/** Every message after the Move card: the engine's reason in words, a result card as [procedure]. */
const log = (table: TableDouble) => chatLog(table, "procedures").slice(1);

describe("CORE-10 the engine's riflemen react to a person's move", () => {
  it('CORE-10 Cole moves 2" toward the Raiders: the engine says why, Hale passes his reaction and Finch fails, and Hale alone fires at the Posse: a card, and the hit on the Posse', async () => {
    const table = field([passes, fails, ...kills]);
    const played = await coleMoves(table);
    expect(played.map((p) => [p.outcome, p.passed])).toEqual([["fired", [HALE]]]);
    expect(log(table)).toHaveLength(4);
    expect(log(table)[0]).toMatch(
      /^Raiders: react to Posse's move and fire, \d+% to put a man down if the reactions pass \(each passes \d+%\); Posse in the open$/,
    );
    expect(log(table).slice(1)).toEqual(["[reaction]", "[reaction]", "[fire]"]);
    const fire = (table.sent.at(-1)!.copies as { fire: { shooters: { figure: { id: string } }[] } }).fire;
    expect(fire.shooters.map((s) => s.figure.id)).toEqual([HALE]);
    expect(chat(table).title).toBe("Raiders: fire at Posse");
    expect(chat(table).summary).toMatch(/^One shot/);
    const hurt = [COLE, DUNN].filter((id) => table.figureSource(id).states.incapacitated);
    expect(hurt).toHaveLength(1);
    // the cards came off the GM's own Action Deck: two reaction cards, then the volley's (its shot and its damage)
    const gm = table.actionDecks.get(GM)!.state;
    expect([...gm.discardPile, ...gm.drawn]).toEqual([passes, fails, ...kills].map((c) => c.serial));
  });

  it("CORE-10 both checks fail: the two reaction cards, no volley sent", async () => {
    const failsToo = pick("another reaction of 6", (c) => c.reaction === 6, [fails, ...kills]);
    const table = field([fails, failsToo, ...kills]);
    const played = await coleMoves(table);
    expect(played.map((p) => p.outcome)).toEqual(["noPass"]);
    expect(log(table).slice(1)).toEqual(["[reaction]", "[reaction]"]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["movement", "reaction", "reaction"]);
  });

  it("CORE-10 the Raiders react once in the Posse's activation: Dunn's move after Cole's gets nothing", async () => {
    const table = field([passes, fails, ...kills]);
    const reacted = new Set<string>();
    await coleMoves(table, { x: 0, y: 2 }, reacted);
    const sent = table.sent.length;
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    expect(await reactToMove(DUNN, table.currentActivation!, ENGINE_B, port, reacted)).toEqual([]);
    expect(table.sent.length).toBe(sent);
  });

  it("CORE-10 no reaction to the engine's own move, nor out of the mover's activation", async () => {
    const table = field([passes, fails, ...kills]);
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    activate(table, [RAIDERS]);
    expect(await reactToMove(HALE, table.currentActivation!, ENGINE_B, port, new Set())).toEqual([]);
    expect(await reactToMove(COLE, table.currentActivation!, ENGINE_B, port, new Set())).toEqual([]);
    expect(table.sent).toEqual([]);
  });

  it("CORE-10 a move out of the riflemen's range draws nothing: no reason posted, no check", async () => {
    const table = field([passes, fails, ...kills]);
    drag(table, DUNN, { x: 3, y: -200 });
    drag(table, COLE, { x: 0, y: -200 });
    expect(await coleMoves(table, { x: 0, y: -198 })).toEqual([]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["movement"]);
  });

  it("NAP-5.4.1 a dragoon rides 8 inches behind the engine's line section in close order: the engine says the line turns to face him, and the Turn to face button's request turns every figure", async () => {
    const table = adventureTable(TROIS_MOULINS);
    table.gmConfirms = false;
    const troop = table.actorNamed("Light dragoons, 1st troop");
    const section = table.actorNamed("Line infantry section");
    const corporal = table.unit(troop).figures[0]!.id;
    // the section faces down the map (its sergeant at 21.5, 19): the corporal rides up behind it
    activate(table, [troop]);
    table.moveToken(corporal, { x: 21.5, y: 11 });
    stack(table, [passes], GM);
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const played = await reactToMove(
      corporal,
      table.currentActivation!,
      { side: "a", doctrine: "steady" },
      port,
      new Set(),
    );
    expect(played.map((p) => [p.choice.kind, p.outcome])).toEqual([["turnToFace", "turned"]]);
    expect(table.warnings).toEqual([]);
    const lines = chatLog(table, "procedures");
    expect(lines).toEqual([
      expect.stringMatching(
        /^Line infantry section: Light dragoons, 1st troop moved behind the line, [\d.]+ inches off; the line reacts to turn and face them$/,
      ),
      "[closeOrderTurn]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["closeOrderTurn"]);
    for (const f of table.unit(section).figures) expect(table.figure(f.id).flags?.["facing"]).toBe(270);
  });

  it("NAP-5.4.1 the same dragoon 20 inches behind the line: too far to turn for, nothing sent", async () => {
    const table = adventureTable(TROIS_MOULINS);
    const troop = table.actorNamed("Light dragoons, 1st troop");
    const corporal = table.unit(troop).figures[0]!.id;
    activate(table, [troop]);
    table.moveToken(corporal, { x: 21.5, y: -3 });
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    expect(
      await reactToMove(corporal, table.currentActivation!, { side: "a", doctrine: "steady" }, port, new Set()),
    ).toEqual([]);
    expect(table.sent).toEqual([]);
  });

  it("CORE-10 the cautious Raiders, a stone wall a step before them: they react to Cole's move by taking cover, each checking alone; the men who pass move up to the wall (their Move requests, their tokens)", async () => {
    const table = field([passes, passes2, ...kills]);
    sceneGround(table, [], [{ c: [-1000, 700, 1000, 700], sight: 0, obstacle: "stoneWall" }]);
    const before = [HALE, FINCH].map((id) => table.positions.get(id)!.at);
    for (const [i, id] of [HALE, FINCH].entries()) table.tokenAt.set(id, before[i]!);
    activate(table, [POSSE]);
    table.pickedPoint = { x: 0, y: 2 };
    expect(await press(table, "move", COLE)).toBe("done");
    drag(table, COLE, { x: 0, y: 2 });
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const played = await reactToMove(COLE, table.currentActivation!, CAUTIOUS_B, port, new Set());
    expect(played.map((p) => [p.choice.kind, p.outcome, p.passed])).toEqual([
      ["takeCover", "tookCover", [HALE, FINCH]],
    ]);
    expect(log(table)[0]).toMatch(
      /^Raiders: react to Posse's move and take cover [\d.]+ inches off \(each check passes \d+%\)$/,
    );
    expect(log(table).slice(1)).toEqual(["[reaction]", "[reaction]", "[movement]", "[movement]"]);
    expect(table.warnings).toEqual([]);
    // Each man stepped toward the wall and stays behind it (y 7 on the map).
    [HALE, FINCH].forEach((id, i) => {
      const now = table.positions.get(id)!.at;
      expect(now.y).toBeLessThan(before[i]!.y);
      expect(now.y).toBeGreaterThan(7);
    });
  });
});
