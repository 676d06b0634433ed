import { describe, expect, it } from "vitest";
import { fixedSource } from "../../../src/rules/cards/source";
import { RulesError } from "../../../src/rules/errors";
import { BREACH_DATA, resolveBreach } from "../../../src/rules/old-west/breach";
import { card } from "../../helpers/cards";

const door = { chargeId: "c1", charge: "bundle" as const, obstacle: "door" as const, obstacleName: "the bank's back door" };

describe("OW-6.1.2b bundles breach walls and doors (our satchel-charge default)", () => {
  it("OW-6.1.2b a bundle breaches unless the card's hit section shows no bullet hole", () => {
    for (const hit of [1, 3, 6, "OUT_OF_AMMO"] as const) {
      const r = resolveBreach(door, fixedSource([card({ hit })]));
      expect(r.breached).toBe(true);
      expect(r.summary).toEqual({ key: "COMBAT_PATROL.OldWest.Breach.breached", data: { obstacle: "the bank's back door" } });
    }
    const held = resolveBreach({ ...door, obstacle: "wall", obstacleName: "the jail wall" }, fixedSource([card({ hit: 0 })]));
    expect(held.breached).toBe(false);
    expect(held.summary.key).toBe("COMBAT_PATROL.OldWest.Breach.held");
    expect(held.cards).toHaveLength(1);
    expect(held.cards[0]!.sections).toEqual(["hit"]);
    expect(held.cards[0]!.shows).toBe("holes=0");
    expect(held.effects).toEqual([]);
  });

  it("OW-6.1.2b a stick cannot breach: refused before any card is drawn", () => {
    const source = fixedSource([card({ hit: 4 })]);
    expect(() => resolveBreach({ ...door, charge: "stick" }, source)).toThrow(RulesError);
    expect(source.used).toBe(0);
  });

  it("OW-6.1.2b the numbers are data: another failing hole count changes the answer", () => {
    const strict = { ...BREACH_DATA, failsOnHoles: 2 };
    expect(resolveBreach(door, fixedSource([card({ hit: 2 })]), strict).breached).toBe(false);
    expect(resolveBreach(door, fixedSource([card({ hit: 0 })]), strict).breached).toBe(true);
  });
});
