/**
 * Regime "effects" of the volley moments (volley-moments.ts): the shot cards always fit in the
 * pool but the effect cards may run it out (CORE-1: then the refill pile, the discard pile
 * shuffled back in; beyond it no card). The cards the shots read are counted exactly (each
 * reload-rule shooter's shortfall, roles.ts), the effect cards still in the pool are the next
 * ones after the shots, the rest a uniform draw from the refill pile:
 *   A(s, d, p) = E[C(H, s) 1[d cards read] 1[the next p cards show the classes p]]   (the kernel),
 *   B(h, d, p) = Σ_{s ≥ h} (−1)^(s−h) C(s, h) A(s, d, p)                            (inversion),
 * then min(h, N − d) effect cards from the pool (which p of them in each class) and
 * L = min(h − (N − d), R) from the refill pile (which r, and their draw). Written as steps (a
 * generator yielding every few hundred states) so the fire dialog can count it between frames.
 */
import type { ActionCard } from "../cards/schema";
import {
  Term,
  compositionsUpTo,
  fallingBig,
  flatIndex,
  invertAll,
  invertAxis,
  multinomial,
  numeratorsOf,
  oooSplits,
  range,
  sum,
} from "./moment-sums";
import { fallingBits } from "./residues";
import { ROLE_SLICE, countRolesSteps } from "./roles";
import type { CardTest, Counted, KernelInput } from "./volley-moments";

/** What the count needs of the volley. */
interface OverPiles {
  readonly piles: { readonly pool: readonly ActionCard[]; readonly refill: readonly ActionCard[] };
  /** Every shot of the volley, and every card its shots read (the shortfall aside). */
  readonly shots: number;
  readonly read: number;
  prepare(classes: readonly CardTest[], exact: boolean, bits: number): KernelInput;
}

export function* effectsOverPilesSteps(volley: OverPiles, classes: readonly CardTest[]): Generator<void, Counted> {
  const { pool, refill } = volley.piles;
  const N = pool.length;
  const R = refill.length;
  const all = volley.shots;
  const read = volley.read;
  const k = classes.length;
  const rmost = Math.min(R, Math.max(0, all + read - N));
  const input = volley.prepare(classes, true, fallingBits(N, N) + fallingBits(R, rmost));
  const { moduli, tables, typeSize, ooa } = input;
  const layer = yield* countRolesSteps(moduli, input.shooters, input.bounds);
  const P = moduli.count;
  const width = k + 3;
  const side = all + 1;
  let dmost = 0;
  for (let i = 0; i < layer.count; i += 1) dmost = Math.max(dmost, layer.comps[i * width + k + 2]!);
  const cells = side ** k;
  // first the states by (s, shortfall, Out of Ammunition roles, class cards taken): the type-free part summed
  const groups = new Map<number, number>();
  const keys: { s: number; delta: number; e: number; taken: number[] }[] = [];
  const wide = all + ooa.reduce((n, o) => n + o, 0) + 1;
  let agg = new Float64Array(64 * P);
  const base = new Term(tables);
  for (let i = 0; i < layer.count; i += 1) {
    if (i % ROLE_SLICE === ROLE_SLICE - 1) yield;
    const x = layer.comps.subarray(i * width, i * width + k + 1);
    const e = layer.comps[i * width + k + 1]!;
    const delta = layer.comps[i * width + k + 2]!;
    const s = sum(x);
    for (const split of oooSplits(e, ooa)) {
      base.load(layer.weights, i * P).times(split.ways);
      if (!split.parts.every((n, t) => base.falling(ooa[t]!, n))) continue;
      const taken = range(k).map((t) => x[t]! + split.parts[t]!);
      const key = taken.reduce((acc, n) => acc * wide + n, (s * (dmost + 1) + delta) * wide + e);
      let slot = groups.get(key);
      if (slot === undefined) {
        slot = keys.length;
        groups.set(key, slot);
        keys.push({ s, delta, e, taken });
        if ((slot + 1) * P > agg.length) {
          const grown = new Float64Array(agg.length * 2);
          grown.set(agg);
          agg = grown;
        }
      }
      base.addTo(agg, slot);
    }
  }
  // A(s, d, p): the next |p| cards after the shots show the classes p, over ff(N, N)
  const a = new Float64Array(side * (dmost + 1) * cells * P);
  const term = new Term(tables);
  for (let slot = 0; slot < keys.length; slot += 1) {
    if (slot % ROLE_SLICE === ROLE_SLICE - 1) yield;
    const { s, delta, e, taken } = keys[slot]!;
    const d = read - delta;
    for (const p of compositionsUpTo(Math.min(s, N - d), k)) {
      const c = s + e + sum(p);
      term.load(agg, slot * P);
      if (!term.falling(N - c, N - c)) continue;
      if (p.every((n, t) => term.falling(typeSize[t]! - taken[t]!, n)))
        term.addTo(a, (s * (dmost + 1) + delta) * cells + flatIndex(p, side));
    }
  }
  yield;
  invertAxis(moduli, a, side, (dmost + 1) * cells, range((dmost + 1) * cells));
  yield;
  const refillType = classes.map((test) => refill.filter(test).length);
  const sums = new Float64Array(cells * P);
  // the refill pile's part for L of its cards drawn as effect cards: which r show each class, and the draw
  const refillParts = range(rmost + 1).map((L) =>
    compositionsUpTo(L, k).flatMap((r) => {
      const t = new Term(tables);
      t.r.fill(1);
      t.times(multinomial(L, r));
      return r.every((n, c) => t.falling(refillType[c]!, n)) && t.falling(R - sum(r), rmost - sum(r)) ? [{ r, t }] : [];
    }),
  );
  const inPoolTerm = new Term(tables);
  const one = new Term(tables);
  for (let h = 0; h <= all; h += 1) {
    yield;
    for (let delta = 0; delta <= dmost; delta += 1) {
      const d = read - delta;
      const inPool = Math.min(h, N - d);
      const L = Math.min(R, Math.max(0, h - (N - d)));
      for (const p of compositionsUpTo(inPool, k)) {
        // the pool's effect cards: which p of them show each class
        inPoolTerm.load(a, ((h * (dmost + 1) + delta) * cells + flatIndex(p, side)) * P).times(multinomial(inPool, p));
        for (const { r, t } of refillParts[L]!) {
          one.copy(inPoolTerm).timesTerm(t);
          one.addTo(
            sums,
            flatIndex(
              p.map((n, c) => n + r[c]!),
              side,
            ),
          );
        }
      }
    }
  }
  invertAll(moduli, sums, k, side);
  return { numerators: numeratorsOf(moduli, sums, cells), denominator: fallingBig(N, N) * fallingBig(R, rmost) };
}
