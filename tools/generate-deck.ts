/**
 * Build the shipped Frontier deck (CORE-2) from src/rules/cards/frontier-targets.ts and
 * write src/rules/cards/frontier.deck.json (combat-patrol-deck/1).
 *
 *   npm run deck:generate            write the file
 *   npm run deck:generate -- --check fail if the committed file differs
 *
 * Each section's multiset of values is dealt to serials 1-50 by its own permutation.
 * The permutations start from seeded shuffles (SEED) and are then improved by a seeded
 * local search that swaps two cards' values inside one section whenever that lowers the
 * largest absolute correlation between numeric readings of different sections (hit vs
 * damage, hit vs cover, move vs hit, Out of Ammunition vs randomizer parity, …), ties
 * broken by the sum of squared correlations. Same seed, same deck.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DECK_FILE_FORMAT, parseDeckFile, type DeckDefinition } from "../src/rules/cards/deck-file";
import { nextBelow, seededShuffle, seededStream } from "../src/rules/cards/random";
import type { ActionCard } from "../src/rules/cards/schema";
import { OUT_OF_AMMO } from "../src/rules/cards/schema";
import {
  FRONTIER_TARGETS,
  MORALE_SEVERITY,
  expandCounts,
  frontierMoraleRows,
  type FrontierTargets,
} from "../src/rules/cards/frontier-targets";

const SEED = 20240611;
const SEARCH_STEPS = 60_000;
const SEARCH_RESTARTS = 8;
const DECK_PATH = fileURLToPath(new URL("../src/rules/cards/frontier.deck.json", import.meta.url));

/** The sections dealt independently (scatter clock and inches separately). */
type SectionValues = {
  move: number;
  hit: ActionCard["hit"];
  randomizer: number;
  d10: number;
  location: ActionCard["location"];
  damage: ActionCard["damage"];
  cover: ActionCard["cover"];
  burst: ActionCard["burst"];
  morale: ActionCard["morale"];
  scatterClock: number;
  scatterInches: number;
  bog: ActionCard["bog"];
  reaction: number;
  melee: number;
};
type SectionName = keyof SectionValues;
type Multisets = { [K in SectionName]: SectionValues[K][] };

function sectionMultisets(targets: FrontierTargets = FRONTIER_TARGETS): Multisets {
  return {
    move: expandCounts(targets.move),
    hit: expandCounts(targets.hit),
    randomizer: expandCounts(targets.randomizer),
    d10: expandCounts(targets.d10),
    location: expandCounts(targets.location),
    damage: expandCounts(targets.damage),
    cover: expandCounts(targets.cover),
    burst: expandCounts(targets.burst),
    morale: frontierMoraleRows(targets),
    scatterClock: expandCounts(targets.scatterClock),
    scatterInches: expandCounts(targets.scatterInches),
    bog: expandCounts(targets.bog),
    reaction: expandCounts(targets.reaction),
    melee: expandCounts(targets.melee),
  };
}

/** A numeric reading of one section, for the correlation check. */
interface Feature {
  readonly name: string;
  readonly section: string;
  readonly read: (card: ActionCard) => number;
}

const severity = (m: ActionCard["morale"]): number =>
  [m.elite, m.regular, m.green].reduce(
    (sum, row) => sum + MORALE_SEVERITY.indexOf(row.open) + MORALE_SEVERITY.indexOf(row.cover),
    0,
  );

