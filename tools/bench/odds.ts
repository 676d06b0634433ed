/**
 * Benchmark of the exact odds (CORE-5 fire dialog): a 12-shot volley, 6 shooters of 2 shots
 * needing 3 holes (an Out of Ammunition card ends that shooter), at a target in soft cover, over
 * the full Frontier deck. Median of 200 runs, in milliseconds.
 * tools/bench.ts calls benchOdds(); `npx tsx tools/bench/odds.ts` prints it alone.
 */
import { fileURLToPath } from "node:url";
import { fireOdds } from "../../src/rules/odds/fire";

export const ODDS_BENCH_RUNS = 200;

/**
 * odds_ms: the volley's odds as the dialog reads them (the values of hits, hits through cover and
 * incapacitation; exact method in floating point). odds_exact_ms: the same with the exact
 * fractions of hits through cover read (big integers).
 */
export async function benchOdds(): Promise<{ odds_ms: number; odds_exact_ms: number }> {
  await Promise.resolve();
  const shooters = Array.from({ length: 6 }, () => ({ shots: 2, needed: 3, outOfAmmoEnds: true }));
  const volley = () => fireOdds({ shooters, cover: "soft", endurance: 2 });
  const values = () => {
    const odds = volley();
    return [...odds.hits, ...odds.through, ...odds.incapacitated].reduce((total, p) => total + p.value, 0);
  };
  const fractions = () => volley().through.reduce((total, p) => total + p.denominator, 0n);
  // 1000 warm-up runs (0.1 s): V8 tiers the counting functions up over the first few hundred calls
  return { odds_ms: medianMs(values, ODDS_BENCH_RUNS, 1000), odds_exact_ms: medianMs(fractions, 40, 5) };
}

function medianMs(run: () => unknown, runs: number, warmup: number): number {
  for (let i = 0; i < warmup; i += 1) run(); // warm the JIT before timing
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = times.length / 2;
  const median = (times[Math.floor(middle - 0.5)]! + times[Math.ceil(middle - 0.5)]!) / 2;
  return Math.round(median * 1000) / 1000;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void benchOdds().then((result) => console.log(JSON.stringify(result)));
}
