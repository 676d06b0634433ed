/**
 * The oracle of exact odds: run a procedure over EVERY ordering of a small pool (each equally
 * likely, CORE-1) with a fixed source, and count its outcomes. Exact and slow (n! orderings).
 */
import type { ActionCard } from "@rules/cards/schema";
import { fixedSource, type CardSource } from "@rules/cards/source";

/** Every permutation of 0 … n−1 (Heap's algorithm). */
export function permutations(n: number): number[][] {
  const a = Array.from({ length: n }, (_, i) => i);
  const out: number[][] = [[...a]];
  const c = new Array<number>(n).fill(0);
  for (let i = 1; i < n;) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      out.push([...a]);
      c[i]! += 1;
      i = 1;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
  return out;
}

/** Σ over every ordering of value(run(ordering)), and the number of orderings. */
export function overAllOrders<R>(
  pool: readonly ActionCard[],
  run: (source: CardSource) => R,
  value: (result: R) => number,
): { sum: number; orders: number } {
  let sum = 0;
  const all = permutations(pool.length);
  for (const order of all) sum += value(run(fixedSource(order.map((i) => pool[i]!))));
  return { sum, orders: all.length };
}
