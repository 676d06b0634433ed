/**
 * NAP-7.1 the engine opponent moves an artillery piece (src/rules/opponent/gun-moves.ts): limbered,
 * it unlimbers when an enemy is in sight within round shot's reach, else moves limbered (one card
 * in the open, two on a road, never through woods) to where it gains the most on the doctrine's
 * scale, else holds saying why; unlimbered with nobody within range, it limbers up (NAP-7.1b
 * bringing a limber left beyond 4" back first) when a move would pay.
 */
import { describe, expect, it } from "vitest";
import { distance } from "@rules/geometry";
import type { FigureState, FlagValue } from "@rules/model";
import { DOCTRINES, chooseAction, type OpponentChoice, type Situation } from "@rules/opponent";
import { meanMoveCard } from "@rules/opponent/situation";
import { lineOfSight, readPath, type Terrain } from "@rules/terrain";
import { OPEN, placed, square } from "./fixtures";
import { battery as gunBattery, GUN } from "./gun-fixtures";

/** The gun with its limber 2" off unless the flags say otherwise. */
const battery = (
  flags: Record<string, FlagValue>,
  others: Situation["others"],
  terrain: Terrain = OPEN,
  crew = 6,
  limber: Partial<FigureState> = {},
) => gunBattery({ limberDistance: 2, ...flags }, others, terrain, crew, limber);

const LIMBERED = { limbered: true, round: "none", outOfAmmo: 0 };
const READY = { limbered: false, round: "shot", outOfAmmo: 0 };

/** A house 8" east of the gun, 4" deep and 8" long: the dragoons behind it are out of sight from the gun. */
const HOUSE: Terrain = { areas: [{ id: "house", kind: "building", vertices: square(8, -4, 4, 8) }], obstacles: [] };
const dragoons = (x = 20) => placed("dragoons", 6, x, -5);

function drive(choice: OpponentChoice) {
  expect(choice.kind).toBe("gunMove");
  return choice as Extract<OpponentChoice, { kind: "gunMove" }>;
}

/** The inches of one movement card at the deck's mean (a limbered gun's move in the open). */
const ONE_CARD = meanMoveCard(battery(LIMBERED, []));

describe("NAP-7.1 the engine's limbered gun", () => {
  it('NAP-7.1 limbered, dragoons in sight 20" off: it unlimbers, naming them and how far', () => {
    const choice = drive(chooseAction(battery(LIMBERED, [dragoons()]), DOCTRINES.steady));
    expect(choice).toMatchObject({ step: "unlimber", to: null });
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Gun.Drive.unlimber",
      data: { unit: "The gun", enemy: "dragoons", inches: 20 },
    });
  });

  it("NAP-7.1 limbered, the dragoons behind a house: it moves limbered, at most one card, to a place it sees them from", () => {
    const s = battery(LIMBERED, [dragoons()], HOUSE);
    const choice = drive(chooseAction(s, DOCTRINES.steady));
    expect(choice.step).toBe("move");
    expect(choice.inches).toBeGreaterThan(0);
    expect(choice.inches).toBeLessThanOrEqual(ONE_CARD + 1e-9);
    const to = choice.to!;
    expect(Object.values(dragoons().places).some((d) => lineOfSight(HOUSE, to, d.at).clear)).toBe(true);
    expect(choice.why).toMatchObject({
      key: "COMBAT_PATROL.Opponent.Gun.Drive.Move.firingPosition",
      data: { enemy: "dragoons", inches: Math.round(choice.inches * 10) / 10 },
    });
  });

  it('NAP-7.1 the enemy 200" off, beyond round shot\'s 140": the aggressive gun closes in limbered, the steady and cautious hold', () => {
    const far = [dragoons(200)];
    const aggressive = drive(chooseAction(battery(LIMBERED, far), DOCTRINES.aggressive));
    expect(aggressive).toMatchObject({ step: "move", why: { key: "COMBAT_PATROL.Opponent.Gun.Drive.Move.advance" } });
    expect(aggressive.to!.x).toBeGreaterThan(0);
    expect(aggressive.inches).toBeCloseTo(ONE_CARD, 9);
    for (const doctrine of [DOCTRINES.steady, DOCTRINES.cautious])
      expect(chooseAction(battery(LIMBERED, far), doctrine)).toMatchObject({
        kind: "hold",
        why: { key: "COMBAT_PATROL.Opponent.Gun.Hold.limbered" },
      });
  });

  it("NAP-7.1 on a road the whole way it goes two cards; woods ahead it stops short of them", () => {
    const road: Terrain = { areas: [{ id: "road", kind: "road", vertices: square(-2, -2, 300, 4) }], obstacles: [] };
    const onRoad = drive(chooseAction(battery(LIMBERED, [dragoons(300)], road), DOCTRINES.aggressive));
    expect(onRoad.inches).toBeCloseTo(2 * ONE_CARD, 9);
    expect(onRoad.to!.y).toBeCloseTo(0, 9);
    const woods: Terrain = { areas: [{ id: "w", kind: "woods", vertices: square(4, -3, 40, 6) }], obstacles: [] };
    const round = drive(chooseAction(battery(LIMBERED, [dragoons(200)], woods), DOCTRINES.aggressive));
    // NAP-7.1 woods are one card and an Elite bog check: it stops short of them, closing what it can.
    expect(readPath(woods, [GUN.at, round.to!]).slowInches).toBe(0);
    expect(round.to!.x).toBeGreaterThan(3);
  });

  it("NAP-7.1 a wounded limber team moves at half speed; a team down holds (it may still unlimber)", () => {
    const wounded = drive(
      chooseAction(battery(LIMBERED, [dragoons(200)], OPEN, 6, { wounds: 1 }), DOCTRINES.aggressive),
    );
    expect(wounded.inches).toBeCloseTo(ONE_CARD / 2, 9);
    const down = { incapacitated: true };
    expect(chooseAction(battery(LIMBERED, [dragoons(200)], OPEN, 6, down), DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gun.Hold.limberDown" },
    });
    expect(drive(chooseAction(battery(LIMBERED, [dragoons()], OPEN, 6, down), DOCTRINES.aggressive)).step).toBe(
      "unlimber",
    );
  });

  it("NAP-7.1 limbered with one crewman left: it cannot serve the gun, so it does not unlimber", () => {
    expect(chooseAction(battery(LIMBERED, [dragoons()], OPEN, 1), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gun.Hold.noCrew" },
    });
  });
});

