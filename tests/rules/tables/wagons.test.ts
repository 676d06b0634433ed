import { describe, expect, it } from "vitest";
import {
  WAGONS,
  WAGON_MOVEMENT_CARDS,
  WAGON_RULES,
  wagon,
  wagonCapacity,
  wagonMovementCards,
  wagonRulesSchema,
  wagonSchema,
} from "@rules/tables/wagons";
import { rulesErrorKey } from "./helpers";

describe("OW-9.3 Wagons", () => {
  it("OW-9.3 the four wagons validate with their schema: stagecoach, buggy, Conestoga, buckboard", () => {
    for (const w of WAGONS) expect(wagonSchema.safeParse(w).error).toBeUndefined();
    expect(WAGONS.map((w) => w.id)).toEqual(["ow.stagecoach", "ow.buggy", "ow.conestoga", "ow.buckboard"]);
    expect(wagonRulesSchema.safeParse(WAGON_RULES).error).toBeUndefined();
  });

  it("OW-9.3a every wagon moves 1 card, 2 galloping, 2 as a runaway (OW-9.3f)", () => {
    expect(WAGON_MOVEMENT_CARDS).toEqual({ normal: 1, gallop: 2, runaway: 2 });
    for (const w of WAGONS) {
      expect([
        wagonMovementCards(w, "normal"),
        wagonMovementCards(w, "gallop"),
        wagonMovementCards(w, "runaway"),
      ]).toEqual([1, 2, 2]);
    }
  });

  it("OW-9.3 team sizes come from REF-001: stagecoach 4 (or 6), buggy 1, Conestoga 4 (or 2), buckboard 2", () => {
    expect(WAGONS.map((w) => [w.id, w.team.animals, w.team.allowed, w.team.source])).toEqual([
      ["ow.stagecoach", 4, [4, 6], "REF-001"],
      ["ow.buggy", 1, [1, 2], "REF-001"],
      ["ow.conestoga", 4, [2, 4], "REF-001"],
      ["ow.buckboard", 2, [1, 2], "REF-001"],
    ]);
  });

  it("OW-9.3 capacities are our defaults: one driver; 6 / 1 / 4 / 4 passengers", () => {
    expect(WAGONS.map((w) => [w.capacity.driver, w.capacity.passengers, w.capacity.source])).toEqual([
      [1, 6, "ours"],
      [1, 1, "ours"],
      [1, 4, "ours"],
      [1, 4, "ours"],
    ]);
    expect(wagonCapacity(wagon("ow.stagecoach"))).toBe(7);
    expect(wagonCapacity(wagon("ow.buggy"))).toBe(2);
  });

  it("OW-9.3d the team counts as one figure; driver and passengers have fence (soft) cover", () => {
    expect(WAGON_RULES.teamCountsAsFigures).toBe(1);
    expect(WAGON_RULES.occupantCover).toBe("soft");
  });

  it("OW-9.3e one animal cut out per figure per activation; four figures overturn an empty wagon", () => {
    expect(WAGON_RULES.animalsCutOutPerFigure).toBe(1);
    expect(WAGON_RULES.figuresToOverturn).toBe(4);
  });

  it("OW-9.3c boarding costs 1 activation; OW-9.3f turning more than 45 degrees at a gallop needs a bog check", () => {
    expect(WAGON_RULES.activationsToBoard).toBe(1);
    expect(WAGON_RULES.bogCheckTurnDegrees).toBe(45);
  });

  it("OW-9.3 an unknown wagon is refused", () => {
    expect(rulesErrorKey(() => wagon("ow.handcar"))).toBe("COMBAT_PATROL.Error.unknownTableEntry");
  });
});
