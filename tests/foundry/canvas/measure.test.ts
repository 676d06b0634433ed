import { describe, expect, it } from "vitest";
import { RulesError } from "@rules/errors";
import type { Figure } from "@rules/geometry";
import type { FigureState } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import {
  figuresOutsideRadius,
  inRadius,
  leaderRadius,
  outOfCommandEffects,
  rangeBandBetween,
  requireTargetInArc,
} from "@foundry/canvas/measure";

const at = (id: string, x: number, y = 0, facing = 0): Figure => ({
  id,
  at: { x, y },
  base: { shape: "round", diameter: 1 },
  facing,
});

const leaderState = (rank: FigureState["leaderRank"], trained: boolean): FigureState => ({
  id: "Actor.sgt",
  name: "Sergeant",
  guts: "regular",
  accuracy: "regular",
  melee: 0,
  endurance: 2,
  reaction: 3,
  wounds: 0,
  stunned: false,
  incapacitated: false,
  outOfAmmo: 0,
  pinned: false,
  mounted: false,
  hidden: false,
  hero: false,
  sniper: false,
  leaderRank: rank,
  trained,
});

describe("range bands measured base edge to base edge", () => {
  const carbine = frontierWeapon("ow.carbine"); // short 4, medium 8, long 16

  it('CORE-5 a carbine 9" centre to centre (8" edge to edge) is at medium range', () => {
    expect(rangeBandBetween(at("s", 0), at("t", 9), carbine)).toEqual({ inches: 8, band: "medium" });
  });

  it('CORE-5 16" edge to edge is long; beyond that out of range', () => {
    expect(rangeBandBetween(at("s", 0), at("t", 17), carbine).band).toBe("long");
    expect(rangeBandBetween(at("s", 0), at("t", 17.5), carbine).band).toBeNull();
  });
});

describe("arcs of fire", () => {
  it("OW-5.2e a Gatling refuses a target more than 45° off its facing", () => {
    const gun = at("g", 0, 0, 0);
    expect(requireTargetInArc("gatling", gun, at("t", 10, 10))).toBeCloseTo(45, 6);
    expect(() => requireTargetInArc("gatling", gun, at("t", 10, 11))).toThrow(RulesError);
  });

  it("OW-5.2f a wagon-mounted Gatling fires only to the rear", () => {
    const wagon = at("w", 0, 0, 0);
    expect(() => requireTargetInArc("wagonGatling", wagon, at("t", 10, 0))).toThrow(RulesError);
    expect(requireTargetInArc("wagonGatling", wagon, at("t", -10, 0))).toBe(0);
  });

  it("NAP-5.4.2 close order fires within 15° of straight ahead (localized refusal names the rule)", () => {
    const figure = at("f", 0, 0, 90); // facing down the screen
    expect(requireTargetInArc("closeOrder", figure, at("t", 2, 10))).toBeLessThan(15);
    try {
      requireTargetInArc("closeOrder", figure, at("t", 4, 10));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).key).toContain("outsideArc");
      expect((e as RulesError).data).toMatchObject({ rule: "NAP-5.4.2", limit: 15 });
    }
  });
});

describe("command radius", () => {
  it("CORE-11 trained radii from the options; OW-3a untrained 6/18/24", () => {
    expect(leaderRadius({ rank: "team", trained: true }, DEFAULT_OPTIONS)).toBe(8);
    expect(leaderRadius({ rank: "squad", trained: false }, DEFAULT_OPTIONS)).toBe(18);
    expect(leaderRadius({ rank: "platoon", trained: false }, DEFAULT_OPTIONS)).toBe(24);
    expect(leaderRadius({ rank: null, trained: true }, DEFAULT_OPTIONS)).toBeNull();
  });

  it('OW-3a an untrained team leader commands 6" edge to edge, a trained one 8"', () => {
    const leader = at("l", 0);
    expect(inRadius(leader, { rank: "team", trained: false }, at("f", 7), DEFAULT_OPTIONS)).toBe(true);
    expect(inRadius(leader, { rank: "team", trained: false }, at("f", 7.2), DEFAULT_OPTIONS)).toBe(false);
    expect(inRadius(leader, { rank: "team", trained: true }, at("f", 7.2), DEFAULT_OPTIONS)).toBe(true);
    expect(
      figuresOutsideRadius(leader, { rank: "team", trained: false }, [leader, at("a", 3), at("b", 8)], DEFAULT_OPTIONS),
    ).toEqual(["b"]);
  });

  it("CORE-8 a unit whose leader is beyond his commander's radius is marked out of command, once", () => {
    const commander = { figure: at("sgt", 0), state: leaderState("squad", true) }; // 24"
    const effects = outOfCommandEffects(
      [
        { unitId: "Actor.a", hero: false, leader: at("la", 30), commander, outOfCommand: false },
        { unitId: "Actor.b", hero: false, leader: at("lb", 10), commander, outOfCommand: true },
        { unitId: "Actor.c", hero: false, leader: at("lc", 10), commander, outOfCommand: false },
        { unitId: "Actor.hero", hero: true, leader: at("h", 60), commander, outOfCommand: false },
        { unitId: "Actor.top", hero: false, leader: at("t", 0), commander: null, outOfCommand: true },
        { unitId: "Actor.off", hero: false, leader: null, commander, outOfCommand: false },
      ],
      DEFAULT_OPTIONS,
    );
    expect(effects).toEqual([
      { kind: "outOfCommand", unitId: "Actor.a", outOfCommand: true },
      { kind: "outOfCommand", unitId: "Actor.b", outOfCommand: false },
      { kind: "outOfCommand", unitId: "Actor.top", outOfCommand: false },
    ]);
  });

  it("OW-3a an untrained squad leader's 18\" decides it", () => {
    const commander = { figure: at("sgt", 0), state: leaderState("squad", false) };
    const link = (x: number) => ({
      unitId: "Actor.a",
      hero: false,
      leader: at("la", x),
      commander,
      outOfCommand: false,
    });
    expect(outOfCommandEffects([link(19)], DEFAULT_OPTIONS)).toEqual([]);
    expect(outOfCommandEffects([link(19.5)], DEFAULT_OPTIONS)).toHaveLength(1);
  });
});
