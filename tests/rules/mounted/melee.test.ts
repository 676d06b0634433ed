import { describe, expect, it } from "vitest";
import type { Effect } from "@rules/model";
import {
  MOUNTED_DEFAULTS,
  closeOrderForMelee,
  heavyCavalryMelee,
  impetusEligible,
  resolveMountedMelee,
} from "@rules/mounted";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { NAP, OW, rider, rulesFor } from "./fixtures";
import { cards, hussar, infantry, lance, sword } from "./melee-fixtures";

const D = MOUNTED_DEFAULTS;

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
