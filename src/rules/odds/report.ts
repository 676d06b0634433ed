/**
 * The exact odds of every section of a deck (CORE-2): what `npm run deck:report` prints,
 * and what a GM sees when importing a deck file. Every figure is a count of cards over the
 * deck size, read through src/rules/cards/read.ts.
 */
import type { DeckDefinition } from "../cards/deck-file";
import {
  coverSaves,
  isBogged,
  isOutOfAmmo,
  moraleResult,
  reactionPasses,
  showsBurst,
  showsHoles,
  showsStun,
} from "../cards/read";
import { MORALE_SEVERITY } from "../cards/frontier-targets";
import { BURST_SIZES, GRADES, LOCATIONS, TERRAINS, type ActionCard, type Grade, type Terrain } from "../cards/schema";
import { fractionText, percentText, type Probability } from "./fraction";
import { cardProbability, sectionDistribution, type CardPredicate } from "./pool";

/** One line of the report: a label and the probability that one card drawn shows it. */
interface ReportRow {
  readonly label: string;
  readonly cards: number;
  readonly probability: Probability;
}

export interface ReportSection {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly ReportRow[];
}

export interface DeckReport {
  readonly deck: string;
  readonly cards: number;
  readonly sections: readonly ReportSection[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every section's odds over the deck (or over any pool of its cards). */
export function deckReport(deck: DeckDefinition, pool: readonly ActionCard[] = deck.cards): DeckReport {
  const row = (label: string, predicate: CardPredicate): ReportRow => {
    const probability = cardProbability(pool, predicate);
    return { label, cards: pool.filter(predicate).length, probability };
  };
  const values = <K extends string | number>(
    read: (card: ActionCard) => K,
    all: readonly K[],
    label: (v: K) => string = String,
  ): ReportRow[] =>
    sectionDistribution(pool, read, all).map((o) => ({
      label: label(o.value),
      cards: o.cards,
      probability: o.probability,
    }));

  const morale: ReportSection[] = GRADES.flatMap((grade: Grade) =>
    TERRAINS.map((terrain: Terrain) => ({
      id: `morale.${grade}.${terrain}`,
      title: `Morale, ${grade} Guts, ${terrain}`,
      rows: values((c) => moraleResult(c, grade, terrain), MORALE_SEVERITY),
    })),
  );

  return {
    deck: deck.name,
    cards: pool.length,
    sections: [
      {
        id: "hit",
        title: "Hit: bullet holes (a shot hits when the card shows at least the holes needed)",
        rows: [
          ...range(1, 6).map((k) => row(`at least ${k}`, (c) => showsHoles(c, k))),
          row("OUT_OF_AMMO", isOutOfAmmo),
        ],
      },
      {
        id: "cover",
        title: "Cover: the hit is negated",
        rows: [
          row("soft cover (ANY)", (c) => coverSaves(c, "soft")),
          row("hard cover (ANY or HARD)", (c) => coverSaves(c, "hard")),
        ],
      },
      {
        id: "burst",
        title: "Burst icons (HE templates)",
        rows: [...BURST_SIZES.map((size) => row(size, (c) => showsBurst(c, size))), row("stun !!", showsStun)],
      },
      { id: "damage", title: "Damage", rows: values((c) => c.damage, ["WOUND", "INCAPACITATE"]) },
      ...morale,
      {
        id: "bog",
        title: "Bog: bogged on terrain graded",
        rows: (["green", "regular", "elite"] as const).map((grade) => row(grade, (c) => isBogged(c, grade))),
      },
      { id: "move", title: "Move (inches)", rows: values((c) => c.move, range(3, 9)) },
      {
        id: "reaction",
        title: "Reaction check passes for a Reaction value of",
        rows: range(1, 6).map((value) => row(String(value), (c) => reactionPasses(c, value))),
      },
      { id: "melee", title: "Melee card value", rows: values((c) => c.melee, range(0, 5)) },
      { id: "randomizer", title: "Hit randomizer", rows: values((c) => c.randomizer, range(1, 10)) },
      { id: "d10", title: "d10 icon", rows: values((c) => c.d10, range(1, 10)) },
      { id: "location", title: "Hit location", rows: values((c) => c.location, LOCATIONS) },
      { id: "scatter.clock", title: "Scatter direction (o'clock)", rows: values((c) => c.scatter.clock, range(1, 12)) },
      { id: "scatter.inches", title: "Scatter distance (inches)", rows: values((c) => c.scatter.inches, range(1, 6)) },
    ],
  };
}

/** The report as one JSON-ready object: section id -> label -> { cards, fraction, percent }. */
export function deckReportJson(report: DeckReport): {
  deck: string;
  cards: number;
  sections: Record<string, { title: string; odds: Record<string, { cards: number; fraction: string; value: number }> }>;
} {
  const sections: Record<
    string,
    { title: string; odds: Record<string, { cards: number; fraction: string; value: number }> }
  > = {};
  for (const section of report.sections) {
    const odds: Record<string, { cards: number; fraction: string; value: number }> = {};
    for (const r of section.rows)
      odds[r.label] = { cards: r.cards, fraction: fractionText(r.probability), value: r.probability.value };
    sections[section.id] = { title: section.title, odds };
  }
  return { deck: report.deck, cards: report.cards, sections };
}

/** The report as a readable text table. */
export function deckReportText(report: DeckReport): string {
  const lines = [`Deck "${report.deck}": ${report.cards} cards. P(one card drawn shows it), exact.`];
  for (const section of report.sections) {
    lines.push("", section.title);
    const width = Math.max(...section.rows.map((r) => r.label.length));
    for (const r of section.rows) {
      lines.push(
        `  ${r.label.padEnd(width)}  ${String(r.cards).padStart(3)} card${r.cards === 1 ? " " : "s"} ${percentText(r.probability).padStart(6)}  ${fractionText(r.probability)}`,
      );
    }
  }
  return lines.join("\n");
}
