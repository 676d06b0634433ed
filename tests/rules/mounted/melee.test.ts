import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import {
  MOUNTED_DEFAULTS,
  closeOrderForMelee,
  heavyCavalryMelee,
  impetusEligible,
  noOpponentMove,
  resolveBreakthroughAdvance,
  resolveMountedMelee,
  type Fighter,
} from "@rules/mounted";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { card } from "../../helpers/cards";
import { NAP, OW, fig, rider, rulesFor } from "./fixtures";

const D = MOUNTED_DEFAULTS;
const sword = napoleonicWeapon("nap.sword");
const lance = napoleonicWeapon("nap.lance");
const musket = napoleonicWeapon("nap.musket");

const hussar = (over: Partial<Fighter> = {}): Fighter => ({
  unitId: "C",
  figure: rider("h", { melee: 1 }),
  weapon: sword,
  impetus: true,
  moving: true,
  closeOrder: false,
  ...over,
});
const infantry = (over: Partial<Fighter> = {}): Fighter => ({
  unitId: "I",
  figure: fig("i", { melee: 1 }),
  weapon: musket,
  impetus: false,
  moving: false,
  closeOrder: false,
  ...over,
});
/** attacker card, defender card, loser damage card */
const cards = (a: number, d: number, damage: "WOUND" | "INCAPACITATE" = "WOUND", location: "torso" | "arm" = "arm") =>
  fixedSource([card({ melee: a }), card({ melee: d }), card({ damage, location })]);

describe("NAP-6.2.1.1 / OW-7.1d impetus", () => {
  it('NAP-6.2.1.1 impetus needs the last 4" straight into contact over open, flat terrain', () => {
    expect(impetusEligible({ mounted: true, straightInchesIntoContact: 4, openFlatTerrain: true }, D)).toBe(true);
    expect(impetusEligible({ mounted: true, straightInchesIntoContact: 3.9, openFlatTerrain: true }, D)).toBe(false);
    expect(impetusEligible({ mounted: true, straightInchesIntoContact: 8, openFlatTerrain: false }, D)).toBe(false);
    expect(impetusEligible({ mounted: false, straightInchesIntoContact: 8, openFlatTerrain: true }, D)).toBe(false);
  });

  it('NAP-5.3 the close order HtH modifier needs the last 4" of a move to contact in close order', () => {
    expect(closeOrderForMelee(true, true, 4, D)).toBe(true);
    expect(closeOrderForMelee(true, true, 3, D)).toBe(false);
    expect(closeOrderForMelee(true, false, 0, D)).toBe(true);
    expect(closeOrderForMelee(false, false, 0, D)).toBe(false);
  });
});

