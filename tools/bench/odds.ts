/**
 * Benchmark of the exact odds (CORE-5 fire dialog): a 12-shot volley, 6 shooters of 2 shots
 * needing 3 holes (an Out of Ammunition card ends that shooter), at a target in soft cover, over
 * the full Frontier deck. Median of 200 runs, in milliseconds.
 * tools/bench.ts calls benchOdds(); `npx tsx tools/bench/odds.ts` prints it alone.
 */
import { fileURLToPath } from "node:url";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { ActionCard } from "@rules/cards/schema";
import { fireOdds, type FireOddsShooter } from "@rules/odds/fire";
import { OddsSession } from "@rules/odds/session";

const ODDS_BENCH_RUNS = 200;

/**
 * odds_ms: the volley's odds as the dialog reads them (the values of hits, hits through cover and
 * incapacitation; exact method in floating point). odds_exact_ms: the same with the exact
 * fractions of hits through cover read (big integers).
 * The values come from the exact counts (factorial moments in remainders, volley-moments.ts), as
 * the fractions do: the float programme of older runs (about 0.1–0.2 ms) gave 11 of these 28
 * values 1–2 units in the last place off the exact ones, so it is not the path any more. The
 * incapacitation of an Endurance 2 figure reads the unsaved WOUND × INCAPACITATE table, the bulk
 * of the time (about 4 ms).
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

/** The fire dialog's figures: the recompute, the exact volley, the worst exact volley, refusals in a random sample. */
export async function benchVolleyOdds(): Promise<Record<string, number>> {
  await Promise.resolve();
  return { ...dialogOddsMs(), ...volleyExactMs(), odds_exact_worst_ms: exactWorstMs(), ...refusedVolleys() };
}

const TARGET = { cover: "soft" as const, endurance: 2, wounds: 0 };
const squad = (thresholds: number): FireOddsShooter[] =>
  Array.from({ length: 12 }, (_, i) => ({ shots: 2, needed: 1 + (i % thresholds), outOfAmmoEnds: true }));

/**
 * dialog_odds_ms_<k>: what the fire dialog recomputes for one change (k = 1: a shooter unticked;
 * else a shooter's range moves his holes needed) with 12 shooters of 2 shots and k distinct thresholds: the session's
 * path
 * (every shooter's row, cached by inputs, a new one's count handed to slices; the volley's count started). The
 * session has seen the dialog before the change (its counts done); the change is new to it. Median of 30.
 */
function dialogOddsMs(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of [1, 3, 6]) {
    const before = squad(k);
    // one threshold: a shooter unticked (the volley keeps one threshold); more: a shooter's range moves his holes
    // needed
    const after =
      k === 1
        ? before.slice(1)
        : before.map((s, i) => (i === 0 ? { ...s, needed: s.needed === 6 ? 5 : s.needed + 1 } : s));
    let session = new OddsSession(FRONTIER_DECK.cards, () => undefined);
    const prepare = () => {
      // the rows before the change counted (their slices run), the volley's count started
      const slices: (() => boolean)[] = [];
      session = new OddsSession(FRONTIER_DECK.cards, (slice) => void slices.push(slice));
      before.forEach((s) => session.shooter(s, TARGET));
      session.volley(before, TARGET);
      for (let slice = slices.shift(); slice; slice = slices.shift()) while (!slice()) void 0;
      session.volley(before, TARGET);
    };
    const change = () => {
      const rows = after.map((s) => session.shooter(s, TARGET));
      const known = rows.filter((r) => r !== null && r !== "counting");
      return [known.reduce((n, r) => n + r.hit + r.through + r.down, 0), session.volley(after, TARGET).expectedHits];
    };
    out[`dialog_odds_ms_${k}`] = medianMs(change, 30, 3, prepare);
  }
  return out;
}

/**
 * volley_exact_ms_<k>: after the change, how long until the dialog has the volley's exact figures
 * and their fractions (12 shooters x 2 shots, k thresholds, full deck): the session's first call
 * and every slice of its count run back to back (each slice stops after its budget of work).
 * Median of 5 (after one warm-up). odds_main_block_inthread_ms: the longest the main thread is
 * blocked while the dialog counts odds where there is no Worker (the dialog opened: every row's own
 * odds and the volley asked, then every slice of their counts): the session's synchronous calls, or
 * the longest slice, over these volleys, the 24 riflemen of one shot at 6 thresholds, and a volley
 * that may run the pool out (pool of 20 cards, refill pile of 34): wall-clock time, so on a loaded
 * machine it includes the time the system gave to other programs in the middle of a slice, and the
 * garbage collector's pauses. odds_main_block_moments_ms: the same without the card-by-card volley
 * (the counts by moments: every volley whose shot cards fit in the pool).
 * odds_blocks_over_4ms_pct: of all those blocks, the share longer than 4 ms (a percentage).
 * (odds-worker.ts measures the path Foundry takes, the counts in the odds worker: odds_main_block_ms.)
 */
