/**
 * The shipped "Frontier" deck as target counts per section (CORE-2; CORE.md "Default
 * distribution over 50 cards"). These are OUR defaults, not printed numbers: review them
 * here. tools/generate-deck.ts spreads each section over serials 1-50 and writes
 * frontier.deck.json; tests/rules/cards/frontier.test.ts checks the file against this
 * module and against CORE.md's percentages.
 */
import type { ActionCard, CoverIcon, Damage, Grade, Location, MoraleResult, Terrain } from "./schema";
import { OUT_OF_AMMO } from "./schema";

/** How many of the 50 cards show each value of a section. */
export type SectionCounts<T> = ReadonlyArray<readonly [value: T, cards: number]>;

export interface FrontierTargets {
  readonly name: string;
  readonly size: number;
  readonly hit: SectionCounts<ActionCard["hit"]>;
  readonly cover: SectionCounts<CoverIcon>;
  readonly burst: SectionCounts<ActionCard["burst"]>;
  readonly damage: SectionCounts<Damage>;
  readonly morale: Readonly<Record<Grade, Readonly<Record<Terrain, SectionCounts<MoraleResult>>>>>;
  readonly bog: SectionCounts<ActionCard["bog"]>;
  readonly randomizer: SectionCounts<number>;
  readonly d10: SectionCounts<number>;
  readonly move: SectionCounts<number>;
  readonly reaction: SectionCounts<number>;
  readonly melee: SectionCounts<number>;
  readonly scatterClock: SectionCounts<number>;
  readonly scatterInches: SectionCounts<number>;
  readonly location: SectionCounts<Location>;
}

const each = (from: number, to: number, cards: number): SectionCounts<number> =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, cards] as const);

/**
 * Morale results from best to worst. Each card's morale section is built by reading every
 * column at the same rank in this order, so on one card a Green column is never better
 * than the Elite column, nor the open row better than the cover row.
 */
export const MORALE_SEVERITY: readonly MoraleResult[] = [
  "OK",
  "ADVANCE_ONE",
  "STUNNED_ONE",
  "RUN_FOR_COVER_ONE",
  "PINNED",
  "FALL_BACK",
];

const morale = (
  ok: number,
  advance: number,
  stunned: number,
  runForCover: number,
  pinned: number,
  fallBack: number,
): SectionCounts<MoraleResult> => [
  ["OK", ok],
  ["ADVANCE_ONE", advance],
  ["STUNNED_ONE", stunned],
  ["RUN_FOR_COVER_ONE", runForCover],
  ["PINNED", pinned],
  ["FALL_BACK", fallBack],
];

const burst = (small: boolean, medium: boolean, large: boolean, stun: boolean): ActionCard["burst"] => ({
  small,
  medium,
  large,
  stun,
});
const bog = (green: boolean, regular: boolean, elite: boolean): ActionCard["bog"] => ({ green, regular, elite });

