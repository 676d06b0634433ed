/**
 * Every option changes an engine result when it flips. Where the procedure that reads the
 * option exists, it is called with options built by optionsFrom (the way the Foundry side
 * builds them); options whose procedure is not written yet are covered by merge.test.ts.
 */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { commandCheck, commandRadius, figuresUnderBlast, heTemplateDiameter, type Figure } from "@rules/geometry";
import { forceWarnings, indianRuleSet, scenarioActivationDeck, scenarioWeapons } from "@rules/options";
import { planShot } from "@rules/procedures/fire";
import { resolveMorale } from "@rules/procedures/morale";
import { resolveMovement } from "@rules/procedures/movement";
import { weaponsForYear } from "@rules/tables/frontier-weapons";
import type { WeaponProfile } from "@rules/model";
import { card } from "../../helpers/cards";
import { figure, unit, withOptions } from "./fixtures";

const at = (id: string, x: number): Figure => ({ id, at: { x, y: 0 }, base: { shape: "round", diameter: 1 } });
const rifle: WeaponProfile = {
  id: "ow.rifle",
  range: { short: 12, medium: 24, long: 48 },
  rof: { short: 1, medium: 1, long: 1 },
  reload: "normal",
  hth: 0,
};

describe("each option changes an engine result", () => {
  it("CORE-10 optional.sprinting: a sprint draws a second card when on, is refused when off", () => {
    const on = resolveMovement(
      { unitId: "U", figure: figure("f"), mode: "sprint" },
      fixedSource([card({ move: 4 }), card({ move: 5 })]),
      { rules: withOptions({}) },
    );
    expect(on.inches).toBe(9);
    const off = withOptions({ optional: { sprinting: false } });
    expect(() =>
      resolveMovement({ unitId: "U", figure: figure("f"), mode: "sprint" }, fixedSource([card(), card()]), {
        rules: off,
      }),
    ).toThrow(/sprintingOff/);
  });

  it("OW-7.1.1 optional.horsemanship: a horseman firing from the saddle needs one hole less", () => {
    const rider = figure("r", { mounted: true, horsemanship: true });
    const shot = (horsemanship: boolean) =>
      planShot({ figure: rider, weapon: rifle, rangeInches: 6 }, false, {
        rules: withOptions({ optional: { horsemanship } }),
      }).needed;
    expect(shot(false)).toBe(3);
    expect(shot(true)).toBe(2);
  });

  it("CORE-11 / NAP-4 optional.leadersMorale314: an Elite trained leader removes 2 markers only with the rule", () => {
    const squad = unit(
      "U",
      [figure("L", { guts: "elite", leaderRank: "team", trained: true }), figure("a"), figure("b")],
      { leaderId: "L", moraleMarkers: 3 },
    );
    const removed = (leadersMorale314: boolean) =>
      resolveMorale({ unit: squad, terrain: "open" }, fixedSource([card(), card(), card()]), {
        rules: withOptions({ optional: { leadersMorale314 } }),
      }).removed;
    expect(removed(true)).toBe(2);
    expect(removed(false)).toBe(0);
  });

  it('CORE-3 commandRadius: a squad member 20" away is out of command at 18", in at 24"', () => {
    const leader = at("L", 0);
    const men = [at("a", 4), at("b", 21)];
    const check = (squad: number) =>
      commandCheck(leader, commandRadius("squad", true, withOptions({ commandRadius: { squad } })), men).outOfCommand;
    expect(check(24)).toEqual([]);
    expect(check(18)).toEqual(["b"]);
  });

  it('OW-3a untrainedCommandRadius: an untrained team leader commands 6" by default, 8" when set (a man 6.5" base to base)', () => {
    const leader = at("L", 0);
    const men = [at("a", 7.5)];
    expect(commandCheck(leader, commandRadius("team", false, withOptions({})), men).outOfCommand).toEqual(["a"]);
    expect(
      commandCheck(leader, commandRadius("team", false, withOptions({ untrainedCommandRadius: { team: 8 } })), men)
        .outOfCommand,
    ).toEqual([]);
  });

  it('CORE-9 heTemplate: a figure 2.2" from the burst point is under a 6" medium template, not the default 4"', () => {
    const figures = [at("a", 0.5), at("b", 2.2 + 0.5)];
    const under = (medium: number) =>
      figuresUnderBlast(
        figures,
        { x: 0, y: 0 },
        heTemplateDiameter("medium", withOptions({ heTemplate: { medium, large: 8 } }).heTemplate),
      ).map((f) => f.id);
    expect(under(4)).toEqual(["a"]);
    expect(under(6)).toEqual(["a", "b"]);
  });

  it("OW-5.1d year: the Revolver (1869) is in general use in 1870, rare in 1865; no year filters nothing", () => {
    const revolver = (year: number | null) =>
      scenarioWeapons(withOptions({ year })).find((w) => w.id === "ow.revolver")?.availability;
    expect(revolver(1870)).toBe("available");
    expect(revolver(1865)).toBe("rare");
    expect(revolver(null)).toBe("available");
    expect(weaponsForYear(withOptions({ year: 1865 }).year).map((w) => w.id)).not.toContain("ow.revolver");
    expect(weaponsForYear(withOptions({ year: 1870 }).year).map((w) => w.id)).toContain("ow.revolver");
  });

  it("NAP-3 / OW-5 era: the scenario's weapons table follows the era", () => {
    expect(scenarioWeapons(withOptions({ era: "napoleonic" })).map((w) => w.id)).toContain("nap.musket");
    expect(scenarioWeapons(withOptions({ era: "old-west" })).map((w) => w.id)).toContain("ow.musket");
    const napInWest = [unit("U", [figure("f", { weaponId: "nap.musket" })])];
    expect(forceWarnings(napInWest, withOptions({ era: "old-west" })).map((w) => w.key)).toEqual([
      "COMBAT_PATROL.Warning.weaponOtherEra",
    ]);
    expect(forceWarnings(napInWest, withOptions({ era: "napoleonic" }))).toEqual([]);
  });

  it("OW-4b hollywood.heroes: the Hero card is in the Activation Deck only with the option and a hero on the table", () => {
    const posse = [unit("U", [figure("earp", { hero: true }), figure("a")])];
    const hero = (heroes: boolean, units = posse) =>
      scenarioActivationDeck(withOptions({ hollywood: { heroes } }), units).includes("hero");
    expect(hero(true)).toBe(true);
    expect(hero(false)).toBe(false);
    expect(hero(true, [unit("U", [figure("a")])])).toBe(false);
    expect(scenarioActivationDeck(withOptions({}), posse)).toHaveLength(16);
    expect(scenarioActivationDeck(withOptions({ hollywood: { heroes: false } }), posse)).toHaveLength(15);
  });

  it("OW-6a hollywood.dynamite: a figure with dynamite is flagged only when the option is off", () => {
    const miner = [unit("U", [figure("m", { weaponId: "ow.dynamite" })])];
    expect(forceWarnings(miner, withOptions({ hollywood: { dynamite: false } })).map((w) => w.key)).toEqual([
      "COMBAT_PATROL.Warning.dynamiteOff",
    ]);
    expect(forceWarnings(miner, withOptions({ hollywood: { dynamite: true } }))).toEqual([]);
  });

  it("OW-9.2 hollywood.animals: a herd is flagged only when the option is off", () => {
    const herd = [unit("H", [figure("cow")], { kind: "herd" })];
    expect(forceWarnings(herd, withOptions({ hollywood: { animals: false } })).map((w) => w.key)).toEqual([
      "COMBAT_PATROL.Warning.animalsOff",
    ]);
    expect(forceWarnings(herd, withOptions({ hollywood: { animals: true } }))).toEqual([]);
  });

  it("OW-5.2f hollywood.wagonGatling: a wagon-mounted Gatling is flagged only when the option is off", () => {
    const wagon = [unit("W", [figure("driver")], { kind: "wagon", flags: { wagonGatling: true } })];
    expect(forceWarnings(wagon, withOptions({ hollywood: { wagonGatling: false } })).map((w) => w.key)).toEqual([
      "COMBAT_PATROL.Warning.wagonGatlingOff",
    ]);
    expect(forceWarnings(wagon, withOptions({ hollywood: { wagonGatling: true } }))).toEqual([]);
  });

  it("NAP-6.3 optional.heavyCavalry: a heavy cavalryman is flagged only when the option is off", () => {
    const cuirassiers = [
      unit("C", [figure("c", { mounted: true, flags: { heavyCavalry: true } })], { kind: "mounted" }),
    ];
    const o = (heavyCavalry: boolean) => withOptions({ era: "napoleonic", optional: { heavyCavalry } });
    expect(forceWarnings(cuirassiers, o(false)).map((w) => w.key)).toEqual(["COMBAT_PATROL.Warning.heavyCavalryOff"]);
    expect(forceWarnings(cuirassiers, o(true))).toEqual([]);
  });

  it("OW-9.1 optional.indianRules: an Indian Gatling crew is flagged only with the Indian rules", () => {
    const crew = [unit("G", [figure("i", { flags: { indian: true }, weaponId: "ow.gatling-gun" })], { kind: "crew" })];
    expect(forceWarnings(crew, withOptions({ optional: { indianRules: true } })).map((w) => w.key)).toEqual([
      "COMBAT_PATROL.Warning.crewedIndian",
    ]);
    expect(forceWarnings(crew, withOptions({ optional: { indianRules: false } }))).toEqual([]);
    expect(indianRuleSet(withOptions({ optional: { indianRules: false } }))).toBeNull();
  });
});