/** The readings whose cross-section correlations the deck keeps small. */
const FEATURES: readonly Feature[] = [
  { name: "move", section: "move", read: (c) => c.move },
  { name: "hit holes", section: "hit", read: (c) => (c.hit === OUT_OF_AMMO ? 0 : c.hit) },
  { name: "out of ammo", section: "hit", read: (c) => (c.hit === OUT_OF_AMMO ? 1 : 0) },
  { name: "randomizer", section: "randomizer", read: (c) => c.randomizer },
  { name: "randomizer even", section: "randomizer", read: (c) => (c.randomizer % 2 === 0 ? 1 : 0) },
  { name: "d10", section: "d10", read: (c) => c.d10 },
  { name: "d10 even", section: "d10", read: (c) => (c.d10 % 2 === 0 ? 1 : 0) },
  { name: "d10 horse (1-7)", section: "d10", read: (c) => (c.d10 <= 7 ? 1 : 0) },
  { name: "location head", section: "location", read: (c) => (c.location === "head" ? 1 : 0) },
  { name: "location torso", section: "location", read: (c) => (c.location === "torso" ? 1 : 0) },
  { name: "incapacitate", section: "damage", read: (c) => (c.damage === "INCAPACITATE" ? 1 : 0) },
  { name: "cover saves soft", section: "cover", read: (c) => (c.cover === "ANY" ? 1 : 0) },
  { name: "cover saves hard", section: "cover", read: (c) => (c.cover === "NONE" ? 0 : 1) },
  {
    name: "burst size",
    section: "burst",
    read: (c) => Number(c.burst.small) + Number(c.burst.medium) + Number(c.burst.large),
  },
  { name: "stun", section: "burst", read: (c) => (c.burst.stun ? 1 : 0) },
  { name: "morale severity", section: "morale", read: (c) => severity(c.morale) },
  { name: "scatter clock", section: "scatterClock", read: (c) => c.scatter.clock },
  { name: "scatter inches", section: "scatterInches", read: (c) => c.scatter.inches },
  { name: "bog", section: "bog", read: (c) => Number(c.bog.green) + Number(c.bog.regular) + Number(c.bog.elite) },
  { name: "reaction", section: "reaction", read: (c) => c.reaction },
  { name: "melee", section: "melee", read: (c) => c.melee },
];

interface Correlation {
  readonly a: string;
  readonly b: string;
  readonly r: number;
}

/** Pearson correlation of every pair of features from different sections over the deck's cards. */
export function crossSectionCorrelations(
  cards: readonly ActionCard[],
  features: readonly Feature[] = FEATURES,
): Correlation[] {
  const columns = features.map((f) => standardize(cards.map(f.read)));
  const out: Correlation[] = [];
  for (let i = 0; i < features.length; i += 1) {
    for (let j = i + 1; j < features.length; j += 1) {
      if (features[i]!.section === features[j]!.section) continue;
      out.push({ a: features[i]!.name, b: features[j]!.name, r: dot(columns[i]!, columns[j]!) / cards.length });
    }
  }
  return out;
}

function standardize(values: readonly number[]): number[] {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return values.map((v) => (sd === 0 ? 0 : (v - mean) / sd));
}

/**
 * The smallest |r| two yes/no readings can reach over the deck, given how many cards show
 * each (0 when either reading takes more than two values).
 */
function indicatorFloor(a: readonly number[], b: readonly number[]): number {
  const levelsA = [...new Set(a)];
  const levelsB = [...new Set(b)];
  if (levelsA.length !== 2 || levelsB.length !== 2) return 0;
  const n = a.length;
  const highA = Math.max(...levelsA);
  const highB = Math.max(...levelsB);
  const countA = a.filter((v) => v === highA).length;
  const countB = b.filter((v) => v === highB).length;
  const pa = countA / n;
  const pb = countB / n;
  const sd = Math.sqrt(pa * (1 - pa) * pb * (1 - pb));
  let best = Infinity;
  for (let both = Math.max(0, countA + countB - n); both <= Math.min(countA, countB); both += 1) {
    best = Math.min(best, Math.abs(both / n - pa * pb) / sd);
  }
  return best;
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < a.length; k += 1) sum += a[k]! * b[k]!;
  return sum;
}

function assemble(sets: Multisets, order: Record<SectionName, number[]>, serial: number): ActionCard {
  const k = serial - 1;
  const pick = <K extends SectionName>(name: K): SectionValues[K] => sets[name][order[name][k]!]!;
  return {
    serial,
    move: pick("move"),
    hit: pick("hit"),
    randomizer: pick("randomizer"),
    d10: pick("d10"),
    location: pick("location"),
    damage: pick("damage"),
    cover: pick("cover"),
    burst: { ...pick("burst") },
    morale: structuredClone(pick("morale")),
    scatter: { clock: pick("scatterClock"), inches: pick("scatterInches") },
    bog: { ...pick("bog") },
    reaction: pick("reaction"),
    melee: pick("melee"),
  };
}

