/**
 * The engine opponent's doctrines (src/rules/opponent): where the cautious takes cover the
 * aggressive fires, a move along the terrain and never into impassable ground, a reload when the
 * guns are empty, a charge only at the odds the doctrine asks, morale markers removed when that
 * makes the checks safe enough.
 */
import { describe, expect, it } from "vitest";
import {
  DOCTRINES,
  OPPONENT_READINGS,
  bestMove,
  chooseAction,
  unitExpectedMove,
  type OpponentChoice,
} from "@rules/opponent";
import { readPath, standingIn, type Terrain } from "@rules/terrain";
import { OPEN, placed, raidersAgainst, square } from "./fixtures";

function as<K extends OpponentChoice["kind"]>(choice: OpponentChoice, kind: K): Extract<OpponentChoice, { kind: K }> {
  expect(choice.kind).toBe(kind);
  return choice as Extract<OpponentChoice, { kind: K }>;
}

/** Woods 2" behind the raiders (x from -5 to -2). */
const WOODS_BEHIND: Terrain = {
  areas: [{ id: "woods", kind: "woods", vertices: square(-5, -2, 3, 10) }],
  obstacles: [],
};

describe("CORE-10 the doctrine weighs cover against a volley", () => {
  it("CORE-10 the cautious moves into the woods where the aggressive fires at the same posse", () => {
    const s = raidersAgainst([placed("posse", 3, 14)], WOODS_BEHIND);
    expect(as(chooseAction(s, DOCTRINES.aggressive), "fire").targetUnitId).toBe("posse");
    const move = as(chooseAction(s, DOCTRINES.cautious), "move");
    expect(move.purpose).toBe("cover");
    expect(move.moves.map((m) => m.figureId)).toEqual(["raiders-1", "raiders-2", "raiders-3"]);
    for (const m of move.moves) expect(standingIn(s.terrain, m.to).kind).toBe("woods");
    expect(move.cost).toBeLessThanOrEqual(unitExpectedMove(s));
    expect(move.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Move.cover",
      data: { unit: "Raiders", inches: Math.round(move.inches * 10) / 10, enemy: "posse" },
    });
  });

  it("CORE-10 with no cover in reach the cautious fires at a good chance, as the aggressive does", () => {
    const s = raidersAgainst([placed("posse", 3, 10)], OPEN);
    expect(as(chooseAction(s, DOCTRINES.cautious), "fire").targetUnitId).toBe("posse");
  });

  it("CORE-10 a move never enters impassable ground: a stream between the raiders and the woods keeps them out", () => {
    const woods = { id: "woods", kind: "woods" as const, vertices: square(-7, -3, 3, 12) };
    const stream = { id: "stream", kind: "water" as const, vertices: square(-3.5, -20, 1, 40) };
    const dry = raidersAgainst([placed("posse", 3, 14)], { areas: [woods], obstacles: [] });
    // control: without the stream the cautious goes into the woods
    for (const m of as(chooseAction(dry, DOCTRINES.cautious), "move").moves)
      expect(standingIn(dry.terrain, m.to).kind).toBe("woods");
    const wet = raidersAgainst([placed("posse", 3, 14)], { areas: [woods, stream], obstacles: [] });
    // the posse 14" off is too poor a shot for the cautious: with the woods out of reach it stays
    expect(chooseAction(wet, DOCTRINES.cautious)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Hold.poorOdds" },
    });
    // the best move it could make at all (any gain taken) stays on this side of the stream
    const anyMove = bestMove(wet, { ...DOCTRINES.cautious, moveWhenGain: -Infinity });
    expect(anyMove).not.toBeNull();
    for (const m of anyMove!.moves) {
      expect(readPath(wet.terrain, [m.from, m.to]).impassable).toEqual([]);
      expect(m.to.x).toBeGreaterThan(-2.5);
    }
  });

  it("CORE-10 the slow ground is dearer: a move through woods costs twice its inches there", () => {
    expect(OPPONENT_READINGS.slowGroundCost).toBe(2);
    const s = raidersAgainst([placed("posse", 3, 14)], WOODS_BEHIND);
    const move = as(chooseAction(s, DOCTRINES.cautious), "move");
    for (const m of move.moves) {
      const path = readPath(s.terrain, [m.from, m.to]);
      expect(move.cost).toBeGreaterThanOrEqual(path.length + path.slowInches - 1e-9);
    }
  });
});

describe("OW-5.1b reload when out of ammunition", () => {
  it("OW-5.1b every rifle empty: the unit reloads all three; loaded, it fires", () => {
    const posse = placed("posse", 3, 10);
    const empty = raidersAgainst([posse], OPEN, { outOfAmmo: 1 });
    for (const doctrine of Object.values(DOCTRINES)) {
      const reload = as(chooseAction(empty, doctrine), "reload");
      expect(reload.figureIds).toEqual(["raiders-1", "raiders-2", "raiders-3"]);
      expect(reload.why).toEqual({
        key: "COMBAT_PATROL.Opponent.reload",
        data: { unit: "Raiders", figures: "raiders-1, raiders-2, raiders-3" },
      });
    }
    expect(chooseAction(raidersAgainst([posse]), DOCTRINES.steady).kind).toBe("fire");
  });

  it("OW-5.1b one rifle of three empty: the aggressive fires with the other two, the cautious reloads first", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const one = {
      ...s,
      unit: { ...s.unit, figures: s.unit.figures.map((f, i) => (i === 0 ? { ...f, outOfAmmo: 1 } : f)) },
    };
    expect(as(chooseAction(one, DOCTRINES.aggressive), "fire").shooterIds).toEqual(["raiders-2", "raiders-3"]);
    expect(as(chooseAction(one, DOCTRINES.cautious), "reload").figureIds).toEqual(["raiders-1"]);
  });
});

