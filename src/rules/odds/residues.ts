/**
 * Exact integer arithmetic for the odds counts, done in floating point: every count is kept as
 * its remainders modulo a few primes below 2^26 (a product of two remainders is below 2^52, so
 * a double holds it exactly), and the big integer comes back at the end by the Chinese
 * remainder theorem. The counts the odds need are integers whose size is known beforehand (a
 * numerator never exceeds its denominator), so enough primes make the result exact; a big
 * integer is built once per figure read, never in the counting loops.
 *
 * Engineering numbers, not game numbers: PRIME_BELOW is the bound that keeps products exact.
 */

/** Every modulus is below this: a product of two remainders stays below 2^52 (exact in a double). */
export const PRIME_BELOW = 2 ** 26;

const primes: number[] = [];

function isPrime(n: number): boolean {
  if (n % 2 === 0) return false;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return true;
}

/** The first `count` primes below PRIME_BELOW, largest first (found once, then kept). */
export function primesBelow(count: number): readonly number[] {
  for (let n = (primes.at(-1) ?? PRIME_BELOW) - 1; primes.length < count; n -= 1) if (isPrime(n)) primes.push(n);
  return primes.slice(0, count);
}

/** A set of moduli and what reconstructing an integer from its remainders needs. */
export class Moduli {
  readonly primes: Float64Array;
  readonly inverse: Float64Array;
  readonly count: number;
  /** inverse of (p_0 … p_{i-1}) modulo p_i, for Garner's mixed-radix reconstruction. */
  private readonly garner: Float64Array;
  private readonly radix: bigint[];

  /** Enough primes for non-negative integers of up to `bits` bits. */
  constructor(bits: number) {
    const chosen = primesBelow(Math.max(1, Math.ceil((bits + 2) / 25.9)));
    this.count = chosen.length;
    this.primes = Float64Array.from(chosen);
    this.inverse = this.primes.map((p) => 1 / p);
    this.garner = new Float64Array(this.count);
    this.radix = [1n];
    for (let i = 0; i < this.count; i += 1) {
      const p = this.primes[i]!;
      let product = 1;
      for (let j = 0; j < i; j += 1) product = mulmod(product, this.primes[j]! % p, p, this.inverse[i]!);
      this.garner[i] = i === 0 ? 1 : powmod(product, p - 2, p, this.inverse[i]!);
      if (i > 0) this.radix.push(this.radix[i - 1]! * BigInt(this.primes[i - 1]!));
    }
  }

  /** The remainders of a (possibly negative) safe integer. */
  of(n: number, out: Float64Array = new Float64Array(this.count), at = 0): Float64Array {
    for (let k = 0; k < this.count; k += 1) {
      const p = this.primes[k]!;
      const r = n % p;
      out[at + k] = r < 0 ? r + p : r;
    }
    return out;
  }

  /** The non-negative integer below the product of the primes with remainders r[at … at + count). */
  toBig(r: Float64Array, at = 0): bigint {
    // Garner: x = c_0 + p_0 (c_1 + p_1 (c_2 + …)), each digit c_i below p_i
    const digits = new Float64Array(this.count);
    for (let i = 0; i < this.count; i += 1) {
      const p = this.primes[i]!;
      const inv = this.inverse[i]!;
      // the value of the digits so far modulo p_i
      let sofar = 0;
      for (let j = i - 1; j >= 0; j -= 1) sofar = (mulmod(sofar, this.primes[j]! % p, p, inv) + digits[j]!) % p;
      let d = r[at + i]! - sofar;
      if (d < 0) d += p;
      digits[i] = mulmod(d, this.garner[i]!, p, inv);
    }
    let x = 0n;
    for (let i = 0; i < this.count; i += 1) if (digits[i] !== 0) x += BigInt(digits[i]!) * this.radix[i]!;
    return x;
  }
}

const moduliByCount = new Map<number, Moduli>();

/** The moduli for integers of up to `bits` bits, built once per number of primes. */
export function moduliFor(bits: number): Moduli {
  const count = Math.max(1, Math.ceil((bits + 2) / 25.9));
  let found = moduliByCount.get(count);
  if (!found) moduliByCount.set(count, (found = new Moduli(bits)));
  return found;
}

const tablesByModuli = new Map<Moduli, CountTables>();

/** Falling factorials and binomials up to `size` for these moduli, built once (and grown when a larger pile comes). */
export function tablesFor(moduli: Moduli, size: number): CountTables {
  let found = tablesByModuli.get(moduli);
  if (!found || found.size < size) tablesByModuli.set(moduli, (found = new CountTables(moduli, Math.max(size, 50))));
  return found;
}

/** a · b mod p for 0 ≤ a, b < p < 2^26 (inv = 1 / p). */
export function mulmod(a: number, b: number, p: number, inv: number): number {
  const t = a * b;
  const r = t - Math.floor(t * inv) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

function powmod(base: number, exp: number, p: number, inv: number): number {
  let result = 1;
  let b = base % p;
  for (let e = exp; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = mulmod(result, b, p, inv);
    b = mulmod(b, b, p, inv);
  }
  return result;
}

/**
 * Falling factorials ff(n, k) = n (n−1) … (n−k+1) and binomials C(n, k) for 0 ≤ n ≤ size,
 * as remainders: ff(n, k) at ((n · (size + 1) + k) · count + prime). Out of range: zero.
 */
export class CountTables {
  private readonly ffTable: Float64Array;
  private readonly cTable: Float64Array;
  private readonly n1: number;
  constructor(
    readonly moduli: Moduli,
    readonly size: number,
  ) {
    const P = moduli.count;
    const n1 = size + 1;
    this.n1 = n1;
    this.ffTable = new Float64Array(n1 * n1 * P);
    this.cTable = new Float64Array(n1 * n1 * P);
    for (let k = 0; k < P; k += 1) {
      const p = moduli.primes[k]!;
      const inv = moduli.inverse[k]!;
      for (let n = 0; n < n1; n += 1) {
        this.ffTable[n * n1 * P + k] = 1;
        this.cTable[n * n1 * P + k] = 1;
        for (let j = 1; j <= n; j += 1) {
          const at = (n * n1 + j) * P + k;
          this.ffTable[at] = mulmod(this.ffTable[(n * n1 + j - 1) * P + k]!, (n - j + 1) % p, p, inv);
          const c =
            this.cTable[((n - 1) * n1 + j - 1) * P + k]! + (j < n ? this.cTable[((n - 1) * n1 + j) * P + k]! : 0);
          this.cTable[at] = c >= p ? c - p : c;
        }
      }
    }
  }
  /** Offset of ff(n, k)'s remainders in `ff`, or -1 when ff(n, k) = 0 (k > n, or out of range). */
  ffAt(n: number, k: number): number {
    return n < 0 || k < 0 || k > n || n > this.size ? -1 : (n * this.n1 + k) * this.moduli.count;
  }
  chooseAt(n: number, k: number): number {
    return n < 0 || k < 0 || k > n || n > this.size ? -1 : (n * this.n1 + k) * this.moduli.count;
  }
  get ff(): Float64Array {
    return this.ffTable;
  }
  get choose(): Float64Array {
    return this.cTable;
  }
}

/** ff(n, k) as a big integer. */
export function fallingBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r *= BigInt(n - i);
  return r;
}

/** log2 of ff(n, k), to size the moduli. */
export function fallingBits(n: number, k: number): number {
  let bits = 0;
  for (let i = 0; i < k && n - i > 0; i += 1) bits += Math.log2(n - i);
  return bits;
}
