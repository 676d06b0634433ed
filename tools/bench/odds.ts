/**
 * Benchmark of the exact odds (CORE-5 fire dialog): a 12-shot volley needing 3 holes at a
 * target in soft cover, over the full Frontier deck. Median of 200 runs, in milliseconds.
 * tools/bench.ts calls benchOdds(); `npx tsx tools/bench/odds.ts` prints it alone.
 */
import { fileURLToPath } from "node:url";
import { fireOdds } from "../../src/rules/odds/fire";

export const ODDS_BENCH_RUNS = 200;

export async function benchOdds(): Promise<{ odds_ms: number }> {
  const run = () => fireOdds({ needed: 3, shots: 12, cover: "soft", endurance: 2 });
  for (let i = 0; i < 10; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < ODDS_BENCH_RUNS; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
    if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  times.sort((a, b) => a - b);
  const middle = times.length / 2;
  const median = (times[Math.floor(middle - 0.5)]! + times[Math.ceil(middle - 0.5)]!) / 2;
  return { odds_ms: Math.round(median * 1000) / 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void benchOdds().then((result) => console.log(JSON.stringify(result)));
}
