/**
 * What every line writer of the chat card shares (a writer per result kind): the view
 * types of a line, the namer of figures and units, the wound counter, and the plural helper.
 * Pure: no Foundry global (the chat message, the preview and the tests pass their own `format`).
 */
import type { ActionCard, CardSection } from "@rules/cards/schema";
import type { ActivationCost } from "@rules/old-west/common";
import type { ProcedureResult } from "@rules/model";
import type { ResultKind, ResultOf } from "@rules/results";
import type { ResultRecord } from "./result-record";
import type { Format } from "@foundry/shared/format";

export type { Format };

/** Does the lang file have this key? (`format.has` when given, else the key comes back unchanged). */
export function hasKey(format: Format, key: string): boolean {
  return format.has ? format.has(key) : format(key) !== key;
}

/** The chat card's keys. */
export const CHAT_KEYS = "COMBAT_PATROL.Chat.";
/** The line writers' own keys (lang/en.json COMBAT_PATROL.ChatLines). */
export const CHAT_LINE_KEYS = "COMBAT_PATROL.ChatLines.";

export type Tone = "hit" | "miss" | "saved" | "bad" | "good" | "neutral";

export interface LineView {
  readonly text: string;
  readonly tone: Tone;
  /** Indented under the line before (a hit's effect under its shot). */
  readonly sub: boolean;
}

export function line(text: string, tone: Tone = "neutral", sub = false): LineView {
  return { text, tone, sub };
}

/**
 * The plural form of a count in the language shown: `key.one` / `key.other` (and the other CLDR
 * categories a language has), chosen by Intl.PluralRules; `.other` when the language has no key
 * for that category; `.zero` for a count of 0 when the key has one. The count is passed as
 * {count}. The one place the chat chooses a plural.
 */
export function plural(
  format: Format,
  key: string,
  count: number,
  data: Readonly<Record<string, string | number>> = {},
  lang = "en",
): string {
  const full = { ...data, count };
  // An explicit zero form where the lang file has one ("no morale marker"), as most i18n tools allow.
  if (count === 0 && hasKey(format, `${key}.zero`)) return format(`${key}.zero`, full);
  const category = new Intl.PluralRules(lang).select(count);
  return hasKey(format, `${key}.${category}`) ? format(`${key}.${category}`, full) : format(`${key}.other`, full);
}

/** "one hole", "3 holes": the bullet holes a shot needs, in words; "–" when not known. */
export function holesText(format: Format, needed: number | null | undefined): string {
  return typeof needed === "number" ? plural(format, `${CHAT_LINE_KEYS}Holes`, needed) : "–";
}

/** A localized label, or a readable form of the key's last part when the lang file has none. */
export function labelOr(format: Format, key: string, data?: Readonly<Record<string, string | number>>): string {
  if (hasKey(format, key)) return format(key, data);
  const last = key.split(".").pop() ?? key;
  return last
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
}

export class Namer {
  constructor(
    private readonly record: ResultRecord,
    private readonly format: Format,
    /** Names a writer gives to sides that are no figure of the record (the overturning wagon). */
    private readonly extra: Readonly<Record<string, string>> = {},
  ) {}

  /** This namer, also naming these ids (a side the engine makes up, such as the overturning wagon). */
  with(extra: Readonly<Record<string, string>>): Namer {
    return new Namer(this.record, this.format, { ...this.extra, ...extra });
  }

  figure(id: string | null): string {
    if (id === null) return this.format(`${CHAT_KEYS}nobody`);
    return (
      this.extra[id] ?? this.record.figures[id]?.name ?? this.record.units[id] ?? this.format(`${CHAT_KEYS}unknown`)
    );
  }

  unit(id: string): string {
    return this.record.units[id] ?? this.record.figures[id]?.name ?? this.format(`${CHAT_KEYS}unknown`);
  }

  /** Several figures: "Kid Curry, Sgt. Hale". */
  figures(ids: readonly string[]): string {
    return ids.map((id) => this.figure(id)).join(", ");
  }
}

/** Wounds each figure carries as the result is read in order (starts from the record's notes). */
export class WoundCounter {
  private readonly wounds = new Map<string, number>();
  constructor(private readonly record: ResultRecord) {}

  add(id: string, n = 1): { wounds: number; endurance: number } {
    const note = this.record.figures[id];
    const now = (this.wounds.get(id) ?? note?.wounds ?? 0) + n;
    this.wounds.set(id, now);
    return { wounds: now, endurance: note?.endurance ?? now };
  }
}

