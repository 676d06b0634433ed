/**
 * NAP-5.4.1 / OW-5.2e a new facing on the chat card, said as a turn on the clock from where the
 * piece faced (the result's `turnedFrom`), never in degrees; a stored result without it says the turn alone.
 */
import { describe, expect, it } from "vitest";
import type { Effect, ProcedureResult } from "@rules/model";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { resultView } from "@foundry/chat/view";
import { format } from "../../doubles/format";

const FIGURE = "Actor.ney";
const CREW = "Actor.crew";

function record(effects: Effect[], turnedFrom?: number): ResultRecord {
  const result: ProcedureResult = {
    procedure: "test.turn",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.OldWest.Gatling.reface", data: { unit: "Gatling crew" } },
    ...(turnedFrom === undefined ? {} : { turnedFrom }),
  };
  return {
    result,
    cards: [],
    deck: null,
    figures: { [FIGURE]: { name: "Sgt. Ney", endurance: 2, wounds: 0 } },
    units: { [CREW]: "Gatling crew", company: "Fusiliers" },
  };
}

const facing = (value: number, figureId: string | null): Effect => ({
  kind: "flag",
  unitId: figureId ? "company" : CREW,
  figureId,
  flag: "facing",
  value,
});

describe("a new facing in the chat card's changes (NAP-5.4.1, OW-5.2e)", () => {
  it("NAP-5.4.1 a figure turned from 90° to 270° turns to face his 6 o'clock; from 0° to 120°, his 4 o'clock", () => {
    expect(resultView(record([facing(270, FIGURE)], 90), format).changes).toEqual([
      "Sgt. Ney turns to face his 6 o'clock",
    ]);
    expect(resultView(record([facing(120, FIGURE)], 0), format).changes).toEqual([
      "Sgt. Ney turns to face his 4 o'clock",
    ]);
  });

  it("OW-5.2e a unit's facing (the Gatling's crew) turned 90° to the left faces its 9 o'clock", () => {
    expect(resultView(record([facing(270, null)], 0), format).changes).toEqual([
      "Gatling crew turns to face its 9 o'clock",
    ]);
  });

  it("NAP-5.4.1 a result stored without the facing it turned from says the turn, no direction and no degrees", () => {
    expect(resultView(record([facing(170, FIGURE)]), format).changes).toEqual(["Sgt. Ney turns to a new facing"]);
  });
});
