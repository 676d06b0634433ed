/**
 * NAP-7.2 / NAP-7.3 the engine opponent serves the garrison's 6# gun in The Bridge at Les Trois
 * Moulins (the starter adventure as its pack sets it up, on the table double): on the gun's card the
 * GM's client plays its crew (opponent-turn.ts playActivation) through the gun's own buttons'
 * requests, the Load button's (the GM's gunReady procedure) and then, on its next card, the Fire gun
 * button's (nap.gunFire, the REAL coordinator and procedure drawing from the GM's Action Deck):
 * each preceded by the engine's reason in the chat, each result posted and written.
 */
import { describe, expect, it } from "vitest";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { activate, chat, GM, mapDistance, stack, chatLog } from "./harness";
import { sureKills } from "./scenes";

const TROIS_MOULINS = "The Bridge at Les Trois Moulins";
const GARRISON: EngineOpponent = { side: "a", doctrine: "steady" };

/** CORE-3 the Activation Card of turn 1 in play for these units, on the GM's flag and in the deck as drawn. */
function onCard(table: AdventureTable, units: readonly string[], drawn: readonly string[]): void {
  activate(table, units, drawn.at(-1));
  table.activation = { state: { ...table.activation.state, drawn: [...drawn], turn: 1 }, audit: null };
}

/** The GM's client plays the engine's units of the card in play. */
function play(table: AdventureTable, played: Set<string>) {
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, GARRISON, port, played);
}

/** Every message's plain line (the engine's reasons); a result card as "[card]". */
const log = (table: AdventureTable) => chatLog(table);

/** The gun's state as its sheet holds it. */
function gunState(table: AdventureTable, gun: string) {
  const s = table.actors.get(gun)?.snapshot;
  if (s?.type !== "gun") throw new Error("no gun");
  return { round: s.system.round, outOfAmmo: s.system.outOfAmmo };
}

describe("NAP-7.2 / NAP-7.3 the engine plays the garrison's gun", () => {
  it("NAP-7.2 NAP-7.3 the 6# gun's crew loads canister for the 2nd troop on its card (the Load request, the gun loaded; the same card again: it holds), and on its next card fires canister at it (the Fire gun request, the GM's draw, dragoons down)", async () => {
    const table = adventureTable(TROIS_MOULINS);
    table.gmConfirms = false;
    const gun = table.actorNamed("6# gun");
    const troop = table.actorNamed("Light dragoons, 2nd troop");
    const played = new Set<string>();
    onCard(table, [gun], ["number#3"]);
    const loads = await play(table, played);
    // NAP-7.2 ONE request, the Load button's, computed and posted by the GM's procedure; the reason first.
    expect(loads.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["6# gun", ["gun played"]],
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.gunReady"]);
    expect(table.sent[0]?.input).toMatchObject({ step: "load", round: "canister", activation: "1:number#3" });
    expect(log(table)).toEqual([
      "6# gun: load canister for Light dragoons, 2nd troop (1.2 men expected down as they stand now); load actions still needed after this one: 0",
      "[card]",
    ]);
    expect(chat(table).summary).toBe("Loaded: the gun may fire on its next activation.");
    expect(gunState(table, gun)).toEqual({ round: "canister", outOfAmmo: 0 });

    // NAP-7.2 the same card again (another play of it): loaded on this card, the gun holds and says so.
    await play(table, new Set());
    expect(log(table).at(-1)).toBe("6# gun: hold, loaded on this card; the gun fires on a later one");
    expect(table.sent).toHaveLength(1);

    // NAP-7.3 its next card: the Fire gun request at the 2nd troop, drawn from the GM's deck.
    onCard(table, [gun], ["number#3", "number#5"]);
    stack(table, sureKills(5), GM);
    const fires = await play(table, played);
    expect(fires.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["6# gun", ["gun played"]],
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.gunReady", "nap.gunFire"]);
    expect(table.sent[1]?.input).toMatchObject({
      round: "canister",
      aim: { at: "unit", unitId: troop },
      building: null,
    });
    expect(log(table).slice(-2)).toEqual([
      "6# gun: canister at Light dragoons, 2nd troop, 1.2 men expected down (3 hit)",
      "[card]",
    ]);
    expect(chat(table).summary).toBe("Canister: 3 figures hit");
    expect(chat(table).lines.map((l) => l.text)).toEqual([
      "Card 1: needs 2 holes, on target (the leader's Regular Accuracy).",
      "Corporal (Short range): card 16, needs 2 holes: hit — damage card 21: torso, incapacitated",
      "Dragoon 1 (Short range): card 32, needs 2 holes: hit — damage card 34: arm, incapacitated",
      "Dragoon 2 (Short range): card 2, needs 2 holes: miss",
      "Dragoon 3 (Short range): card 3, needs 2 holes: hit — damage card 4: leg, wounded (1 of 2 wounds)",
      "Dragoon 4 (Medium range): card 5, needs 3 holes: miss",
      "Dragoon 5 (Medium range): card 6, needs 3 holes: miss",
    ]);
    // The writes: two dragoons down, one wounded; NAP-7.2 the gun fired: one load action to make.
    expect(table.unit(troop).figures.map((f) => [f.name, f.incapacitated, f.wounds])).toEqual([
      ["Corporal", true, 0],
      ["Dragoon 1", true, 0],
      ["Dragoon 2", false, 0],
      ["Dragoon 3", false, 1],
      ["Dragoon 4", false, 0],
      ["Dragoon 5", false, 0],
    ]);
    expect(gunState(table, gun)).toEqual({ round: "none", outOfAmmo: 1 });
    expect(table.warnings).toEqual([]);
  });
});
