import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  checkUnitSize,
  leaderCommandRadius,
  oldWestMayGive,
  swapOldWestDice,
  unitCommandRadius,
  unitSizeOk,
} from "@rules/old-west";
import { resolveMorale } from "@rules/procedures/morale";
import { card } from "../../helpers/cards";
import { figure, figures, rules, unit } from "./fixtures";

describe("OW-2 order of battle", () => {
  it("OW-2 units of 4 to 6 figures", () => {
    expect([3, 4, 5, 6, 7].map((n) => unitSizeOk(unit("u", figures("f", n))))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(() => checkUnitSize(unit("u", figures("f", 3)))).toThrow(/unitSize/);
    expect(() => checkUnitSize(unit("u", figures("f", 7), { kind: "mounted" }))).toThrow(/unitSize/);
    // Heroes, crews, herds and wagons have sizes of their own.
    expect(() => checkUnitSize(unit("h", figures("f", 1), { kind: "hero" }))).not.toThrow();
    expect(() => checkUnitSize(unit("herd", figures("c", 12), { kind: "herd" }))).not.toThrow();
  });
});

describe("OW-3 untrained leaders", () => {
  it("OW-3a untrained command radius 6/18/24, trained 8/24/36, both from the options", () => {
    const untrained = (rank: "team" | "squad" | "platoon") =>
      leaderCommandRadius(figure("l", { leaderRank: rank, trained: false }));
    const trained = (rank: "team" | "squad" | "platoon") =>
      leaderCommandRadius(figure("l", { leaderRank: rank, trained: true }));
    expect([untrained("team"), untrained("squad"), untrained("platoon")]).toEqual([6, 18, 24]);
    expect([trained("team"), trained("squad"), trained("platoon")]).toEqual([8, 24, 36]);
    const house = rules({ untrainedCommandRadius: { team: 5 } });
    expect(leaderCommandRadius(figure("l", { leaderRank: "team" }), house)).toBe(5);
    expect(
      unitCommandRadius(unit("u", [figure("l", { leaderRank: "squad" }), ...figures("f", 4)], { leaderId: "l" })),
    ).toBe(18);
    expect(unitCommandRadius(unit("u", figures("f", 4)))).toBeNull();
    expect(() => leaderCommandRadius(figure("f"))).toThrow(/notALeader/);
  });

  const squadLeader = (trained: boolean) => figure("sl", { leaderRank: "squad", trained });
  const platoonLeader = (trained: boolean) => figure("pl", { leaderRank: "platoon", trained });
  const platoon = (trained: boolean, die = 4) =>
    unit("P", [platoonLeader(trained), ...figures("p", 3)], { leaderId: "pl", commandDie: die });
  const squad = (trained: boolean, over = {}) =>
    unit("S", [squadLeader(trained), ...figures("s", 4)], { leaderId: "sl", commandDie: 2, commanderId: "P", ...over });

  it("OW-3b an untrained leader cannot give (swap) his die", () => {
    const giver = platoon(false);
    expect(() =>
      swapOldWestDice({ giver, receiver: squad(false), units: [giver, squad(false)], number: 4, distanceInches: 10 }),
    ).toThrow(/leaderUntrained/);
  });

  it("OW-3b an untrained leader receives a die from a trained higher commander within that commander's radius", () => {
    const giver = platoon(true);
    const receiver = squad(false);
    const swap = swapOldWestDice({ giver, receiver, units: [giver, receiver], number: 4, distanceInches: 30 });
    expect(swap.receiverDie).toBe(4);
    expect(swap.giverDie).toBe(2);
    expect(swap.effects).toContainEqual({ kind: "commandDie", unitId: "S", value: 4 });
    // 36" is the trained platoon radius; 37" is beyond it, whatever the receiver's own (untrained) radius.
    expect(() => swapOldWestDice({ giver, receiver, units: [giver, receiver], number: 4, distanceInches: 37 })).toThrow(
      /outOfRadius/,
    );
  });

  it("OW-3c an untrained leader removes no morale markers; a trained one of the same Guts removes 2", () => {
    const make = (trained: boolean) =>
      unit("U", [figure("l", { leaderRank: "team", trained, guts: "elite" }), ...figures("f", 4)], {
        leaderId: "l",
        moraleMarkers: 2,
      });
    const untrained = resolveMorale({ unit: make(false), terrain: "cover" }, fixedSource([card(), card()]));
    expect(untrained.removed).toBe(0);
    expect(untrained.checks).toHaveLength(2);
    const trained = resolveMorale({ unit: make(true), terrain: "cover" }, fixedSource([]));
    expect(trained.removed).toBe(2);
    expect(trained.cards).toHaveLength(0);
  });
});

describe("OW-9.1 Indians and command dice", () => {
  const giver = unit("P", [figure("pl", { leaderRank: "platoon", trained: true }), ...figures("p", 3)], {
    leaderId: "pl",
    commandDie: 4,
  });
  const indians = unit("I", [figure("il", { leaderRank: "squad", trained: true }), ...figures("i", 4)], {
    leaderId: "il",
    commandDie: 1,
    commanderId: "P",
    flags: { indian: true },
  });

  it("OW-9.1 a non-Indian leader cannot swap command dice with an Indian unit", () => {
    expect(oldWestMayGive()(giver, indians)).toBe(false);
    expect(() =>
      swapOldWestDice({ giver, receiver: indians, units: [giver, indians], number: 4, distanceInches: 5 }),
    ).toThrow(/swapRefused/);
  });

  it("OW-9.1 an Indian leader may; with the Indian rules off anyone may", () => {
    const chief = { ...giver, flags: { indian: true } };
    expect(oldWestMayGive()(chief, indians)).toBe(true);
    expect(
      swapOldWestDice({ giver: chief, receiver: indians, units: [chief, indians], number: 4, distanceInches: 5 })
        .receiverDie,
    ).toBe(4);
    expect(oldWestMayGive(rules({ optional: { indianRules: false } }))(giver, indians)).toBe(true);
  });
});
