/**
 * CORE-10 the engine's reaction to an enemy's move (src/rules/opponent/interrupt-options.ts): the
 * volley it could fire at the mover, times the chance its reaction check passes, against the
 * doctrine's interruptWhenChance; NAP-5.6 a close order group checks once; or the move into cover,
 * its gain times the check's chance, each figure checking alone.
 */
import { describe, expect, it } from "vitest";
import { DOCTRINES } from "@rules/opponent";
import {
  chooseMoveReaction,
  reactionWorth,
  type CoverChoice,
  type InterruptChoice,
  type MoveReaction,
} from "@rules/opponent/interrupt-options";
import type { Terrain } from "@rules/terrain";
import { volleyAt } from "@rules/opponent/fire-options";
import { reactionOdds } from "@rules/odds/check-odds";
import { DEFAULT_OPTIONS } from "@rules/options";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { placed, raidersAgainst } from "./fixtures";

/** The reaction is a volley's. */
function fires(choice: MoveReaction | null): InterruptChoice {
  expect(choice?.kind).toBe("interrupt");
  return choice as InterruptChoice;
}

/** Reacts as the doctrine says: fires, or null. */
const chooseInterrupt = (...args: Parameters<typeof chooseMoveReaction>) => {
  const choice = chooseMoveReaction(...args);
  return choice === null ? null : fires(choice);
};

describe("CORE-10 the engine reacts to an enemy's move by the odds", () => {
  it("CORE-10 riflemen 10 inches from the moving posse: each rifleman checks, the chance is the volley's times the check's", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const choice = chooseInterrupt(s, "posse", DOCTRINES.steady)!;
    expect(choice.checkers).toEqual(choice.volley.shooterIds);
    expect(choice.checkers).toHaveLength(3);
    const first = s.unit.figures[0]!;
    const pass = reactionOdds(
      { unitId: s.unit.id, figure: first, reaction: first.reaction },
      { pool: FRONTIER_DECK.cards },
    );
    expect(choice.pass).toBeCloseTo(pass.pass.value, 12);
    expect(choice.volley.chance).toBeCloseTo(volleyAt(s, s.others[0]!)!.chance, 12);
    expect(choice.why.key).toBe("COMBAT_PATROL.Opponent.Interrupt.none");
  });

  it("CORE-10 the doctrine's threshold decides: a posse at medium range (30% volley, checks pass half the time) is worth a reaction to the steady, not to the cautious", () => {
    const s = raidersAgainst([placed("posse", 3, 20)]);
    const volley = volleyAt(s, s.others[0]!)!;
    const choice = chooseInterrupt(s, "posse", DOCTRINES.steady);
    const worth = (choice?.pass ?? 0) * volley.chance;
    expect(worth).toBeCloseTo(0.15, 2);
    expect(worth).toBeGreaterThanOrEqual(DOCTRINES.steady.interruptWhenChance);
    expect(worth).toBeLessThan(DOCTRINES.cautious.interruptWhenChance);
    expect(chooseInterrupt(s, "posse", DOCTRINES.cautious)).toBeNull();
  });

  it("CORE-10 no reaction to a friend's move, nor to a unit out of sight and range", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const friend = { ...s, others: s.others.map((o) => ({ ...o, allegiance: s.allegiance! })) };
    expect(chooseInterrupt(friend, "posse", DOCTRINES.aggressive)).toBeNull();
    expect(chooseInterrupt(raidersAgainst([placed("posse", 3, 400)]), "posse", DOCTRINES.aggressive)).toBeNull();
  });

  it("NAP-5.6 a unit in close order checks once for its group", () => {
    const s = raidersAgainst([placed("posse", 3, 10)], undefined, {}, undefined, { closeOrder: true });
    const choice = chooseInterrupt(
      { ...s, rules: { ...DEFAULT_OPTIONS, era: "napoleonic" } },
      "posse",
      DOCTRINES.steady,
    );
    expect(choice?.checkers).toEqual([null]);
  });
});

describe("CORE-10 the engine reacts to an enemy's move by taking cover", () => {
  /** A stone wall 2" in front of the raiders (x = 2), between them and the posse 20" off: hard cover a step away. */
  const WALL: Terrain = {
    areas: [],
    obstacles: [{ id: "wall", kind: "stoneWall", a: { x: 2, y: -5 }, b: { x: 2, y: 12 } }],
  };

  it("CORE-10 the cautious raiders, in the open with a wall a step ahead, react to the posse's move by taking cover: each checks alone, and the move is worth its gain times the check's chance", () => {
    const s = raidersAgainst([placed("posse", 3, 20)], WALL);
    const choice = chooseMoveReaction(s, "posse", DOCTRINES.cautious) as CoverChoice;
    expect(choice.kind).toBe("takeCover");
    expect(choice.move.purpose).toBe("cover");
    expect(choice.checkers).toEqual(choice.move.moves.map((m) => m.figureId));
    expect(choice.move.moves.every((m) => m.to.x > m.from.x && m.to.x < 2)).toBe(true);
    expect(reactionWorth(choice)).toBeCloseTo(choice.pass * choice.move.gain, 12);
    expect(reactionWorth(choice)).toBeGreaterThanOrEqual(DOCTRINES.cautious.interruptWhenChance);
    expect(choice.why).toEqual({
      key: "COMBAT_PATROL.Opponent.Interrupt.takeCover",
      data: {
        unit: "Raiders",
        target: "posse",
        pass: Math.round(choice.pass * 100),
        inches: Math.round(choice.move.inches * 10) / 10,
      },
    });
  });

  it("CORE-10 the aggressive raiders value cover little: they fire at the posse instead; out of sight of the mover, no cover is taken", () => {
    const s = raidersAgainst([placed("posse", 3, 20)], WALL);
    expect(chooseMoveReaction(s, "posse", DOCTRINES.aggressive)?.kind).toBe("interrupt");
    const hidden: Terrain = {
      ...WALL,
      areas: [{ id: "barn", kind: "building", vertices: [pt(8, -10), pt(12, -10), pt(12, 20), pt(8, 20)] }],
    };
    expect(
      chooseMoveReaction(raidersAgainst([placed("posse", 3, 20)], hidden), "posse", DOCTRINES.cautious),
    ).toBeNull();
  });
});

function pt(x: number, y: number) {
  return { x, y };
}
