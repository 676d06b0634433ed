import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDeckFile } from "@rules/cards/deck-file";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { FRONTIER_TARGETS, MORALE_SEVERITY, type SectionCounts } from "@rules/cards/frontier-targets";
import { GRADES, TERRAINS, type ActionCard } from "@rules/cards/schema";
import { crossSectionCorrelations, deckFileText, generateFrontierDeck } from "../../../tools/generate-deck";

const cards = FRONTIER_DECK.cards;
const count = (predicate: (card: ActionCard) => boolean): number => cards.filter(predicate).length;

/** The deck's counts for a section, in the order of the targets. */
function countsOf<T>(targets: SectionCounts<T>, read: (card: ActionCard) => T): [T, number][] {
  const key = (v: T) => JSON.stringify(v);
  return targets.map(([value]) => [value, count((c) => key(read(c)) === key(value))]);
}

/** Largest |r| allowed between readings of different sections (the floor of two small yes/no sections is 0.098). */
const CORRELATION_BOUND = 0.1;

describe("the shipped Frontier deck (CORE-2)", () => {
  it("CORE-1 is a valid deck file: 50 cards, serials 1-50", () => {
    const json: unknown = JSON.parse(
      readFileSync(new URL("../../../src/rules/cards/frontier.deck.json", import.meta.url), "utf8"),
    );
    expect(parseDeckFile(json)).toEqual(FRONTIER_DECK);
    expect(FRONTIER_DECK.name).toBe("Frontier");
    expect(cards.map((c) => c.serial)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("CORE-2 every section count matches frontier-targets exactly", () => {
    const t = FRONTIER_TARGETS;
    expect(countsOf(t.hit, (c) => c.hit)).toEqual(t.hit);
    expect(countsOf(t.cover, (c) => c.cover)).toEqual(t.cover);
    expect(countsOf(t.burst, (c) => c.burst)).toEqual(t.burst);
    expect(countsOf(t.damage, (c) => c.damage)).toEqual(t.damage);
    expect(countsOf(t.bog, (c) => c.bog)).toEqual(t.bog);
    expect(countsOf(t.randomizer, (c) => c.randomizer)).toEqual(t.randomizer);
    expect(countsOf(t.d10, (c) => c.d10)).toEqual(t.d10);
    expect(countsOf(t.move, (c) => c.move)).toEqual(t.move);
    expect(countsOf(t.reaction, (c) => c.reaction)).toEqual(t.reaction);
    expect(countsOf(t.melee, (c) => c.melee)).toEqual(t.melee);
    expect(countsOf(t.scatterClock, (c) => c.scatter.clock)).toEqual(t.scatterClock);
    expect(countsOf(t.scatterInches, (c) => c.scatter.inches)).toEqual(t.scatterInches);
    expect(countsOf(t.location, (c) => c.location)).toEqual(t.location);
    for (const grade of GRADES) {
      for (const terrain of TERRAINS) {
        expect(countsOf(t.morale[grade][terrain], (c) => c.morale[grade][terrain])).toEqual(t.morale[grade][terrain]);
      }
    }
    for (const section of [
      t.hit,
      t.cover,
      t.burst,
      t.damage,
      t.bog,
      t.move,
      t.reaction,
      t.melee,
      t.scatterClock,
      t.location,
    ]) {
      expect(section.reduce((sum, [, n]) => sum + n, 0)).toBe(50);
    }
  });

  it("CORE-2 the counts are CORE.md's default distribution", () => {
    const holes = (k: number) => count((c) => c.hit !== "OUT_OF_AMMO" && c.hit >= k);
    expect([1, 2, 3, 4, 5, 6].map(holes)).toEqual([35, 28, 21, 14, 8, 4]);
    expect(count((c) => c.hit === "OUT_OF_AMMO")).toBe(4);
    expect([
      count((c) => c.cover === "ANY"),
      count((c) => c.cover === "HARD"),
      count((c) => c.cover === "NONE"),
    ]).toEqual([15, 10, 25]);
    expect([
      count((c) => c.burst.small),
      count((c) => c.burst.medium),
      count((c) => c.burst.large),
      count((c) => c.burst.stun),
    ]).toEqual([25, 17, 10, 10]);
    expect(count((c) => c.damage === "INCAPACITATE")).toBe(20);
    const ok = (g: "elite" | "regular" | "green", t: "open" | "cover") => count((c) => c.morale[g][t] === "OK");
    expect([ok("elite", "cover"), ok("regular", "cover"), ok("green", "cover")]).toEqual([40, 32, 24]);
    expect([ok("elite", "open"), ok("regular", "open"), ok("green", "open")]).toEqual([32, 24, 16]);
    const advance = (g: "elite" | "regular" | "green", t: "open" | "cover") =>
      count((c) => c.morale[g][t] === "ADVANCE_ONE");
    expect([advance("elite", "open"), advance("regular", "open"), advance("green", "open")]).toEqual([4, 6, 8]);
    expect([advance("elite", "cover"), advance("regular", "cover"), advance("green", "cover")]).toEqual([4, 4, 4]);
    expect([count((c) => c.bog.green), count((c) => c.bog.regular), count((c) => c.bog.elite)]).toEqual([5, 10, 18]);
    expect([3, 4, 5, 6, 7, 8, 9].map((m) => count((c) => c.move === m))).toEqual([5, 7, 9, 9, 9, 7, 4]);
    for (let v = 1; v <= 10; v += 1) {
      expect(count((c) => c.randomizer === v)).toBe(5);
      expect(count((c) => c.d10 === v)).toBe(5);
    }
    for (let v = 1; v <= 6; v += 1) {
      expect(count((c) => c.reaction === v)).toBeGreaterThanOrEqual(8);
      expect(count((c) => c.reaction === v)).toBeLessThanOrEqual(9);
      expect(count((c) => c.melee === v - 1)).toBeGreaterThanOrEqual(8);
      expect(count((c) => c.melee === v - 1)).toBeLessThanOrEqual(9);
      expect(count((c) => c.scatter.inches === v)).toBeGreaterThanOrEqual(8);
      expect(count((c) => c.scatter.inches === v)).toBeLessThanOrEqual(9);
    }
    for (let clock = 1; clock <= 12; clock += 1) expect([4, 5]).toContain(count((c) => c.scatter.clock === clock));
    expect(["head", "torso", "arm", "leg"].map((l) => count((c) => c.location === l))).toEqual([5, 20, 12, 13]);
  });

  it("CORE-2 on every card burst nests, bog nests, and morale never improves from Elite to Green or cover to open", () => {
    const rank = (r: string) => MORALE_SEVERITY.indexOf(r as (typeof MORALE_SEVERITY)[number]);
    for (const c of cards) {
      if (c.burst.large) expect(c.burst.medium).toBe(true);
      if (c.burst.medium) expect(c.burst.small).toBe(true);
      if (c.bog.green) expect(c.bog.regular).toBe(true);
      if (c.bog.regular) expect(c.bog.elite).toBe(true);
      for (const t of TERRAINS) {
        expect(rank(c.morale.regular[t])).toBeGreaterThanOrEqual(rank(c.morale.elite[t]));
        expect(rank(c.morale.green[t])).toBeGreaterThanOrEqual(rank(c.morale.regular[t]));
      }
      for (const g of GRADES) expect(rank(c.morale[g].open)).toBeGreaterThanOrEqual(rank(c.morale[g].cover));
    }
  });

  it("CORE-2 morale results get worse from Elite to Green and from cover to open (every severity threshold)", () => {
    const atLeast = (g: (typeof GRADES)[number], t: (typeof TERRAINS)[number], from: number) =>
      count((c) => MORALE_SEVERITY.indexOf(c.morale[g][t]) >= from);
    for (let from = 1; from < MORALE_SEVERITY.length; from += 1) {
      for (const t of TERRAINS) {
        expect(atLeast("regular", t, from)).toBeGreaterThanOrEqual(atLeast("elite", t, from));
        expect(atLeast("green", t, from)).toBeGreaterThanOrEqual(atLeast("regular", t, from));
      }
      for (const g of GRADES) expect(atLeast(g, "open", from)).toBeGreaterThanOrEqual(atLeast(g, "cover", from));
    }
    expect(atLeast("green", "open", MORALE_SEVERITY.indexOf("FALL_BACK"))).toBeGreaterThan(
      atLeast("elite", "cover", MORALE_SEVERITY.indexOf("FALL_BACK")),
    );
  });

  it(`CORE-2 sections are mixed: |r| ≤ ${CORRELATION_BOUND} between readings of different sections`, () => {
    const correlations = crossSectionCorrelations(cards);
    const worst = Math.max(...correlations.map((c) => Math.abs(c.r)));
    expect(worst).toBeLessThanOrEqual(CORRELATION_BOUND);
    const r = (a: string, b: string) =>
      correlations.find((c) => (c.a === a && c.b === b) || (c.a === b && c.b === a))!.r;
    expect(Math.abs(r("hit holes", "incapacitate"))).toBeLessThanOrEqual(CORRELATION_BOUND);
    expect(Math.abs(r("hit holes", "cover saves hard"))).toBeLessThanOrEqual(CORRELATION_BOUND);
    expect(Math.abs(r("move", "hit holes"))).toBeLessThanOrEqual(CORRELATION_BOUND);
    // OW-5.1c / NAP-3.2 read the randomizer of the Out of Ammunition card: half even, half odd
    expect(count((c) => c.hit === "OUT_OF_AMMO" && c.randomizer % 2 === 0)).toBe(2);
  });

  it("CORE-2 the committed deck file is what tools/generate-deck.ts builds (deterministic)", () => {
    const generated = generateFrontierDeck();
    expect(generated.deck).toEqual(FRONTIER_DECK);
    const committed = readFileSync(new URL("../../../src/rules/cards/frontier.deck.json", import.meta.url), "utf8");
    expect(deckFileText(generated.deck)).toBe(committed);
  });
});
