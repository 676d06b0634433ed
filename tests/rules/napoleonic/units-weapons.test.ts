import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import {
  NAP_UNIT_TEMPLATES,
  checkNapUnitSize,
  napDefaultEndurance,
  napoleonicFireHooks,
  reloadAction,
} from "@rules/napoleonic";
import { planShot, resolveFire, type FireInput } from "@rules/procedures/fire";
import { napoleonicHth, napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { card } from "../../helpers/cards";
import { NAP, fig } from "../mounted/fixtures";

const musket = napoleonicWeapon("nap.musket");
const volley = (shooter = fig("s")): FireInput => ({
  unitId: "S",
  shooters: [{ figure: shooter, weapon: musket, rangeInches: 4 }],
  target: { unitId: "T", figures: [{ figure: fig("t"), cover: "none" }], closeOrder: false },
});

describe("NAP-2 order of battle", () => {
  it("NAP-2 a section is 8-12 figures under a corporal or sergeant; a bathtub company is 10 under a captain", () => {
    expect(NAP_UNIT_TEMPLATES.section.figures).toEqual({ min: 8, max: 12 });
    expect(NAP_UNIT_TEMPLATES.section.chain[0]!.titles).toEqual(["corporal", "sergeant"]);
    expect(NAP_UNIT_TEMPLATES["bathtub-company"].figures).toEqual({ min: 10, max: 10 });
    expect(NAP_UNIT_TEMPLATES["bathtub-company"].chain.map((c) => c.titles[0])).toEqual([
      "captain",
      "major",
      "colonel",
    ]);
    expect(NAP_UNIT_TEMPLATES["bathtub-company"].chain[1]!.commands).toEqual({ min: 3, max: 4 });
  });

  it("NAP-2 unit sizes outside the organisation are refused", () => {
    expect(() => checkNapUnitSize("section", 8)).not.toThrow();
    expect(() => checkNapUnitSize("section", 12)).not.toThrow();
    expect(() => checkNapUnitSize("section", 7)).toThrow(/badUnitSize/);
    expect(() => checkNapUnitSize("section", 13)).toThrow(/badUnitSize/);
    expect(() => checkNapUnitSize("bathtub-company", 9)).toThrow(/badUnitSize/);
  });
});

describe("NAP-3 weapons, reload and Endurance", () => {
  it("NAP-3 Table 1: musket 5/10/20 HtH 1, +1 with the bayonet; lance 3 moving (1 not)", () => {
    expect(musket.range).toEqual({ short: 5, medium: 10, long: 20 });
    expect(napoleonicHth(musket, true)).toBe(2);
    expect(napoleonicWeapon("nap.lance").lanceHth).toEqual({ moving: 3, notMoving: 1 });
    const plan = planShot({ figure: fig("s"), weapon: musket, rangeInches: 10 }, false, { rules: NAP });
    expect(plan.needed).toBe(2 + 1);
  });

  it("NAP-3.1 a musket gets a reload marker after every shot, hit or miss", () => {
    const r = resolveFire(volley(), fixedSource([card({ hit: 1 })]), { rules: NAP, hooks: napoleonicFireHooks() });
    expect(r.outOfAmmo).toEqual([{ figureId: "s", markers: 1, ended: false }]);
    expect(r.effects).toContainEqual<Effect>({ kind: "outOfAmmo", unitId: "S", figureId: "s", delta: 1 });
  });

  it("NAP-3.1 a loaded musket cannot fire until an action removes the marker", () => {
    const plan = planShot({ figure: fig("s", { outOfAmmo: 1 }), weapon: musket, rangeInches: 4 }, false, {
      rules: NAP,
    });
    expect(plan.reason).toBe("outOfAmmo");
    const r = reloadAction("S", fig("s", { outOfAmmo: 2 }));
    expect(r.effects).toEqual<Effect[]>([{ kind: "outOfAmmo", unitId: "S", figureId: "s", delta: -1 }]);
    expect(r.remaining).toBe(1);
    expect(() => reloadAction("S", fig("s"))).toThrow(/nothingToReload/);
  });

  it("NAP-3.2 Out of Ammunition with an even randomizer: misfire, one more reload marker (2 in all)", () => {
    const r = resolveFire(volley(), fixedSource([card({ hit: "OUT_OF_AMMO", randomizer: 4 })]), {
      rules: NAP,
      hooks: napoleonicFireHooks(),
    });
    expect(r.outOfAmmo).toEqual([{ figureId: "s", markers: 2, ended: true, note: "COMBAT_PATROL.Napoleonic.misfire" }]);
    expect(r.hits).toEqual([]);
    expect(r.cards[0]!.sections).toEqual(["hit", "randomizer"]);
  });

  it("NAP-3.2 Out of Ammunition with an odd randomizer: simply a miss (the shot's reload marker only)", () => {
    const r = resolveFire(volley(), fixedSource([card({ hit: "OUT_OF_AMMO", randomizer: 7 })]), {
      rules: NAP,
      hooks: napoleonicFireHooks(),
    });
    expect(r.outOfAmmo).toEqual([{ figureId: "s", markers: 1, ended: true, note: "COMBAT_PATROL.Napoleonic.miss" }]);
  });

  it("NAP-3.3 default Endurance 2: a second wound incapacitates", () => {
    expect(napDefaultEndurance()).toBe(2);
    const target = fig("t", { endurance: napDefaultEndurance(), wounds: 1 });
    const input: FireInput = {
      ...volley(),
      target: { unitId: "T", figures: [{ figure: target, cover: "none" }], closeOrder: false },
    };
    const r = resolveFire(input, fixedSource([card({ hit: 6 }), card({ damage: "WOUND" })]), {
      rules: NAP,
      hooks: napoleonicFireHooks(),
    });
    expect(r.hits[0]!.outcome).toBe("incapacitated");
  });
});
