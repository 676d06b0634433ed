import { describe, expect, it } from "vitest";
import {
  BREAKTHROUGH_RESULTS,
  CAVALRY_BREAKTHROUGH,
  breakthroughTableSchema,
  cavalryBreakthrough,
} from "@rules/tables/breakthrough";
import { lang } from "./helpers";

/** Table 2 - Cavalry Breakthrough, cells as printed (OW and NAP seeds print the same table). */
const TABLE_2 = {
  noOpponent: ["Must advance 6 inches beyond intended enemy location", "Stop at intended enemy location"],
  defenderWounded: [
    "Enemy withdraws 2 inches; victor must advance 1 inch beyond, back to back",
    "Enemy withdraws 2 inches; victor may advance 1 inch",
  ],
  defenderIncapacitated: ["Victor must advance 4 inches", "Victor may advance 1 inch"],
  tieOrAttackerWounded: ["Back 2 inches as in base rules", "Back 2 inches as in base rules"],
} as const;

describe("OW-7.1e / NAP-6.2.1.3 Table 2 - Cavalry Breakthrough", () => {
  it("OW-7.1e the table validates with its schema and has the four printed rows", () => {
    expect(breakthroughTableSchema.safeParse(CAVALRY_BREAKTHROUGH).error).toBeUndefined();
    expect(Object.keys(CAVALRY_BREAKTHROUGH)).toEqual([...BREAKTHROUGH_RESULTS]);
  });

  it.each(
    BREAKTHROUGH_RESULTS.flatMap(
      (r) =>
        [
          [r, true],
          [r, false],
        ] as const,
    ),
  )("NAP-6.2.1.3 %s, impetus %s: the chat text is the printed cell", (result, impetus) => {
    const entry = cavalryBreakthrough(result, impetus);
    expect(lang(entry.label)).toBe(TABLE_2[result][impetus ? 0 : 1]);
  });

  it("NAP-6.2.1.3 with impetus, no opponent: must advance 6 inches beyond; without: stop", () => {
    expect(cavalryBreakthrough("noOpponent", true)).toMatchObject({ action: "advance", inches: 6, mandatory: true });
    expect(cavalryBreakthrough("noOpponent", false)).toMatchObject({ action: "stop", inches: 0 });
  });

  it("NAP-6.2.1.3 defender wounded: enemy withdraws 2; with impetus victor must advance 1 back to back, without may advance 1", () => {
    expect(cavalryBreakthrough("defenderWounded", true)).toMatchObject({
      action: "advance",
      inches: 1,
      mandatory: true,
      enemyWithdraws: 2,
      backToBack: true,
    });
    expect(cavalryBreakthrough("defenderWounded", false)).toMatchObject({
      action: "advance",
      inches: 1,
      mandatory: false,
      enemyWithdraws: 2,
      backToBack: false,
    });
  });

  it("NAP-6.2.1.3 defender incapacitated: with impetus must advance 4, without may advance 1", () => {
    expect(cavalryBreakthrough("defenderIncapacitated", true)).toMatchObject({
      action: "advance",
      inches: 4,
      mandatory: true,
      enemyWithdraws: 0,
    });
    expect(cavalryBreakthrough("defenderIncapacitated", false)).toMatchObject({
      action: "advance",
      inches: 1,
      mandatory: false,
    });
  });

  it("OW-7.1e tie or attacker wounded: back 2 inches as in base rules, with or without impetus", () => {
    for (const impetus of [true, false]) {
      expect(cavalryBreakthrough("tieOrAttackerWounded", impetus)).toMatchObject({
        action: "back",
        inches: 2,
        mandatory: true,
      });
    }
  });
});
