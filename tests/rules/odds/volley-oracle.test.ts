/**
 * CORE-5 / CORE-1 the exact volley odds against an oracle: every ordering of the pool (and of the
 * refill pile, the discard pile shuffled back in when the pool runs out), each equally likely,
 * played literally as resolveFire plays it (shot cards shooter by shooter, an OUT_OF_AMMO card
 * ending a reload-rule shooter, then one effect card per hit; no card at all once both piles are
 * empty). 240 seeded random small volleys: covers, thresholds 0-7, bows and rifles, a target
 * figure with wounds, pools the volley fits in, pools its effect cards run out, pools its shot
 * cards run out. Every figure of fireOdds must equal the oracle's, fraction for fraction.
 */
import { describe, expect, it } from "vitest";
import { seeded } from "../../helpers/random";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { coverSaves, damageIs, isOutOfAmmo, showsHoles, type CoverKind } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { fireOdds, type FireOddsShooter } from "@rules/odds/fire";
import { fractionText, probability } from "@rules/odds/fraction";
import { regimeOf } from "@rules/odds/volley-moments";
import { permutations } from "../../helpers/orders";

interface Volley {
  pool: ActionCard[];
  refill: ActionCard[];
  shooters: FireOddsShooter[];
  cover: CoverKind;
  endurance: number;
  wounds: number;
}

/** Counts of every outcome over all orderings, and how many orderings there are. */
function oracle(v: Volley) {
  const all = v.shooters.reduce((n, s) => n + s.shots, 0);
  const hits = new Array<number>(all + 1).fill(0);
  const ended = new Array<number>(v.shooters.length + 1).fill(0);
  const unsaved = Array.from({ length: all + 1 }, () => new Array<number>(all + 1).fill(0));
  let down = 0;
  let total = 0;
  for (const p of permutations(v.pool.length))
    for (const r of permutations(v.refill.length)) {
      const order = [...p.map((i) => v.pool[i]!), ...r.map((i) => v.refill[i]!)];
      let next = 0;
      const draw = (): ActionCard | null => order[next++] ?? null;
      let h = 0;
      let e = 0;
      for (const s of v.shooters) {
        for (let shot = 0; shot < s.shots; shot += 1) {
          const card = draw();
          if (card && isOutOfAmmo(card) && s.outOfAmmoEnds) {
            e += 1;
            break;
          }
          if (card && showsHoles(card, s.needed)) h += 1;
        }
      }
      let w = 0;
      let i = 0;
      for (let k = 0; k < h; k += 1) {
        const card = draw();
        if (!card || coverSaves(card, v.cover)) continue;
        if (damageIs(card, "INCAPACITATE")) i += 1;
        else w += 1;
      }
      hits[h]! += 1;
      ended[e]! += 1;
      unsaved[w]![i]! += 1;
      if (i > 0 || v.wounds + w >= v.endurance) down += 1;
      total += 1;
    }
  return { hits, ended, unsaved, down, total };
}

function sample(random: () => number): Volley {
  const deck = [...FRONTIER_DECK.cards];
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  // Out of Ammunition cards are 4 of 50: put one in most pools so it is met often
  if (random() < 0.6) {
    const at = deck.findIndex((c) => isOutOfAmmo(c));
    deck.unshift(...deck.splice(at, 1));
  }
  const shooters = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    shots: Math.floor(random() * 3),
    needed: Math.floor(random() * 8),
    outOfAmmoEnds: random() < 0.7,
  }));
  const shots = shooters.reduce((n, s) => n + s.shots, 0);
  // a pool the volley fits in, one its effect cards may run out, or one its shot cards may run out
  const poolSize = Math.max(1, Math.min(6, [shots * 2, shots + 1, shots, shots - 1][Math.floor(random() * 4)]!));
  const refillSize = Math.floor(random() * 4);
  const endurance = 1 + Math.floor(random() * 3);
  return {
    pool: deck.slice(0, poolSize),
    refill: deck.slice(poolSize, poolSize + refillSize),
    shooters,
    cover: (["none", "soft", "hard"] as const)[Math.floor(random() * 3)]!,
    endurance,
    wounds: Math.floor(random() * endurance),
  };
}

const text = (n: number, d: number) => fractionText(probability(n, d));

describe("exact volley odds against every ordering of the cards", () => {
  it("CORE-5 / CORE-1 240 seeded random small volleys: hits, through cover, unsaved WOUND/INCAPACITATE, a figure out, one figure down, Out of Ammunition, equal fraction for fraction", () => {
    const random = seeded(29);
    const regimes = { pool: 0, effects: 0, cards: 0 };
    let refilled = 0;
    let ended = 0;
    for (let round = 0; round < 240; round += 1) {
      const v = sample(random);
      const odds = fireOdds(v);
      const o = oracle(v);
      const all = v.shooters.reduce((n, s) => n + s.shots, 0);
      const label = `round ${round}: ${JSON.stringify({ ...v, pool: v.pool.map((c) => c.serial), refill: v.refill.map((c) => c.serial) })}`;
      expect(odds.hits.map(fractionText), label).toEqual(o.hits.map((n) => text(n, o.total)));
      expect(odds.outOfAmmoEnded.map(fractionText), label).toEqual(o.ended.map((n) => text(n, o.total)));
      expect(fractionText(odds.outOfAmmo), label).toBe(text(o.total - o.ended[0]!, o.total));
      expect(
        odds.unsaved.map((row) => row.map(fractionText)),
        label,
      ).toEqual(o.unsaved.slice(0, all + 1).map((row, w) => row.slice(0, all + 1 - w).map((n) => text(n, o.total))));
      const through = Array.from({ length: all + 1 }, (_, z) =>
        o.unsaved.reduce((sum, row, w) => sum + (z - w >= 0 ? row[z - w]! : 0), 0),
      );
      expect(odds.through.map(fractionText), label).toEqual(through.map((n) => text(n, o.total)));
      const noneDown = o.unsaved.reduce((sum, row) => sum + row[0]!, 0);
      expect(fractionText(odds.noneDown), label).toBe(text(noneDown, o.total));
      expect(fractionText(odds.incapacitated[1]!), label).toBe(text(o.down, o.total));
      const mean = o.hits.reduce((sum, n, h) => sum + h * n, 0) / o.total;
      expect(odds.expectedHits, label).toBeCloseTo(mean, 12);
      regimes[regimeOf(v.pool, v.shooters) ?? "cards"] += 1;
      expect(odds.method).toBe(regimeOf(v.pool, v.shooters) ? "moments" : "cards");
      if (v.refill.length > 0 && all * 2 > v.pool.length) refilled += 1;
      if (o.ended[0]! < o.total) ended += 1;
    }
    // every way of counting is met many times: pools the volley fits in, pools its effect or shot cards run out
    expect(regimes.pool).toBeGreaterThanOrEqual(100);
    expect(regimes.effects).toBeGreaterThanOrEqual(50);
    expect(regimes.cards).toBeGreaterThanOrEqual(35);
    expect(refilled).toBeGreaterThanOrEqual(100);
    expect(ended).toBeGreaterThanOrEqual(100);
  });
});
