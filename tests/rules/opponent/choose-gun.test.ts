/**
 * NAP-7.2 / NAP-7.3 the engine opponent serves an artillery piece (src/rules/opponent/gun-options.ts):
 * it loads the round whose best shot would put the most enemy down (canister close in, round shot
 * beyond canister's reach), fires at the unit its loaded round is expected to put the most down, by
 * the same count the Fire gun dialog shows, and holds with a reason otherwise.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { DOCTRINES, chooseAction, type OpponentChoice } from "@rules/opponent";
import { canisterOdds } from "@rules/odds/artillery-odds";
import type { Terrain } from "@rules/terrain";
import { LIMBER } from "../artillery/fixtures";
import { NAP } from "../mounted/fixtures";
import { OPEN, placed, square } from "./fixtures";
import { battery, CARD, GUN } from "./gun-fixtures";

const UNLOADED = { round: "none", outOfAmmo: 0 };
const CANISTER = { round: "canister", outOfAmmo: 0 };

function as<K extends OpponentChoice["kind"]>(choice: OpponentChoice, kind: K): Extract<OpponentChoice, { kind: K }> {
  expect(choice.kind).toBe(kind);
  return choice as Extract<OpponentChoice, { kind: K }>;
}

/** Six dragoons in a column 20" east of the gun (y from -5, 2" apart). */
const dragoons = (x = 20) => placed("dragoons", 6, x, -5);

describe("NAP-7.2 the engine loads the gun", () => {
  it('NAP-7.2 unloaded, dragoons 20" off: it loads canister (one load with six crew), against the dragoons, with the count it would fire', () => {
    const choice = as(chooseAction(battery(UNLOADED, [dragoons()]), DOCTRINES.steady), "gun");
    expect(choice).toMatchObject({ step: "load", round: "canister", targetUnitId: "dragoons" });
    // The number is the dialog's count: canister laid on the dragoons' centre, the gun loaded with it.
    const s = battery(CANISTER, [dragoons()]);
    const targets = Object.values(dragoons().places).map((token, i) => ({
      unitId: "dragoons",
      figure: dragoons().unit.figures[i]!,
      token,
      cover: "none" as const,
      closeOrder: false,
    }));
    const odds = canisterOdds(
      {
        unit: s.unit,
        piece: GUN.piece,
        crewAccuracy: s.unit.grade,
        gunAt: GUN.at,
        targetPoint: { x: 20, y: 0 },
        inSupply: true,
        limberId: LIMBER,
        activation: CARD,
      },
      targets,
      { pool: FRONTIER_DECK.cards },
      { rules: NAP },
    );
    expect(choice.expectedDown).toBeCloseTo(odds.expected.incapacitated.value, 12);
    expect(choice.expectedDown).toBeGreaterThan(0.5);
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Gun.Load.canister",
      data: { unit: "The gun", left: 0, target: "dragoons", down: Math.round(choice.expectedDown * 10) / 10 },
    });
  });

  it('NAP-7.2 / NAP-7.4 dragoons 100" off, beyond the 6#\'s canister (72"): it loads round shot', () => {
    const choice = as(chooseAction(battery(UNLOADED, [dragoons(100)]), DOCTRINES.steady), "gun");
    expect(choice).toMatchObject({ step: "load", round: "shot", targetUnitId: "dragoons" });
  });

  it("NAP-7.2 no enemy on the field: it loads round shot, the longest reach; a round half loaded keeps its round", () => {
    expect(chooseAction(battery(UNLOADED, []), DOCTRINES.steady)).toMatchObject({
      kind: "gun",
      step: "load",
      round: "shot",
      targetUnitId: null,
      why: { key: "COMBAT_PATROL.Opponent.Gun.LoadNoTarget.shot" },
    });
    // "Only that type of round may be fired": shot declared, one load to go, canister would be better.
    const half = chooseAction(battery({ round: "shot", outOfAmmo: 1 }, [dragoons()]), DOCTRINES.steady);
    expect(half).toMatchObject({ kind: "gun", step: "load", round: "shot", why: { data: { left: 0 } } });
  });

  it("NAP-7.2 three crew standing: two loads, one still to make after this one; one crew: it cannot serve the gun", () => {
    expect(chooseAction(battery(UNLOADED, [dragoons()], OPEN, 3), DOCTRINES.steady)).toMatchObject({
      step: "load",
      why: { data: { left: 1 } },
    });
    expect(chooseAction(battery(UNLOADED, [dragoons()], OPEN, 1), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gun.Hold.noCrew" },
    });
  });
});

