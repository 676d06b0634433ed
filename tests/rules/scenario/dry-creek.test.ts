/**
 * OW-2 "The Dry Creek Bank Job" victory check (src/rules/scenario, the journal's "Victory
 * conditions" as read in docs/rules-readings.md): the gang (side A) wins with two men off the
 * east edge by the end of turn 6 or the posse gone; the law (side B) with the boss down or the
 * gang at two men standing; anything else at the end of turn 6 is a draw.
 */
import { describe, expect, it } from "vitest";
import { DRY_CREEK_SCENARIO, evaluateScenario, type ScenarioUnit } from "@rules/scenario";
import { men, unitOf, type Man } from "./fixtures";

const ROLES = { boss: ["gang-0"], posse: ["posse"] };
/** Main Street in front of the bank. */
const STREET = (n: number): Man[] => men(n, 20, 16);

function table(gang: readonly Man[], posse: readonly Man[] = men(4, 2, 16)): ScenarioUnit[] {
  return [
    unitOf("gang", "a", gang),
    unitOf("posse", "b", posse),
    unitOf("stage", "b", [{ at: [12, 16] }]),
    // the GM's cattle count for nobody
    unitOf("cattle", null, men(3, 40, 17)),
  ];
}

const check = (units: ScenarioUnit[], turn: number, escaped: readonly string[] = []) =>
  evaluateScenario(DRY_CREEK_SCENARIO, { units, turn, roles: ROLES, escaped });

describe("OW-2 Dry Creek: the gang gets the loot out of town", () => {
  it("OW-2 Dry Creek two of the gang at the east edge at the end of turn 4: the gang wins, two escaped", () => {
    const gang: Man[] = [...STREET(3), { at: [47.5, 10] }, { at: [47.6, 20] }];
    const result = check(table(gang), 4);
    expect(result.verdict).toEqual({
      outcome: "won",
      side: "a",
      reason: { code: "escape", side: "a", count: 2, turn: 4 },
    });
    expect(result.escaped).toEqual(["gang-3", "gang-4"]);
  });

  it("OW-2 Dry Creek a man who left by the east edge last turn still counts once his token is gone", () => {
    const gang: Man[] = [...STREET(3), { at: null }, { at: [47.5, 20] }];
    expect(check(table(gang), 5).verdict.outcome).toBe("running");
    expect(check(table(gang), 5, ["gang-3"]).verdict).toMatchObject({
      outcome: "won",
      side: "a",
      reason: { count: 2 },
    });
  });

  it("OW-2 Dry Creek one man at the edge is not enough; one short of it on the bridge is not off the table", () => {
    const gang: Man[] = [...STREET(3), { at: [46.4, 10] }, { at: [47.5, 20] }];
    const result = check(table(gang), 3);
    expect(result.verdict).toEqual({ outcome: "running" });
    expect(result.escaped).toEqual(["gang-4"]);
  });

  it("OW-2 Dry Creek the posse fallen back off the table: the gang wins", () => {
    const posse: Man[] = [{ at: null }, { at: null }, { at: [3, 16], down: true }, { at: null }];
    expect(check(table(STREET(5), posse), 2).verdict).toEqual({
      outcome: "won",
      side: "a",
      reason: { code: "unitGone", side: "a", names: ["posse"] },
    });
  });
});

describe("OW-2 Dry Creek: the law stops the gang", () => {
  it("OW-2 Dry Creek the boss incapacitated: the law wins, naming him", () => {
    const gang: Man[] = [{ at: [20, 16], down: true }, ...STREET(4)];
    expect(check(table(gang), 2).verdict).toEqual({
      outcome: "won",
      side: "b",
      reason: { code: "figureDown", side: "b", names: ["gang 0"] },
    });
  });

  it("OW-2 Dry Creek the gang reduced to two figures standing: the law wins; three standing runs on", () => {
    const two: Man[] = [...STREET(2), { at: [20, 20], down: true }, { at: [20, 21], down: true }, { at: null }];
    expect(check(table(two), 3).verdict).toEqual({
      outcome: "won",
      side: "b",
      reason: { code: "reducedTo", side: "b", count: 2 },
    });
    const three: Man[] = [...STREET(3), { at: [20, 20], down: true }, { at: [20, 21], down: true }];
    expect(check(table(three), 3).verdict).toEqual({ outcome: "running" });
  });

  it("OW-2 Dry Creek two men out and the boss down at the same End of Turn: the money got away, the gang wins", () => {
    const gang: Man[] = [{ at: [20, 16], down: true }, ...STREET(2), { at: [47.5, 10] }, { at: [47.5, 12] }];
    expect(check(table(gang), 5).verdict).toMatchObject({ outcome: "won", side: "a", reason: { code: "escape" } });
  });

  it("OW-2 Dry Creek nothing decided at the end of turn 6: a draw; at the end of turn 5 the game runs on", () => {
    expect(check(table(STREET(5)), 5).verdict).toEqual({ outcome: "running" });
    expect(check(table(STREET(5)), 6).verdict).toEqual({ outcome: "draw", reason: { code: "lastTurn", turn: 6 } });
  });
});

describe("OW-2 Dry Creek: who holds the creek bridge, and the counts", () => {
  it("OW-2 Dry Creek the gang alone on the bridge holds it, both sides there contest it, the herd holds nothing", () => {
    expect(check(table([...STREET(4), { at: [40, 18] }]), 2).holder).toBe("a");
    expect(check(table([...STREET(4), { at: [40, 18] }], [...men(3, 2, 16), { at: [39, 17] }]), 2).holder).toBe(
      "contested",
    );
    expect(check(table(STREET(5)), 2).holder).toBeNull();
  });

  it("OW-2 Dry Creek standing and down per side: a man off the table is not standing, the stage driver is the law's", () => {
    const gang: Man[] = [...STREET(3), { at: [20, 20], down: true }, { at: null }];
    const result = check(table(gang), 2);
    expect(result.standing).toEqual({ a: 3, b: 5 });
    expect(result.down).toEqual({ a: 1, b: 0 });
  });
});
