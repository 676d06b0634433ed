/**
 * NAP-2 "The Bridge at Les Trois Moulins" victory check (src/rules/scenario, the journal's
 * "Victory conditions" as read in docs/rules-readings.md): the dragoons (side B) win from turn 5
 * with more men west of the mill stream than the garrison has standing within 6" of the
 * crossroads, or with the gun's crew driven off; the garrison (side A) with both troops below half
 * strength, or no dragoon west of the stream at the end of turn 8.
 */
import { describe, expect, it } from "vitest";
import { TROIS_MOULINS_SCENARIO, evaluateScenario, inZone, type ScenarioUnit } from "@rules/scenario";
import { roundBase } from "@rules/geometry";
import { men, unitOf, type Man } from "./fixtures";

const ROLES = { gun: ["gun"], troops: ["troop1", "troop2"] };
/** East of the stream, where the dragoons deploy. */
const EAST = (n: number, y: number): Man[] => men(n, 50, y);
/** West of the stream on the road, short of the crossroads' 6". */
const ACROSS = (n: number): Man[] => men(n, 40, 19);
const down = (n: number): Man[] => Array.from({ length: n }, () => ({ at: [52, 30] as const, down: true }));

function table(o: { section?: Man[]; gun?: Man[]; troop1?: Man[]; troop2?: Man[] } = {}): ScenarioUnit[] {
  return [
    unitOf("section", "a", o.section ?? men(10, 28, 15)),
    unitOf("gun", "a", o.gun ?? men(4, 31.5, 29)),
    unitOf("troop1", "b", o.troop1 ?? EAST(6, 10)),
    unitOf("troop2", "b", o.troop2 ?? EAST(6, 22)),
  ];
}

const check = (units: ScenarioUnit[], turn: number) =>
  evaluateScenario(TROIS_MOULINS_SCENARIO, { units, turn, roles: ROLES });

describe("NAP-2 Les Trois Moulins: the dragoons cross the bridge", () => {
  it("NAP-2 Les Trois Moulins from turn 5, seven dragoons west of the stream against six of the garrison at the crossroads: the dragoons win", () => {
    // six of the section within 6" of the crossroads, four far north; the gun's crew 8" south of it
    const section = [...men(6, 30, 16), ...men(4, 10, 3)];
    const units = table({ section, troop1: [...ACROSS(6)], troop2: [{ at: [41, 19] }, ...EAST(5, 22)] });
    expect(check(units, 5).verdict).toEqual({
      outcome: "won",
      side: "b",
      reason: { code: "outnumber", side: "b", count: 7, against: 6 },
    });
    expect(check(units, 4).verdict).toEqual({ outcome: "running" });
  });

  it("NAP-2 Les Trois Moulins as many across as the garrison holds the crossroads with: the game runs on", () => {
    const section = [...men(6, 30, 16), ...men(4, 10, 3)];
    const units = table({ section, troop1: ACROSS(6) });
    expect(check(units, 6).verdict).toEqual({ outcome: "running" });
  });

  it("NAP-2 Les Trois Moulins the gun's crew driven off (two down, two gone from the table): the dragoons win at once", () => {
    const gun: Man[] = [...down(2), { at: null }, { at: null }];
    expect(check(table({ gun }), 2).verdict).toEqual({
      outcome: "won",
      side: "b",
      reason: { code: "unitGone", side: "b", names: ["gun"] },
    });
  });
});

describe("NAP-2 Les Trois Moulins: the gun's limber is no man of its crew", () => {
  it("NAP-2 Les Trois Moulins the crew gone but the limber (a team figure, no token) is the crew driven off, not a man down", () => {
    const units = table({ gun: [...down(2), { at: null }, { at: null }] }).map((u) =>
      u.unit.id === "gun"
        ? {
            ...u,
            unit: {
              ...u.unit,
              figures: [
                ...u.unit.figures,
                { ...u.unit.figures[0]!, id: "gun#limber", incapacitated: true, flags: { team: true } },
              ],
            },
          }
        : u,
    );
    const result = check(units, 2);
    expect(result.verdict).toMatchObject({ outcome: "won", side: "b", reason: { code: "unitGone" } });
    expect(result.down).toEqual({ a: 2, b: 0 });
  });
});

describe("NAP-2 Les Trois Moulins: the infantry holds the bridge", () => {
  it("NAP-2 Les Trois Moulins both troops below half strength: the garrison wins; one troop at half does not", () => {
    const below = [...EAST(2, 10), ...down(4)];
    expect(check(table({ troop1: below, troop2: [...EAST(2, 22), ...down(3), { at: null }] }), 3).verdict).toEqual({
      outcome: "won",
      side: "a",
      reason: { code: "belowHalf", side: "a", names: ["troop1", "troop2"] },
    });
    expect(check(table({ troop1: below, troop2: [...EAST(3, 22), ...down(3)] }), 3).verdict).toEqual({
      outcome: "running",
    });
  });

  it("NAP-2 Les Trois Moulins no dragoon west of the stream at the end of turn 8: the garrison wins", () => {
    expect(check(table(), 8).verdict).toEqual({
      outcome: "won",
      side: "a",
      reason: { code: "keepOut", side: "a", turn: 8 },
    });
    expect(check(table(), 7).verdict).toEqual({ outcome: "running" });
  });

  it("NAP-2 Les Trois Moulins one dragoon across at the end of turn 8, not outnumbering: a draw", () => {
    const units = table({ troop1: [{ at: [40, 19] }, ...EAST(5, 10)] });
    expect(check(units, 8).verdict).toEqual({ outcome: "draw", reason: { code: "lastTurn", turn: 8 } });
  });
});

describe("NAP-2 Les Trois Moulins: the crossroads and the stream on the map", () => {
  it('NAP-2 Les Trois Moulins the garrison alone within 6" of the crossroads holds it; a dragoon there contests it', () => {
    expect(check(table(), 3).holder).toBe("a");
    expect(check(table({ troop1: [{ at: [33, 21] }, ...EAST(5, 10)] }), 3).holder).toBe("contested");
    expect(check(table({ section: men(10, 5, 3), gun: men(4, 5, 30) }), 3).holder).toBeNull();
  });

  it("NAP-2 Les Trois Moulins 6\" is measured from the base's edge; the bridge's east end is not west of the stream", () => {
    const zones = TROIS_MOULINS_SCENARIO.zones;
    const at = (x: number, y: number) => ({ id: "f", at: { x, y }, base: roundBase(1) });
    expect(inZone(at(30.25 + 6.4, 20.5), zones["crossroads"]!)).toBe(true);
    expect(inZone(at(30.25 + 6.6, 20.5), zones["crossroads"]!)).toBe(false);
    // the stream's centre at y 20 is x 45.09, its west bank 43.84; the bridge runs from x 43 to 48
    expect(inZone(at(43.5, 20), zones["west"]!)).toBe(true);
    expect(inZone(at(44.5, 20), zones["west"]!)).toBe(false);
    expect(inZone(at(47, 20), zones["west"]!)).toBe(false);
  });
});
