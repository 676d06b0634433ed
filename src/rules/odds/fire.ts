/**
 * Exact odds of a volley at one target figure (CORE-5), for the fire dialog.
 *
 * The rule, as the fire procedure applies it: each shot draws one card; it hits when the
 * card shows the bullet holes needed (showsHoles); an OUT_OF_AMMO card ends the figure's
 * shooting (the remaining shots are lost); then each hit draws a second card whose cover
 * section may negate it (coverSaves) and whose damage section gives WOUND or INCAPACITATE.
 * Shot cards first, then one effect card per hit, all without replacement from the pool.
 *
 * Method (no sampling): cards fall into shot classes hit / miss / out-of-ammo. A dynamic
 * programme over the shot cards gives P(h hits, m misses, o out-of-ammo). Given that, the
 * effect cards are a uniform draw from the rest of the pool; by symmetry, the effect cards
 * taken from one shot class are a uniform subset of that whole class, so the effect
 * outcome is a product over classes of hypergeometric counts (saved / wound / incapacitate),
 * combined with the number of effect cards each class supplies.
 */
import { FRONTIER_DECK } from "../cards/frontier";
import { coverSaves, isOutOfAmmo, showsHoles, type CoverKind } from "../cards/read";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";
import { probability, type Probability } from "./fraction";
import { binomial, fallingFactorial } from "./pool";

export interface FireOddsInput {
  /** Bullet holes needed (CORE-5.2); more than 6 = no chance. */
  readonly needed: number;
  /** Cards drawn for shots (rate of fire). */
  readonly shots: number;
  readonly cover: CoverKind;
  /** The target figure's Endurance: wounds equal to it incapacitate (CORE-5.6). */
  readonly endurance: number;
  /** Wounds the target already has. Default 0. */
  readonly wounds?: number;
  /** Cards that can be drawn: the full deck by default, or the remaining draw pile. */
  readonly pool?: readonly ActionCard[];
}

export interface FireOdds {
  readonly poolSize: number;
  /** hits[x] = P(exactly x shots hit), x = 0..shots. */
  readonly hits: readonly Probability[];
  /** through[x] = P(exactly x hits are not negated by cover). */
  readonly through: readonly Probability[];
  /** incapacitated[x] = P(x figures incapacitated): the one target, so x = 0 or 1. */
  readonly incapacitated: readonly Probability[];
  /** P(an OUT_OF_AMMO card ends the shooting). */
  readonly outOfAmmo: Probability;
  /** No card in the pool can hit (e.g. more than 6 holes needed): say so before drawing. */
  readonly noChance: boolean;
}

type ShotClass = 0 | 1 | 2; // hit, miss, out of ammo
/** Effect composition of one shot class: saved by cover, WOUND, INCAPACITATE. */
interface ClassEffects {
  readonly saved: number;
  readonly wound: number;
  readonly incap: number;
  readonly size: number;
}

/**
 * An effect polynomial: poly[j][a * 2 + f] = weight of taking j effect cards with a hits
 * through cover, f = 1 when at least one of them is INCAPACITATE.
 */
type EffectPoly = bigint[][];

function checkInput(input: FireOddsInput, pool: readonly ActionCard[]): number {
  const wounds = input.wounds ?? 0;
  const bad = (field: string, value: number) => new RulesError("COMBAT_PATROL.Error.oddsInput", { field, value });
  if (!Number.isInteger(input.needed)) throw bad("needed", input.needed);
  if (!Number.isInteger(input.shots) || input.shots < 0) throw bad("shots", input.shots);
  if (!Number.isInteger(input.endurance) || input.endurance < 1) throw bad("endurance", input.endurance);
  if (!Number.isInteger(wounds) || wounds < 0 || wounds >= input.endurance) throw bad("wounds", wounds);
  if (pool.length === 0) throw new RulesError("COMBAT_PATROL.Error.oddsEmptyPool", {});
  return input.endurance - wounds;
}

