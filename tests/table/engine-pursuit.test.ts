/**
 * NAP-6.2.1.2b the engine's riders pursue a withdrawing enemy ("Mounted figures may use the Reaction
 * rule to pursue withdrawing enemy. This includes enemy moves as a result of Guts checks"): the
 * person presses Morale check for his Line company, the GM posts the card that makes it fall back,
 * and the GM's client (opponent-hooks.ts on that card's createChatMessage, pursuit-play.ts
 * pursueWithdrawal) weighs each of the engine's mounted units, posts the reason, then sends the
 * SAME request as the Pursue button (one Reaction check, one movement card) to the GM's procedure.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { moraleResult } from "@rules/cards/read";
import { basesOverlap, roundBase } from "@rules/geometry";
import { asAnyResult } from "@rules/results";
import { pursueWithdrawal } from "@foundry/opponent/pursuit-play";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  chat,
  GM,
  lines,
  mapDistance,
  OTHER,
  pick,
  press,
  stack,
  type TableDouble,
  writeKinds,
  chatLog,
} from "./harness";
import { GRENADIER, HUSSARS, hussarsAndLine, LANCER, LINE, MOUNTED, TROOPER } from "./scenes";

const CHASSEURS = "Actor.chasseurs000001";
const CHASS_1 = "Actor.chasseur1000001";
const CHASS_2 = "Actor.chasseur2000001";
const VOLTIGEUR = "Actor.voltigeur0000001";

/** Every message's plain line (the engine's reasons), in order; a result card as "[card]". */
const log = (table: TableDouble) => chatLog(table, "procedures");

/** A figure's token and place on the scene (both read: the map's and the canvas's). */
function place(table: TableDouble, id: string, at: { x: number; y: number }, facing?: number): void {
  table.positions.set(id, { id, at, base: roundBase(1), ...(facing !== undefined ? { facing } : {}) });
  table.tokenAt.set(id, at);
}

/**
 * The Line company (OTHER's, side A, a person's) at (0,0) and (2,0); the Hussars (side A) far off;
 * two chasseurs with swords (side B, the engine's) `gap` inches south of them, edge to edge. The
 * Line company, activated with one morale marker, checks it on a fall back card.
 */
async function lineFallsBack(gap: number): Promise<{ table: TableDouble; inches: number }> {
  const table = hussarsAndLine();
  table.gmConfirms = false;
  table.addFigure(CHASS_1, "Chass. Un", { states: { ...MOUNTED } }, "nap.sword", GM);
  table.addFigure(CHASS_2, "Chass. Deux", { states: { ...MOUNTED } }, "nap.sword", GM);
  table.addUnit(CHASSEURS, "Chasseurs", [CHASS_1, CHASS_2], {}, GM);
  table.onScene = [...table.onScene, CHASS_1, CHASS_2];
  for (const id of [HUSSARS, LANCER, TROOPER, LINE, GRENADIER, VOLTIGEUR]) table.dispositions.set(id, 1);
  for (const id of [CHASSEURS, CHASS_1, CHASS_2]) table.dispositions.set(id, -1);
  place(table, LANCER, { x: -40, y: -40 });
  place(table, TROOPER, { x: -42, y: -40 });
  place(table, GRENADIER, { x: 0, y: 0 });
  place(table, VOLTIGEUR, { x: 2, y: 0 });
  place(table, CHASS_1, { x: 0, y: gap + 1 }, 270);
  place(table, CHASS_2, { x: 2, y: gap + 1 }, 270);
  table.patchUnit(LINE, { moraleMarkers: 1 });
  activate(table, [LINE]);
  const grade = table.unit(LINE).grade;
  const fallBacks = FRONTIER_DECK.cards.filter((c) => moraleResult(c, grade, "open") === "FALL_BACK");
  // The shortest fall back the deck holds.
  const fallBack = fallBacks.reduce((a, b) => (b.move < a.move ? b : a));
  stack(table, [fallBack], OTHER);
  table.answers = [{ terrain: "open", leaderRemoves: false }];
  expect(await press(table, "moraleCheck", LINE, { user: OTHER })).toBe("done");
  const posted = asAnyResult(table.lastMessage().record!.result);
  expect(posted?.procedure).toBe("napMorale");
  return { table, inches: fallBack.move };
}

/** The morale card (the first message), answered by the engine on the GM's client. */
function enginePursues(table: TableDouble, opponent: EngineOpponent) {
  return pursueWithdrawal(
    [...table.messages.values()][0]!.record!.result,
    opponent,
    table.port(GM, (a, b) => mapDistance(table, a, b)),
  );
}

/** Where a token stands now (the canvas's). */
const at = (table: TableDouble, id: string) => table.tokenAt.get(id)!;

