import { seededStream } from "@rules/cards/random";

/** Deterministic pseudo-random numbers in [0, 1) for tests: the deck shuffle's seeded stream (mulberry32). */
export function seeded(seed: number): () => number {
  const next = seededStream(seed);
  return () => next() / 4294967296;
}
