/**
 * Help journals: how to read an Action Card, the exact odds of the shipped Frontier deck and
 * of the Activation Deck, and a guide to the compendiums. Every number is computed here from
 * the deck (src/rules/odds pool helpers over src/rules/cards/read.ts predicates) or read from
 * the packs themselves, never typed.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { d10IsEven, randomizerIsEven, showsBurst, showsHoles } from "@rules/cards/read";
import { GRADES, MORALE_RESULTS, type ActionCard, type Grade } from "@rules/cards/schema";
import { RANGE_BANDS } from "@rules/model";
import { fractionText, percentText, type Probability } from "@rules/odds/fraction";
import { cardProbability, type CardPredicate } from "@rules/odds/pool";
import { deckReport, type DeckReport, type ReportSection } from "@rules/odds/report";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { ACTIVATION_CARD_NAMES, PROCEDURE_DEFAULTS, type ActivationCardKind } from "@rules/procedures/data";
import { ACTIVATION_DECK_KEY, CARD_FACES_DIR, FRONTIER_DECK_KEY } from "./decks";
import { OWNERSHIP, SORT_STEP, STATS, docId, embed, folderDoc, journalPage, topKey, type PackSource, type SourceDoc } from "./docs";
import { terrainPage } from "./help-terrain";
import { BOOK_NAMES, RULES_REFERENCE, bookOf, sectionOf, type RuleBook, type RuleEntry } from "./rules-reference";
import { RULE_EXAMPLES } from "./rules-examples";
import { turnPages } from "./help-turn";

const pool: readonly ActionCard[] = FRONTIER_DECK.cards;

const GRADE_NAMES: Readonly<Record<Grade, string>> = { elite: "Elite", regular: "Regular", green: "Green" };
const MORALE_NAMES = {
  OK: "OK",
  STUNNED_ONE: "One figure stunned",
  RUN_FOR_COVER_ONE: "One figure runs for cover",
  FALL_BACK: "Fall back",
  ADVANCE_ONE: "One figure advances toward the enemy",
  PINNED: "Pinned",
} as const satisfies Record<(typeof MORALE_RESULTS)[number], string>;

/** "28 cards (56.0%)" */
function odds(p: Probability): string {
  const cards = Number((p.numerator * BigInt(pool.length)) / p.denominator);
  return `${cards} (${percentText(p)})`;
}
const chance = (predicate: CardPredicate): string => odds(cardProbability(pool, predicate));

