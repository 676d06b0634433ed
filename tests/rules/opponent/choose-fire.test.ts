/**
 * The engine opponent's volleys (src/rules/opponent): the target by the exact odds over the
 * remaining cards, only a target in sight and in range, never a friend, and the same choice for the
 * same situation (ties by id, no random draw).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { pt } from "@rules/geometry";
import { fireOdds } from "@rules/odds/fire";
import { oddsShooters, planFire } from "@rules/procedures";
import { DOCTRINES, chooseAction, volleyOptions, type FireChoice } from "@rules/opponent";
import type { Terrain } from "@rules/terrain";
import { DEFAULT_OPTIONS } from "@rules/options";
import { ENGINE_SIDE, OPEN, placed, raidersAgainst } from "./fixtures";

const fired = (choice: ReturnType<typeof chooseAction>): FireChoice => {
  expect(choice.kind).toBe("fire");
  return choice as FireChoice;
};

/** A stone wall just in front of the far unit (at x = 20), so its men are in hard cover from the raiders. */
const WALLED: Terrain = { areas: [], obstacles: [{ id: "wall", kind: "stoneWall", a: pt(19, -3), b: pt(19, 9) }] };

describe("CORE-5 the opponent fires at the target with the best exact odds", () => {
  it("CORE-5 a near target in the open over a far one in hard cover (listed first, and first by id)", () => {
    const far = placed("a-far", 3, 20);
    const near = placed("b-near", 3, 10);
    const s = raidersAgainst([far, near], WALLED);
    const options = volleyOptions(s);
    expect(options.map((o) => [o.targetUnitId, o.cover])).toEqual([
      ["b-near", "none"],
      ["a-far", "hard"],
    ]);
    expect(options[0]!.chance).toBeGreaterThan(options[1]!.chance);
    for (const doctrine of Object.values(DOCTRINES))
      expect(fired(chooseAction(s, doctrine)).targetUnitId).toBe("b-near");
  });

  it("CORE-5 the chance is the fire dialog's: fireOdds over the volley's own plan and the remaining cards", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const choice = fired(chooseAction(s, DOCTRINES.steady));
    const nearest = choice.input.target.figures[0]!.figure;
    const odds = fireOdds({
      shooters: oddsShooters(choice.input, planFire(choice.input)),
      cover: "none",
      endurance: nearest.endurance,
      wounds: nearest.wounds,
      pool: s.pool,
    });
    expect(choice.chance).toBeCloseTo(1 - odds.noneDown.value, 12);
    expect(choice.expectedHits).toBeCloseTo(odds.expectedHits, 12);
    // 9.5" from base edge to base edge: short range for the rifle, every raider fires twice
    expect(choice.input.shooters.map((sh) => sh.rangeInches)).toEqual([9, 9, 9]);
    expect(planFire(choice.input).shooters.map((p) => [p.band, p.shots])).toEqual([
      ["short", 2],
      ["short", 2],
      ["short", 2],
    ]);
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Fire.none",
      data: { unit: "Raiders", target: "posse", chance: Math.round(choice.chance * 100) },
    });
  });

  it("CORE-5 fewer cards left to draw change the odds, and the choice reads them", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const full = fired(chooseAction(s, DOCTRINES.steady)).chance;
    // only the cards that show no holes at all left: no shot can hit
    const blanks = s.pool.filter((c) => c.hit === "OUT_OF_AMMO" || c.hit < 2);
    expect(blanks.length).toBeGreaterThan(0);
    const none = volleyOptions({ ...s, pool: blanks });
    expect(none.map((v) => [v.targetUnitId, v.chance])).toEqual([["posse", 0]]);
    expect(full).toBeGreaterThan(0.5);
  });
});