export const FRONTIER_TARGETS: FrontierTargets = {
  name: "Frontier",
  size: 50,
  /**
   * At least k holes on 35/28/21/14/8/4 cards (70/56/42/28/16/8 %) for k = 1..6;
   * OUT_OF_AMMO on 4 cards counts as no holes; so 0 holes on 50 - 35 - 4 = 11 cards.
   */
  hit: [
    [OUT_OF_AMMO, 4],
    [0, 11],
    [1, 7],
    [2, 7],
    [3, 7],
    [4, 6],
    [5, 4],
    [6, 4],
  ],
  /** ANY 30 % (soft cover saves 30 %), HARD 20 % (hard cover saves ANY + HARD = 50 %). */
  cover: [
    ["NONE", 25],
    ["ANY", 15],
    ["HARD", 10],
  ],
  /**
   * small 25, medium 17, large 10 cards (large ⇒ medium ⇒ small); stun "!!" on 10 cards,
   * spread over every burst size roughly in proportion (2 + 2 + 2 + 4).
   */
  burst: [
    [burst(true, true, true, true), 2],
    [burst(true, true, true, false), 8],
    [burst(true, true, false, true), 2],
    [burst(true, true, false, false), 5],
    [burst(true, false, false, true), 2],
    [burst(true, false, false, false), 6],
    [burst(false, false, false, true), 4],
    [burst(false, false, false, false), 21],
  ],
  /** INCAPACITATE 40 %. */
  damage: [
    ["WOUND", 30],
    ["INCAPACITATE", 20],
  ],
  /**
   * OK: Elite/cover 40 (80 %), Regular/cover 32, Green/cover 24, Elite/open 32, Regular/open 24,
   * Green/open 16 (32 %). ADVANCE_ONE: 4 in cover, 4/6/8 in the open. The rest worsens from
   * Elite to Green and from cover to open: for every result, the cards showing that result
   * or a worse one (MORALE_SEVERITY order) never decrease.
   */
  morale: {
    elite: { cover: morale(40, 4, 3, 1, 1, 1), open: morale(32, 4, 5, 4, 3, 2) },
    regular: { cover: morale(32, 4, 6, 2, 3, 3), open: morale(24, 6, 5, 6, 5, 4) },
    green: { cover: morale(24, 4, 7, 3, 6, 6), open: morale(16, 8, 5, 6, 7, 8) },
  },
  /** Bogged on Green terrain 5 cards (10 %), Regular 10 (20 %), Elite 18 (36 %), nested. */
  bog: [
    [bog(true, true, true), 5],
    [bog(false, true, true), 5],
    [bog(false, false, true), 8],
    [bog(false, false, false), 32],
  ],
  randomizer: each(1, 10, 5),
  d10: each(1, 10, 5),
  move: [
    [3, 5],
    [4, 7],
    [5, 9],
    [6, 9],
    [7, 9],
    [8, 7],
    [9, 4],
  ],
  /** 8 or 9 cards a value: the middle values 3 and 4 get the two extra cards. */
  reaction: [
    [1, 8],
    [2, 8],
    [3, 9],
    [4, 9],
    [5, 8],
    [6, 8],
  ],
  melee: [
    [0, 8],
    [1, 8],
    [2, 9],
    [3, 9],
    [4, 8],
    [5, 8],
  ],
  /** 4 or 5 cards a direction: 12 and 6 o'clock (straight on, straight back) get 5. */
  scatterClock: each(1, 12, 4).map(
    ([clock, cards]) => [clock, clock === 12 || clock === 6 ? cards + 1 : cards] as const,
  ),
  scatterInches: [
    [1, 8],
    [2, 8],
    [3, 9],
    [4, 9],
    [5, 8],
    [6, 8],
  ],
  location: [
    ["head", 5],
    ["torso", 20],
    ["arm", 12],
    ["leg", 13],
  ],
};

/** Every value of a section, one entry per card, in the order of the counts. */
export function expandCounts<T>(counts: SectionCounts<T>): T[] {
  return counts.flatMap(([value, cards]) => Array.from({ length: cards }, () => value));
}

/**
 * The 50 morale sections: every Guts column and terrain row read at the same rank of
 * MORALE_SEVERITY (rank i of each sorted column goes on the same card).
 */
export function frontierMoraleRows(targets: FrontierTargets = FRONTIER_TARGETS): ActionCard["morale"][] {
  const column = (grade: Grade, terrain: Terrain) =>
    expandCounts(targets.morale[grade][terrain]).sort(
      (a, b) => MORALE_SEVERITY.indexOf(a) - MORALE_SEVERITY.indexOf(b),
    );
  const cols = {
    elite: { open: column("elite", "open"), cover: column("elite", "cover") },
    regular: { open: column("regular", "open"), cover: column("regular", "cover") },
    green: { open: column("green", "open"), cover: column("green", "cover") },
  };
  return Array.from({ length: targets.size }, (_, i) => ({
    elite: { open: cols.elite.open[i]!, cover: cols.elite.cover[i]! },
    regular: { open: cols.regular.open[i]!, cover: cols.regular.cover[i]! },
    green: { open: cols.green.open[i]!, cover: cols.green.cover[i]! },
  }));
}