function table(head: readonly string[], rows: readonly (readonly string[])[], caption: string): string {
  const th = head.map((h) => `<th>${h}</th>`).join("");
  const body = rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`).join("");
  return `<table><caption>${caption}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/* -------------------------------------------- pages */

function anatomyPage(): string {
  const sections: [string, string][] = [
    ["Serial", "The card's number in its deck; type it to play a physical card."],
    ["Movement", "Inches moved: one card on foot, two mounted, one more for a sprint or gallop (CORE-10, OW-7.1a)."],
    ["Hit indicator", "Bullet holes: a shot hits when the card shows at least the holes needed (Accuracy base + range band + one per shift). Out of Ammunition: a miss, and the weapon's Reload rule applies (CORE-5, OW-5.1, NAP-3.2)."],
    ["Hit randomizer", "Which figure is hit, counting from the nearest; even or odd for fouling and misfires (OW-5.1c, NAP-3.2)."],
    ["Ten-sided die", `Man or horse (1-${MOUNTED_DEFAULTS.horseHitUpTo} the horse), hero order, dynamite premature (even) or dud (odd) (OW-7.1g, OW-4b, OW-6.1.1).`],
    ["Hit location", "Head, torso, arm, leg: heavy cavalry armour ignores torso hits in melee (NAP-6.3)."],
    ["Damage", "Wound or Incapacitate; wounds equal to Endurance incapacitate (CORE-5.6)."],
    ["Cover", "A hit on a figure in cover is negated when the icon covers it: ANY protects soft and hard cover, HARD only hard cover (CORE-5.5)."],
    ["HE burst", "Small, medium, large icons and the stun \"!!\": a figure under a template is hit when the card shows that template's icon (CORE-9); thrown riders, carried dynamite and solid shot read them too."],
    ["Morale", "A result for each Guts grade in the open and in cover (CORE-7); herds stampede and wagons run away on an advance toward the enemy in the open (OW-9.2.7, OW-9.3f)."],
    ["Scatter", "Clock direction and inches: missed throws, artillery deviation, stampede direction (CORE-9, NAP-7.3)."],
    ["Bog", "Bogged or clear for terrain graded Green, Regular, Elite (CORE-10)."],
    ["Reaction", "A reaction check passes when the card shows at most the Reaction value (CORE-10)."],
    ["Melee", "Added to each side's hand-to-hand total (CORE-6)."],
  ];
  const items = sections.map(([name, text]) => `<li><strong>${name}</strong>: ${text}</li>`).join("");
  return `<p>Every random result is read from an Action Card, never a die. A card has these sections; each rule reads only the sections it names, and a chat card shows which ones decided the result.</p><ul>${items}</ul><p>Card faces: <code>systems/combat-patrol/${CARD_FACES_DIR}/${FRONTIER_DECK_KEY}/&lt;serial&gt;.svg</code>.</p>`;
}

/** One section of the deck report as a table: label, cards, percent, exact fraction. */
function reportTable(section: ReportSection): string {
  return table(
    ["", "Cards", "Chance", "Exact"],
    section.rows.map((r) => [r.label, String(r.cards), percentText(r.probability), fractionText(r.probability)]),
    section.title,
  );
}

/** The morale sections of the report side by side: results down, Guts and terrain across. */
function moraleTable(sections: readonly ReportSection[]): string {
  const labels = sections[0]!.rows.map((r) => r.label);
  const head = ["Result", ...sections.map((s) => s.title.replace(/^Morale, /, ""))];
  const rows = labels.map((label) => [MORALE_NAMES[label as keyof typeof MORALE_NAMES] ?? label, ...sections.map((s) => odds(s.rows.find((r) => r.label === label)!.probability))]);
  return table(head, rows, "Morale results by Guts and terrain (CORE-7): cards (chance); close order reads one grade better (NAP-5.5)");
}

/** Holes needed by Accuracy and range band, with no shift, and the cards that hit. */
function accuracyTable(): string {
  const { accuracyBase, rangeShift } = PROCEDURE_DEFAULTS;
  return table(
    ["Accuracy", ...RANGE_BANDS.map((b) => `${b} range`)],
    GRADES.map((g) => [
      `${GRADE_NAMES[g]} (${accuracyBase[g]} + range)`,
      ...RANGE_BANDS.map((b) => {
        const needed = accuracyBase[g] + rangeShift[b];
        return `${needed} holes: ${chance((c) => showsHoles(c, needed))}`;
      }),
    ]),
    "One shot with no shift: holes needed and cards that hit (each shift needs one hole more)",
  );
}

function riderTable(): string {
  return table(
    ["Test", "Cards"],
    [
      [`Ten-sided die 1-${MOUNTED_DEFAULTS.horseHitUpTo}: the horse is hit (OW-7.1g)`, chance((c) => c.d10 <= MOUNTED_DEFAULTS.horseHitUpTo)],
      [`${MOUNTED_DEFAULTS.thrownOn} burst: a rider is thrown from a hit horse`, chance((c) => showsBurst(c, MOUNTED_DEFAULTS.thrownOn))],
      ["Hit randomizer even: a muzzle-loader fouls or misfires (OW-5.1c, NAP-3.2)", chance(randomizerIsEven)],
      ["Ten-sided die even: thrown dynamite goes off early (OW-6.1.1)", chance(d10IsEven)],
    ],
    "Tests read from the same cards",
  );
}

/** The odds pages: every section of the deck report (src/rules/odds/report.ts), grouped for reading. */
function oddsPages(): [string, string][] {
  const report: DeckReport = deckReport(FRONTIER_DECK);
  const intro = `<p>Exact odds of one card drawn from a full ${report.deck} deck of ${report.cards} cards, counted card by card (the draw pile changes them as cards are drawn).</p>`;
  const groups: { title: string; ids: (id: string) => boolean; extra: () => string }[] = [
    { title: "hits, cover and damage", ids: (id) => ["hit", "cover", "damage", "location", "burst"].includes(id), extra: accuracyTable },
    { title: "morale", ids: (id) => id.startsWith("morale."), extra: () => "" },
    { title: "movement, bog, reaction and melee", ids: (id) => ["move", "bog", "reaction", "melee"].includes(id), extra: () => "" },
  ];
  const used = new Set<string>();
  const pages = groups.map(({ title, ids, extra }): [string, string] => {
    const sections = report.sections.filter((s) => ids(s.id));
    for (const s of sections) used.add(s.id);
    const body = title === "morale" ? moraleTable(sections) : sections.map(reportTable).join("");
    return [`${report.deck} deck: ${title}`, `${intro}${extra()}${body}`];
  });
  const rest = report.sections.filter((s) => !used.has(s.id));
  pages.push([`${report.deck} deck: randomizer, d10 and scatter`, `${intro}${riderTable()}${rest.map(reportTable).join("")}`]);
  return pages;
}

function activationPage(): string {
  const deck = PROCEDURE_DEFAULTS.activationDeck;
  const counts = new Map<ActivationCardKind, number>();
  for (const kind of deck) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const rows = [...counts].map(([kind, n]) => [ACTIVATION_CARD_NAMES[kind], `${n} of ${deck.length}`]);
  return `<p>The Activation Deck (CORE-3): at the start of each turn every leader, hero, herd and lit fuse rolls a command die; each number card drawn activates the units whose die shows it. Elite before a number gives Elite units with that number an extra activation; Green before a number makes Green units with that number lose it. The Hero card activates heroes whose die matches the previous card (OW-4b). End of Turn ends the turn.</p>${table(["Card", "In the deck"], rows, "Activation Deck composition")}<p>Card faces: <code>systems/combat-patrol/${CARD_FACES_DIR}/${ACTIVATION_DECK_KEY}/&lt;serial&gt;.svg</code>, the serial being the card's position in the deck.</p>`;
}

/** The compendium guide: what each pack holds, counted from the packs. */
function guidePage(packs: readonly PackSource[]): string {
  const rows = packs.map((p) => {
    const folders = p.docs.filter((d) => d._key.startsWith("!folders!")).length;
    const what = { Cards: "decks", JournalEntry: "journals", Item: "items", Actor: "actors", Adventure: "adventures" }[p.type];
    return [p.label, folders === 0 ? `${p.docs.length} ${what}` : `${p.docs.length - folders} ${what} in ${folders} folders`];
  });
  return `${table(["Compendium", "Contents"], rows, "The Combat Patrol compendiums")}
<ul>
<li><strong>Starter adventures</strong>: import one to get a ready table (map, walls, both forces placed, decks, Combat and a journal); then press <em>Begin Combat</em> and follow the journal's "Your first turn".</li>
<li><strong>Sample forces</strong>: each folder is one force. A unit, gun or wagon names its figures by actor id, so import a whole folder (or the pack) with <em>Keep Document IDs</em> checked: the chain of command, crews and drivers then resolve in your world.</li>
<li><strong>Weapons</strong> carry the table row they come from: drag one onto a figure to arm it; the first weapon of a figure is the one in use.</li>
<li><strong>Livestock</strong>: Endurance is printed as a range (e.g. 4-5). The actor keeps the range and its low end as the value; a new token draws its Endurance in the range from a card.</li>
<li><strong>Artillery</strong>: each gun reads its ranges from Table 3 by its row; assign a crew of figures and a leader.</li>
<li><strong>Decks</strong>: you need not copy them. The scenario setup (and a starter adventure's import) makes an Action Deck for every player and the Activation Deck; the decks here show what the cards hold.</li>
</ul>`;
}

/* -------------------------------------------- documents */


function journal(key: string, name: string, folder: string, sort: number, pages: readonly [string, string][]): SourceDoc {
  const _id = docId("journal", key);
  return {
    _id,
    _key: topKey("JournalEntry", _id),
    name,
    pages: embed("journal.pages", _id, pages.map(([title, content], i) => journalPage(key, title, content, (i + 1) * SORT_STEP))),
    categories: [],
    folder,
    sort,
    ownership: OWNERSHIP,
    flags: {},
    _stats: STATS,
  };
}

/** The help pack; `packs` are the other packs, for the guide's counts. */
export function helpPack(packs: readonly PackSource[]): PackSource {
  const folder = folderDoc("JournalEntry", "help/rules", "Combat Patrol help", SORT_STEP);
  const cards = journal("help/action-card", "Reading an Action Card", folder._id, SORT_STEP, [
    ["Card anatomy", anatomyPage()],
    ...oddsPages(),
  ]);
  const activation = journal("help/activation", "The Activation Deck", folder._id, 2 * SORT_STEP, [["Activation Deck", activationPage()]]);
  const guide = journal("help/guide", "Using the compendiums", folder._id, 3 * SORT_STEP, [["Compendiums", guidePage(packs)]]);
  const terrain = journal("help/terrain", "Marking terrain", folder._id, 4 * SORT_STEP, [["Marking terrain", terrainPage()]]);
  const turn = journal("help/turn", "Playing a turn", folder._id, SORT_STEP / 2, turnPages());
  const reference = referenceJournals(cards._id);
  return { name: "help", label: "Help", type: "JournalEntry", docs: [folder, turn, cards, activation, guide, terrain, reference.folder, ...reference.journals] };
}

/* -------------------------------------------- rules reference */

const SUPPORT: Readonly<Record<RuleEntry["support"], string>> = {
  auto: "The system resolves this: cards are drawn and the result applied (or offered as a button).",
  assist: "The system measures, reminds or prompts; a person decides.",
  both: "The system resolves what it can and asks a person for the rest.",
};

/** Rules whose results are read from the Action Deck: their page links the exact odds. */
const ODDS_RULES = new Set(["CORE-1", "CORE-2", "CORE-5", "CORE-6", "CORE-7", "CORE-9", "CORE-10"]);

/** A rule's worked example (rules-examples.ts), as a paragraph of its page. */
function exampleHtml(id: string): string {
  const example = RULE_EXAMPLES[id];
  return example ? `<p><strong>Example.</strong> ${example}</p>` : "";
}

const REFERENCE_JOURNALS: readonly [RuleBook, string][] = [
  ["core", "Rules reference: base game"],
  ["old-west", "Rules reference: Old West"],
  ["napoleonic", "Rules reference: Horse and Musket"],
];

/**
 * One page per rule ID of RULES.md, named "<ID> <title>" so the compendium search finds either; one journal per book.
 */
function referenceJournals(oddsJournalId: string): { folder: SourceDoc; journals: SourceDoc[] } {
  const folder = folderDoc("JournalEntry", "help/reference", "Rules reference", 2 * SORT_STEP);
  const odds = `<p>Exact odds: @UUID[Compendium.combat-patrol.help.JournalEntry.${oddsJournalId}]{Reading an Action Card}.</p>`;
  const journals = REFERENCE_JOURNALS.map(([book, name], i) =>
    journal(
      `help/reference/${book}`,
      name,
      folder._id,
      (i + 1) * SORT_STEP,
      RULES_REFERENCE.filter((r) => bookOf(r.id) === book).map((r): [string, string] => [
        `${r.id} ${r.title}`,
        `<p><strong>${BOOK_NAMES[book]}, ${book === "core" ? "reconstructed" : `section ${sectionOf(r.id)}`}</strong></p><p>${r.text}</p>${exampleHtml(r.id)}<p><em>${SUPPORT[r.support]}</em></p>${r.table ? `<h3>At the table</h3>${r.table}` : ""}${ODDS_RULES.has(r.id) ? odds : ""}`,
      ]),
    ),
  );
  return { folder, journals };
}
