/**
 * OW-5.2 the engine opponent serves a Gatling (src/rules/opponent/gatling-options.ts): it clears a
 * jam with the gunner's Reload, unlimbers a limbered gun, fires inside the 45° traverse at the unit
 * its burst is likeliest to put a man down (the exact odds the Fire dialog shows), re-faces a
 * carriage gun toward an enemy outside the arc, keeps a wagon mount to its rear arc and holds with
 * a reason otherwise.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { FigureState } from "@rules/model";
import { DOCTRINES, chooseAction, type OpponentChoice, type PlacedUnit, type Situation } from "@rules/opponent";
import type { GatlingInSituation } from "@rules/opponent/gatling-situation";
import { gatlingBurstOdds } from "@rules/odds/old-west-odds";
import { roundBase, type Figure } from "@rules/geometry";
import type { GatlingState } from "@rules/old-west";
import { DEFAULT_OPTIONS } from "@rules/options";
import { BUCKBOARD, ENGINE_SIDE, OPEN, WAGON_GATLING_RULES, figure, placed, unit } from "./fixtures";

const crew = (gunner: Partial<FigureState> = {}) =>
  unit(
    "G",
    [figure("cmd", { leaderRank: "team", trained: true }), figure("c-1", gunner), figure("c-2"), figure("c-3")],
    {
      kind: "crew",
      leaderId: "cmd",
      name: "Gatling",
    },
  );
const gunToken = (facing: number): Figure => ({ id: "G", at: { x: 0, y: 0 }, base: roundBase(1), facing });
const carriage = (over: Partial<GatlingState> = {}): GatlingState => ({
  crew: crew(),
  mount: "carriage",
  limbered: false,
  limber: figure("limber", { endurance: 2 }),
  wagon: null,
  ...over,
});

/** The Gatling at (0,0) facing `facing` against `others`. */
function served(
  others: PlacedUnit[],
  facing = 0,
  over: Partial<GatlingState> = {},
  moved = false,
  gunner: Partial<FigureState> = {},
): Situation {
  const gatling = carriage({ crew: crew(gunner), ...over });
  const g: GatlingInSituation = { gatling, gunAt: gunToken(facing), moved };
  return {
    unit: gatling.crew,
    figures: {},
    allegiance: ENGINE_SIDE,
    others,
    terrain: OPEN,
    pool: FRONTIER_DECK.cards,
    rules: over.mount === "wagon" ? WAGON_GATLING_RULES : DEFAULT_OPTIONS,
    gatling: g,
  };
}

function as<K extends OpponentChoice["kind"]>(choice: OpponentChoice, kind: K): Extract<OpponentChoice, { kind: K }> {
  expect(choice.kind).toBe(kind);
  return choice as Extract<OpponentChoice, { kind: K }>;
}

/** Four raiders in a column at x (y from y0, 2" apart). */
const raiders = (id: string, x: number, y0: number) => placed(id, 4, x, y0);

