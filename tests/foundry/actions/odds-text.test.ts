/**
 * Exact odds read as a percentage, the exact fraction on hover (the title), in the fire
 * dialog (tests/foundry/actions/fire.test.ts renders it) and the hand-to-hand dialog's live line.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { DEFAULT_OPTIONS } from "@rules/options";
import { probability } from "@rules/odds/fraction";
import { oddsFigure, oddsFigureOf, percentOf } from "@foundry/actions/odds-text";
import { meleeOddsLines } from "@foundry/actions/melee/melee";
import { meleeOdds } from "@foundry/actions/melee/melee-odds";
import { format } from "../../doubles/format";
import { halesAttack } from "./melee-pair";

describe("odds as a player reads them", () => {
  it("CORE-5.2 a whole percentage, the exact fraction in the title", () => {
    expect(oddsFigure(probability(21n, 50n))).toEqual({ text: "42%", title: "21/50" });
    expect(oddsFigure(probability(27139243n, 95344200n))).toEqual({ text: "28%", title: "27139243/95344200" });
  });

  it("CORE-5.2 a chance never reads as never or certain unless it is", () => {
    expect([0, 0.0004, 0.004, 0.0049, 0.005, 0.5, 0.994, 0.996, 0.9996, 1].map(percentOf)).toEqual([
      "0%",
      "<0.1%",
      "0.4%",
      "0.5%",
      "1%",
      "50%",
      "99%",
      "99.6%",
      ">99.9%",
      "100%",
    ]);
  });

  it("a figure of the odds session not yet counted shows its percentage and no title", () => {
    expect(oddsFigureOf(0.4213, undefined)).toEqual({ text: "42%", title: "" });
    expect(oddsFigureOf(0.4213, probability(21n, 50n))).toEqual({ text: "42%", title: "21/50" });
  });
});

describe("hand-to-hand dialog odds", () => {
  const input = halesAttack();

  it("CORE-6 the live line shows percentages, the exact fractions on hover", () => {
    const odds = meleeOdds(input, FRONTIER_DECK.cards, DEFAULT_OPTIONS)!;
    const [line] = meleeOddsLines(input, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    const pct = (p: typeof odds.attacker) => percentOf(p.value);
    const frac = (p: typeof odds.attacker) => `${p.numerator}/${p.denominator}`;
    expect(line!.text).toContain(
      `Sgt. Hale wins ${pct(odds.attacker)}, tie ${pct(odds.tie)}, Pvt. Cole wins ${pct(odds.defender)}`,
    );
    expect(line!.text).not.toMatch(/\d+\/\d+/);
    expect(line!.title).toContain(
      `Sgt. Hale wins ${frac(odds.attacker)}, tie ${frac(odds.tie)}, Pvt. Cole wins ${frac(odds.defender)}`,
    );

    const hbs = Handlebars.create();
    registerFoundryHelpers(
      hbs,
      flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]),
    );
    const html = hbs.compile(readFileSync("templates/dialogs/fields.hbs", "utf8"))({
      fields: [],
      notes: [],
      live: [line],
    });
    expect(html).toContain(`<li title="${hbs.escapeExpression(line!.title)}">`);
    expect(html).toContain(`<span class="cp-odds-words">${hbs.escapeExpression(line!.text)}</span></li>`);
    // the bar of the three outcomes, each share of the cards as its width, the exact fraction on hover
    for (const [tone, p] of [
      ["good", odds.attacker],
      ["even", odds.tie],
      ["bad", odds.defender],
    ] as const)
      expect(html).toMatch(
        new RegExp(
          `<span class="cp-odds-${tone}" style="width: ${(p.value * 100).toFixed(2)}%" title="[^"]*${frac(p)}`,
        ),
      );
  });
});
