/**
 * NAP-6.2.1.3 / OW-7.1e the moves after a mounted fight (Table 2, cavalry breakthrough): the
 * loser's withdrawal, the victor's advance or recoil, the "no opponent" advance and the advance
 * as the table found it (clear, blocked, into a second melee).
 */
import { describe, expect, it } from "vitest";
import type { Effect } from "@rules/model";
import { noOpponentMove, resolveBreakthroughAdvance, resolveMountedMelee } from "@rules/mounted";
import { NAP, fig } from "./fixtures";
import { cards, hussar, infantry } from "./melee-fixtures";

describe("NAP-6.2.1.3 / OW-7.1e cavalry breakthrough (Table 2)", () => {
  // Seed 002 NAP-6.2.1.3: "A cavalry figure that must advance is placed so that the rear of its
  // base is one inch beyond the rear of the base of recoiling figure so that the victorious
  // figure and the recoiling figure are facing away from each other."
  it('NAP-6.2.1.3 with impetus, defender wounded: enemy withdraws 2", victor must advance 1" beyond, back to back', () => {
    const r = resolveMountedMelee({ attacker: hussar(), defender: infantry() }, cards(3, 0, "WOUND"), { rules: NAP });
    expect(r.melee.winner).toBe("attacker");
    // defaults: foot base 1" deep, cavalry 2": 2 (withdrawal) + 1 (his base) + 1 (beyond) + 2 (own base)
    expect(r.effects).toEqual<Effect[]>([
      { kind: "wound", unitId: "I", figureId: "i", wounds: 1 },
      { kind: "move", unitId: "I", figureId: "i", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "C", figureId: "h", inches: 6, direction: "advance" },
    ]);
    expect(r.breakthrough).toMatchObject({
      row: "defenderWounded",
      impetus: true,
      mustAdvance: true,
      veerInches: 1,
      afterSecondMelee: false,
    });
    expect(r.breakthrough!.entry.backToBack).toBe(true);
    expect(r.breakthrough!.enemyWithdrawal).toMatchObject({
      unitId: "I",
      figureId: "i",
      inches: 2,
      direction: "recoil",
      mandatory: true,
      backToBack: false,
    });
    expect(r.breakthrough!.victorAdvance).toEqual({
      unitId: "C",
      figureId: "h",
      inches: 6,
      direction: "advance",
      mandatory: true,
      backToBack: true,
      beyondInches: 1,
      backToBackWith: "i",
      veerInches: 1,
      mayContactEnemy: true,
    });
    // the table's own base depths: 2 + 0.75 + 1 + 1.5
    const sized = resolveMountedMelee(
      { attacker: hussar({ baseDepth: 1.5 }), defender: infantry({ baseDepth: 0.75 }) },
      cards(3, 0, "WOUND"),
      { rules: NAP },
    );
    expect(sized.breakthrough!.victorAdvance!.inches).toBe(5.25);
    const done = resolveBreakthroughAdvance(r.breakthrough!.victorAdvance!, "clear");
    expect(done).toEqual({
      effects: [{ kind: "move", unitId: "C", figureId: "h", inches: 6, direction: "advance" }],
      secondMelee: false,
      stunned: false,
      inches: 6,
      endsBackToBack: true,
      refused: null,
    });
  });

  it('NAP-6.2.1.3 with impetus, defender incapacitated: victor must advance 4"', () => {
    const r = resolveMountedMelee({ attacker: hussar(), defender: infantry() }, cards(3, 0, "INCAPACITATE"), {
      rules: NAP,
    });
    expect(r.effects).toEqual<Effect[]>([
      { kind: "incapacitate", unitId: "I", figureId: "i" },
      { kind: "move", unitId: "C", figureId: "h", inches: 4, direction: "advance" },
    ]);
    expect(r.breakthrough!.mustAdvance).toBe(true);
    expect(r.breakthrough!.enemyWithdrawal).toBeNull();
    expect(r.breakthrough!.victorAdvance).toMatchObject({
      inches: 4,
      backToBack: false,
      backToBackWith: null,
      mandatory: true,
    });
  });

  it('NAP-6.2.1.3 without impetus: enemy withdraws 2", victor MAY advance 1"; incapacitated: may advance 1"', () => {
    const w = resolveMountedMelee(
      { attacker: hussar({ impetus: false }), defender: infantry() },
      cards(4, 0, "WOUND"),
      { rules: NAP },
    );
    expect(w.effects.slice(1)).toEqual<Effect[]>([
      { kind: "move", unitId: "I", figureId: "i", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "C", figureId: "h", inches: 1, direction: "advance", optional: true },
    ]);
    expect(w.breakthrough!.mustAdvance).toBe(false);
    const i = resolveMountedMelee(
      { attacker: hussar({ impetus: false }), defender: infantry() },
      cards(4, 0, "INCAPACITATE"),
      { rules: NAP },
    );
    expect(i.effects.at(-1)).toEqual<Effect>({
      kind: "move",
      unitId: "C",
      figureId: "h",
      inches: 1,
      direction: "advance",
      optional: true,
    });
  });

  it('NAP-6.2.1.3 tie: both back 2"; attacker wounded: back 2", the foot victor may advance 1"', () => {
    const tie = resolveMountedMelee({ attacker: hussar({ impetus: false }), defender: infantry() }, cards(0, 1), {
      rules: NAP,
    });
    expect(tie.melee.winner).toBe("tie");
    expect(tie.effects).toEqual<Effect[]>([
      { kind: "move", unitId: "C", figureId: "h", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "I", figureId: "i", inches: 2, direction: "recoil" },
    ]);
    const lost = resolveMountedMelee({ attacker: hussar(), defender: infantry() }, cards(0, 5, "WOUND"), {
      rules: NAP,
    });
    expect(lost.effects).toEqual<Effect[]>([
      { kind: "wound", unitId: "C", figureId: "h", wounds: 1 },
      { kind: "move", unitId: "C", figureId: "h", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "I", figureId: "i", inches: 1, direction: "advance", optional: true },
    ]);
    expect(lost.breakthrough).toBeNull();
  });

  it('NAP-6.2.1.3 second melee after a breakthrough: no impetus, no close order, victor may advance 1"', () => {
    const r = resolveMountedMelee(
      { attacker: hussar({ closeOrder: true }), defender: infantry(), secondMelee: true },
      cards(5, 0, "WOUND"),
      { rules: NAP },
    );
    expect(r.melee.attacker.modifiers).toEqual([]);
    expect(r.breakthrough).toMatchObject({ impetus: false, mustAdvance: false, afterSecondMelee: true });
    expect(r.effects.at(-1)).toEqual<Effect>({
      kind: "move",
      unitId: "C",
      figureId: "h",
      inches: 1,
      direction: "advance",
      optional: true,
    });
    expect(r.breakthrough!.victorAdvance).toMatchObject({
      inches: 1,
      mandatory: false,
      backToBack: false,
      mayContactEnemy: false,
    });
  });

  // Seed 002 NAP-6.2.1.3: "If a cavalry figure is victorious in this second melee it may advance
  // an inch as described in the basic rules, but it may not advance into contact with an enemy figure."
  it("NAP-6.2.1.3 the winner of a second melee may not advance into contact with an enemy", () => {
    const r = resolveMountedMelee(
      { attacker: hussar(), defender: infantry(), secondMelee: true },
      cards(5, 0, "WOUND"),
      { rules: NAP },
    );
    const offer = r.breakthrough!.victorAdvance!;
    const into = resolveBreakthroughAdvance(offer, "enemy-contact", 0.5);
    expect(into).toEqual({
      effects: [],
      secondMelee: false,
      stunned: false,
      inches: 0,
      endsBackToBack: false,
      refused: "COMBAT_PATROL.Mounted.noAdvanceIntoContact",
    });
    expect(resolveBreakthroughAdvance(offer, "clear").effects).toEqual<Effect[]>([
      { kind: "move", unitId: "C", figureId: "h", inches: 1, direction: "advance", optional: true },
    ]);
  });

  it('OW-7.1e no opponent: must advance 6" with impetus, stop without', () => {
    expect(noOpponentMove("C", "h", true)).toMatchObject({
      mustAdvance: true,
      effects: [{ kind: "move", unitId: "C", figureId: "h", inches: 6, direction: "advance" }],
    });
    expect(noOpponentMove("C", "h", false)).toMatchObject({ mustAdvance: false, effects: [] });
  });

  it("NAP-6.2.1.3 a blocked mandatory advance stuns; contact with an enemy gives a second melee instead", () => {
    const must = resolveMountedMelee({ attacker: hussar(), defender: infantry() }, cards(3, 0, "INCAPACITATE"), {
      rules: NAP,
    }).breakthrough!.victorAdvance!;
    const may = resolveMountedMelee(
      { attacker: hussar({ impetus: false }), defender: infantry() },
      cards(4, 0, "INCAPACITATE"),
      { rules: NAP },
    ).breakthrough!.victorAdvance!;
    expect(resolveBreakthroughAdvance(must, "blocked")).toEqual({
      effects: [{ kind: "stun", unitId: "C", figureId: "h", stunned: true }],
      secondMelee: false,
      stunned: true,
      inches: 0,
      endsBackToBack: false,
      refused: null,
    });
    expect(resolveBreakthroughAdvance(must, "enemy-contact", 2.5)).toEqual({
      effects: [{ kind: "move", unitId: "C", figureId: "h", inches: 2.5, direction: "advance" }],
      secondMelee: true,
      stunned: false,
      inches: 2.5,
      endsBackToBack: false,
      refused: null,
    });
    expect(() => resolveBreakthroughAdvance(must, "enemy-contact", 4.5)).toThrow(/badInches/);
    expect(resolveBreakthroughAdvance(may, "blocked").stunned).toBe(false);
    expect(resolveBreakthroughAdvance(may, "enemy-contact").refused).toBe("COMBAT_PATROL.Mounted.noAdvanceIntoContact");
  });

  it("NAP-6.2.1.3 retreating foot caught from behind add no Melee or HtH", () => {
    const r = resolveMountedMelee(
      {
        attacker: hussar({ impetus: false }),
        defender: infantry({ figure: fig("i", { melee: 2 }) }),
        caughtFromBehind: true,
      },
      cards(0, 1, "WOUND"),
      { rules: NAP },
    );
    expect(r.melee.defender.total).toBe(1); // card only: Melee 2 and musket HtH 1 not added
    expect([r.melee.defender.melee, r.melee.defender.hth, r.melee.defender.modifiers]).toEqual([0, 0, []]);
    expect(r.melee.attacker.total).toBe(1 + 2);
    expect(r.melee.winner).toBe("attacker");
    expect(r.effects).toContainEqual<Effect>({ kind: "wound", unitId: "I", figureId: "i", wounds: 1 });
  });

  it('NAP-6.2.1.3 caught from behind, the attack fails: the foot run 2" and nobody is hurt', () => {
    const source = cards(0, 5, "INCAPACITATE");
    const r = resolveMountedMelee(
      { attacker: hussar({ impetus: false }), defender: infantry(), caughtFromBehind: true },
      source,
      { rules: NAP },
    );
    expect(r.melee.winner).toBe("defender");
    // No damage card is drawn for the failed attacker (the card stays in the deck).
    expect([source.used, r.melee.loserSpared, r.melee.loserDamage, r.cards.map((c) => c.sections[0])]).toEqual([
      2,
      true,
      null,
      ["melee", "melee"],
    ]);
    expect(r.effects).toEqual<Effect[]>([
      { kind: "move", unitId: "I", figureId: "i", inches: 2, direction: "fall-back" },
    ]);
  });
});