describe("NAP-6.2.1.2b the engine's riders pursue a person's unit falling back from its Guts check", () => {
  it('NAP-6.2.1.2b NAP-6.2.1.2 the Line company falls back 4" from its morale card with the chasseurs 0.5" off: the engine says they ride after it (38% to pass the check and ride the 4.5"), sends the Pursue button\'s request for both riders, the GM draws the check and one movement card from his deck, and their tokens ride at the Line where its fall back leaves it, the first into base contact, the second reined in beside him', async () => {
    const { table, inches } = await lineFallsBack(0.5);
    expect(inches).toBe(4);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    const move = pick('move 6"', (c) => c.move === 6, [pass]);
    stack(table, [pass, move], GM);
    const played = await enginePursues(table, { side: "b", doctrine: "steady" });
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({
      outcome: "played",
      choice: { kind: "pursue", unitId: CHASSEURS, enemyUnitId: LINE },
    });
    expect(played[0]!.choice.odds).toMatchObject({ pass: 0.5, inches: 4.5 });
    expect(played[0]!.choice.odds!.reach).toBeCloseTo(0.38, 2);
    expect(table.warnings).toEqual([]);
    expect(log(table)).toEqual([
      "[napMorale]",
      'Chasseurs: ride after Line company as they fall back: 38% to pass the reaction check and ride the 4.5" to them',
      "[mountedReaction]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["morale", "mountedReaction"]);
    expect(table.sent[1]!.input).toMatchObject({
      mountedReaction: { unitId: CHASSEURS, kind: "pursuit", figures: [{ id: CHASS_1 }, { id: CHASS_2 }], reaction: 3 },
    });
    expect(table.sent[1]!.input).not.toHaveProperty("mountedReaction.contact");
    const view = chat(table);
    expect(view.title).toBe("Chasseurs: pursuit");
    expect(view.summary).toBe(`Pursuit: card ${pass.serial}, the reaction succeeds.`);
    expect(lines(view)).toEqual(['They may ride 6" after the withdrawing enemy.']);
    expect(table.lastMessage().record?.result).toMatchObject({ kind: "pursuit", passed: true, inches: 6 });
    // the engine's line and the GM's card, then both riders' tokens moved
    expect(writeKinds(table).slice(-5)).toEqual([
      "createMessage",
      "saveDecks",
      "createMessage",
      "moveToken",
      "moveToken",
    ]);
    // CORE-7 the Line falls back 4" straight away from Chass. Un (nearest its centre, (1,0)): Gren. Marc ends there.
    const away = { x: 1 / Math.hypot(1, 1.5), y: -1.5 / Math.hypot(1, 1.5) };
    const marc = { x: 4 * away.x, y: 4 * away.y };
    // Chass. Un base to base with Gren. Marc where he falls back to (1" between the centres of two 1" bases);
    // Chass. Deux rides at the same man and reins in where his base would overlap Chass. Un's: side by side.
    const [un, deux] = [CHASS_1, CHASS_2].map((id) => ({ id, at: at(table, id), base: roundBase(1) }));
    expect(Math.hypot(un!.at.x - marc.x, un!.at.y - marc.y)).toBeCloseTo(1, 6);
    expect(basesOverlap(un!, deux!)).toBe(false);
    expect(Math.hypot(un!.at.x - deux!.at.x, un!.at.y - deux!.at.y)).toBeLessThan(1.1);
    expect(Math.hypot(deux!.at.x - marc.x, deux!.at.y - marc.y)).toBeGreaterThanOrEqual(1);
    expect(at(table, CHASS_1).x).toBeGreaterThan(0);
    expect(at(table, CHASS_2).y).toBeLessThan(1.5);
  });

  it("NAP-6.2.1.2b the same fall back with a cautious engine: the chasseurs let the Line go, nothing posted, nothing sent, no token moved", async () => {
    const { table } = await lineFallsBack(0.5);
    const before = table.messages.size;
    const played = await enginePursues(table, { side: "b", doctrine: "cautious" });
    expect(played).toMatchObject([
      { outcome: "held", choice: { kind: "none", why: { key: "COMBAT_PATROL.Opponent.Pursuit.never" } } },
    ]);
    expect(table.messages.size).toBe(before);
    expect(table.sent.map((s) => s.procedure)).toEqual(["morale"]);
    expect(writeKinds(table)).not.toContain("moveToken");
  });

  it('NAP-6.2.1.2b the chasseurs 20" off: out of reach of one move whatever the doctrine (no card rides 24"), nothing sent', async () => {
    const { table } = await lineFallsBack(20);
    const played = await enginePursues(table, { side: "b", doctrine: "aggressive" });
    expect(played).toMatchObject([
      {
        outcome: "held",
        choice: {
          kind: "none",
          odds: { reach: 0, inches: 24 },
          why: { key: "COMBAT_PATROL.Opponent.Pursuit.outOfReach" },
        },
      },
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["morale"]);
    expect(writeKinds(table)).not.toContain("moveToken");
  });

  it("NAP-6.2.1.2b steady riders with too small a chance say so and stay; the engine's own unit falling back, or no engine, gets no pursuit", async () => {
    const { table } = await lineFallsBack(1.5);
    const played = await enginePursues(table, { side: "b", doctrine: "steady" });
    expect(played).toMatchObject([{ outcome: "held", choice: { kind: "none" } }]);
    expect(log(table)).toEqual([
      "[napMorale]",
      'Chasseurs: no pursuit of Line company: only 29% to pass the reaction check and ride the 5.5" to them',
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["morale"]);
    expect(await enginePursues(table, { side: "a", doctrine: "aggressive" })).toEqual([]);
    expect(await enginePursues(table, { side: "none", doctrine: "aggressive" })).toEqual([]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["morale"]);
  });
});
