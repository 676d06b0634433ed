/**
 * OW-5.2b the engine opponent moves a carriage Gatling as it moves artillery (src/rules/opponent/
 * gatling-moves.ts over gun-moves.ts's chooser): limbered, it unlimbers when an enemy is in sight
 * within its longest range band (48"), whatever its facing, else moves limbered (one card in the
 * open, two on a road, never through woods) to where it gains the most on the doctrine's scale,
 * else holds saying why; unlimbered with nobody within range, it limbers up (its limber within 4")
 * when a move would pay. A wagon mount never does any of this (OW-5.2f).
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { roundBase } from "@rules/geometry";
import type { FigureState, FlagValue } from "@rules/model";
import type { GatlingState } from "@rules/old-west";
import { DEFAULT_OPTIONS } from "@rules/options";
import { DOCTRINES, chooseAction, type OpponentChoice, type Situation } from "@rules/opponent";
import type { GatlingInSituation } from "@rules/opponent/gatling-situation";
import { meanMoveCard } from "@rules/opponent/situation";
import type { Zone } from "@rules/scenario/zones";
import { lineOfSight, readPath, type Terrain } from "@rules/terrain";
import { BUCKBOARD, ENGINE_SIDE, OPEN, WAGON_GATLING_RULES, figure, placed, square, unit } from "./fixtures";

/** The carriage Gatling at (0,0) facing 0° (east), its crew of four with the limber `limberDistance`" off, against `others`. */
function gatling(
  flags: Record<string, FlagValue>,
  others: Situation["others"],
  terrain: Terrain = OPEN,
  limber: Partial<FigureState> = {},
  over: Partial<GatlingState> = {},
): Situation {
  const crew = unit(
    "G",
    [figure("cmd", { leaderRank: "team", trained: true }), figure("c-1"), figure("c-2"), figure("c-3")],
    { kind: "crew", leaderId: "cmd", name: "Gatling", flags: { limberDistance: 2, ...flags } },
  );
  const state: GatlingState = {
    crew,
    mount: "carriage",
    limbered: flags["limbered"] === true,
    limber: figure("limber", { endurance: 2, ...limber }),
    wagon: null,
    ...over,
  };
  const g: GatlingInSituation = {
    gatling: state,
    gunAt: { id: "G", at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 },
    moved: false,
  };
  return {
    unit: crew,
    figures: {},
    allegiance: ENGINE_SIDE,
    others,
    terrain,
    pool: FRONTIER_DECK.cards,
    rules: DEFAULT_OPTIONS,
    gatling: g,
  };
}

const LIMBERED = { limbered: true };
const SET_UP = { limbered: false };
const raiders = (x: number, y = -3) => placed("raiders", 4, x, y);

/** A house 8" east of the gun, 4" deep and 8" long: raiders behind it are out of sight from the gun. */
const HOUSE: Terrain = { areas: [{ id: "house", kind: "building", vertices: square(8, -4, 4, 8) }], obstacles: [] };

function gatlingChoice(choice: OpponentChoice) {
  expect(choice.kind).toBe("gatling");
  return choice as Extract<OpponentChoice, { kind: "gatling" }>;
}

/** The inches of one movement card at the deck's mean (a limbered Gatling's move in the open). */
const ONE_CARD = meanMoveCard(gatling(LIMBERED, []));
const KEYS = "COMBAT_PATROL.Opponent.Gatling.";