function volleyExactMs(): Record<string, number> {
  const out: Record<string, number> = {};
  let block = 0;
  let blockMoments = 0;
  let blocks = 0;
  let over = 0;
  const riflemen = Array.from({ length: 24 }, (_, i) => ({ shots: 1, needed: 1 + (i % 6), outOfAmmoEnds: true }));
  const cases: [string | null, FireOddsShooter[], readonly ActionCard[], readonly ActionCard[]][] = [
    ["volley_exact_ms_3", squad(3), FRONTIER_DECK.cards, []],
    ["volley_exact_ms_6", squad(6), FRONTIER_DECK.cards, []],
    [null, riflemen, FRONTIER_DECK.cards, []],
    ["volley_exact_refill_ms", squad(6), FRONTIER_DECK.cards.slice(0, 30), FRONTIER_DECK.cards.slice(30)],
    ["volley_cards_ms", squad(6), FRONTIER_DECK.cards.slice(0, 20), FRONTIER_DECK.cards.slice(20)],
  ];
  for (const [name, shooters, pool, refill] of cases) {
    const runs: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const scheduled: (() => boolean)[] = [];
      const session = new OddsSession(
        pool,
        (s) => void scheduled.push(s),
        () => undefined,
        refill,
      );
      const blocked = (from: number) => {
        if (run === 0) return;
        const wall = performance.now() - from;
        block = Math.max(block, wall);
        if (name !== "volley_cards_ms") blockMoments = Math.max(blockMoments, wall);
        blocks += 1;
        if (wall > 4) over += 1;
      };
      const started = performance.now();
      // the dialog opened: every row asks its shooter's own odds (cached after the first), then the volley
      if (name === null) shooters.forEach((s) => session.shooter(s, TARGET));
      const first = session.volley(shooters, TARGET);
      blocked(started);
      for (let slice = scheduled.shift(); slice; slice = scheduled.shift()) {
        for (let done = false; !done;) {
          const at = performance.now();
          done = slice();
          blocked(at);
        }
      }
      const exact = (first.figures ?? session.volley(shooters, TARGET).figures)?.exact;
      void exact?.hit.denominator;
      void exact?.through.denominator;
      void exact?.down.denominator;
      if (run > 0) runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    if (name) out[name] = Math.round(runs[Math.floor(runs.length / 2)]! * 10) / 10;
  }
  out.odds_main_block_inthread_ms = Math.round(block * 10) / 10;
  out.odds_main_block_moments_ms = Math.round(blockMoments * 10) / 10;
  out.odds_blocks_over_4ms_pct = Math.round((1000 * over) / Math.max(1, blocks)) / 10;
  return out;
}

/**
 * odds_exact_worst_ms: 24 shots at 6 thresholds (24 riflemen of one shot), the exact fractions of
 * hits, through cover, "a figure out" and Out of Ammunition. Median of 5.
 */
function exactWorstMs(): number {
  const shooters = Array.from({ length: 24 }, (_, i) => ({ shots: 1, needed: 1 + (i % 6), outOfAmmoEnds: true }));
  const times: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const started = performance.now();
    const odds = fireOdds({ shooters, ...TARGET });
    void odds.hits[0]!.denominator;
    void odds.through[0]!.denominator;
    void odds.noneDown.denominator;
    void odds.outOfAmmo.denominator;
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/**
 * odds_refused: of 1,000 random volleys (seeded; 1-12 shooters of 1-2 shots, holes needed 1-7,
 * reload or not, 0-45 cards already drawn, the drawn cards as the refill pile), how many
 * fireOdds refuses (throws, or a figure is not a number). Every volley's Out of Ammunition figure
 * is counted, and the hits of the first HITS_READ (reading every figure of 1,000 volleys of up to
 * 7 thresholds takes minutes on this machine).
 */
const HITS_READ = 25;
function refusedVolleys(count = 1000): { odds_refused: number; odds_sample_ms: number } {
  let seed = 19;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  let refused = 0;
  const started = performance.now();
  for (let n = 0; n < count; n += 1) {
    const drawn = Math.floor(random() * 46);
    const deck = [...FRONTIER_DECK.cards].sort(() => random() - 0.5);
    const shooters = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
      shots: 1 + Math.floor(random() * 2),
      needed: 1 + Math.floor(random() * 7),
      outOfAmmoEnds: random() < 0.8,
    }));
    try {
      const odds = fireOdds({
        shooters,
        cover: (["none", "soft", "hard"] as const)[n % 3]!,
        endurance: 1 + (n % 2),
        pool: deck.slice(drawn),
        refill: deck.slice(0, drawn),
      });
      const value = odds.outOfAmmo.value + (n < HITS_READ ? odds.hits[0]!.value : 0);
      if (!Number.isFinite(value)) refused += 1;
    } catch {
      refused += 1;
    }
  }
  return { odds_refused: refused, odds_sample_ms: Math.round(performance.now() - started) };
}

function medianMs(run: () => unknown, runs: number, warmup: number, prepare: () => void = () => undefined): number {
  for (let i = 0; i < warmup; i += 1) {
    prepare();
    run(); // warm the JIT before timing
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    prepare();
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
  void benchOdds().then(async (result) => console.log(JSON.stringify({ ...result, ...(await benchVolleyOdds()) })));
}
