import { describe, expect, it } from "vitest";
import { parseDeckFile } from "@rules/cards/deck-file";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { deckReport, deckReportJson, deckReportText } from "@rules/odds/report";
import { card } from "../../helpers/cards";

const json = deckReportJson(deckReport(FRONTIER_DECK));
const pct = (section: string, label: string): number => {
  const entry = json.sections[section]?.odds[label];
  if (!entry) throw new Error(`no ${section} / ${label} in the report`);
  return Math.round(entry.value * 10000) / 100;
};

describe("deck report: exact odds of every section (CORE-2)", () => {
  it("CORE-2 reproduces CORE.md's hit, cover, burst and damage percentages exactly", () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => pct("hit", `at least ${k}`))).toEqual([70, 56, 42, 28, 16, 8]);
    expect(json.sections.hit!.odds["at least 3"]).toEqual({ cards: 21, fraction: "21/50", value: 0.42 });
    expect(pct("hit", "OUT_OF_AMMO")).toBe(8);
    expect(pct("cover", "soft cover (ANY)")).toBe(30);
    expect(pct("cover", "hard cover (ANY or HARD)")).toBe(50);
    expect(["small", "medium", "large", "stun !!"].map((s) => pct("burst", s))).toEqual([50, 34, 20, 20]);
    expect(pct("damage", "INCAPACITATE")).toBe(40);
  });

  it("CORE-2 reproduces CORE.md's morale, bog, move and location figures", () => {
    expect(pct("morale.elite.cover", "OK")).toBe(80);
    expect(pct("morale.regular.cover", "OK")).toBe(64);
    expect(pct("morale.green.cover", "OK")).toBe(48);
    expect(pct("morale.elite.open", "OK")).toBe(64);
    expect(pct("morale.regular.open", "OK")).toBe(48);
    expect(pct("morale.green.open", "OK")).toBe(32);
    expect(
      ["elite", "regular", "green"].map((g) => json.sections[`morale.${g}.open`]!.odds.ADVANCE_ONE!.cards),
    ).toEqual([4, 6, 8]);
    expect(
      ["elite", "regular", "green"].map((g) => json.sections[`morale.${g}.cover`]!.odds.ADVANCE_ONE!.cards),
    ).toEqual([4, 4, 4]);
    expect(["green", "regular", "elite"].map((g) => pct("bog", g))).toEqual([10, 20, 36]);
    expect([3, 4, 5, 6, 7, 8, 9].map((m) => json.sections.move!.odds[String(m)]!.cards)).toEqual([5, 7, 9, 9, 9, 7, 4]);
    expect(["head", "torso", "arm", "leg"].map((l) => json.sections.location!.odds[l]!.cards)).toEqual([5, 20, 12, 13]);
    for (let v = 1; v <= 10; v += 1) {
      expect(pct("randomizer", String(v))).toBe(10);
      expect(pct("d10", String(v))).toBe(10);
    }
  });

  it("CORE-10 reaction pass odds grow with the Reaction value (card at most the value)", () => {
    const pass = [1, 2, 3, 4, 5, 6].map((v) => json.sections.reaction!.odds[String(v)]!.cards);
    expect(pass).toEqual([8, 16, 25, 34, 42, 50]);
    expect(json.sections.reaction!.odds["6"]!.fraction).toBe("1/1");
  });

  it("every section's single-value odds sum to 1", () => {
    for (const id of [
      "damage",
      "move",
      "melee",
      "randomizer",
      "d10",
      "location",
      "scatter.clock",
      "scatter.inches",
      "morale.green.open",
    ]) {
      const total = Object.values(json.sections[id]!.odds).reduce((sum, o) => sum + o.cards, 0);
      expect(total, id).toBe(50);
    }
  });

  it("reports any deck file, and the text table names every section", () => {
    const other = parseDeckFile({
      format: "combat-patrol-deck/1",
      name: "All sixes",
      cards: Array.from({ length: 50 }, (_, i) => card({ serial: i + 1, hit: 6, cover: "HARD" })),
    });
    const report = deckReportJson(deckReport(other));
    expect(report.deck).toBe("All sixes");
    expect(report.sections.hit!.odds["at least 6"]!.fraction).toBe("1/1");
    expect(report.sections.cover!.odds["soft cover (ANY)"]!.fraction).toBe("0/1");
    const text = deckReportText(deckReport(FRONTIER_DECK));
    expect(text).toContain('Deck "Frontier": 50 cards');
    expect(text).toMatch(/at least 3\s+21 cards\s+42\.0%\s+21\/50/);
    expect(text).toContain("Morale, green Guts, open");
  });
});
