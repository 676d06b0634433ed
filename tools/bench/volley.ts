/**
 * Benchmark of a fire resolution (CORE-5): 6 Regular riflemen at short range (rate of fire
 * 2, 12 shots planned) at a 6-figure unit, some in cover, over a freshly shuffled Frontier
 * deck, including building the result object. Median of 200 runs, in milliseconds.
 * tools/bench.ts calls benchVolley(); `npx tsx tools/bench/volley.ts` prints it alone.
 */
import { seededChance } from "@rules/cards/random";
import { fileURLToPath } from "node:url";
import { deckSource, newDeckState } from "@rules/cards/deck";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { freshFigure, type FigureState, type WeaponProfile } from "@rules/model";
import { resolveFire, type FireInput } from "@rules/procedures/fire";

const VOLLEY_BENCH_RUNS = 200;

const rifle: WeaponProfile = {
  id: "bench.rifle",
  range: { short: 12, medium: 24, long: 48 },
  rof: { short: 2, medium: 1, long: 1 },
  reload: "normal",
  hth: 0,
};

function man(id: string): FigureState {
  return freshFigure({ id, name: id, guts: "regular", accuracy: "regular", melee: 1, endurance: 2, reaction: 3 });
}

const volley: FireInput = {
  unitId: "shooters",
  shooters: Array.from({ length: 6 }, (_, i) => ({ figure: man(`s${i + 1}`), weapon: rifle, rangeInches: 10 })),
  target: {
    unitId: "targets",
    figures: Array.from({ length: 6 }, (_, i) => ({ figure: man(`t${i + 1}`), cover: i % 2 === 0 ? "soft" : "none" })),
    closeOrder: false,
  },
};

export async function benchVolley(): Promise<{ volley_ms: number }> {
  const run = (seed: number) => {
    const source = deckSource(FRONTIER_DECK, newDeckState(FRONTIER_DECK), seededChance(seed));
    return JSON.stringify(resolveFire(volley, source));
  };
  for (let i = 0; i < 20; i += 1) run(10_000 + i);
  const times: number[] = [];
  for (let i = 0; i < VOLLEY_BENCH_RUNS; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
    if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  times.sort((a, b) => a - b);
  const middle = times.length / 2;
  const median = (times[Math.floor(middle - 0.5)]! + times[Math.ceil(middle - 0.5)]!) / 2;
  return { volley_ms: Math.round(median * 1000) / 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void benchVolley().then((result) => console.log(JSON.stringify(result)));
}
