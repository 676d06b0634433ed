/**
 * Result record → what the chat card shows: the result in words and the faces of the cards
 * read, with only the sections that decided something highlighted. Pure (no Foundry global):
 * the chat message, the preview and the tests all call resultView with their own `format`.
 *
 * Every string here is plain text: the template prints it with {{ }} (escaped), so a figure
 * named "<b>Hale</b>" shows those characters and never becomes markup.
 */
import { declaredLines } from "./declared-lines";
import { coverLines } from "./cover-lines";
import { changeText, moveText } from "./change-text";
import type { ActionCard, CardSection, Grade, MoraleResult, Terrain } from "@rules/cards/schema";
import { CARD_SECTIONS, GRADES, TERRAINS } from "@rules/cards/schema";
import type { CardRead } from "@rules/cards/source";
import type { Effect, Summary } from "@rules/model";
import { asAnyResult, type AnyResult } from "@rules/results";
import { stateEffects, type ResultRecord } from "@foundry/kernel/result-record";
import {
  CardMarks,
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  Namer,
  WoundCounter,
  hasKey,
  labelOr,
  plural,
  type CardOutcome,
  type Ctx,
  type Format,
  type LineView,
} from "@foundry/kernel/result-lines";
import { activationCardName } from "@foundry/actions/turn/turn-lines";
import { headlineOf, ruleOf, writeLines, writeStored } from "./lines/chat-lines";
import { statusView, type StatusState, type StatusView } from "./result-status";

export type { Format, LineView, Tone } from "@foundry/kernel/result-lines";
export { activationCardName } from "@foundry/actions/turn/turn-lines";

interface SectionView {
  readonly section: CardSection;
  readonly label: string;
  /** What the section means, on hover ("" where none is written). */
  readonly hint: string;
  readonly value: string;
  /** Bullet holes drawn as dots (hit section). */
  readonly dots: readonly number[];
  readonly read: boolean;
}

interface MoraleCellView {
  readonly text: string;
  readonly code: MoraleResult;
  /** The cell the check read (its grade column and terrain row). */
  readonly read: boolean;
}

interface MoraleRowView {
  readonly grade: string;
  readonly cells: readonly MoraleCellView[];
}

interface CardFaceView {
  readonly serial: number;
  /** Why it was drawn, in words ("Shot", "Hit", "Morale check"). */
  readonly reason: string;
  /** What the card did, when the result says (a shot's hit or miss, a check passed or failed). */
  readonly outcome: { readonly code: CardOutcome; readonly label: string } | null;
  /** The sections the result used, shown large on the strip (the whole face is behind "Whole card"). */
  readonly used: readonly SectionView[];
  /** Every section of the face (the used ones highlighted). */
  readonly sections: readonly SectionView[];
  readonly morale: {
    readonly label: string;
    readonly hint: string;
    readonly read: boolean;
    readonly terrains: readonly string[];
    readonly rows: readonly MoraleRowView[];
  };
  /** The sections read, in words ("hit", "randomizer, cover, damage"). */
  readonly readText: string;
}

/** A big chip in the card's head: the Activation Card drawn, a command die rolled. */
interface BadgeView {
  readonly label: string;
  readonly value: string;
  readonly kind: "activation" | "die";
}

export interface ResultView extends StatusView {
  readonly procedure: string;
  /** The rule the result comes from (a rule ID): "Why?" opens its page of the rules reference. */
  readonly rule: string | null;
  readonly badges: readonly BadgeView[];
  readonly title: string;
  readonly summary: string;
  readonly lines: readonly LineView[];
  readonly cards: readonly CardFaceView[];
  /** What Apply writes, in words. */
  readonly changes: readonly string[];
  /** Moves for the players to make on the canvas. */
  readonly moves: readonly string[];
  readonly deck: string | null;
  readonly applicable: boolean;
}

/** Where the result stands and what the reader may press (result-status.ts). */
export type ViewState = StatusState;

/* ------------------------------------------------------------------ helpers */

/** Why a card was drawn, in words: "fire.hit:<id>" → "Hit effect", "bog.ford:<id>" → "Bog check". */
function reasonText(format: Format, reason: string): string {
  const key = reasonKey(reason);
  const first = reasonKey((reason.split(":")[0] ?? reason).split(".")[0] ?? reason);
  for (const k of [
    `${CHAT_KEYS}Reason.${key}`,
    `${CHAT_LINE_KEYS}Reason.${key}`,
    `${CHAT_KEYS}Reason.${first}`,
    `${CHAT_LINE_KEYS}Reason.${first}`,
  ]) {
    if (hasKey(format, k)) return format(k);
  }
  return format(`${CHAT_LINE_KEYS}Reason.card`);
}

/**
 * The card's title when the action gave none: whose move it is when the result is one figure's
 * ("Sgt. Hale moves", not "Movement"), else the kind in words ("Stampede check").
 */