describe("NAP-6.2.1.2 mounted hand to hand modifiers", () => {
  it("NAP-6.2.1.2 impetus +2 and close order +1 on the attacker; sword HtH 2", () => {
    const r = resolveMountedMelee({ attacker: hussar({ closeOrder: true }), defender: infantry() }, cards(0, 0), {
      rules: NAP,
    });
    expect(r.melee.attacker.modifiers).toEqual([
      { key: "impetus", value: 2 },
      { key: "closeOrder", value: 1 },
    ]);
    expect(r.melee.attacker.total).toBe(1 + 2 + 2 + 1);
    expect(r.melee.defender.total).toBe(1 + 1);
  });

  it("NAP-5.4.1 close order +1 applies in defence but not to figures attacked from the rear", () => {
    const front = resolveMountedMelee({ attacker: hussar(), defender: infantry({ closeOrder: true }) }, cards(0, 0), {
      rules: NAP,
    });
    expect(front.melee.defender.modifiers).toEqual([{ key: "closeOrder", value: 1 }]);
    const rear = resolveMountedMelee(
      { attacker: hussar(), defender: infantry({ closeOrder: true, attackedFromRear: true }) },
      cards(0, 0),
      { rules: NAP },
    );
    expect(rear.melee.defender.modifiers).toEqual([]);
  });

  it("NAP-6.2.1.2 impetus applies to a counter-charging defender", () => {
    const r = resolveMountedMelee(
      { attacker: hussar(), defender: hussar({ unitId: "D", figure: rider("x"), impetus: true }) },
      cards(0, 0),
      { rules: NAP },
    );
    expect(r.melee.defender.modifiers).toEqual([{ key: "impetus", value: 2 }]);
  });

  it("NAP-6.2.1.2 lance +3 moving (without impetus), +1 not moving", () => {
    const moving = resolveMountedMelee(
      { attacker: hussar({ weapon: lance, impetus: false }), defender: infantry() },
      cards(0, 0),
      { rules: NAP },
    );
    expect(moving.attackerWeapon).toMatchObject({ hth: 3, key: "lance.moving" });
    const standing = resolveMountedMelee(
      { attacker: infantry(), defender: hussar({ unitId: "C", weapon: lance, impetus: false, moving: false }) },
      cards(0, 0),
      { rules: NAP },
    );
    expect(standing.defenderWeapon).toMatchObject({ hth: 1, key: "lance.notMoving" });
  });

  it("OW-7.1d lancers gain +3 with impetus, otherwise +1 (even moving)", () => {
    const owLance = frontierWeapon("ow.lance");
    const withImpetus = resolveMountedMelee(
      { attacker: hussar({ weapon: owLance }), defender: infantry({ weapon: frontierWeapon("ow.rifle") }) },
      cards(0, 0),
      { rules: OW },
    );
    expect(withImpetus.attackerWeapon.hth).toBe(3);
    const without = resolveMountedMelee(
      {
        attacker: hussar({ weapon: owLance, impetus: false }),
        defender: infantry({ weapon: frontierWeapon("ow.rifle") }),
      },
      cards(0, 0),
      { rules: OW },
    );
    expect(without.attackerWeapon.hth).toBe(1);
  });

  // Seed 002 NAP Table 1: "Bayonet when affixed to musket or rifle +1"; "bayonets have no HtH value
  // themselves, but they provide an additional +1".
  it("NAP-6.2.1.2 bayonet: a musket with the bayonet fixed fights at HtH 2 against cavalry; no bayonet fits a sword", () => {
    const r = resolveMountedMelee({ attacker: hussar(), defender: infantry({ bayonetFixed: true }) }, cards(0, 0), {
      rules: NAP,
    });
    expect(r.defenderWeapon).toEqual({ hth: 2, key: "nap.musket.bayonet", dropsLance: false });
    expect(r.melee.defender.total).toBe(1 + 2);
    const without = resolveMountedMelee({ attacker: hussar(), defender: infantry() }, cards(0, 0), { rules: NAP });
    expect(without.defenderWeapon.hth).toBe(1);
    expect(() =>
      resolveMountedMelee({ attacker: hussar({ bayonetFixed: true }), defender: infantry() }, cards(0, 0), {
        rules: NAP,
      }),
    ).toThrow(/noBayonet/);
  });

  it("NAP-6.2.1.2 / NAP-6.3 a heavy lancer charging in close order: lance +3 moving, impetus +4, close order +1", () => {
    const r = resolveMountedMelee(
      {
        attacker: hussar({ weapon: lance, heavy: true, closeOrder: true }),
        defender: infantry({ bayonetFixed: true }),
      },
      cards(0, 0),
      { rules: rulesFor("napoleonic", { heavyCavalry: true }) },
    );
    expect(r.attackerWeapon).toMatchObject({ hth: 3, key: "lance.moving" });
    expect(r.melee.attacker.modifiers).toEqual([
      { key: "impetus.heavy", value: 4 },
      { key: "closeOrder", value: 1 },
    ]);
    expect(r.melee.attacker.total).toBe(1 + 3 + 4 + 1);
  });

  it("NAP-6.2.1.2 a lancer who fights with his secondary weapon drops the lance", () => {
    const r = resolveMountedMelee(
      {
        attacker: infantry(),
        defender: hussar({
          weapon: lance,
          moving: false,
          impetus: false,
          lance: { use: "secondary", dropped: false, secondary: sword },
        }),
      },
      cards(0, 0),
      { rules: NAP },
    );
    expect(r.defenderWeapon).toEqual({ hth: 2, key: "nap.sword", dropsLance: true });
    expect(r.effects).toContainEqual<Effect>({
      kind: "flag",
      unitId: "C",
      figureId: "h",
      flag: "lanceDropped",
      value: true,
    });
  });

  it("NAP-6.2.1.2 the secondary weapon only in non-moving combat; a dropped lance cannot be used again", () => {
    expect(() =>
      resolveMountedMelee(
        {
          attacker: hussar({ weapon: lance, lance: { use: "secondary", dropped: false, secondary: sword } }),
          defender: infantry(),
        },
        cards(0, 0),
        { rules: NAP },
      ),
    ).toThrow(/secondaryOnlyNotMoving/);
    const dropped = resolveMountedMelee(
      {
        attacker: hussar({ weapon: lance, lance: { use: "lance", dropped: true, secondary: sword } }),
        defender: infantry(),
      },
      cards(0, 0),
      { rules: NAP },
    );
    expect(dropped.attackerWeapon).toEqual({ hth: 2, key: "nap.sword", dropsLance: false });
  });
});