/** Which dealt section a feature reads (scatter features read their own sub-section). */
const SECTION_OF_FEATURE: Record<string, SectionName> = {
  move: "move",
  hit: "hit",
  randomizer: "randomizer",
  d10: "d10",
  location: "location",
  damage: "damage",
  cover: "cover",
  burst: "burst",
  morale: "morale",
  scatterClock: "scatterClock",
  scatterInches: "scatterInches",
  bog: "bog",
  reaction: "reaction",
  melee: "melee",
};

interface GeneratedDeck {
  readonly deck: DeckDefinition;
  /** The seed of the restart that won. */
  readonly seed: number;
  readonly maxAbsCorrelation: number;
  readonly worst: Correlation;
}

/**
 * Deal every section to serials 1-50 and mix them (see the file comment): `restarts`
 * searches from seeds seed, seed+1, …; the one with the smallest largest excess over the
 * pair floors (then the smallest sum of squared correlations) wins. Deterministic.
 */
export function generateFrontierDeck(
  seed: number = SEED,
  steps: number = SEARCH_STEPS,
  restarts: number = SEARCH_RESTARTS,
  targets: FrontierTargets = FRONTIER_TARGETS,
): GeneratedDeck {
  const sets = sectionMultisets(targets);
  let best: { seed: number; order: Record<SectionName, number[]>; max: number; sumSq: number } | undefined;
  for (let r = 0; r < restarts; r += 1) {
    const run = dealAndMix(sets, seed + r, steps, targets.size);
    if (!best || run.max < best.max - 1e-12 || (run.max <= best.max + 1e-12 && run.sumSq < best.sumSq))
      best = { seed: seed + r, ...run };
  }
  if (!best) throw new Error("restarts must be at least 1");
  const order = best.order;
  const cards = Array.from({ length: targets.size }, (_, k) => assemble(sets, order, k + 1));
  const deck = parseDeckFile({ format: DECK_FILE_FORMAT, name: targets.name, cards });
  const correlations = crossSectionCorrelations(deck.cards);
  const worst = correlations.reduce((w, c) => (Math.abs(c.r) > Math.abs(w.r) ? c : w));
  return { deck, seed: best.seed, maxAbsCorrelation: Math.abs(worst.r), worst };
}