function titleOf(format: Format, r: ResultRecord["result"], names: Namer): string {
  const key = reasonKey(r.procedure);
  const figureId = "figureId" in r && typeof r.figureId === "string" ? r.figureId : null;
  const whose = `${CHAT_LINE_KEYS}TitleOf.${key}`;
  if (figureId !== null && hasKey(format, whose)) return format(whose, { figure: names.figure(figureId) });
  for (const k of [`${CHAT_KEYS}Procedure.${key}`, `${CHAT_LINE_KEYS}Title.${key}`]) {
    if (hasKey(format, k)) return format(k);
  }
  return format(`${CHAT_LINE_KEYS}Title.result`);
}

function reasonKey(reason: string): string {
  const prefix = reason.split(":")[0] ?? reason;
  return prefix
    .split(".")
    .map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join("");
}

/* ------------------------------------------------------------------ card faces */

function holesText(format: Format, hit: ActionCard["hit"]): string {
  return hit === "OUT_OF_AMMO" ? format(`${CHAT_KEYS}outOfAmmo`) : String(hit);
}

function sectionValue(format: Format, card: ActionCard, section: CardSection): string {
  switch (section) {
    case "serial":
      return `#${card.serial}`;
    case "move":
      return format(`${CHAT_KEYS}inches`, { inches: card.move });
    case "hit":
      return holesText(format, card.hit);
    case "randomizer":
      return String(card.randomizer);
    case "d10":
      return String(card.d10);
    case "location":
      return format(`${CHAT_KEYS}Location.${card.location}`);
    case "damage":
      return format(`${CHAT_KEYS}DamageShort.${card.damage}`);
    case "cover":
      return format(`${CHAT_KEYS}Cover.${card.cover}`);
    case "burst": {
      const sizes = (["small", "medium", "large"] as const)
        .filter((s) => card.burst[s])
        .map((s) => format(`${CHAT_KEYS}Burst.${s}`));
      const text = sizes.length > 0 ? sizes.join(" ") : "–";
      return card.burst.stun ? `${text} !!` : text;
    }
    case "morale":
      return "";
    case "scatter":
      return format(`${CHAT_KEYS}scatterShort`, { clock: card.scatter.clock, inches: card.scatter.inches });
    case "bog": {
      // The grades of ground this card bogs, named in full (a letter each read as a code).
      const bogged = GRADES.filter((g) => card.bog[g]).map((g) => format(`COMBAT_PATROL.Grade.${g}`));
      return bogged.length > 0 ? bogged.join(", ") : "–";
    }
    case "reaction":
      return String(card.reaction);
    case "melee":
      return String(card.melee);
  }
}

/** The sections a face shows as cells (morale is its own table; serial is the heading). */
const FACE_SECTIONS = CARD_SECTIONS.filter((s) => s !== "morale" && s !== "serial");

interface MoraleCellRead {
  readonly grade: Grade;
  readonly terrain: Terrain;
}

function cardFace(
  format: Format,
  card: ActionCard,
  read: Pick<CardRead, "reason" | "sections">,
  moraleCell?: MoraleCellRead,
  outcome: CardOutcome | null = null,
): CardFaceView {
  const isRead = (s: CardSection) => read.sections.includes(s);
  const sections = FACE_SECTIONS.map((section) => ({
    section,
    label: format(`${CHAT_KEYS}Section.${section}`),
    hint: format(`COMBAT_PATROL.Tooltip.Section.${section}`),
    value: sectionValue(format, card, section),
    dots: section === "hit" && card.hit !== "OUT_OF_AMMO" ? Array.from({ length: card.hit }, (_, i) => i) : [],
    read: isRead(section),
  }));
  const moraleRead = isRead("morale");
  const used: SectionView[] = sections.filter((s) => s.read);
  if (moraleRead && moraleCell) {
    const code = card.morale[moraleCell.grade][moraleCell.terrain];
    used.push({
      section: "morale",
      label: format(`${CHAT_LINE_KEYS}moraleCell`, {
        grade: format(`COMBAT_PATROL.Grade.${moraleCell.grade}`),
        terrain: format(`${CHAT_KEYS}TerrainRow.${moraleCell.terrain}`),
      }),
      value: format(`${CHAT_KEYS}MoraleResult.${code}`),
      hint: format("COMBAT_PATROL.Tooltip.Section.morale"),
      dots: [],
      read: true,
    });
  }
  return {
    serial: card.serial,
    reason: reasonText(format, read.reason),
    outcome: outcome ? { code: outcome, label: format(`${CHAT_LINE_KEYS}Outcome.${outcome}`) } : null,
    used,
    sections,
    morale: {
      label: format(`${CHAT_KEYS}Section.morale`),
      hint: format("COMBAT_PATROL.Tooltip.Section.morale"),
      read: moraleRead,
      terrains: TERRAINS.map((t) => format(`${CHAT_KEYS}Terrain.${t}`)),
      rows: GRADES.map((grade) => ({
        grade: format(`COMBAT_PATROL.Grade.${grade}`),
        cells: TERRAINS.map((terrain) => ({
          code: card.morale[grade][terrain],
          text: format(`${CHAT_KEYS}MoraleShort.${card.morale[grade][terrain]}`),
          read: moraleRead && moraleCell !== undefined && moraleCell.grade === grade && moraleCell.terrain === terrain,
        })),
      })),
    },
    readText: read.sections.map((s) => format(`${CHAT_KEYS}Section.${s}`)).join(", "),
  };
}