describe("NAP-7.3 the engine fires the gun", () => {
  it("NAP-7.3 loaded with canister: it fires at the dragoons, laid on their centre, with the count the load was chosen by", () => {
    const load = as(chooseAction(battery(UNLOADED, [dragoons()]), DOCTRINES.steady), "gun");
    const fire = as(chooseAction(battery(CANISTER, [dragoons()]), DOCTRINES.steady), "gun");
    expect(fire).toMatchObject({
      step: "fire",
      round: "canister",
      targetUnitId: "dragoons",
      targetPoint: { x: 20, y: 0 },
    });
    expect(fire.expectedDown).toBeCloseTo(load.expectedDown, 12);
    expect(fire.ownDown).toBe(0);
    expect(fire.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Gun.Fire.canister",
      data: {
        unit: "The gun",
        target: "dragoons",
        down: Math.round(fire.expectedDown * 10) / 10,
        hit: Math.round(fire.expectedHit * 10) / 10,
      },
    });
  });

  it("NAP-7.3 two units: it fires at the one its round is expected to put the most down (the nearer), not by id", () => {
    const near = placed("b-near", 6, 15, 20);
    const far = placed("a-far", 6, 60, -30);
    expect(chooseAction(battery(CANISTER, [far, near]), DOCTRINES.steady)).toMatchObject({
      step: "fire",
      targetUnitId: "b-near",
    });
  });

  it("NAP-7.3 the doctrine's least: two vedettes 30\" off are worth the steady's round, not the cautious's", () => {
    const pair = placed("vedettes", 2, 30, 0);
    const steady = chooseAction(battery(CANISTER, [pair]), DOCTRINES.steady);
    const cautious = chooseAction(battery(CANISTER, [pair]), DOCTRINES.cautious);
    const down = as(steady, "gun").expectedDown;
    expect(down).toBeGreaterThanOrEqual(DOCTRINES.steady.minGunDown);
    expect(down).toBeLessThan(DOCTRINES.cautious.minGunDown);
    expect(cautious).toMatchObject({
      kind: "hold",
      why: {
        key: "COMBAT_PATROL.Opponent.Gun.Hold.poorOdds",
        data: { target: "vedettes", down: Math.round(down * 10) / 10 },
      },
    });
  });

  it("NAP-7.3 holds: a building between the gun and the only enemy (out of sight); loaded on this card; moved on it; limbered, it unlimbers instead", () => {
    const house: Terrain = {
      areas: [{ id: "house", kind: "building", vertices: square(8, -10, 4, 20) }],
      obstacles: [],
    };
    const why = (choice: OpponentChoice) => choice.why.key;
    expect(why(chooseAction(battery(CANISTER, [dragoons()], house), DOCTRINES.aggressive))).toBe(
      "COMBAT_PATROL.Opponent.Gun.Hold.noTarget",
    );
    expect(why(chooseAction(battery({ ...CANISTER, loadedOn: CARD }, [dragoons()]), DOCTRINES.aggressive))).toBe(
      "COMBAT_PATROL.Opponent.Gun.Hold.loadedNow",
    );
    expect(why(chooseAction(battery({ ...CANISTER, movedOn: CARD }, [dragoons()]), DOCTRINES.aggressive))).toBe(
      "COMBAT_PATROL.Opponent.Gun.Hold.movedNow",
    );
    // NAP-7.1 limbered, the dragoons in reach: it does not fire, it unlimbers (choose-gun-move.test.ts).
    expect(why(chooseAction(battery({ ...CANISTER, limbered: true }, [dragoons()]), DOCTRINES.aggressive))).toBe(
      "COMBAT_PATROL.Opponent.Gun.Drive.unlimber",
    );
  });
});
