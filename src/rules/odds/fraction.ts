/**
 * Exact probabilities: a reduced fraction of (big) integers plus its value as a number.
 * Draws without replacement give denominators beyond 2^53, hence bigint.
 */
import { RulesError } from "../errors";

export interface Probability {
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** numerator / denominator as a float, for display and sorting. */
  readonly value: number;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The reduced fraction numerator/denominator (denominator > 0). */
export function probability(numerator: bigint | number, denominator: bigint | number): Probability {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RulesError("COMBAT_PATROL.Error.oddsEmptyPool", {});
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  n /= g;
  d /= g;
  return { numerator: n, denominator: d, value: ratio(n, d) };
}

/** A probability whose value is known at once and whose reduced fraction is worked out when first read. */
export class LazyProbability implements Probability {
  private exact: Probability | undefined;
  private float: number | undefined;
  constructor(
    private readonly measure: () => number,
    private readonly count: () => Probability,
  ) {}
  get value(): number {
    return (this.float ??= this.measure());
  }
  get numerator(): bigint {
    return (this.exact ??= this.count()).numerator;
  }
  get denominator(): bigint {
    return (this.exact ??= this.count()).denominator;
  }
  toJSON(): { value: number; fraction: string } {
    return { value: this.value, fraction: `${this.numerator}/${this.denominator}` };
  }
}

/** numerator/denominator as counted (not yet reduced): the value at once, the gcd of big integers when first read. */
export function countedProbability(numerator: bigint, denominator: bigint): Probability {
  const value = ratio(numerator, denominator);
  return new LazyProbability(
    () => value,
    () => probability(numerator, denominator),
  );
}

export const ZERO: Probability = probability(0, 1);
export const ONE: Probability = probability(1, 1);

export function add(a: Probability, b: Probability): Probability {
  return probability(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function sum(values: Iterable<Probability>): Probability {
  let total = ZERO;
  for (const v of values) total = add(total, v);
  return total;
}

export function complement(p: Probability): Probability {
  return probability(p.denominator - p.numerator, p.denominator);
}

export function equals(a: Probability, b: Probability): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

/** "7/30" */
export function fractionText(p: Probability): string {
  return `${p.numerator}/${p.denominator}`;
}

/** "23.3%" with `digits` decimals. */
export function percentText(p: Probability, digits = 1): string {
  return `${(p.value * 100).toFixed(digits)}%`;
}

/** A float from two big integers without overflow for long numerators. */
function ratio(n: bigint, d: bigint): number {
  const small = 2n ** 1000n;
  if (d < small && (n < 0n ? -n : n) < small) return Number(n) / Number(d);
  const shift = BigInt(Math.max(d.toString(2).length, (n < 0n ? -n : n).toString(2).length) - 900);
  return Number(n >> shift) / Number(d >> shift);
}