/** CORE-5: distribution of hits, hits through cover and incapacitation for one target. */
export function fireOdds(input: FireOddsInput): FireOdds {
  const pool = input.pool ?? FRONTIER_DECK.cards;
  const woundsToFall = checkInput(input, pool);
  const N = pool.length;
  const shots = input.shots;

  const shotClassOf = (card: ActionCard): ShotClass => (isOutOfAmmo(card) ? 2 : showsHoles(card, input.needed) ? 0 : 1);
  const effectsOf = (c: ShotClass): ClassEffects => {
    const members = pool.filter((card) => shotClassOf(card) === c);
    const saved = members.filter((card) => coverSaves(card, input.cover)).length;
    const incap = members.filter((card) => !coverSaves(card, input.cover) && card.damage === "INCAPACITATE").length;
    return { saved, incap, wound: members.length - saved - incap, size: members.length };
  };
  const effects = [effectsOf(0), effectsOf(1), effectsOf(2)] as const;
  const [hitClass, missClass, ammoClass] = effects;

  // Shot phase: layer[h] = numerator of P(h hits, t - h misses, no out-of-ammo yet) over ff(N, t).
  const outcomes: { h: number; m: number; o: number; num: bigint; depth: number }[] = [];
  let layer: bigint[] = [1n];
  for (let t = 0; t < shots; t += 1) {
    const left = N - t;
    const next: bigint[] = Array.from({ length: t + 2 }, () => 0n);
    layer.forEach((num, h) => {
      if (num === 0n) return;
      if (left === 0) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: shots });
      const m = t - h;
      if (ammoClass.size > 0) outcomes.push({ h, m, o: 1, num: num * BigInt(ammoClass.size), depth: t + 1 });
      const hitsLeft = hitClass.size - h;
      const missesLeft = missClass.size - m;
      if (hitsLeft > 0) next[h + 1] = next[h + 1]! + num * BigInt(hitsLeft);
      if (missesLeft > 0) next[h] = next[h]! + num * BigInt(missesLeft);
    });
    layer = next;
  }
  layer.forEach((num, h) => {
    if (num !== 0n) outcomes.push({ h, m: shots - h, o: 0, num, depth: shots });
  });

  // Effect phase, per class: weights scaled by the class constant ff(size, J).
  const J = effects.map((e) => Math.min(e.size, shots));
  const scale = effects.reduce((product, e, c) => product * fallingFactorial(e.size, J[c]!), 1n);
  const polyCache = new Map<string, EffectPoly>();
  const classPoly = (c: ShotClass, remaining: number): EffectPoly => {
    const key = `${c}:${remaining}`;
    const cached = polyCache.get(key);
    if (cached) return cached;
    const e = effects[c]!;
    const top = Math.min(J[c]!, remaining);
    const poly: EffectPoly = [];
    for (let j = 0; j <= top; j += 1) {
      const weight = fallingFactorial(remaining, j) * fallingFactorial(e.size - j, J[c]! - j);
      const row: bigint[] = Array.from({ length: 2 * (j + 1) }, () => 0n);
      for (let a = 0; a <= j; a += 1) {
        const savedWays = binomial(e.saved, j - a);
        if (savedWays === 0n) continue;
        const noIncap = binomial(e.wound, a);
        const anyIncap = binomial(e.wound + e.incap, a) - noIncap;
        row[2 * a] = weight * savedWays * noIncap;
        row[2 * a + 1] = weight * savedWays * anyIncap;
      }
      poly.push(row);
    }
    polyCache.set(key, poly);
    return poly;
  };
  const restCache = new Map<string, EffectPoly>();
  const restPoly = (missLeft: number, ammoLeft: number): EffectPoly => {
    const key = `${missLeft}:${ammoLeft}`;
    const cached = restCache.get(key);
    if (cached) return cached;
    const product = multiply(classPoly(1, missLeft), classPoly(2, ammoLeft), shots);
    restCache.set(key, product);
    return product;
  };

  // Group numerators by (cards drawn, hits): same denominator ff(N, k + h) * scale / h!.
  const hitsByDepth = new Map<string, { depth: number; h: number; num: bigint }>();
  const effectByGroup = new Map<string, { drawn: number; h: number; through: bigint[]; incap: bigint }>();
  const ammoNum = new Map<number, bigint>();
  for (const { h, m, o, num, depth } of outcomes) {
    const hk = `${depth}:${h}`;
    const hitEntry = hitsByDepth.get(hk) ?? { depth, h, num: 0n };
    hitEntry.num += num;
    hitsByDepth.set(hk, hitEntry);
    if (o === 1) ammoNum.set(depth, (ammoNum.get(depth) ?? 0n) + num);

    if (depth + h > N) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: depth + h });
    const hitPoly = classPoly(0, hitClass.size - h);
    const rest = restPoly(missClass.size - m, ammoClass.size - o);
    const gk = `${depth + h}:${h}`;
    const group = effectByGroup.get(gk) ?? { drawn: depth + h, h, through: Array.from({ length: shots + 1 }, () => 0n), incap: 0n };
    for (let j = 0; j <= h; j += 1) {
      const left = hitPoly[j];
      const right = rest[h - j];
      if (!left || !right) continue;
      left.forEach((wl, il) => {
        if (wl === 0n) return;
        right.forEach((wr, ir) => {
          if (wr === 0n) return;
          const a = (il >> 1) + (ir >> 1);
          const f = (il & 1) | (ir & 1);
          const weight = num * wl * wr;
          group.through[a] = group.through[a]! + weight;
          if (f === 1 || a >= woundsToFall) group.incap += weight;
        });
      });
    }
    effectByGroup.set(gk, group);
  }

  // Put every group on the common denominator ff(N, most cards drawn) (* scale): one reduction per entry.
  const hitEntries = [...hitsByDepth.values()];
  const deepest = Math.max(0, ...hitEntries.map((e) => e.depth));
  const hits = Array.from({ length: shots + 1 }, (_, x) => {
    let numerator = 0n;
    for (const e of hitEntries) if (e.h === x) numerator += e.num * fallingFactorial(N - e.depth, deepest - e.depth);
    return probability(numerator, fallingFactorial(N, deepest));
  });
  const groups = [...effectByGroup.values()];
  const mostDrawn = Math.max(0, ...groups.map((g) => g.drawn));
  const common = fallingFactorial(N, mostDrawn) * scale;
  const lift = groups.map((g) => fallingFactorial(N - g.drawn, mostDrawn - g.drawn) * factorial(g.h));
  const onCommon = (read: (g: (typeof groups)[number]) => bigint) => probability(groups.reduce((total, g, i) => total + read(g) * lift[i]!, 0n), common);
  const through = Array.from({ length: shots + 1 }, (_, x) => onCommon((g) => g.through[x]!));
  const incapYes = onCommon((g) => g.incap);
  const incapacitated = [probability(incapYes.denominator - incapYes.numerator, incapYes.denominator), incapYes];
  const ammoEntries = [...ammoNum.entries()];
  const outOfAmmo = probability(
    ammoEntries.reduce((total, [depth, num]) => total + num * fallingFactorial(N - depth, deepest - depth), 0n),
    fallingFactorial(N, deepest),
  );
  return { poolSize: N, hits, through, incapacitated, outOfAmmo, noChance: hitClass.size === 0 };
}

function factorial(n: number): bigint {
  return fallingFactorial(n, n);
}

/** Product of two effect polynomials, keeping terms up to `maxCards` effect cards. */
function multiply(left: EffectPoly, right: EffectPoly, maxCards: number): EffectPoly {
  const out: EffectPoly = [];
  for (let j1 = 0; j1 < left.length; j1 += 1) {
    for (let j2 = 0; j2 < right.length && j1 + j2 <= maxCards; j2 += 1) {
      const j = j1 + j2;
      while (out.length <= j) out.push(Array.from({ length: 2 * (out.length + 1) }, () => 0n));
      const row = out[j]!;
      left[j1]!.forEach((wl, il) => {
        if (wl === 0n) return;
        right[j2]!.forEach((wr, ir) => {
          if (wr === 0n) return;
          const index = 2 * ((il >> 1) + (ir >> 1)) + ((il & 1) | (ir & 1));
          row[index] = row[index]! + wl * wr;
        });
      });
    }
  }
  return out;
}
