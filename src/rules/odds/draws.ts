/**
 * Exact odds of any procedure that draws Action Cards (CORE-1): the ENGINE's own procedure is run
 * over every order of the cards it could draw, and each outcome is counted with its chance. No
 * rule is restated here: whatever the procedure does with a card is what is counted.
 *
 * Cards the procedure cannot tell apart are counted together. While it runs, every section it
 * reads on the card of each draw is recorded (the card is handed over behind a Proxy); the cards
 * of a draw are grouped by the sections read on that draw and on every later draw (a later draw's
 * groups depend on which cards are left), and one card of each group stands for the group, weighted
 * by how many cards it has. When a run reads a section not yet known, the count starts again with
 * finer groups, so the groups are always fine enough and the count is exact. The serial is never
 * a reason to tell cards apart (it names the card in the record, nothing more).
 *
 * When the pool runs out the draws go on in the refill pile (the discard pile shuffled back in);
 * a draw from two empty piles ends the run with the outcome NO_CARD.
 */
import type { ActionCard } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { countedProbability, type Probability } from "./fraction";
import { fallingBig } from "./moment-sums";

/** The outcome of a run that asked for a card when both piles were empty. */
const NO_CARD = "noCard" as const;

/** Thrown inside a run to stop it where a new draw must be enumerated. */
class Branch {
  constructor(readonly depth: number) {}
}

class Exhausted {
  readonly reason = "the pool ran out";
}

interface DrawOddsOptions {
  /** CORE-1 the cards shuffled back in when the pool runs out (the discard pile). */
  readonly refill?: readonly ActionCard[];
  /** Runs allowed before the count is refused (a procedure drawing too many cards to enumerate). */
  readonly maxRuns?: number;
}

/** Runs allowed by default: enough for every decision but a whole volley (fire has its own count). */
const DRAW_ODDS_MAX_RUNS = 200_000;

/**
 * P(each outcome) of `run` over every order of the pool (then the refill pile). `outcome` names
 * what a result means for the player (equal names are added up).
 */
export function drawOdds<R, K extends string>(
  pool: readonly ActionCard[],
  run: (source: CardSource) => R,
  outcome: (result: R) => K,
  options: DrawOddsOptions = {},
): Map<K | typeof NO_CARD, Probability> {
  const refill = options.refill ?? [];
  const maxRuns = options.maxRuns ?? DRAW_ODDS_MAX_RUNS;
  const fieldsAt: Set<string>[] = [];
  for (;;) {
    const counted = enumerate(pool, refill, run, outcome, fieldsAt, maxRuns);
    if (counted) return counted;
  }
}

/** The chance of `test` over the outcomes (a sum of drawOdds entries). */
export function chanceOf<K extends string>(odds: ReadonlyMap<K, Probability>, test: (key: K) => boolean): Probability {
  let n = 0n;
  let d = 1n;
  for (const [key, p] of odds) {
    if (!test(key)) continue;
    n = n * p.denominator + p.numerator * d;
    d *= p.denominator;
  }
  return countedProbability(n, d);
}

/** One pass of the count; null when a run read a section not yet known (then count again, finer). */
function enumerate<R, K extends string>(
  pool: readonly ActionCard[],
  refill: readonly ActionCard[],
  run: (source: CardSource) => R,
  outcome: (result: R) => K,
  fieldsAt: Set<string>[],
  maxRuns: number,
): Map<K | typeof NO_CARD, Probability> | null {
  const N = pool.length;
  const R = refill.length;
  // ways[outcome][depth]: Σ Π (cards in the group drawn) over the runs that drew `depth` cards
  const ways = new Map<K | typeof NO_CARD, bigint[]>();
  let deepest = 0;
  let runs = 0;
  let stale = false;
  const record = (depth: number, path: string) => {
    const known = (fieldsAt[depth] ??= new Set());
    if (!known.has(path)) {
      known.add(path);
      stale = true;
    }
  };
  const attempt = (prefix: readonly ActionCard[]): { done: K | typeof NO_CARD } | { branch: number } => {
    runs += 1;
    if (runs > maxRuns) throw new RulesError("COMBAT_PATROL.Error.oddsTooManyDraws", { runs: maxRuns });
    let next = 0;
    const source: CardSource = {
      draw() {
        if (next >= N + R) throw new Exhausted();
        if (next >= prefix.length) throw new Branch(next);
        const card = prefix[next]!;
        const watched = watch(card, next, record);
        next += 1;
        return watched;
      },
    };
    try {
      return { done: outcome(run(source)) };
    } catch (error) {
      if (error instanceof Branch) return { branch: error.depth };
      if (error instanceof Exhausted) return { done: NO_CARD };
      throw error;
    }
  };
  const explore = (prefix: ActionCard[], weight: bigint): void => {
    const tried = attempt(prefix);
    if (stale) return;
    if ("done" in tried) {
      const row = ways.get(tried.done) ?? [];
      ways.set(tried.done, row);
      row[prefix.length] = (row[prefix.length] ?? 0n) + weight;
      deepest = Math.max(deepest, prefix.length);
      return;
    }
    const depth = tried.branch;
    const pile = depth < N ? pool : refill;
    const used = new Set(prefix.slice(depth < N ? 0 : N));
    const known = new Set<string>();
    for (let d = depth; d < fieldsAt.length; d += 1) for (const f of fieldsAt[d] ?? []) known.add(f);
    const paths = [...known].sort();
    const groups = new Map<string, ActionCard[]>();
    for (const card of pile) {
      if (used.has(card)) continue;
      const key = paths.map((p) => String(read(card, p))).join("|");
      const group = groups.get(key);
      if (group) group.push(card);
      else groups.set(key, [card]);
    }
    for (const group of groups.values()) {
      explore([...prefix, group[0]!], weight * BigInt(group.length));
      if (stale) return;
    }
  };
  explore([], 1n);
  if (stale) return null;
  // every run over the same denominator: the ordered ways to draw `deepest` cards (pool, then refill)
  const orders = (depth: number) => fallingBig(N, Math.min(depth, N)) * fallingBig(R, Math.max(0, depth - N));
  const denominator = orders(deepest);
  const odds = new Map<K | typeof NO_CARD, Probability>();
  for (const [key, row] of ways) {
    let n = 0n;
    row.forEach((w, depth) => {
      if (w !== undefined) n += w * (denominator / orders(depth));
    });
    odds.set(key, countedProbability(n, denominator));
  }
  return odds;
}

/** The value of a section path ("morale.regular.open") on a card. */
function read(card: ActionCard, path: string): unknown {
  let v: unknown = card;
  for (const part of path.split(".")) v = (v as Record<string, unknown>)[part];
  return v;
}

/** The card behind a Proxy that records every section read (nested sections by path); never the serial. */
function watch(card: ActionCard, depth: number, record: (depth: number, path: string) => void): ActionCard {
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        const value = Reflect.get(obj, key, receiver) as unknown;
        if (typeof key !== "string" || (prefix === "" && key === "serial")) return value;
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === "object" && value !== null) return wrap(value, path);
        if (typeof value !== "function") record(depth, path);
        return value;
      },
    });
  return wrap(card, "");
}