describe("CORE-6 charge only when the odds favour it", () => {
  it("CORE-6 strong fighters 3 inches off charge (aggressive, steady); the cautious never does; weak ones fire", () => {
    const posse = placed("posse", 3, 4);
    const strong = raidersAgainst([posse], OPEN, { melee: 3 });
    const charge = as(chooseAction(strong, DOCTRINES.aggressive), "charge");
    expect(charge.targetUnitId).toBe("posse");
    expect(charge.pairs.map((p) => [p.figureId, p.targetFigureId])).toEqual([
      ["raiders-1", "posse-1"],
      ["raiders-2", "posse-2"],
      ["raiders-3", "posse-3"],
    ]);
    expect(charge.winChance).toBeGreaterThan(DOCTRINES.steady.chargeWhenWinChance!);
    expect(chooseAction(strong, DOCTRINES.steady).kind).toBe("charge");
    expect(DOCTRINES.cautious.chargeWhenWinChance).toBeNull();
    expect(chooseAction(strong, DOCTRINES.cautious).kind).not.toBe("charge");
    const weak = raidersAgainst([posse], OPEN, { melee: 0 });
    expect(chooseAction(weak, DOCTRINES.aggressive).kind).toBe("fire");
  });

  it("CORE-6 an enemy beyond the expected move is not charged", () => {
    const far = raidersAgainst([placed("posse", 3, 12)], OPEN, { melee: 5 });
    expect(chooseAction(far, DOCTRINES.aggressive).kind).not.toBe("charge");
  });
});

describe("NAP-4 / OW-4d morale markers removed or kept", () => {
  /** The raiders with a trained Regular leader (raiders-1) and `markers` morale markers. */
  function led(markers: number, trained = true) {
    const s = raidersAgainst([placed("posse", 3, 20)]);
    const figures = s.unit.figures.map((f, i) => (i === 0 ? { ...f, trained } : f));
    return { ...s, unit: { ...s.unit, figures, leaderId: "raiders-1", moraleMarkers: markers } };
  }

  it("NAP-4 with three markers the cautious leader takes one off before the checks; the aggressive keeps them", () => {
    const removal = as(chooseAction(led(3), DOCTRINES.cautious), "removeMarkers");
    expect(removal).toMatchObject({ figureId: "raiders-1", removes: 1, onlyAction: false });
    expect(removal.saves).toBeGreaterThanOrEqual(DOCTRINES.cautious.removeMarkersWhenSaves);
    expect(removal.saves).toBeLessThan(DOCTRINES.steady.removeMarkersWhenSaves);
    expect(chooseAction(led(3), DOCTRINES.aggressive).kind).toBe("fire");
    expect(chooseAction(led(3), DOCTRINES.steady).kind).toBe("fire");
  });

  it("OW-3c an untrained leader removes none, whatever the doctrine", () => {
    for (const doctrine of Object.values(DOCTRINES))
      expect(chooseAction(led(3, false), doctrine).kind).not.toBe("removeMarkers");
  });

  it("OW-4d a lone hero removes his marker as his only action", () => {
    const s = raidersAgainst([placed("posse", 3, 20)]);
    const hero = { ...s.unit.figures[0]!, hero: true };
    const lone = {
      ...s,
      unit: { ...s.unit, kind: "hero" as const, figures: [hero], moraleMarkers: 1 },
      figures: { [hero.id]: s.figures[hero.id]! },
    };
    const removal = as(chooseAction(lone, DOCTRINES.steady), "removeMarkers");
    expect(removal).toMatchObject({ figureId: hero.id, removes: 1, onlyAction: true });
    expect(removal.why.key).toBe("COMBAT_PATROL.Opponent.heroRemovesMarkers");
  });
});

describe("CORE-5 hold when nothing is worth doing", () => {
  it("CORE-5 nobody standing holds; no enemy on the field holds", () => {
    const s = raidersAgainst([placed("posse", 3, 20)], OPEN, { incapacitated: true });
    expect(chooseAction(s, DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Hold.nobody" },
    });
    expect(chooseAction(raidersAgainst([]), DOCTRINES.aggressive)).toMatchObject({
      kind: "hold",
      why: { key: "COMBAT_PATROL.Opponent.Hold.noEnemy" },
    });
  });

  it("CORE-5 the cautious in cover with only a poor shot holds and says the chance", () => {
    const wood: Terrain = { areas: [{ id: "w", kind: "woods", vertices: square(-1, -1, 2, 6) }], obstacles: [] };
    const s = raidersAgainst([placed("posse", 3, 30)], wood);
    const hold = as(chooseAction(s, DOCTRINES.cautious), "hold");
    expect(hold.why.key).toBe("COMBAT_PATROL.Opponent.Hold.poorOdds");
    expect(hold.why.data).toMatchObject({ unit: "Raiders", target: "posse" });
  });
});