/** The faces of the cards read, each section a line quoted highlighted too (CardMarks). */
function faces(ctx: Ctx, moraleCell?: MoraleCellRead): CardFaceView[] {
  const out: CardFaceView[] = [];
  for (const read of ctx.record.result.cards) {
    const card = ctx.record.cards.find((c) => c.serial === read.serial);
    if (!card) continue;
    const sections = [...read.sections, ...ctx.marks.sectionsOf(read.serial).filter((s) => !read.sections.includes(s))];
    out.push(
      cardFace(
        ctx.format,
        card,
        { reason: read.reason, sections },
        read.sections.includes("morale") ? moraleCell : undefined,
        ctx.marks.outcomeOf(read.serial),
      ),
    );
  }
  return out;
}

/* ------------------------------------------------------------------ the result's own lines */

/** The big chips in the card's head: the Activation Card drawn, each unit's command die. */
function badges(ctx: Ctx, r: AnyResult | null): BadgeView[] {
  if (r?.procedure === "activation")
    return [
      {
        label: ctx.format(`${CHAT_KEYS}Procedure.activation`),
        value: activationCardName(ctx.format, r.card.kind),
        kind: "activation",
      },
    ];
  if (r?.procedure === "commandDice")
    return r.rolls.map((roll) => ({
      label: ctx.names.unit(roll.unitId),
      value: String(roll.value),
      kind: "die" as const,
    }));
  return [];
}

/** The morale table cell a result read (its grade column and terrain row), by kind. */
function moraleCellOf(r: AnyResult | null): MoraleCellRead | undefined {
  switch (r?.procedure) {
    case "morale":
    case "napMorale":
      return { grade: r.grade, terrain: r.terrain };
    case "ow.heroMorale":
      return r.morale ? { grade: r.morale.grade, terrain: r.morale.terrain } : undefined;
    case "ow.stampedeCheck":
    case "ow.runawayCheck":
      // OW-9.2.7 / OW-9.3f the open-terrain result in the Guts column.
      return { grade: r.grade, terrain: "open" };
    case "ow.regainControl":
      // OW-9.3f the driver's Guts column, the wagon's terrain row.
      return { grade: r.grade, terrain: r.terrain };
    default:
      return undefined;
  }
}

/* ------------------------------------------------------------------ the view */

export function resultView(record: ResultRecord, format: Format, state: ViewState = {}): ResultView {
  const names = new Namer(record, format);
  const ctx: Ctx = {
    format,
    record,
    names,
    wounds: new WoundCounter(record),
    marks: new CardMarks(),
    nested: (nested) => writeStored(ctx, nested),
  };
  const r = record.result;
  const known = asAnyResult(r);
  // The lines first: they mark the sections they quote and each card's outcome for the faces.
  const lines = known ? writeLines(ctx, known) : [];
  const headline = known ? headlineOf(ctx, known) : null;
  const summary = headline ?? labelOr(format, r.summary.key, stringData(r.summary.data));
  // The headline is said once. A line that says the same words (case and punctuation
  // aside: "The Team Bolts." / "the team bolts") is left out.
  const said = sameWords(summary);
  // What the player declared against the map's reading comes first, for the GM to see (declared-lines.ts);
  // then what gave the target the cover the map read (cover-lines.ts).
  const shown = [
    ...declaredLines(r, format),
    ...coverLines(r, format),
    ...lines.filter((l) => sameWords(l.text) !== said),
  ];
  // A result that turns its pieces says the facing they turned from: each new facing reads as a clock off it.
  const turnedFrom = "turnedFrom" in r && typeof r.turnedFrom === "number" ? r.turnedFrom : null;
  const changes = stateEffects(r.effects)
    .map((e) => changeText(format, names, e, turnedFrom))
    .filter((t): t is string => t !== null);
  const moves = r.effects
    .filter((e): e is Extract<Effect, { kind: "move" }> => e.kind === "move")
    .map((e) => moveText(format, names, e));
  const applicable = stateEffects(r.effects).length > 0;
  return {
    procedure: r.procedure,
    rule: ruleOf(r.procedure),
    badges: badges(ctx, known),
    title: record.title ? summaryText(format, record.title) : titleOf(format, r, names),
    summary,
    lines: shown,
    cards: faces(ctx, moraleCellOf(known)),
    changes,
    moves,
    deck: record.deck,
    applicable,
    ...statusView(format, state, applicable),
  };
}

/** A sentence's words only (lower case, no punctuation or spaces), to tell one said twice. */
function sameWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A title the action gave: a counted phrase (its data's `count` a number and its key a plural
 * group: "one figure", "2 figures") by the count's plural form, any other by its key.
 */
function summaryText(format: Format, title: Summary): string {
  const count = title.data["count"];
  return typeof count === "number" && hasKey(format, `${title.key}.other`)
    ? plural(format, title.key, count, stringData(title.data))
    : labelOr(format, title.key, stringData(title.data));
}

function stringData(data: Readonly<Record<string, string | number | boolean>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === "boolean" ? String(v) : v]));
}
