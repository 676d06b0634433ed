/**
 * OW-9.3 the engine's choice for a wagon (wagon-options.ts): its reach at a normal pace, the ways
 * it may drive (no linear obstacle, no rough ground), away from the enemy's guns by the doctrine's
 * `wagonDangerValue`, its driver's volley against the drive, and why it holds.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { distance, pt, roundBase } from "@rules/geometry";
import type { WeaponProfile } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { WagonState } from "@rules/old-west/wagons";
import { DOCTRINES, type PlacedUnit, type Situation } from "@rules/opponent";
import { bestWagonMove, wagonChoice, wagonMayDrive, wagonReach } from "@rules/opponent/wagon-options";
import type { WagonInSituation } from "@rules/opponent/wagon-situation";
import type { Terrain } from "@rules/terrain";
import { ENGINE_SIDE, OPEN, figure, placed, place, rifle, unit } from "./fixtures";

/** A revolver's reach: 10" at long range. */
const revolver: WeaponProfile = { ...rifle, id: "test.revolver", range: { short: 3, medium: 6, long: 10 } };

const driver = figure("driver");
const stage = (over: Partial<WagonState> = {}): WagonState => ({
  unit: { ...unit("stage", [driver]), name: "Stage" },
  wagonId: "ow.stagecoach",
  driverId: "driver",
  team: { id: "stage#team", animals: 4, wounds: 0, dead: 0, hurtCutOut: false },
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
  ...over,
});

/** Three gunmen with revolvers 8" east of the stage. */
function gunmen(): PlacedUnit {
  const g = placed("gunmen", 3, 8, -2);
  return { ...g, weapons: Object.fromEntries(g.unit.figures.map((f) => [f.id, revolver])) };
}

/** The stage at the origin (its driver beside it, with `weapon`), facing east, against `others`. */
function onTable(
  state: WagonState,
  others: readonly PlacedUnit[],
  terrain: Terrain = OPEN,
  weapon: WeaponProfile | null = null,
): { s: Situation; wagon: WagonInSituation } {
  const wagon: WagonInSituation = { state, place: { id: "stage", at: pt(0, 0), base: roundBase(2), facing: 90 } };
  const s: Situation = {
    unit: state.unit,
    figures: { driver: { place: place("driver", 0, 1.5), weapon } },
    allegiance: ENGINE_SIDE,
    others,
    terrain,
    pool: FRONTIER_DECK.cards,
    rules: DEFAULT_OPTIONS,
    wagon,
  };
  return { s, wagon };
}

const meanMove = FRONTIER_DECK.cards.reduce((sum, c) => sum + c.move, 0) / FRONTIER_DECK.cards.length;

describe("OW-9.3 the engine's choice for a wagon", () => {
  it("OW-9.3a OW-9.3d its reach: one card at a normal pace at the deck's mean, half with a wounded team", () => {
    const { s, wagon } = onTable(stage(), [gunmen()]);
    expect(wagonReach(s, wagon)).toBeCloseTo(meanMove, 9);
    const hurt = stage({ team: { ...stage().team, wounds: 1 } });
    expect(wagonReach(s, { ...wagon, state: hurt })).toBeCloseTo(meanMove / 2, 9);
  });

  it("OW-9.3b it drives over open ground, never across a fence (no gap cleared) nor through rough ground (no bog check)", () => {
    const fenced: Terrain = { areas: [], obstacles: [{ id: "f", kind: "fence", a: pt(-2, -5), b: pt(-2, 5) }] };
    const rough: Terrain = {
      areas: [{ id: "r", kind: "rough", vertices: [pt(-3, -5), pt(-1, -5), pt(-1, 5), pt(-3, 5)] }],
      obstacles: [],
    };
    const { s } = onTable(stage(), [gunmen()]);
    expect(wagonMayDrive(s, pt(0, 0), pt(-4, 0))).toBe(true);
    expect(wagonMayDrive({ ...s, terrain: fenced }, pt(0, 0), pt(-4, 0))).toBe(false);
    expect(wagonMayDrive({ ...s, terrain: rough }, pt(0, 0), pt(-4, 0))).toBe(false);
  });

  it("OW-9.3 with every gunman's revolver reaching it, the cautious stage drives out of their reach: a gain of 0.5 (wagonDangerValue), away from them, no farther than its reach", () => {
    const { s, wagon } = onTable(stage(), [gunmen()]);
    const move = bestWagonMove(s, wagon, DOCTRINES.cautious)!;
    expect(move).toMatchObject({ kind: "wagonMove", purpose: "fallBack", from: pt(0, 0) });
    expect(move.gain).toBeCloseTo(DOCTRINES.cautious.wagonDangerValue, 9);
    expect(move.inches).toBeLessThanOrEqual(meanMove + 1e-9);
    expect(move.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Wagon.fallBack",
      data: { unit: "Stage", inches: Math.round(move.inches * 10) / 10, enemy: "gunmen" },
    });
    // out of every revolver's reach now
    for (const p of Object.values(gunmen().places)) expect(distance(p.at, move.to)).toBeGreaterThan(10);
  });

  it("OW-9.3b behind a fence across its only way out, it cannot drive off: with no shot it holds", () => {
    const fenced: Terrain = { areas: [], obstacles: [{ id: "f", kind: "fence", a: pt(-1.5, -30), b: pt(-1.5, 30) }] };
    const { s, wagon } = onTable(stage(), [gunmen()], fenced);
    expect(bestWagonMove(s, wagon, DOCTRINES.cautious)).toBeNull();
    expect(wagonChoice(s, wagon, DOCTRINES.cautious, null)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Hold.noShot" },
    });
  });

  it("OW-9.3a the driver's volley against the drive: an aggressive stage (danger 0.1) fires its driver's rifle rather than drive off", () => {
    const { s, wagon } = onTable(stage(), [gunmen()], OPEN, rifle);
    const choice = wagonChoice(s, wagon, DOCTRINES.aggressive, null);
    expect(choice.kind).toBe("fire");
    if (choice.kind !== "fire") return;
    expect(choice.shooterIds).toEqual(["driver"]);
    expect(choice.chance).toBeGreaterThan(DOCTRINES.aggressive.wagonDangerValue);
  });

  it("OW-9.3f a runaway holds (the GM drives it); OW-9.3a with its driver down nobody drives it; OW-9.3d a dead animal in harness: no drive, it holds saying so", () => {
    const run = onTable(stage({ runaway: true }), [gunmen()]);
    expect(wagonChoice(run.s, run.wagon, DOCTRINES.steady, null).why.key).toBe(
      "COMBAT_PATROL.Opponent.Wagon.Hold.runaway",
    );
    const driverDown = stage({ unit: { ...stage().unit, figures: [{ ...driver, incapacitated: true }] } });
    const empty = onTable(driverDown, [gunmen()]);
    expect(wagonChoice(empty.s, empty.wagon, DOCTRINES.cautious, null).why.key).toBe(
      "COMBAT_PATROL.Opponent.Wagon.Hold.noDriver",
    );
    const dead = onTable(stage({ team: { ...stage().team, dead: 1 } }), [gunmen()]);
    expect(wagonChoice(dead.s, dead.wagon, DOCTRINES.cautious, null).why.key).toBe(
      "COMBAT_PATROL.Opponent.Wagon.Hold.teamDead",
    );
  });
});
