/**
 * NAP-6.2.1.2 / OW-7.1c / NAP-5.4.1 / NAP-6.2.1.2b the engine's reaction to a charge halted on its
 * unit (rules/opponent/reaction-options.ts), with its numbers: a mounted unit counter-charges when
 * going in adds the doctrine's counterChargeWhenGain to its chance to win the fight, counted as the
 * Cavalry charge and the counter-charge dialog count them; foot in close order close ranks; a
 * close order unit charged from behind turns to face; else no reaction.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { type Figure, pt, roundBase } from "@rules/geometry";
import type { FigureState, UnitState, WeaponProfile } from "@rules/model";
import { plainCharge } from "@rules/mounted/charge-input";
import { chargeOdds } from "@rules/odds/melee-odds";
import { counterChargeOdds } from "@rules/odds/check-odds";
import { DEFAULT_OPTIONS } from "@rules/options";
import { DOCTRINES, type Situation } from "@rules/opponent";
import { chooseReaction, counterChargeOf, type ChargeOnUnit } from "@rules/opponent/reaction-options";
import { ENGINE_SIDE, OPEN, PLAYER_SIDE, figure, unit } from "./fixtures";

const NAPOLEONIC = { ...DEFAULT_OPTIONS, era: "napoleonic" as const };
const SWORD: WeaponProfile = {
  id: "nap.sword",
  range: { short: null, medium: null, long: null },
  rof: { short: 1, medium: 1, long: 1 },
  reload: null,
  hth: 1,
};
const at = (id: string, x: number, y: number, facing: number): Figure => ({
  id,
  at: pt(x, y),
  base: roundBase(1),
  facing,
});

/** The player's hussar at (0, 0), 9" west of the engine's two figures (at x = 10, y 0 and 2) facing `facing`. */
function charged(engine: { over?: Partial<FigureState>; unit?: Partial<UnitState>; facing?: number } = {}): {
  s: Situation;
  charge: ChargeOnUnit;
} {
  const hussar = figure("hussar", { name: "Tpr. Bold", mounted: true });
  const hussars = unit("hussars", [hussar], { name: "Hussars", kind: "mounted" });
  const own = ["e1", "e2"].map((id) => figure(id, { name: id === "e1" ? "Chass. Un" : "Chass. Deux", ...engine.over }));
  const mine = unit("chasseurs", own, { name: "Chasseurs", ...engine.unit });
  const facing = engine.facing ?? 180;
  return {
    s: {
      unit: mine,
      figures: {
        e1: { place: at("e1", 10, 0, facing), weapon: SWORD },
        e2: { place: at("e2", 10, 2, facing), weapon: SWORD },
      },
      allegiance: ENGINE_SIDE,
      others: [
        {
          unit: hussars,
          places: { hussar: at("hussar", 0, 0, 0) },
          weapons: { hussar: SWORD },
          allegiance: PLAYER_SIDE,
        },
      ],
      terrain: OPEN,
      pool: FRONTIER_DECK.cards,
      rules: NAPOLEONIC,
    },
    charge: {
      chargerUnitId: "hussars",
      chargerId: "hussar",
      targetId: "e1",
      run: { straightInches: 9, openFlat: true },
    },
  };
}

describe("NAP-6.2.1.2 OW-7.1c the engine's riders counter-charge when the odds favour it", () => {
  it("NAP-6.2.1.2 two chasseurs charged by a hussar with his impetus: 42% to win going in (impetus and moving) against 16% standing, the check passing 50% of the time, a gain of 0.13: every doctrine counter-charges, and the line says so", () => {
    const { s, charge } = charged({ over: { mounted: true } });
    const choice = chooseReaction(s, charge, DOCTRINES.cautious);
    // the same numbers the Cavalry charge and the counter-charge dialog count
    const pool = { pool: FRONTIER_DECK.cards, refill: [] };
    const fight = plainCharge(
      { unit: s.others[0]!.unit, figure: s.others[0]!.unit.figures[0]!, weapon: SWORD },
      { unit: s.unit, figure: s.unit.figures[0]!, weapon: SWORD },
      charge.run,
      false,
    );
    const stand = chargeOdds(fight, pool, { rules: NAPOLEONIC }).winner.defender.value;
    const going = { ...fight, defender: { ...fight.defender, impetus: true, moving: true } };
    const counter = chargeOdds(going, pool, { rules: NAPOLEONIC }).winner.defender.value;
    const pass = counterChargeOdds(counterChargeOf(s.unit, NAPOLEONIC)!, pool).pass.value;
    expect(choice.odds).toEqual({ pass, counter, stand, gain: pass * (counter - stand) });
    expect(pass).toBe(0.5);
    expect(Math.round(counter * 100)).toBe(42);
    expect(Math.round(stand * 100)).toBe(16);
    expect(choice.odds!.gain).toBeCloseTo(0.1308, 4);
    expect(choice.kind).toBe("counterCharge");
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Reaction.counterCharge",
      data: { unit: "Chasseurs", charger: "Tpr. Bold", counter: 42, pass: 50, stand: 16 },
    });
  });

  it("NAP-6.2.1.2 CORE-10 riders whose reaction is 1 pass the check 16% of the time: going in adds 0.042, above the aggressive doctrine's 0.02 and under the steady one's 0.05, so the aggressive counter-charge and the steady meet the charge standing, saying why", () => {
    const { s, charge } = charged({ over: { mounted: true, reaction: 1 } });
    const aggressive = chooseReaction(s, charge, DOCTRINES.aggressive);
    expect(aggressive.odds!.pass).toBe(0.16);
    expect(aggressive.odds!.gain).toBeCloseTo(0.0419, 4);
    expect(aggressive.kind).toBe("counterCharge");
    const steady = chooseReaction(s, charge, DOCTRINES.steady);
    expect(steady.kind).toBe("none");
    expect(steady.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Reaction.stand",
      data: { unit: "Chasseurs", charger: "Tpr. Bold", counter: 42, pass: 16, stand: 16 },
    });
  });
});

describe("NAP-5.4.1 NAP-6.2.1.2 the engine's foot react to a charge", () => {
  it("NAP-6.2.1.2 foot in close order facing the charge close ranks; NAP-5.4.1 charged from behind, they turn to face", () => {
    const front = charged({ unit: { closeOrder: true } });
    expect(chooseReaction(front.s, front.charge, DOCTRINES.steady)).toMatchObject({
      kind: "closeRanks",
      why: { key: "COMBAT_PATROL.Opponent.Reaction.closeRanks", data: { unit: "Chasseurs", charger: "Tpr. Bold" } },
    });
    // facing east, away from the hussar 9" to the west: the charge comes in on their rear
    const rear = charged({ unit: { closeOrder: true }, facing: 0 });
    expect(chooseReaction(rear.s, rear.charge, DOCTRINES.steady).kind).toBe("turnToFace");
  });

  it("CORE-10 foot in open order (or outside the Napoleonic rules) take no reaction, saying so", () => {
    const open = charged();
    expect(chooseReaction(open.s, open.charge, DOCTRINES.aggressive)).toMatchObject({
      kind: "none",
      why: { key: "COMBAT_PATROL.Opponent.Reaction.none" },
    });
    const wildWest = charged({ unit: { closeOrder: true } });
    const ow = chooseReaction({ ...wildWest.s, rules: DEFAULT_OPTIONS }, wildWest.charge, DOCTRINES.aggressive);
    expect(ow.kind).toBe("none");
  });
});
