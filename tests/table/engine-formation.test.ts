/**
 * NAP-5 / NAP-5.2 the engine opponent forms its foot into close order when riders come near: on the
 * Fusiliers' card (the engine's side) with the Hussars 10" off, the GM's client plays Change
 * formation's request (the REAL coordinator and procedure, one movement card from the GM's deck),
 * after the engine's reason in the chat, then moves the tokens into the line facing the riders.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { detectCloseOrder } from "@rules/geometry/closeOrder";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { activate, chatLog, chatOf, GM, mapDistance, OTHER, pick, PLAYER, stack, TableDouble } from "./harness";
import { MOUNTED, NAPOLEONIC } from "./scenes";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const FIGS = ["Actor.fusilier00000001", "Actor.fusilier00000002", "Actor.fusilier00000003", "Actor.fusilier00000004"];
const COMPANY = "Actor.company000000001";
const HUSSAR = "Actor.hussar0000000001";
const HUSSARS = "Actor.hussars000000001";

/** The engine's Fusiliers in open order (2" apart along y at x = 0), the player's Hussar mounted 10" east of them. */
function scene(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  FIGS.forEach((id, i) => {
    table.addFigure(id, `Fus. ${i + 1}`, {}, "nap.musket", OTHER);
    table.positions.set(id, { id, at: { x: 0, y: 2 * i }, base: roundBase(1), facing: 0 });
    table.tokenAt.set(id, { x: 0, y: 2 * i });
    table.dispositions.set(id, -1);
  });
  table.addUnit(COMPANY, "Fusiliers", FIGS, { leaderId: FIGS[0]! }, OTHER);
  table.dispositions.set(COMPANY, -1);
  table.addFigure(HUSSAR, "Tpr. Bold", { states: { ...MOUNTED } }, "nap.sword", PLAYER);
  table.addUnit(HUSSARS, "Hussars", [HUSSAR], {}, PLAYER);
  table.positions.set(HUSSAR, { id: HUSSAR, at: { x: 11, y: 0 }, base: roundBase(1) });
  for (const id of [HUSSAR, HUSSARS]) table.dispositions.set(id, 1);
  table.onScene = [...FIGS, HUSSAR];
  table.gmConfirms = false;
  activate(table, [COMPANY]);
  return table;
}

describe("NAP-5.2 the engine forms close order against riders", () => {
  it("NAP-5.2 the Fusiliers form a line facing the Hussars 10\" off: the reason, Change formation's request, the GM's card, the tokens in a line, in close order", async () => {
    const table = scene();
    stack(table, [pick("a 6-inch move", (c) => c.move === 6)], GM);
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const plays = await playActivation(table.currentActivation!, ENGINE_B, port, new Set());
    expect(plays[0]?.tried[0]).toMatchObject({ kind: "formation", outcome: "played" });
    expect(table.sent[0]).toMatchObject({
      procedure: "nap.formation",
      input: { unit: { id: COMPANY, name: "Fusiliers" }, formation: "line", facing: 0 },
    });
    expect(chatLog(table).slice(0, 2)).toEqual([
      "Fusiliers: form a line in close order against Hussars, whose riders are 10 inches off (better morale, +1 in hand to hand)",
      "[card]",
    ]);
    expect(chatOf(table, "formation").lines.at(-1)?.text).toBe("The unit is in close order.");
    // The tokens: a line across the facing (0°: along y) on the sergeant, each turned to face the riders.
    const ends = FIGS.map((id) => ({ ...table.positions.get(id)!, unit: COMPANY }));
    expect(new Set(ends.map((f) => Math.round(f.at.x * 100) / 100 + 0))).toEqual(new Set([0]));
    expect(ends.map((f) => f.facing)).toEqual([0, 0, 0, 0]);
    expect(detectCloseOrder(ends).units.get(COMPANY)?.closeOrder).toBe(true);
  });
});
