import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  checkEndurance,
  checkHero,
  enduranceLimit,
  heroCardHook,
  isLoneHero,
  resolveHeroCard,
  resolveHeroMorale,
  type HeroEntry,
} from "@rules/old-west";
import { rulesErrorOf } from "../../helpers/errors";
import { isOutOfCommand, resolveActivationCard, type ActivationDeckState } from "@rules/procedures/activation";
import { planShot } from "@rules/procedures/fire";
import { card } from "../../helpers/cards";
import { figure, figures, unit } from "./fixtures";
import { frontierWeapon } from "@rules/tables";

const hero = (id: string, die: number, over = {}): HeroEntry => {
  const f = figure(id, { hero: true, guts: "elite", ...over });
  return { figure: f, heroUnit: unit(`${id}-card`, [f], { kind: "hero", commandDie: die }), attachedTo: null };
};

describe("OW-4 heroes", () => {
  it("OW-4a a hero is never out of command; another figure at the same distance is", () => {
    const commander = figure("l", { leaderRank: "team", trained: true });
    expect(isOutOfCommand({ commander, distanceInches: 30, hero: true })).toBe(false);
    expect(isOutOfCommand({ commander, distanceInches: 30 })).toBe(true);
  });

  it("OW-4a each hero activates on his own unit card", () => {
    const r = resolveHeroCard(3, [hero("earp", 3)], fixedSource([]));
    expect(r.order.map((h) => h.heroUnitId)).toEqual(["earp-card"]);
  });

  it("OW-4b heroes whose die matches the previous number card activate, ordered by the d10 icon (highest first)", () => {
    const heroes = [hero("a", 3), hero("b", 3), hero("c", 5)];
    const r = resolveHeroCard(3, heroes, fixedSource([card({ d10: 4 }), card({ d10: 9 })]));
    expect(r.order.map((h) => h.figureId)).toEqual(["b", "a"]);
    expect(r.order.map((h) => h.d10)).toEqual([[9], [4]]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["d10", "d10"]);
  });

  it("OW-4b heroes tied on the d10 draw again among themselves", () => {
    const heroes = [hero("a", 2), hero("b", 2), hero("c", 2)];
    const r = resolveHeroCard(
      2,
      heroes,
      fixedSource([card({ d10: 7 }), card({ d10: 7 }), card({ d10: 1 }), card({ d10: 2 }), card({ d10: 8 })]),
    );
    expect(r.order.map((h) => h.figureId)).toEqual(["b", "a", "c"]);
    expect(r.cards).toHaveLength(5);
  });

  it("OW-4b one hero draws no card; no previous number card, nobody", () => {
    expect(resolveHeroCard(4, [hero("a", 4), hero("b", 1)], fixedSource([])).order.map((h) => h.figureId)).toEqual([
      "a",
    ]);
    expect(resolveHeroCard(null, [hero("a", 4)], fixedSource([])).order).toEqual([]);
    expect(() => resolveHeroCard(4, [{ ...hero("x", 4), figure: figure("x") }], fixedSource([]))).toThrow(/notAHero/);
  });

  it("OW-4b a hero in a unit acts alone on the Hero card, even as the unit's leader", () => {
    const h = figure("earp", { hero: true, leaderRank: "team", trained: true });
    const posse = unit("posse", [h, ...figures("p", 4)], { leaderId: "earp" });
    const entry: HeroEntry = {
      figure: h,
      heroUnit: unit("earp-card", [h], { kind: "hero", commandDie: 6 }),
      attachedTo: posse,
    };
    const r = resolveHeroCard(6, [entry, hero("kid", 1)], fixedSource([]));
    expect(r.order).toEqual([
      { figureId: "earp", heroUnitId: "earp-card", actsAlone: true, attachedToUnitId: "posse", d10: [] },
    ]);
  });

  it("OW-4b hero ordering on the Activation Card: the Hero hook draws the d10 cards from the card's Action Deck; reads and order come back in the Activation Card's result", () => {
    const heroes = [hero("a", 3), hero("b", 3), hero("c", 2)];
    const d10a = card({ d10: 2 });
    const d10b = card({ d10: 10 });
    const before: ActivationDeckState = { drawPile: [], drawn: ["3#1"], pending: [], lastNumber: 3, turn: 1 };
    const source = fixedSource([d10a, d10b, card({ d10: 5 })]);
    const r = resolveActivationCard(
      { card: { id: "hero#1", kind: "hero" }, before, units: heroes.map((x) => x.heroUnit), source },
      { hooks: { hero: heroCardHook(heroes) } },
    );
    expect(r.activations).toEqual([
      { unitId: "b-card", count: 1, reason: "hero" },
      { unitId: "a-card", count: 1, reason: "hero" },
    ]);
    expect(r.cards.map((c) => [c.serial, c.reason, c.shows])).toEqual([
      [d10a.serial, "ow.heroOrder:a", "d10=2"],
      [d10b.serial, "ow.heroOrder:b", "d10=10"],
    ]);
    expect(source.used).toBe(2);
    expect(r.supplements).toHaveLength(1);
    expect(r.supplements[0]).toMatchObject({ procedure: "ow.heroCard", number: 3 });
    expect(r.effects).toEqual([
      { kind: "acted", unitId: "b-card", acted: true },
      { kind: "acted", unitId: "a-card", acted: true },
    ]);
  });

  it("OW-4c heroes never take the leader-not-present shift", () => {
    const rifle = frontierWeapon("ow.rifle");
    const shot = (f: ReturnType<typeof figure>) =>
      planShot({ figure: f, weapon: rifle, rangeInches: 20, shifts: { leaderAbsent: true } }, false).needed;
    expect(shot(figure("h", { hero: true }))).toBe(3);
    expect(shot(figure("f"))).toBe(4);
  });

  it("OW-4d a lone Elite hero removes 2 markers, checks the rest, and that is his only action", () => {
    const u = hero("a", 1).heroUnit;
    const r = resolveHeroMorale(
      { unit: { ...u, moraleMarkers: 3 }, terrain: "open", removeMarkers: true },
      fixedSource([card()]),
    );
    expect(r.removed).toBe(2);
    expect(r.morale?.checks).toHaveLength(1);
    expect(r.onlyAction).toBe(true);
  });

  it("OW-4d a Regular hero removes 1, a Green hero none; declining keeps his actions", () => {
    const reg = hero("r", 1, { guts: "regular" }).heroUnit;
    const r = resolveHeroMorale(
      { unit: { ...reg, moraleMarkers: 1 }, terrain: "open", removeMarkers: true },
      fixedSource([]),
    );
    expect([r.removed, r.cards.length, r.onlyAction]).toEqual([1, 0, true]);
    expect(r.effects).toEqual([{ kind: "clearMoraleMarkers", unitId: "r-card" }]);
    const green = hero("g", 1, { guts: "green" }).heroUnit;
    const g = resolveHeroMorale(
      { unit: { ...green, moraleMarkers: 1 }, terrain: "open", removeMarkers: true },
      fixedSource([card()]),
    );
    expect([g.removed, g.cards.length, g.onlyAction]).toEqual([0, 1, false]);
    const declined = resolveHeroMorale(
      { unit: { ...reg, moraleMarkers: 1 }, terrain: "open", removeMarkers: false },
      fixedSource([card()]),
    );
    expect([declined.removed, declined.onlyAction]).toEqual([0, false]);
  });

  it("OW-4d the markers left are checked with the hero's own Guts, whatever grade his unit card was given", () => {
    const green = hero("g", 1, { guts: "green" }).heroUnit;
    const r = resolveHeroMorale(
      { unit: { ...green, grade: "elite", moraleMarkers: 1 }, terrain: "open", removeMarkers: false },
      fixedSource([card()]),
    );
    expect(r.morale?.grade).toBe("green");
  });

  it("OW-4d only a lone hero removes markers on himself", () => {
    const h = figure("h", { hero: true });
    const posse = unit("posse", [h, ...figures("p", 4)], { moraleMarkers: 2 });
    expect(isLoneHero(posse)).toBe(false);
    expect(() => resolveHeroMorale({ unit: posse, terrain: "open", removeMarkers: true }, fixedSource([]))).toThrow(
      /notLoneHero/,
    );
  });

  // Seed 000 OW-4: "Heroes can have up to six Endurance."
  it("OW-4e Endurance ceilings: a hero 6, an animal its Table 3 range, any other figure 5", () => {
    expect(enduranceLimit({ hero: true })).toEqual({ min: 1, max: 6, of: "hero" });
    expect(enduranceLimit({ hero: false })).toEqual({ min: 1, max: 5, of: "figure" });
    expect(enduranceLimit({ hero: false }, "ow.grizzly-bear")).toEqual({ min: 4, max: 6, of: "animal" });
    expect(() => checkEndurance(figure("h", { hero: true, endurance: 6 }))).not.toThrow();
    expect(rulesErrorOf(() => checkEndurance(figure("h", { hero: true, endurance: 7 })))).toMatchObject({
      key: "COMBAT_PATROL.Error.heroEndurance",
      data: { endurance: 7, max: 6 },
    });
    expect(() => checkEndurance(figure("p", { endurance: 5 }))).not.toThrow();
    expect(rulesErrorOf(() => checkEndurance(figure("p", { endurance: 6 })))).toMatchObject({
      key: "COMBAT_PATROL.Error.figureEndurance",
      data: { endurance: 6, max: 5 },
    });
    expect(() => checkEndurance(figure("p", { endurance: 0 }))).toThrow(/figureEndurance/);
    expect(() => checkEndurance(figure("p", { endurance: 2.5 }))).toThrow(/figureEndurance/);
    expect(() => checkEndurance(figure("g", { endurance: 6 }), "ow.grizzly-bear")).not.toThrow();
    expect(rulesErrorOf(() => checkEndurance(figure("b", { endurance: 6 }), "ow.bison"))).toMatchObject({
      key: "COMBAT_PATROL.Error.animalEndurance",
      data: { min: 4, max: 5 },
    });
  });

  it("OW-4e heroes may have up to six Endurance", () => {
    expect(() => checkHero(figure("h", { hero: true, endurance: 6 }))).not.toThrow();
    expect(() => checkHero(figure("h", { hero: true, endurance: 7 }))).toThrow(/heroEndurance/);
    const u = hero("a", 1, { endurance: 7 }).heroUnit;
    expect(() =>
      resolveHeroMorale({ unit: { ...u, moraleMarkers: 1 }, terrain: "open", removeMarkers: true }, fixedSource([])),
    ).toThrow(/heroEndurance/);
  });
});
