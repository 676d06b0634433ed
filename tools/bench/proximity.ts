/**
 * Proximity bench: n tokens (1" round bases) spread over a 72" x 48" table from a fixed seed.
 * One full pass = build the spatial index, find for every token the tokens within 2"
 * (OW-9.2.7 startle range, base edge to base edge), and check the 6" coherency of herds of
 * ten tokens (OW-9.2.2). Reports the median of at least 50 timed passes, in milliseconds.
 *
 * Run alone: npx tsx tools/bench/proximity.ts
 */
import { performance } from "node:perf_hooks";
import { type Figure, HERD_COHERENCY, STARTLE_RANGE, SpatialIndex, herdCoherency } from "@rules/geometry";
import { seededStream } from "@rules/cards/random";

const TABLE = { width: 72, depth: 48 };
const HERD_SIZE = 10;
const RUNS = 60;
const WARMUP = 10;

/** Numbers in [0, 1) from the deck shuffle's seeded stream (mulberry32): the bench must be repeatable. */
function seeded(seed: number): () => number {
  const next = seededStream(seed);
  return () => next() / 4294967296;
}

export function tokens(n: number, seed = 1): Figure[] {
  const rnd = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    at: { x: rnd() * TABLE.width, y: rnd() * TABLE.depth },
    base: { shape: "round" as const, diameter: 1 },
    unit: `u${Math.floor(i / HERD_SIZE)}`,
  }));
}

/** One full proximity pass; returns a checksum so the work cannot be optimised away. */
export function proximityPass(figures: readonly Figure[]): number {
  const index = new SpatialIndex(figures);
  let sum = 0;
  for (const f of figures) sum += index.neighbours(f, STARTLE_RANGE).length;
  for (let h = 0; h < figures.length; h += HERD_SIZE) {
    const herd = figures.slice(h, h + HERD_SIZE);
    sum += herdCoherency(herd[0]!, herd, HERD_COHERENCY).strays.length;
  }
  return sum;
}

function medianMs(n: number): number {
  const figures = tokens(n);
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += proximityPass(figures);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    sink += proximityPass(figures);
    times.push(performance.now() - t0);
  }
  if (sink < 0) throw new Error("unreachable");
  times.sort((a, b) => a - b);
  const mid = times.length / 2;
  return Number(((times[Math.floor(mid - 0.5)]! + times[Math.ceil(mid - 0.5)]!) / 2).toFixed(4));
}

export async function benchProximity(): Promise<{
  proximity_ms_100: number;
  proximity_ms_500: number;
  proximity_ms_2000: number;
}> {
  return {
    proximity_ms_100: medianMs(100),
    proximity_ms_500: medianMs(500),
    proximity_ms_2000: medianMs(2000),
  };
}

if (process.argv[1]?.endsWith("proximity.ts")) {
  benchProximity().then((r) => console.log(JSON.stringify(r)));
}
