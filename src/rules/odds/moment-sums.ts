/**
 * The sums that turn the kernel's states (roles.ts) into factorial moments and distributions, in
 * remainders (residues.ts): products of falling factorials, the inversion from moments to a
 * distribution, and the reconstruction of the exact numerators.
 */
import { CountTables, Moduli, mulmod } from "./residues";
import type { RoleLayer } from "./roles";

/**
 * State i of a layer: hit roles by type, Out of Ammunition roles, shortfall, and the offset of its ways (a caller
 * loops over the states itself, so that it can yield between them).
 */
export function stateAt(layer: RoleLayer, i: number): { x: Int16Array; e: number; delta: number; at: number } {
  const width = layer.types + 2;
  return {
    x: layer.comps.subarray(i * width, i * width + layer.types),
    e: layer.comps[i * width + layer.types]!,
    delta: layer.comps[i * width + layer.types + 1]!,
    at: i * layer.moduli.count,
  };
}

/** A running product in remainders. */
export class Term {
  readonly r: Float64Array;
  constructor(
    private readonly tables: CountTables,
    readonly moduli: Moduli = tables.moduli,
  ) {
    this.r = new Float64Array(moduli.count);
  }
  /** Start from the remainders at `from[at …]`. */
  load(from: Float64Array, at: number): this {
    this.r.set(from.subarray(at, at + this.moduli.count));
    return this;
  }
  copy(other: Term): this {
    this.r.set(other.r);
    return this;
  }
  /** × ff(n, k); false when that is zero (the term vanishes). */
  falling(n: number, k: number): boolean {
    if (k === 0) return true;
    const at = this.tables.ffAt(n, k);
    if (at < 0) return false;
    const ff = this.tables.ff;
    for (let i = 0; i < this.moduli.count; i += 1)
      this.r[i] = mulmod(this.r[i]!, ff[at + i]!, this.moduli.primes[i]!, this.moduli.inverse[i]!);
    return true;
  }
  /** × a (possibly negative) safe integer. */
  times(n: number): this {
    if (n === 1) return this;
    for (let i = 0; i < this.moduli.count; i += 1) {
      const p = this.moduli.primes[i]!;
      const m = n % p;
      this.r[i] = mulmod(this.r[i]!, m < 0 ? m + p : m, p, this.moduli.inverse[i]!);
    }
    return this;
  }
  /** × another term. */
  timesTerm(other: Term): this {
    for (let i = 0; i < this.moduli.count; i += 1)
      this.r[i] = mulmod(this.r[i]!, other.r[i]!, this.moduli.primes[i]!, this.moduli.inverse[i]!);
    return this;
  }
  /** sums[at …] += this */
  addTo(sums: Float64Array, at: number): void {
    const base = at * this.moduli.count;
    for (let i = 0; i < this.moduli.count; i += 1) {
      const p = this.moduli.primes[i]!;
      const t = sums[base + i]! + this.r[i]!;
      sums[base + i] = t >= p ? t - p : t;
    }
  }
}

export function binom(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** n! / (Π parts! · (n − Σ parts)!), exact for the small n of a volley. */
export function multinomial(n: number, parts: readonly number[]): number {
  let r = 1;
  let left = n;
  for (const k of parts) {
    r *= binom(left, k);
    left -= k;
  }
  return r;
}

/**
 * P(Z = z) from E[C(Z, m)] along one axis of a flat array (axis length `len`, `stride` apart):
 * P(Z = z) = Σ_{m ≥ z} (−1)^(m−z) C(m, z) E[C(Z, m)].
 */
export function invertAxis(moduli: Moduli, sums: Float64Array, len: number, stride: number, blocks: number[]): void {
  const P = moduli.count;
  // the coefficients (−1)^(m−z) C(m, z) as remainders, once
  const coef = new Float64Array(len * len * P);
  for (let z = 0; z < len; z += 1)
    for (let m = z; m < len; m += 1) moduli.of(binom(m, z) * ((m - z) % 2 === 0 ? 1 : -1), coef, (z * len + m) * P);
  const column = new Float64Array(len * P);
  for (const start of blocks) {
    let top = -1;
    for (let m = 0; m < len; m += 1) {
      const at = (start + m * stride) * P;
      column.set(sums.subarray(at, at + P), m * P);
      for (let i = 0; i < P; i += 1) if (column[m * P + i] !== 0) top = m;
    }
    if (top < 0) continue;
    for (let z = 0; z <= top; z += 1) {
      const out = (start + z * stride) * P;
      for (let i = 0; i < P; i += 1) {
        const p = moduli.primes[i]!;
        const inv = moduli.inverse[i]!;
        let acc = 0;
        for (let m = z; m <= top; m += 1) {
          const t = acc + column[m * P + i]! * coef[(z * len + m) * P + i]!;
          acc = t - Math.floor(t * inv) * p;
        }
        acc = acc < 0 ? acc + p : acc >= p ? acc - p : acc;
        sums[out + i] = acc;
      }
    }
  }
}

/** The exact numerators of flat remainders. */
export function numeratorsOf(moduli: Moduli, sums: Float64Array, count: number): bigint[] {
  return Array.from({ length: count }, (_, i) => moduli.toBig(sums, i * moduli.count));
}

export function fallingBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r *= BigInt(n - i);
  return r;
}

export const sum = (xs: ArrayLike<number>): number => {
  let t = 0;
  for (let i = 0; i < xs.length; i += 1) t += xs[i]!;
  return t;
};

export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export const flatIndex = (m: readonly number[], side: number): number => m.reduce((at, n) => at * side + n, 0);

const compositionMemo = new Map<string, number[][]>();

/** Every k-tuple of non-negative integers summing to n (the same arrays for the same n and k). */
export function compositions(n: number, k: number): number[][] {
  const key = `${n}|${k}`;
  let found = compositionMemo.get(key);
  if (!found) compositionMemo.set(key, (found = listCompositions(n, k)));
  return found;
}

function listCompositions(n: number, k: number): number[][] {
  if (k === 0) return n === 0 ? [[]] : [];
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let first = 0; first <= n; first += 1)
    for (const rest of compositions(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

const upToMemo = new Map<string, number[][]>();

export function compositionsUpTo(n: number, k: number): number[][] {
  const key = `${n}|${k}`;
  let found = upToMemo.get(key);
  if (!found) upToMemo.set(key, (found = range(Math.max(0, n) + 1).flatMap((total) => compositions(total, k))));
  return found;
}

/** The Out of Ammunition roles split by type (the cards each type has), with the ways to place them. */
export function oooSplits(e: number, ooa: readonly number[]): { parts: number[]; ways: number }[] {
  const key = `${e}|${ooa.join()}`;
  let found = splitMemo.get(key);
  if (!found) splitMemo.set(key, (found = listSplits(e, ooa)));
  return found;
}

const splitMemo = new Map<string, { parts: number[]; ways: number }[]>();

function listSplits(e: number, ooa: readonly number[]): { parts: number[]; ways: number }[] {
  return compositions(e, ooa.length)
    .filter((parts) => parts.every((n, t) => n <= ooa[t]!))
    .map((parts) => ({ parts, ways: multinomial(e, parts) }));
}

/** Moments to a distribution along every class axis. */
export function invertAll(moduli: Moduli, sums: Float64Array, k: number, side: number): void {
  for (let axis = 0; axis < k; axis += 1) {
    const stride = side ** (k - 1 - axis);
    const blocks = range(side ** k).filter((i) => Math.floor(i / stride) % side === 0);
    invertAxis(moduli, sums, side, stride, blocks);
  }
}