function dealAndMix(
  sets: Multisets,
  seed: number,
  steps: number,
  n: number,
): { order: Record<SectionName, number[]>; max: number; sumSq: number } {
  const names = Object.keys(sets) as SectionName[];
  const order = {} as Record<SectionName, number[]>;
  let chain = seed;
  for (const name of names) {
    const shuffled = seededShuffle(
      Array.from({ length: n }, (_, i) => i),
      chain,
    );
    order[name] = shuffled.items;
    chain = shuffled.nextSeed;
  }

  // Feature values of each section's multiset entries, standardized (a permutation keeps mean and sd).
  const probe = (name: SectionName, entry: number): ActionCard => {
    const single = {} as Record<SectionName, number[]>;
    for (const other of names) single[other] = [other === name ? entry : 0];
    return assemble(sets, single, 1);
  };
  const featureSection = FEATURES.map((f) => SECTION_OF_FEATURE[f.section]!);
  const entryValues = FEATURES.map((f, fi) =>
    standardize(Array.from({ length: n }, (_, e) => f.read(probe(featureSection[fi]!, e)))),
  );
  // columns[f][k] = standardized value of feature f on card k.
  const columns = FEATURES.map((_, fi) => order[featureSection[fi]!].map((e) => entryValues[fi]![e]!));
  const pairs: [number, number][] = [];
  for (let i = 0; i < FEATURES.length; i += 1) {
    for (let j = i + 1; j < FEATURES.length; j += 1) if (featureSection[i] !== featureSection[j]) pairs.push([i, j]);
  }
  const dots = pairs.map(([i, j]) => dot(columns[i]!, columns[j]!));
  // Two yes/no readings on few cards cannot reach r = 0 (e.g. 4 Out of Ammo cards vs 5 head
  // cards: 0 or 1 shared card gives |r| ≥ 0.098): aim at each pair's own floor instead.
  const floors = pairs.map(([i, j]) => indicatorFloor(entryValues[i]!, entryValues[j]!));
  const score = (values: readonly number[]) => {
    let max = 0;
    let sumSq = 0;
    for (let p = 0; p < values.length; p += 1) {
      const r = Math.abs(values[p]!) / n;
      const excess = Math.max(0, r - floors[p]! - 1e-9);
      if (excess > max) max = excess;
      sumSq += r * r;
    }
    return { max, sumSq };
  };
  let current = score(dots);
  const featuresOf = new Map<SectionName, number[]>(
    names.map((name) => [name, FEATURES.flatMap((_, fi) => (featureSection[fi] === name ? [fi] : []))]),
  );
  const next = seededStream(chain);
  const trial = dots.slice();
  for (let step = 0; step < steps; step += 1) {
    const name = names[nextBelow(next, names.length)]!;
    const a = nextBelow(next, n);
    const b = nextBelow(next, n);
    const perm = order[name];
    if (a === b || perm[a] === perm[b]) continue;
    const moved = new Set(featuresOf.get(name));
    if (moved.size === 0) continue;
    for (let p = 0; p < pairs.length; p += 1) {
      const [i, j] = pairs[p]!;
      trial[p] = dots[p]!;
      if (moved.has(i) || moved.has(j)) {
        const ci = columns[i]!;
        const cj = columns[j]!;
        // swapping cards a and b in section `name` exchanges the moved feature's values at a and b
        trial[p] = dots[p]! + (ci[b]! - ci[a]!) * (cj[a]! - cj[b]!);
      }
    }
    const candidate = score(trial);
    if (
      candidate.max < current.max - 1e-12 ||
      (candidate.max <= current.max + 1e-12 && candidate.sumSq < current.sumSq - 1e-12)
    ) {
      [perm[a], perm[b]] = [perm[b]!, perm[a]!];
      for (const fi of moved) {
        const col = columns[fi]!;
        [col[a], col[b]] = [col[b]!, col[a]!];
      }
      for (let p = 0; p < pairs.length; p += 1) dots[p] = trial[p]!;
      current = candidate;
    }
  }

  return { order, ...current };
}

/** The deck file text: one line per card section, so a reviewer can read and diff it. */
export function deckFileText(deck: DeckDefinition): string {
  const cardText = (card: ActionCard) => {
    const lines = (Object.keys(card) as (keyof ActionCard)[]).map(
      (key) => `      ${JSON.stringify(key)}: ${JSON.stringify(card[key])}`,
    );
    return `    {\n${lines.join(",\n")}\n    }`;
  };
  return `{\n  "format": ${JSON.stringify(DECK_FILE_FORMAT)},\n  "name": ${JSON.stringify(deck.name)},\n  "cards": [\n${deck.cards.map(cardText).join(",\n")}\n  ]\n}\n`;
}

function main(): void {
  const started = performance.now();
  const generated = generateFrontierDeck();
  const text = deckFileText(generated.deck);
  const ms = Math.round(performance.now() - started);
  const summary = `seed ${generated.seed}, largest |r| between sections ${generated.maxAbsCorrelation.toFixed(3)} (${generated.worst.a} vs ${generated.worst.b}), ${ms} ms`;
  if (process.argv.includes("--check")) {
    const committed = readFileSync(DECK_PATH, "utf8");
    if (committed !== text) {
      console.error(`frontier.deck.json is out of date: run npm run deck:generate (${summary})`);
      process.exit(1);
    }
    console.log(`frontier.deck.json is up to date; ${summary}`);
    return;
  }
  writeFileSync(DECK_PATH, text);
  console.log(`wrote ${DECK_PATH}; ${summary}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
