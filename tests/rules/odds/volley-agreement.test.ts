/**
 * CORE-5 / CORE-1 agreement property: the card-by-card programme (src/rules/odds/volley.ts) equals
 * a brute-force enumeration of every draw sequence, fraction for fraction, on small random pools
 * and volleys (seeded): random thresholds, rates of fire, reload rules, covers, a pool that may run
 * out and a refill pile (the discard pile shuffled back in).
 */
import { describe, expect, it } from "vitest";
import { seeded } from "../../helpers/random";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { coverSaves, damageIs, isOutOfAmmo, showsHoles, type CoverKind } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { add, fractionText, probability, ZERO, type Probability } from "@rules/odds/fraction";
import { countEnded, countVolley } from "@rules/odds/volley";
import { BIG_ARITH, FLOAT_ARITH, pileCounts, type VolleyShooter } from "@rules/odds/volley-piles";

const rng = seeded;

interface Outcome {
  hits: Map<number, Probability>;
  ended: Map<number, Probability>;
  joint: Map<string, Probability>;
}

/** Every draw sequence played literally: pool, then the refill pile, then no card. */
function bruteForce(
  pool: readonly ActionCard[],
  refill: readonly ActionCard[],
  shooters: readonly VolleyShooter[],
  cover: CoverKind,
): Outcome {
  const out: Outcome = { hits: new Map(), ended: new Map(), joint: new Map() };
  const bump = <K>(m: Map<K, Probability>, k: K, p: Probability) => m.set(k, add(m.get(k) ?? ZERO, p));
  // draw one card: each remaining card with probability 1/left
  const draw = (
    piles: ActionCard[][],
    p: Probability,
    then: (card: ActionCard | null, piles: ActionCard[][], p: Probability) => void,
  ) => {
    const at = piles.findIndex((x) => x.length > 0);
    if (at < 0) return then(null, piles, p);
    const pile = piles[at]!;
    pile.forEach((card, i) => {
      const rest = piles.map((x, j) => (j === at ? [...pile.slice(0, i), ...pile.slice(i + 1)] : x));
      then(card, rest, probability(p.numerator, p.denominator * BigInt(pile.length)));
    });
  };
  const shots = (s: number, slot: number, hits: number, ended: number, piles: ActionCard[][], p: Probability): void => {
    if (s === shooters.length) return effects(hits, 0, 0, hits, ended, piles, p);
    const sh = shooters[s]!;
    if (slot === sh.shots) return shots(s + 1, 0, hits, ended, piles, p);
    draw(piles, p, (card, rest, q) => {
      if (card && isOutOfAmmo(card) && sh.outOfAmmoEnds) return shots(s + 1, 0, hits, ended + 1, rest, q);
      shots(s, slot + 1, hits + (card && showsHoles(card, sh.needed) ? 1 : 0), ended, rest, q);
    });
  };
  const effects = (
    left: number,
    w: number,
    i: number,
    hits: number,
    ended: number,
    piles: ActionCard[][],
    p: Probability,
  ): void => {
    if (left === 0) {
      bump(out.hits, hits, p);
      bump(out.ended, ended, p);
      bump(out.joint, `${w},${i}`, p);
      return;
    }
    draw(piles, p, (card, rest, q) => {
      if (!card || coverSaves(card, cover)) return effects(left - 1, w, i, hits, ended, rest, q);
      if (damageIs(card, "INCAPACITATE")) return effects(left - 1, w, i + 1, hits, ended, rest, q);
      effects(left - 1, w + 1, i, hits, ended, rest, q);
    });
  };
  shots(0, 0, 0, 0, [[...pool], [...refill]], probability(1, 1));
  return out;
}

function sample(random: () => number) {
  const deck = [...FRONTIER_DECK.cards];
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const poolSize = 2 + Math.floor(random() * 5);
  const refillSize = random() < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  const pool = deck.slice(0, poolSize);
  const refill = deck.slice(poolSize, poolSize + refillSize);
  const shooters: VolleyShooter[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    shots: Math.floor(random() * 3),
    needed: Math.floor(random() * 8),
    outOfAmmoEnds: random() < 0.7,
  }));
  const cover = (["none", "soft", "hard"] as const)[Math.floor(random() * 3)]!;
  return { pool, refill, shooters, cover };
}

const text = (n: bigint, d: bigint) => fractionText(probability(n, d));

describe("exact volley odds agree with brute force", () => {
  it("CORE-5 / CORE-1 random small volleys and pools (seeded): hits, shooters ended and unsaved WOUND/INCAPACITATE equal, fraction for fraction", () => {
    const random = rng(20261124);
    let compared = 0;
    for (let round = 0; round < 150; round += 1) {
      const { pool, refill, shooters, cover } = sample(random);
      const draws = shooters.reduce((n, s) => n + s.shots, 0) * 2;
      if (draws > 7) continue; // brute force stays small
      const piles = [pileCounts(pool, cover), pileCounts(refill, cover)];
      const brute = bruteForce(pool, refill, shooters, cover);
      const exact = countVolley(BIG_ARITH, piles, shooters);
      const ended = countEnded(BIG_ARITH, piles, shooters);
      const float = countVolley(FLOAT_ARITH, piles, shooters);
      const all = shooters.reduce((n, s) => n + s.shots, 0);
      for (let h = 0; h <= all; h += 1) {
        expect(text(exact.hits[h]!, exact.hitsDen), `hits ${h}`).toBe(fractionText(brute.hits.get(h) ?? ZERO));
        expect(float.hits[h]! / float.hitsDen).toBeCloseTo((brute.hits.get(h) ?? ZERO).value, 12);
        compared += 1;
      }
      for (let e = 0; e <= shooters.length; e += 1)
        expect(text(ended.ended[e]!, ended.den), `ended ${e}`).toBe(fractionText(brute.ended.get(e) ?? ZERO));
      exact.joint.forEach((row, w) =>
        row.forEach((n, i) => {
          expect(text(n, exact.effectDen), `unsaved ${w},${i}`).toBe(
            fractionText(brute.joint.get(`${w},${i}`) ?? ZERO),
          );
          compared += 1;
        }),
      );
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe("the card-by-card programme agrees with the group programme", () => {
  it("CORE-5 Frontier deck, random volleys of up to 6 shots and 3 thresholds (seeded): hits, shooters ended and unsaved split equal", async () => {
    const { fireOdds } = await import("@rules/odds/fire");
    const random = rng(5);
    for (let round = 0; round < 12; round += 1) {
      const shooters: VolleyShooter[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        shots: 1 + Math.floor(random() * 2),
        needed: 1 + Math.floor(random() * 6),
        outOfAmmoEnds: random() < 0.7,
      }));
      const cover = (["none", "soft", "hard"] as const)[round % 3]!;
      const old = fireOdds({ shooters, cover, endurance: 1 });
      const piles = [pileCounts(FRONTIER_DECK.cards, cover)];
      const fresh = countVolley(BIG_ARITH, piles, shooters);
      const ended = countEnded(BIG_ARITH, piles, shooters);
      expect(fresh.hits.map((n) => text(n, fresh.hitsDen))).toEqual(old.hits.map(fractionText));
      expect(ended.ended.map((n) => text(n, ended.den))).toEqual(old.outOfAmmoEnded.map(fractionText));
      expect(fresh.joint.map((row) => row.map((n) => text(n, fresh.effectDen)))).toEqual(
        old.unsaved.map((row) => row.map(fractionText)),
      );
    }
  });
});