describe("OW-5.2 the engine serves a Gatling", () => {
  it("OW-5.2e it fires at the enemy inside its arc whose burst is likeliest to put a man down, with the dialog's exact odds", () => {
    // Near (12" east, in the arc) and far (40" east, in the arc): the near one is likelier.
    const near = raiders("near", 12, -3);
    const far = raiders("far", 40, -3);
    const choice = as(chooseAction(served([far, near]), DOCTRINES.steady), "gatling");
    expect(choice).toMatchObject({ step: "fire", targetUnitId: "near", cover: "none", facing: null });
    const odds = gatlingBurstOdds(
      {
        gatling: carriage(),
        gunAt: gunToken(0),
        targetPoint: near.places["near-2"]!.at,
        target: {
          unitId: "near",
          closeOrder: false,
          figures: ["near-2", "near-3", "near-1", "near-4"].map((id) => ({
            figure: near.unit.figures.find((f) => f.id === id)!,
            cover: "none" as const,
          })),
        },
        rangeInches: 11,
        moved: false,
      },
      { pool: FRONTIER_DECK.cards },
      { rules: DEFAULT_OPTIONS },
    );
    expect(choice.chance).toBeCloseTo(odds.figureOut.value, 9);
    expect(choice.chance).toBeGreaterThan(0.2);
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Gatling.fire",
      data: { unit: "Gatling", target: "near", chance: Math.round(odds.figureOut.value * 100) },
    });
  });

  it("OW-5.2e an enemy only behind the gun (outside 45° of its facing): a carriage gun re-faces toward it (whole degrees)", () => {
    const behind = raiders("behind", -14, -3);
    const choice = as(chooseAction(served([behind]), DOCTRINES.steady), "gatling");
    // Toward the nearest figure (-14, -1): 180° + atan(1/14) = 184.1°, y down the screen (clockwise).
    expect(choice).toMatchObject({ step: "reface", targetUnitId: "behind", facing: 184 });
    expect(choice.chance).toBeGreaterThanOrEqual(DOCTRINES.steady.minVolleyChance);
  });

  it("OW-5.2f a wagon mount fires out of the rear only: an enemy ahead of the wagon is left (no re-face); one behind it is fired at; not after the wagon moved", () => {
    const wagonMount: Partial<GatlingState> = { mount: "wagon", limbered: false, limber: null, wagon: BUCKBOARD };
    const ahead = raiders("ahead", 14, -3);
    expect(chooseAction(served([ahead], 0, wagonMount), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gatling.Hold.rearOnly" },
    });
    const behind = raiders("behind", -14, -3);
    expect(chooseAction(served([behind], 0, wagonMount), DOCTRINES.steady)).toMatchObject({
      kind: "gatling",
      step: "fire",
      targetUnitId: "behind",
    });
    expect(chooseAction(served([behind], 0, wagonMount, true), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gatling.Hold.wagonMoved" },
    });
  });

  it("OW-5.2b limbered it unlimbers when an enemy is in its reach, holds with none on the map; OW-5.2a jammed (the gunner's markers) it clears the jam first", () => {
    const near = raiders("near", 12, -3);
    expect(chooseAction(served([near], 0, { limbered: true }), DOCTRINES.steady)).toMatchObject({
      kind: "gatling",
      step: "unlimber",
    });
    expect(chooseAction(served([], 0, { limbered: true }), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gatling.Hold.noEnemy" },
    });
    // Every crewman stunned: nobody can serve it (OW-5.2a).
    const stunned = served([near]);
    const allStunned = { ...stunned.unit, figures: stunned.unit.figures.map((f) => ({ ...f, stunned: true })) };
    expect(chooseAction({ ...stunned, unit: allStunned }, DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gatling.Hold.noCrew" },
    });
    expect(chooseAction(served([near], 0, {}, false, { outOfAmmo: 2 }), DOCTRINES.steady)).toEqual({
      kind: "reload",
      unitId: "G",
      figureIds: ["c-1"],
      why: { key: "COMBAT_PATROL.Opponent.Gatling.clearJam", data: { unit: "Gatling", markers: 2 } },
    });
  });

  it("OW-5.2e a burst under the doctrine's minVolleyChance holds with its odds: the cautious crew holds at a far target the aggressive one fires at", () => {
    const far = raiders("far", 46, -3);
    const aggressive = as(chooseAction(served([far]), DOCTRINES.aggressive), "gatling");
    expect(aggressive.step).toBe("fire");
    expect(aggressive.chance).toBeLessThan(DOCTRINES.cautious.minVolleyChance);
    expect(chooseAction(served([far]), DOCTRINES.cautious)).toMatchObject({
      kind: "hold",
      why: {
        key: "COMBAT_PATROL.Opponent.Gatling.Hold.poorOdds",
        data: { unit: "Gatling", target: "far", chance: Math.round(aggressive.chance * 100) },
      },
    });
  });
});