describe("NAP-7.1 the engine limbers its gun to move", () => {
  it('NAP-7.1 unlimbered, every enemy 200" off (beyond round shot\'s 140"): the aggressive gun limbers up (its limber 2" off) to close in', () => {
    const choice = drive(chooseAction(battery(READY, [dragoons(200)]), DOCTRINES.aggressive));
    expect(choice).toMatchObject({ step: "limber", why: { key: "COMBAT_PATROL.Opponent.Gun.Drive.limber" } });
    expect(choice.gain).toBeGreaterThanOrEqual(DOCTRINES.aggressive.moveWhenGain);
    // The steady gun gains nothing by closing (its advanceValue is 0): it stays unlimbered.
    expect(chooseAction(battery(READY, [dragoons(200)]), DOCTRINES.steady).kind).toBe("hold");
  });

  it("NAP-7.1 the dragoons out of sight behind a house but within range: it waits where it stands (they may step out; limbering throws the loading away)", () => {
    expect(chooseAction(battery(READY, [dragoons()], HOUSE), DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Gun.Hold.noTarget" },
    });
  });

  it('NAP-7.1b its limber 10" off: it brings the limber back first; the dragoons in sight: it serves the gun', () => {
    const away = { ...READY, limberDistance: 10 };
    expect(drive(chooseAction(battery(away, [dragoons(200)]), DOCTRINES.aggressive))).toMatchObject({
      step: "limberBack",
      inches: 10,
      why: { key: "COMBAT_PATROL.Opponent.Gun.Drive.limberBack", data: { inches: 10 } },
    });
    expect(chooseAction(battery({ ...READY, round: "canister" }, [dragoons()]), DOCTRINES.steady)).toMatchObject({
      kind: "gun",
      step: "fire",
    });
  });

  it("NAP-7.1 nobody on the map and no objective: the unlimbered gun stays and loads as before", () => {
    expect(chooseAction(battery({ ...READY, round: "none" }, []), DOCTRINES.aggressive)).toMatchObject({
      kind: "gun",
      step: "load",
    });
  });
});

it("NAP-7.1 the way never ends in contact with another figure", () => {
  const s = battery(LIMBERED, [dragoons(200)]);
  const choice = drive(chooseAction(s, DOCTRINES.aggressive));
  for (const d of Object.values(dragoons(200).places)) expect(distance(choice.to!, d.at)).toBeGreaterThan(1);
});