describe("CORE-5 only a target in sight and in range, never a friend", () => {
  it("CORE-5 no fire through a building's wall; without the wall the same enemy is fired at", () => {
    const wall: Terrain = {
      areas: [],
      obstacles: [{ id: "barn", kind: "buildingWall", a: pt(5, -4), b: pt(5, 10) }],
    };
    const posse = placed("posse", 3, 10);
    const hidden = raidersAgainst([posse], wall);
    expect(volleyOptions(hidden)).toEqual([]);
    for (const doctrine of Object.values(DOCTRINES)) expect(chooseAction(hidden, doctrine).kind).not.toBe("fire");
    expect(fired(chooseAction(raidersAgainst([posse], OPEN), DOCTRINES.steady)).targetUnitId).toBe("posse");
  });

  it("CORE-5 a man the wall hides is left out of the volley, the others fire", () => {
    // a short wall in front of the first raider only
    const wall: Terrain = { areas: [], obstacles: [{ id: "w", kind: "buildingWall", a: pt(3, -3), b: pt(3, 1) }] };
    const choice = fired(chooseAction(raidersAgainst([placed("posse", 1, 10, 0)], wall), DOCTRINES.steady));
    expect(choice.shooterIds).toEqual(["raiders-2", "raiders-3"]);
  });

  it("NAP-5.4.2 a file facing the enemy in open order: only its front man fires (the fire dialog's rank reading); in the Old West all three", () => {
    // the raiders stand at y = 0, 2, 4 (2" apart, open order), the enemy straight ahead at y = 20
    const target = placed("posse", 1, 0, 20);
    const napoleonic = { ...raidersAgainst([target]), rules: { ...DEFAULT_OPTIONS, era: "napoleonic" as const } };
    expect(volleyOptions(napoleonic).map((v) => v.shooterIds)).toEqual([["raiders-3"]]);
    expect(volleyOptions(raidersAgainst([target])).map((v) => v.shooterIds)).toEqual([
      ["raiders-1", "raiders-2", "raiders-3"],
    ]);
  });

  it("NAP-5.4.2 a unit in close order fires only within each man's 30-degree front arc (as the Fire button checks it): facing east, a posse east-south-east is in the arc of the last man only; a posse due south of none", () => {
    // the raiders at x = 0, y = 0, 2, 4 face east (facing 0); the posse's nearest man at (12, 7)
    const aside = placed("posse", 1, 12, 7);
    const closeOrder = (target: typeof aside) => raidersAgainst([target], OPEN, {}, undefined, { closeOrder: true });
    expect(volleyOptions(closeOrder(aside)).map((v) => v.shooterIds)).toEqual([["raiders-3"]]);
    expect(volleyOptions(closeOrder(placed("posse", 1, 0, 14)))).toEqual([]);
    // in open order every man fires at both
    expect(volleyOptions(raidersAgainst([aside])).map((v) => v.shooterIds)).toEqual([
      ["raiders-1", "raiders-2", "raiders-3"],
    ]);
  });

  it("CORE-5 an enemy beyond every band of the rifle is no target", () => {
    const s = raidersAgainst([placed("posse", 3, 60)]);
    expect(volleyOptions(s)).toEqual([]);
    expect(volleyOptions(raidersAgainst([placed("posse", 3, 40)])).map((v) => v.targetUnitId)).toEqual(["posse"]);
  });

  it("CORE-5 a friendly unit nearer and in the open is never fired at (the sides the table shows)", () => {
    const friends = placed("a-friends", 3, 8, 0, ENGINE_SIDE);
    const posse = placed("posse", 3, 24, 0);
    const s = raidersAgainst([friends, posse]);
    expect(volleyOptions(s).map((v) => v.targetUnitId)).toEqual(["posse"]);
    expect(fired(chooseAction(s, DOCTRINES.aggressive)).targetUnitId).toBe("posse");
  });
});

describe("CORE-5 deterministic: the same situation and doctrine give the same choice", () => {
  afterEach(() => vi.restoreAllMocks());

  it("CORE-5 two equal targets go by id, whatever order the table lists them in; no random draw is made", () => {
    vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("the opponent drew a random number");
    });
    // mirrored about the raiders' middle (y = 2): the same odds at either
    const alpha = placed("alpha", 3, 12, -10);
    const bravo = placed("bravo", 3, 12, 10);
    const one = raidersAgainst([bravo, alpha]);
    const other = raidersAgainst([alpha, bravo]);
    const [a, b] = volleyOptions(one);
    expect(a!.chance).toBeCloseTo(b!.chance, 12);
    for (const doctrine of Object.values(DOCTRINES)) {
      const first = chooseAction(one, doctrine);
      expect(chooseAction(one, doctrine)).toEqual(first);
      expect(chooseAction(other, doctrine)).toEqual(first);
      if (first.kind === "fire") expect(first.targetUnitId).toBe("alpha");
    }
    expect(fired(chooseAction(one, DOCTRINES.aggressive)).targetUnitId).toBe("alpha");
  });
});