describe("OW-5.2b the engine's limbered Gatling", () => {
  it('OW-5.2b limbered, raiders in sight 40" off (within its 48" range): it unlimbers, naming them and how far; behind it too (it may re-face after)', () => {
    const ahead = gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(40)]), DOCTRINES.steady));
    expect(ahead).toMatchObject({ step: "unlimber", move: null });
    expect(ahead.why.key).toBe(`${KEYS}unlimber`);
    expect(ahead.why.data).toMatchObject({ unit: "Gatling", enemy: "raiders" });
    expect(ahead.why.data?.["inches"]).toBeCloseTo(39, 0);
    const behind = gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(-40)]), DOCTRINES.steady));
    expect(behind.step).toBe("unlimber");
  });

  it('OW-5.2b limbered, raiders 60" off (beyond 48"): the aggressive crew closes in one card, the steady and cautious hold limbered', () => {
    const far = [raiders(60)];
    const aggressive = gatlingChoice(chooseAction(gatling(LIMBERED, far), DOCTRINES.aggressive));
    expect(aggressive).toMatchObject({ step: "move", why: { key: `${KEYS}Move.advance` } });
    expect(aggressive.move!.to!.x).toBeGreaterThan(0);
    expect(aggressive.move!.inches).toBeCloseTo(ONE_CARD, 9);
    expect(aggressive.move!.gain).toBeGreaterThanOrEqual(DOCTRINES.aggressive.moveWhenGain);
    for (const doctrine of [DOCTRINES.steady, DOCTRINES.cautious])
      expect(chooseAction(gatling(LIMBERED, far), doctrine)).toMatchObject({
        kind: "hold",
        why: { key: `${KEYS}Hold.limbered`, data: { unit: "Gatling" } },
      });
  });

  it('OW-5.2b limbered, raiders 30" off behind a house: it moves limbered, at most one card, to a place it sees them from', () => {
    const choice = gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(30)], HOUSE), DOCTRINES.steady));
    expect(choice.step).toBe("move");
    const { to, inches } = choice.move!;
    expect(inches).toBeGreaterThan(0);
    expect(inches).toBeLessThanOrEqual(ONE_CARD + 1e-9);
    expect(Object.values(raiders(30).places).some((r) => lineOfSight(HOUSE, to!, r.at).clear)).toBe(true);
    expect(choice.why).toMatchObject({
      key: `${KEYS}Move.firingPosition`,
      data: { enemy: "raiders", inches: Math.round(inches * 10) / 10 },
    });
  });

  it("OW-5.2b on a road the whole way it goes two cards; woods ahead it stops short of them", () => {
    const road: Terrain = { areas: [{ id: "road", kind: "road", vertices: square(-2, -2, 300, 4) }], obstacles: [] };
    const onRoad = gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(200, -1)], road), DOCTRINES.aggressive));
    expect(onRoad.move!.inches).toBeCloseTo(2 * ONE_CARD, 9);
    expect(onRoad.move!.to!.y).toBeCloseTo(0, 9);
    const woods: Terrain = { areas: [{ id: "w", kind: "woods", vertices: square(4, -3, 40, 6) }], obstacles: [] };
    const round = gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(100)], woods), DOCTRINES.aggressive));
    // OW-5.2b woods are one card halved and an elite bog check: it stops short of them.
    expect(readPath(woods, [{ x: 0, y: 0 }, round.move!.to!]).slowInches).toBe(0);
    expect(round.move!.to!.x).toBeGreaterThan(3);
  });

  it("OW-5.2d a wounded limber moves at half speed; a limber down holds (it may still unlimber)", () => {
    const wounded = gatlingChoice(
      chooseAction(gatling(LIMBERED, [raiders(100)], OPEN, { wounds: 1 }), DOCTRINES.aggressive),
    );
    expect(wounded.move!.inches).toBeCloseTo(ONE_CARD / 2, 9);
    const down = { incapacitated: true };
    expect(chooseAction(gatling(LIMBERED, [raiders(100)], OPEN, down), DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: `${KEYS}Hold.limberDown` },
    });
    expect(gatlingChoice(chooseAction(gatling(LIMBERED, [raiders(20)], OPEN, down), DOCTRINES.steady)).step).toBe(
      "unlimber",
    );
  });

  it("OW-2 OW-5.2b no enemy on the map but an objective to reach: it moves limbered toward it, saying so", () => {
    const goal = { zone: { kind: "circle", x: 60, y: 0, radius: 3 } as Zone, name: "eastEdge", aim: "reach" as const };
    const choice = gatlingChoice(chooseAction({ ...gatling(LIMBERED, []), objective: goal }, DOCTRINES.steady));
    expect(choice).toMatchObject({ step: "move", why: { key: `${KEYS}Move.objective` } });
    expect(choice.why.words).toEqual({ objective: "COMBAT_PATROL.Report.zone.eastEdge" });
    expect(choice.move!.to!.x).toBeGreaterThan(0);
    expect(chooseAction(gatling(LIMBERED, []), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: `${KEYS}Hold.noEnemy` },
    });
  });
});

describe("OW-5.2b the engine limbers its Gatling to move", () => {
  it('OW-5.2b set up, every enemy 60" off (beyond 48"): the aggressive crew limbers up (its limber 2" off); the steady one stays', () => {
    const choice = gatlingChoice(chooseAction(gatling(SET_UP, [raiders(60)]), DOCTRINES.aggressive));
    expect(choice).toMatchObject({ step: "limber", why: { key: `${KEYS}limber`, data: { unit: "Gatling" } } });
    expect(choice.move!.gain).toBeGreaterThanOrEqual(DOCTRINES.aggressive.moveWhenGain);
    expect(chooseAction(gatling(SET_UP, [raiders(60)]), DOCTRINES.steady)).toMatchObject({
      kind: "hold",
      why: { key: `${KEYS}Hold.noTarget` },
    });
  });

  it('OW-5.2b its limber 10" off (beyond 4") or down: it cannot limber up and holds where it stands', () => {
    for (const s of [
      gatling({ ...SET_UP, limberDistance: 10 }, [raiders(60)]),
      gatling(SET_UP, [raiders(60)], OPEN, { incapacitated: true }),
    ])
      expect(chooseAction(s, DOCTRINES.aggressive)).toMatchObject({
        kind: "hold",
        why: { key: `${KEYS}Hold.noTarget` },
      });
  });

  it("OW-5.2b raiders out of sight behind a house but within range: it stays set up (they may step out again)", () => {
    expect(chooseAction(gatling(SET_UP, [raiders(20)], HOUSE), DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: `${KEYS}Hold.noTarget` },
    });
  });

  it("OW-5.2f a wagon mount never limbers or moves by its crew: raiders beyond its range, it holds (even with a limber near)", () => {
    const s = gatling(SET_UP, [raiders(-60)], OPEN, {}, { mount: "wagon", wagon: BUCKBOARD });
    expect(chooseAction({ ...s, rules: WAGON_GATLING_RULES }, DOCTRINES.aggressive).kind).toBe("hold");
  });
});
