/** The exact arithmetic under the volley odds: remainders modulo primes, the integer rebuilt, and the kernel's options. */
import { describe, expect, it } from "vitest";
import { Moduli, fallingBig, mulmod, primesBelow, PRIME_BELOW } from "@rules/odds/residues";
import { shooterOptions } from "@rules/odds/roles";

describe("counting modulo primes", () => {
  it("rebuilds 50! and negative or small integers exactly from their remainders", () => {
    const moduli = new Moduli(220);
    expect(moduli.count).toBe(9);
    const r = new Float64Array(moduli.count);
    for (let k = 0; k < moduli.count; k += 1) {
      let x = 1;
      for (let i = 2; i <= 50; i += 1) x = mulmod(x, i, moduli.primes[k]!, moduli.inverse[k]!);
      r[k] = x;
    }
    expect(moduli.toBig(r)).toBe(fallingBig(50, 50));
    expect(moduli.toBig(moduli.of(123_456_789))).toBe(123_456_789n);
    // −1 is the product of the primes less one: only non-negative integers come back
    const product = [...moduli.primes].reduce((p, q) => p * BigInt(q), 1n);
    expect(moduli.toBig(moduli.of(-1))).toBe(product - 1n);
  });

  it("uses primes below 2^26, largest first", () => {
    const primes = primesBelow(3);
    expect(primes).toEqual([67108859, 67108837, 67108819]);
    expect(primes.every((p) => p < PRIME_BELOW)).toBe(true);
  });
});

describe("a shooter's options (CORE-5.4)", () => {
  it("a rifle of two shots: the hit roles and the 'no Out of Ammunition before' roles, signed", () => {
    // S = {1}: +1; S = {2}: slot 1 free (+1) or Out of Ammunition (−1); S = {1, 2}: +1
    expect(shooterOptions(2, true, true)).toEqual([
      { s: 0, e: 0, delta: 0, coef: 1 },
      { s: 1, e: 0, delta: 0, coef: 2 },
      { s: 1, e: 1, delta: 0, coef: -1 },
      { s: 2, e: 0, delta: 0, coef: 1 },
    ]);
    // a bow never stops: C(2, s)
    expect(shooterOptions(2, false, true).map((o) => o.coef)).toEqual([1, 2, 1]);
  });

  it("counting the cards read exactly (the shortfall) sums back to the same options", () => {
    for (const shots of [1, 2, 3, 4]) {
      const exact = shooterOptions(shots, true, true, true);
      const summed = new Map<string, number>();
      for (const o of exact) summed.set(`${o.s}|${o.e}`, (summed.get(`${o.s}|${o.e}`) ?? 0) + o.coef);
      const plain = new Map(shooterOptions(shots, true, true).map((o) => [`${o.s}|${o.e}`, o.coef]));
      for (const key of new Set([...summed.keys(), ...plain.keys()]))
        expect(summed.get(key) ?? 0, `${shots} shots, ${key}`).toBe(plain.get(key) ?? 0);
      // an early Out of Ammunition card leaves shots unread: a shortfall of 1 … shots − 1
      expect(Math.max(...exact.map((o) => o.delta))).toBe(shots - 1);
    }
  });
});
