/**
 * CORE-3 a figure fires once and moves once in an activation (the GM's record spends each apart):
 * the engine follows its unit's volley with the move its doctrine would make, and its move with the
 * volley, each through the same buttons' requests (rules/opponent/choose.ts followUp,
 * opponent-turn.ts). The Raiders (side B, the engine's, rifles) face the Posse (side A).
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { activate, COLE, DUNN, FINCH, GM, HALE, mapDistance, pick, RAIDERS, stack, type TableDouble } from "./harness";
import { posseFacingRiflemen, sureKills } from "./scenes";

/** The Posse (Cole at 0,0, Dunn at 3,0) and the Raiders' riflemen at (0,y) and (3,y); the GM's deck stacked. */
function field(y: number, cards: readonly ActionCard[]): TableDouble {
  const table = posseFacingRiflemen();
  for (const [id, x] of [
    [HALE, 0],
    [FINCH, 3],
  ] as const)
    table.positions.set(id, { ...table.positions.get(id)!, at: { x, y } });
  // the tokens the engine's moves drag (the double moves a token it holds)
  for (const id of [COLE, DUNN, HALE, FINCH]) table.tokenAt.set(id, table.positions.get(id)!.at);
  stack(table, cards, GM);
  return table;
}

async function raidersPlay(table: TableDouble, opponent: EngineOpponent) {
  activate(table, [RAIDERS]);
  const plays = await playActivation(
    table.currentActivation!,
    opponent,
    table.port(GM, (a, b) => mapDistance(table, a, b)),
    new Set(),
  );
  return plays.flatMap((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`));
}

const misses = (n: number): ActionCard[] => {
  const out: ActionCard[] = [];
  for (let i = 0; i < n; i += 1) out.push(pick(`miss ${i + 1}`, (c) => c.hit === 0, out));
  return out;
};

describe("CORE-3 the engine's unit fires and moves in one activation", () => {
  it("CORE-3 the aggressive Raiders fire at the Posse 10 inches off, then advance on it: the volley's card, then each rifleman's Move", async () => {
    const table = field(10, [...misses(4), ...sureKills(2)]);
    const tried = await raidersPlay(table, { side: "b", doctrine: "aggressive" });
    expect(tried).toEqual(["fire played", "move played"]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire", "movement", "movement"]);
    expect(table.warnings).toEqual([]);
    // closer to the Posse than they stood, and no shift claimed for the volley fired first
    expect(table.positions.get(HALE)!.at.y).toBeLessThan(10);
    const fire = (table.sent[0]!.copies as { fire: { shooters: { shifts?: { moved?: boolean } }[] } }).fire;
    expect(fire.shooters.map((s) => s.shifts?.moved ?? false)).toEqual([false, false]);
  });

  it("CORE-3 CORE-5.2 the aggressive Raiders 52 inches off (out of rifle range) advance, then fire with the moved shift the GM takes", async () => {
    const table = field(53, [...pick5(), ...misses(6)]);
    const tried = await raidersPlay(table, { side: "b", doctrine: "aggressive" });
    expect(tried).toEqual(["move played", "fire played"]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["movement", "movement", "fire"]);
    const fire = (table.sent[2]!.copies as { fire: { shooters: { shifts?: { moved?: boolean } }[] } }).fire;
    expect(fire.shooters.every((s) => s.shifts?.moved === true)).toBe(true);
    expect(table.warnings).toEqual([]);
  });
});

/** Two long moves (8 inches or more). */
function pick5(): ActionCard[] {
  const first = pick("a long move", (c) => c.move >= 8);
  return [first, pick("another long move", (c) => c.move >= 8, [first])];
}
