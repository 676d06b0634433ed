/**
 * CORE-3 the engine plays both sides through the turn on the table double: the command dice rolled,
 * the Activation Cards drawn one by one by the GM's turn (combat/turn.ts), and after each the GM's
 * client plays the units the card activated (opponent-turn.ts), each side by its tokens, through the
 * real actions and GM procedures. No request is refused and every activation is played.
 */
import { describe, expect, it } from "vitest";
import { drawNextCard, startTurn } from "@foundry/combat/turn";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import { playActivation, type UnitPlay } from "@foundry/opponent/opponent-turn";
import { roundBase } from "@rules/geometry";
import {
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  mapDistance,
  OTHER,
  POSSE,
  posseAndRaiders,
  RAIDERS,
  stack,
  TableDouble,
} from "./harness";

/** The Posse and the Raiders (rifles both) 10" apart, friendly and hostile tokens, the Activation Deck stacked. */
function battle(activationTop: readonly string[]): TableDouble {
  const table = posseAndRaiders(new TableDouble(activationTop));
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.rifle", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.rifle", OTHER);
  for (const [id, x, y, side] of [
    [COLE, 0, 0, 1],
    [DUNN, 3, 0, 1],
    [HALE, 0, 10, -1],
    [FINCH, 3, 10, -1],
  ] as const) {
    table.positions.set(id, { id, at: { x, y }, base: roundBase(1) });
    table.tokenAt.set(id, { x, y });
    table.dispositions.set(id, side);
  }
  table.gmConfirms = false;
  stack(table, [], GM);
  return table;
}

describe("CORE-3 the engine plays both sides through a turn", () => {
  it("CORE-3 / CORE-5 / CORE-7 dice 3 and 5, cards 3, 5 and End of Turn: the Posse fires, the Raiders check morale and fire back, nothing refused", async () => {
    const table = battle(["3#1", "5#1", "end#1"]);
    const ports = table.turnPorts(
      {
        units: () => [table.unit(POSSE), table.unit(RAIDERS)],
        setActivation: async (activation: CurrentActivation | null) => {
          table.currentActivation = activation;
        },
      },
      [3, 5, 3, 5],
    );
    const played = new Set<string>();
    const plays: UnitPlay[] = [];
    await startTurn(ports, 1);
    for (let card = 0; card < 3; card += 1) {
      const result = await drawNextCard(ports);
      if (!result || result.endOfTurn || !table.currentActivation) continue;
      const port = table.port(GM, (a, b) => mapDistance(table, a, b));
      plays.push(
        ...(await playActivation(table.currentActivation, { side: "both", doctrine: "steady" }, port, played)),
      );
    }
    // the Posse's volley put a marker on the Raiders: Sgt. Hale takes it off before their check, then they fire back
    expect(plays.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["Posse", ["fire played"]],
      ["Raiders", ["removeMarkers played", "fire played"]],
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire", "morale", "fire"]);
    expect(plays.flatMap((p) => p.tried.map((t) => t.outcome))).not.toContain("refused");
    expect(table.warnings).toEqual([]);
  });

  it("CORE-3 one card activating both sides, each played by its own doctrine one unit at a time: each unit is played once, and not again on the same card", async () => {
    const table = battle([]);
    table.currentActivation = { card: "3#1", number: 3, units: [POSSE, RAIDERS], lost: [], turn: 1 };
    const activation = table.currentActivation;
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const played = new Set<string>();
    const posse = await playActivation(
      { ...activation, units: [POSSE] },
      { side: "a", doctrine: "steady" },
      port,
      played,
    );
    const raiders = await playActivation(
      { ...activation, units: [RAIDERS] },
      { side: "b", doctrine: "cautious" },
      port,
      played,
    );
    expect([...posse, ...raiders].map((p) => p.unit)).toEqual(["Posse", "Raiders"]);
    // the same card written again (the flag rewritten): nobody plays twice
    expect(await playActivation(activation, { side: "both", doctrine: "steady" }, port, played)).toEqual([]);
  });
});
