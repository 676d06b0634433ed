/**
 * NAP-6.2.1.2b the engine's pursuit of a withdrawing enemy (rules/opponent/pursuit-options.ts), with
 * its numbers: its riders pursue when the Reaction check passes and one movement card carries them
 * the gap plus the inches he falls back at least the doctrine's pursueWhenChance; the cautious never.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { FigureState } from "@rules/model";
import { counterChargeOdds } from "@rules/odds/check-odds";
import { DEFAULT_OPTIONS } from "@rules/options";
import { DOCTRINES, type Situation } from "@rules/opponent";
import { choosePursuit } from "@rules/opponent/pursuit-options";
import { ENGINE_SIDE, OPEN, PLAYER_SIDE, figure, place, unit } from "./fixtures";

const NAPOLEONIC = { ...DEFAULT_OPTIONS, era: "napoleonic" as const };

/** The engine's two chasseurs at y = 0; the player's line `gap` inches (edge to edge) south of them. */
function withdrawing(gap: number, over: Partial<FigureState> = { mounted: true }): Situation {
  const own = ["e1", "e2"].map((id) => figure(id, { name: id, ...over }));
  const line = unit("line", [figure("g1", { name: "Gren. Marc" }), figure("g2", { name: "Volt. Paul" })], {
    name: "Line company",
  });
  return {
    unit: unit("chasseurs", own, { name: "Chasseurs" }),
    figures: { e1: { place: place("e1", 0, 0), weapon: null }, e2: { place: place("e2", 2, 0), weapon: null } },
    allegiance: ENGINE_SIDE,
    others: [
      { unit: line, places: { g1: place("g1", 0, gap + 1), g2: place("g2", 2, gap + 1) }, allegiance: PLAYER_SIDE },
    ],
    terrain: OPEN,
    pool: FRONTIER_DECK.cards,
    rules: NAPOLEONIC,
  };
}

describe("NAP-6.2.1.2b the engine's riders pursue a withdrawing enemy by the odds and the doctrine", () => {
  it('NAP-6.2.1.2b 0.5" off, the line falling back 4": P(the check passes and the card rides 4.5") is the counter-charge dialog\'s odds summed; the steady pursue, the cautious never', () => {
    const s = withdrawing(0.5);
    const steady = choosePursuit(s, { unitId: "line", inches: 4 }, DOCTRINES.steady);
    const odds = counterChargeOdds(steady.input!, { pool: FRONTIER_DECK.cards, refill: [] });
    const reach = [...odds.inches].filter(([i]) => i >= 4.5).reduce((sum, [, p]) => sum + p.value, 0);
    expect(steady).toMatchObject({ kind: "pursue", odds: { pass: odds.pass.value, inches: 4.5 } });
    expect(steady.odds!.reach).toBeCloseTo(reach, 12);
    expect(steady.odds!.reach).toBeGreaterThanOrEqual(DOCTRINES.steady.pursueWhenChance!);
    expect(steady.input).toMatchObject({ kind: "pursuit", unitId: "chasseurs" });
    expect(choosePursuit(s, { unitId: "line", inches: 4 }, DOCTRINES.cautious)).toMatchObject({
      kind: "none",
      why: { key: "COMBAT_PATROL.Opponent.Pursuit.never" },
    });
  });

  it("NAP-6.2.1.2b 1.5\" off the chance falls below the steady's 0.35 but not the aggressive's 0.2; 20\" off no card reaches; foot never pursue", () => {
    const s = withdrawing(1.5);
    const steady = choosePursuit(s, { unitId: "line", inches: 4 }, DOCTRINES.steady);
    expect(steady).toMatchObject({ kind: "none", why: { key: "COMBAT_PATROL.Opponent.Pursuit.tooFar" } });
    expect(steady.odds!.reach).toBeLessThan(0.35);
    expect(choosePursuit(s, { unitId: "line", inches: 4 }, DOCTRINES.aggressive).kind).toBe("pursue");
    expect(choosePursuit(withdrawing(20), { unitId: "line", inches: 4 }, DOCTRINES.aggressive)).toMatchObject({
      kind: "none",
      odds: { reach: 0 },
      why: { key: "COMBAT_PATROL.Opponent.Pursuit.outOfReach" },
    });
    expect(choosePursuit(withdrawing(0.5, {}), { unitId: "line", inches: 4 }, DOCTRINES.aggressive)).toMatchObject({
      kind: "none",
      why: { key: "COMBAT_PATROL.Opponent.Pursuit.none" },
    });
  });
});
