/**
 * OW-2 / NAP-2 the after-action report's words (src/foundry/adventure/report-view.ts): every reason
 * the victory check can give and every place of the starter scenarios has its words in the lang
 * file, filled in with the sides' names and numbers (no placeholder left).
 */
import { describe, expect, it } from "vitest";
import {
  DRY_CREEK_SCENARIO,
  REASON_CODES,
  TROIS_MOULINS_SCENARIO,
  type Reason,
  type TurnRecord,
  type Verdict,
} from "@rules/scenario";
import { reportView } from "@foundry/adventure/report-view";
import type { CombatScenario } from "@foundry/adventure/scenario-flag";
import { format } from "../../doubles/format";

const scenario = (rules: CombatScenario["rules"], a: string, b: string): CombatScenario => ({
  rules,
  roles: {},
  names: { a, b },
  journalId: "journal0000000001",
  sides: { a: [], b: [] },
});
const DRY = scenario(DRY_CREEK_SCENARIO, "The Dry Creek gang", "The law");
const MOULINS = scenario(TROIS_MOULINS_SCENARIO, "The garrison", "The dragoon squadron");

const ended = (verdict: Verdict): TurnRecord[] => [
  { turn: 5, down: { a: 1, b: 2 }, holder: "contested", verdict, escaped: [] },
];
const won = (side: "a" | "b", reason: Reason): Verdict => ({ outcome: "won", side, reason });

describe("OW-2 / NAP-2 the report's words", () => {
  it("OW-2 Dry Creek the gang's escape and the law's wins read in the players' words", () => {
    const why = (v: Verdict) => reportView(ended(v), DRY, format);
    expect(why(won("a", { code: "escape", side: "a", count: 2, turn: 5 }))).toMatchObject({
      verdict: "The Dry Creek gang won.",
      why: "The Dry Creek gang: 2 figures got off the table by the east edge by the end of turn 5.",
      objective: "The objective: the creek bridge.",
    });
    expect(why(won("b", { code: "reducedTo", side: "b", count: 2 })).why).toBe(
      "The Dry Creek gang are down to 2 figures standing.",
    );
    expect(why(won("a", { code: "unitGone", side: "a", names: ["Marshal's posse"] })).why).toBe(
      "Marshal's posse: nobody left standing on the table.",
    );
    expect(why({ outcome: "draw", reason: { code: "lastTurn", turn: 6 } })).toMatchObject({
      verdict: "A draw.",
      why: "Nobody won by the end of turn 6, the last.",
    });
  });

  it("NAP-2 Les Trois Moulins the dragoons across against the crossroads, and the garrison's wins, read in the players' words", () => {
    const why = (v: Verdict) => reportView(ended(v), MOULINS, format).why;
    expect(why(won("b", { code: "outnumber", side: "b", count: 7, against: 6 }))).toBe(
      "The dragoon squadron: 7 figures west of the stream. The garrison: only 6 within 6 inches of the crossroads.",
    );
    expect(why(won("a", { code: "keepOut", side: "a", turn: 8 }))).toBe(
      "The dragoon squadron: no figure west of the stream at the end of turn 8.",
    );
    expect(why(won("a", { code: "belowHalf", side: "a", names: ["1st troop", "2nd troop"] }))).toBe(
      "1st troop, 2nd troop: each below half strength.",
    );
    expect(reportView(ended(won("a", { code: "keepOut", side: "a", turn: 8 })), MOULINS, format).rows).toEqual([
      { turn: 5, a: 1, b: 2, held: "Contested" },
    ]);
  });

  it("OW-2 / NAP-2 every reason code and every place of both scenarios has words, no placeholder left", () => {
    const codes: readonly Reason["code"][] = REASON_CODES;
    for (const s of [DRY, MOULINS])
      for (const code of codes) {
        const text =
          reportView(ended(won("a", { code, side: "a", count: 1, against: 0, turn: 3, names: ["X"] })), s, format)
            .why ?? "";
        expect(text, code).not.toMatch(/COMBAT_PATROL|\{/);
      }
    for (const zone of [...Object.keys(DRY_CREEK_SCENARIO.zones), ...Object.keys(TROIS_MOULINS_SCENARIO.zones)])
      expect(format(`COMBAT_PATROL.Report.zone.${zone}`), zone).not.toMatch(/COMBAT_PATROL/);
  });
});
