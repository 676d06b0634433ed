/** The player-wording check the browser test runs on every preview view. */
import { describe, expect, it } from "vitest";
import { wordingProblems } from "./wording";

describe("player wording check", () => {
  it("flags the developer wording quotes", () => {
    for (const text of [
      "The deck file has 4 problem(s):",
      "TABLE ROW ow.shotgun",
      "fire · fire.hit",
      "Card 2 of this action, for fire.hit (read: Hit).",
      "NAP-7.3.2 canister",
      "Dynamite OW-6a",
      "COMBAT_PATROL.Cards.import.title",
    ]) {
      expect(wordingProblems([text]), text).not.toEqual([]);
    }
  });

  it("lets a rule key stand as a citation in parentheses, and lets e.g. and file names pass", () => {
    expect(
      wordingProblems([
        "Weapons dated after this year are flagged (OW-5.1d).",
        "Limbering takes an activation (OW-5.2b, OW-5.2d, NAP-7.1).",
        "Paste a file, e.g. frontier.deck.json or printed.txt",
        "The deck file has 1 problem:",
      ]),
    ).toEqual([]);
  });

  it("a rule key beside words inside the parentheses is not a citation", () => {
    expect(wordingProblems(["Hit (see OW-5.2e for arcs)"]).length).toBe(1);
  });

  it("flags a code word such as (outsideArc)", () => {
    expect(wordingProblems(["others refused (outsideArc)"])).toEqual([
      "code word outsideArc in: others refused (outsideArc)",
    ]);
  });
});
