/**
 * Benchmark of the exact odds (CORE-5 fire dialog): a 12-shot volley needing 3 holes at a
 * target in soft cover, over the full Frontier deck. Median of 200 runs, in milliseconds.
 * tools/bench.ts calls benchOdds(); `npx tsx tools/bench/odds.ts` prints it alone.
 */
import { fileURLToPath } from "node:url";
import { fireOdds } from "../../src/rules/odds/fire";

export const ODDS_BENCH_RUNS = 200;

/**
 * odds_ms: the volley's odds as the dialog reads them (every value, exact method in floating
 * point). odds_exact_ms: the same with every exact fraction read (big integers).
 */
export async function benchOdds(): Promise<{ odds_ms: number; odds_exact_ms: number }> {
  await Promise.resolve();
  const volley = () => fireOdds({ needed: 3, shots: 12, cover: "soft", endurance: 2 });
  const values = () => volley().hits.reduce((total, p) => total + p.value, 0);
  const fractions = () => volley().through.reduce((total, p) => total + p.denominator, 0n);
  return { odds_ms: medianMs(values, ODDS_BENCH_RUNS, 100), odds_exact_ms: medianMs(fractions, 40, 5) };
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