/**
 * What the lines say of each card beyond the sections the engine recorded as read: a section a
 * line quotes (the hit location of an effect card) and the card's outcome (a shot's hit or miss),
 * so the card face highlights what the line says and a hit and a miss differ at a glance.
 */
export class CardMarks {
  private readonly sections = new Map<number, Set<CardSection>>();
  private readonly outcomes = new Map<number, CardOutcome>();

  section(serial: number | null | undefined, section: CardSection): void {
    if (serial === null || serial === undefined) return;
    const set = this.sections.get(serial) ?? new Set<CardSection>();
    set.add(section);
    this.sections.set(serial, set);
  }

  /** The first outcome given for a card stands (a card read twice keeps its first meaning). */
  outcome(serial: number | null | undefined, outcome: CardOutcome): void {
    if (serial === null || serial === undefined || this.outcomes.has(serial)) return;
    this.outcomes.set(serial, outcome);
  }

  sectionsOf(serial: number): readonly CardSection[] {
    return [...(this.sections.get(serial) ?? [])];
  }

  outcomeOf(serial: number): CardOutcome | null {
    return this.outcomes.get(serial) ?? null;
  }
}

/** What a card did, shown on its face: a hit, a miss, a hit saved by cover, a check passed or failed, a fight won or lost. */
export type CardOutcome = "hit" | "miss" | "saved" | "passed" | "failed" | "won" | "lost";

export interface Ctx {
  readonly format: Format;
  readonly record: ResultRecord;
  readonly names: Namer;
  readonly wounds: WoundCounter;
  readonly marks: CardMarks;
  /** The lines of a result this one carries (an Activation Card's supplements), written by its own kind's writer. */
  readonly nested: (result: ProcedureResult) => LineView[];
}

export function cardOf(record: ResultRecord, serial: number | null | undefined): ActionCard | undefined {
  return serial === null || serial === undefined ? undefined : record.cards.find((c) => c.serial === serial);
}

/** The serial of the first card read whose reason starts with `prefix` ("?" when none). */
export function serialOf(ctx: Ctx, prefix: string): number | string {
  return ctx.record.result.cards.find((c) => c.reason.startsWith(prefix))?.serial ?? "?";
}

/** Where a card's hit lands, in words ("arm"), or "" without the card. */
export function locationOf(ctx: Ctx, serial: number | null | undefined): string {
  const card = cardOf(ctx.record, serial);
  if (!card) return "";
  ctx.marks.section(card.serial, "location");
  return ctx.format(`${CHAT_KEYS}Location.${card.location}`);
}

type HurtOutcome = "wounded" | "incapacitated" | "saved" | "none" | "missed";

/** What a hit did to a figure, in words: "wounded (1 of 2 wounds)", "incapacitated", "saved by cover". */
export function outcomeText(ctx: Ctx, figureId: string, outcome: HurtOutcome, note?: string): string {
  const { format } = ctx;
  if (outcome === "wounded") return format(`${CHAT_KEYS}Outcome.wounded`, ctx.wounds.add(figureId));
  if (outcome === "incapacitated") return format(`${CHAT_KEYS}Outcome.incapacitated`);
  if (outcome === "saved") return format(`${CHAT_KEYS}Outcome.saved`);
  if (note) return labelOr(format, note);
  return format(`${CHAT_KEYS}Outcome.none`);
}

/** OW costs: "it takes 1 activation (reload)". */
export function costLine(ctx: Ctx, cost: ActivationCost | null): LineView[] {
  if (!cost) return [];
  return [
    line(
      plural(ctx.format, `${CHAT_LINE_KEYS}cost`, cost.activations, { action: labelOr(ctx.format, cost.action) }),
      "neutral",
      true,
    ),
  ];
}

/** Grade in words ("Regular"). */
export function gradeName(ctx: Ctx, grade: string): string {
  return ctx.format(`COMBAT_PATROL.Grade.${grade}`);
}

/** Inches rounded to 0.01 for reading. */
export function inches(n: number): number {
  return Math.round(n * 100) / 100;
}

export type LineWriter<R> = (ctx: Ctx, result: R) => LineView[];

/** A result kind's headline, where the engine's summary is no player wording (a count without its plural, a rule value). */
export type Headline<K extends ResultKind> = (ctx: Ctx, result: ResultOf<K>) => string;