describe("NAP-6.3 heavy cavalry", () => {
  const HEAVY = rulesFor("napoleonic", { heavyCavalry: true });

  it("NAP-6.3 +4 impetus in close order, +2 in open order, +2 when the option is off", () => {
    const co = resolveMountedMelee(
      { attacker: hussar({ heavy: true, closeOrder: true }), defender: infantry() },
      cards(0, 0),
      { rules: HEAVY },
    );
    expect(co.melee.attacker.modifiers).toContainEqual({ key: "impetus.heavy", value: 4 });
    const open = resolveMountedMelee({ attacker: hussar({ heavy: true }), defender: infantry() }, cards(0, 0), {
      rules: HEAVY,
    });
    expect(open.melee.attacker.modifiers).toEqual([{ key: "impetus", value: 2 }]);
    const off = resolveMountedMelee(
      { attacker: hussar({ heavy: true, closeOrder: true }), defender: infantry() },
      cards(0, 0),
      { rules: NAP },
    );
    expect(off.melee.attacker.modifiers).toContainEqual({ key: "impetus", value: 2 });
  });

  it("NAP-6.3 Melee one less than light cavalry", () => {
    expect(heavyCavalryMelee(2, true, D)).toBe(1);
    expect(() => heavyCavalryMelee(2, false, D)).toThrow(/heavyCavalryOff/);
  });

  it("NAP-6.3 armour ignores torso hits in melee (other locations hurt)", () => {
    const torso = resolveMountedMelee(
      { attacker: hussar({ heavy: true, armour: true, impetus: false }), defender: infantry() },
      cards(0, 5, "INCAPACITATE", "torso"),
      { rules: HEAVY },
    );
    expect(torso.melee.winner).toBe("defender");
    expect(torso.armourSaved).toBe(true);
    expect(torso.effects.filter((e) => e.kind === "incapacitate" || e.kind === "wound")).toEqual([]);
    expect(torso.cards[2]!.sections).toEqual(["damage", "location"]);
    const arm = resolveMountedMelee(
      { attacker: hussar({ heavy: true, armour: true, impetus: false }), defender: infantry() },
      cards(0, 5, "INCAPACITATE", "arm"),
      { rules: HEAVY },
    );
    expect(arm.armourSaved).toBe(false);
    expect(arm.effects).toContainEqual<Effect>({ kind: "incapacitate", unitId: "C", figureId: "h" });
  });
});

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
