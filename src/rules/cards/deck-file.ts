/**
 * Deck files, format `combat-patrol-deck/1` (CORE-1, CORE-2; CORE.md "Deck files").
 *
 * A deck file is a user-facing exchange format: 50 cards with serials 1-50, each once,
 * plus optional `overrides` keyed by serial that change single sections of a card.
 * The base cards are validated first, then each override is merged into its card and
 * the merged card is validated again. Every problem names the card serial and the field
 * path, e.g. `card 17: morale.regular.open: expected one of OK|STUNNED_ONE|…`.
 */
import { z } from "../zod";
import { RulesError } from "../errors";
import { actionCardSchema, moraleRowSchema, type ActionCard } from "./schema";

export const DECK_FILE_FORMAT = "combat-patrol-deck/1" as const;
/** The Action Deck holds 50 cards, serials 1-50 (CORE.md "The Action Card"). */
export const DECK_SIZE = 50;
/**
 * Guards for pasted text (the import dialog): a deck name is a title, not a document; the issue
 * list stops after this many problems (fix those first); a file with more than twice the cards
 * of a deck is refused by its count alone (checking each card of a huge file would freeze the GM's
 * window); a value quoted in an issue is cut to a few words.
 */
export const DECK_NAME_MAX = 100;
export const MAX_ISSUES = 100;
const MAX_CARDS_CHECKED = 2 * DECK_SIZE;
const QUOTE_MAX = 40;

/** A validated deck: cards in serial order, so `cards[serial - 1]` is that card. */
export interface DeckDefinition {
  readonly name: string;
  readonly cards: readonly ActionCard[];
}

/** Burst icons nest: large implies medium implies small (CORE.md "Default distribution"). */
export const deckCardSchema = actionCardSchema.check(
  z.superRefine((card, ctx) => {
    if (card.burst.large && !card.burst.medium) {
      ctx.addIssue({
        code: "custom",
        path: ["burst", "medium"],
        message: "a large burst implies medium (large ⇒ medium ⇒ small)",
      });
    }
    if (card.burst.medium && !card.burst.small) {
      ctx.addIssue({
        code: "custom",
        path: ["burst", "small"],
        message: "a medium burst implies small (large ⇒ medium ⇒ small)",
      });
    }
  }),
);

const shape = actionCardSchema.shape;

/** One override: any card section, nested sections partial; the serial is the key, never a field. */
export const cardOverrideSchema = z.partial(
  z.strictObject({
    move: shape.move,
    hit: shape.hit,
    randomizer: shape.randomizer,
    d10: shape.d10,
    location: shape.location,
    damage: shape.damage,
    cover: shape.cover,
    burst: z.partial(shape.burst),
    morale: z.partial(
      z.strictObject({
        elite: z.partial(moraleRowSchema),
        regular: z.partial(moraleRowSchema),
        green: z.partial(moraleRowSchema),
      }),
    ),
    scatter: z.partial(shape.scatter),
    bog: z.partial(shape.bog),
    reaction: shape.reaction,
    melee: shape.melee,
  }),
);

export type CardOverride = z.infer<typeof cardOverrideSchema>;

/** The deck file as a whole; `$schema` lets an editor find the JSON Schema (schemas/deck-file.schema.json). */
export const deckFileShellSchema = z.strictObject({
  $schema: z.optional(z.string()),
  format: z.literal(DECK_FILE_FORMAT),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(DECK_NAME_MAX)),
  cards: z.array(z.unknown()),
  overrides: z.optional(z.record(z.string(), z.unknown())),
});

/** The deck file as written (before overrides are applied). */
export interface DeckFile {
  readonly format: typeof DECK_FILE_FORMAT;
  readonly name: string;
  readonly cards: readonly ActionCard[];
  readonly overrides?: Readonly<Record<string, CardOverride>>;
}

/**
 * Thrown by parseDeckFile: `issues` lists every readable problem. Its message is one line with the
 * first problem (a notification is no place for a list of 100): Deck import lists them all.
 */
export class DeckFileError extends RulesError {
  constructor(readonly issues: readonly string[]) {
    super("COMBAT_PATROL.Error.deckFile", { issue: issues[0] ?? "" });
    this.name = "DeckFileError";
  }
}

export type DeckFileValidation =
  { readonly ok: true; readonly deck: DeckDefinition } | { readonly ok: false; readonly issues: readonly string[] };

/** Validate a deck file without throwing. At most MAX_ISSUES issues are listed (then a last line says so). */
export function validateDeckFile(json: unknown): DeckFileValidation {
  const result = validateAll(json);
  if (result.ok || result.issues.length <= MAX_ISSUES) return result;
  return {
    ok: false,
    issues: [...result.issues.slice(0, MAX_ISSUES), `… more problems not listed: fix these ${MAX_ISSUES} first`],
  };
}

function validateAll(json: unknown): DeckFileValidation {
  const issues: string[] = [];
  const shell = deckFileShellSchema.safeParse(json, { reportInput: true });
  if (!shell.success) {
    for (const issue of shell.error.issues) {
      if (issue.path[0] === "cards" || issue.path[0] === "overrides") {
        if (issue.path.length > 1) continue;
      }
      issues.push(describeIssue(issue.path.length ? issue.path.join(".") : "deck", issue));
    }
    return { ok: false, issues };
  }
  const file = shell.data;

  const cards = validateBaseCards(file.cards, issues);
  if (issues.length) return { ok: false, issues };

  const bySerial = new Map(cards.map((c) => [c.serial, c] as const));
  // JSON.parse keeps a "__proto__" member as an own key, but copying it into a plain object sets the
  // prototype instead: the parsed record has lost it. Such a key names no card: it is reported.
  const rawOverrides: unknown = typeof json === "object" && json !== null ? Reflect.get(json, "overrides") : undefined;
  if (typeof rawOverrides === "object" && rawOverrides !== null && Object.hasOwn(rawOverrides, "__proto__"))
    issues.push(`override ${quote("__proto__")}: no card with this serial in the deck (serials 1-${DECK_SIZE})`);
  for (const [key, raw] of Object.entries(file.overrides ?? {})) {
    const serial = Number(key);
    const base = /^\d+$/.test(key) ? bySerial.get(serial) : undefined;
    if (!base) {
      issues.push(`override ${quote(key)}: no card with this serial in the deck (serials 1-${DECK_SIZE})`);
      continue;
    }
    const override = cardOverrideSchema.safeParse(raw, { reportInput: true });
    if (!override.success) {
      for (const issue of override.error.issues) {
        issues.push(
          `card ${serial}: ${pathLabel(["overrides", ...issue.path])}${describeIssue("", issue, issue.path)}`,
        );
      }
      continue;
    }
    const merged = deckCardSchema.safeParse(applyOverride(base, override.data), { reportInput: true });
    if (!merged.success) {
      for (const issue of merged.error.issues)
        issues.push(`card ${serial} (with overrides): ${pathLabel(issue.path)}${describeIssue("", issue, issue.path)}`);
      continue;
    }
    bySerial.set(serial, merged.data);
  }
  if (issues.length) return { ok: false, issues };

  const ordered = [...bySerial.values()].sort((a, b) => a.serial - b.serial);
  return { ok: true, deck: { name: file.name, cards: ordered } };
}

/** Validate a deck file; throws DeckFileError (key COMBAT_PATROL.Error.deckFile) listing every issue. */
export function parseDeckFile(json: unknown): DeckDefinition {
  const result = validateDeckFile(json);
  if (!result.ok) throw new DeckFileError(result.issues);
  return result.deck;
}

/** Merge an override into a card, section by section (nested sections field by field). */
export function applyOverride(card: ActionCard, override: CardOverride): ActionCard {
  return {
    ...card,
    ...definedOnly({
      move: override.move,
      hit: override.hit,
      randomizer: override.randomizer,
      d10: override.d10,
      location: override.location,
      damage: override.damage,
      cover: override.cover,
      reaction: override.reaction,
      melee: override.melee,
    }),
    burst: { ...card.burst, ...definedOnly(override.burst ?? {}) },
    morale: {
      elite: { ...card.morale.elite, ...definedOnly(override.morale?.elite ?? {}) },
      regular: { ...card.morale.regular, ...definedOnly(override.morale?.regular ?? {}) },
      green: { ...card.morale.green, ...definedOnly(override.morale?.green ?? {}) },
    },
    scatter: { ...card.scatter, ...definedOnly(override.scatter ?? {}) },
    bog: { ...card.bog, ...definedOnly(override.bog ?? {}) },
  };
}

/** The deck as a deck file (no overrides), e.g. for export or the generator. */
export function toDeckFile(deck: DeckDefinition): DeckFile {
  return { format: DECK_FILE_FORMAT, name: deck.name, cards: deck.cards };
}

/** The card with this serial; undefined if the deck has none. */
export function cardBySerial(deck: DeckDefinition, serial: number): ActionCard | undefined {
  const card = deck.cards[serial - 1];
  return card && card.serial === serial ? card : deck.cards.find((c) => c.serial === serial);
}

function validateBaseCards(rawCards: readonly unknown[], issues: string[]): ActionCard[] {
  if (rawCards.length !== DECK_SIZE)
    issues.push(`cards: expected exactly ${DECK_SIZE} cards, got ${rawCards.length}${serialsAmiss(rawCards)}`);
  if (rawCards.length > MAX_CARDS_CHECKED) return [];
  const cards: ActionCard[] = [];
  const positions = new Map<number, number[]>();
  let unnamed = false;
  rawCards.forEach((raw, index) => {
    if (issues.length > MAX_ISSUES) return;
    const serial = rawSerial(raw);
    if (serial === undefined) unnamed = true;
    else positions.set(serial, [...(positions.get(serial) ?? []), index + 1]);
    const label = serial === undefined ? `card at position ${index + 1} (no valid serial)` : `card ${serial}`;
    const parsed = deckCardSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push(`${label}: ${pathLabel(issue.path)}${describeIssue("", issue, issue.path)}`);
      return;
    }
    cards.push(parsed.data);
  });
  for (const [serial, at] of positions) {
    if (at.length > 1)
      issues.push(`card ${serial}: serial: appears ${at.length} times (cards at positions ${at.join(", ")})`);
  }
  if (rawCards.length === DECK_SIZE && !unnamed) {
    for (let serial = 1; serial <= DECK_SIZE; serial += 1) {
      if (!positions.has(serial)) issues.push(`cards: serial ${serial} is missing`);
    }
  }
  return cards;
}

/** " (missing serial 17; serial 3 twice)": which serials 1-50 are missing or doubled; "" when none can be told. */
function serialsAmiss(rawCards: readonly unknown[]): string {
  if (rawCards.length > MAX_CARDS_CHECKED) return "";
  const seen = new Map<number, number>();
  for (const raw of rawCards) {
    const serial = rawSerial(raw);
    if (serial !== undefined) seen.set(serial, (seen.get(serial) ?? 0) + 1);
  }
  const missing: number[] = [];
  for (let serial = 1; serial <= DECK_SIZE; serial += 1) if (!seen.has(serial)) missing.push(serial);
  const doubled = [...seen].filter(([, n]) => n > 1).sort((a, b) => a[0] - b[0]);
  const list = (xs: readonly string[]) => (xs.length > 10 ? `${xs.slice(0, 10).join(", ")}, …` : xs.join(", "));
  const parts: string[] = [];
  if (missing.length) parts.push(`missing serial${missing.length > 1 ? "s" : ""} ${list(missing.map(String))}`);
  if (doubled.length)
    parts.push(list(doubled.map(([serial, n]) => `serial ${serial} ${n === 2 ? "twice" : `${n} times`}`)));
  return parts.length ? ` (${parts.join("; ")})` : "";
}

function rawSerial(raw: unknown): number | undefined {
  if (typeof raw === "object" && raw !== null && "serial" in raw) {
    const serial = raw.serial;
    if (typeof serial === "number" && Number.isInteger(serial)) return serial;
  }
  return undefined;
}

function pathLabel(path: readonly PropertyKey[]): string {
  return path.length ? `${path.map(String).join(".")}: ` : "";
}

/**
 * What a card field accepts, read from the card schema, e.g. "an integer 3-9" for move or
 * "0-6 or OUT_OF_AMMO" for hit. Undefined when the path is not a single card field.
 */
export function expectedForField(path: readonly PropertyKey[]): string | undefined {
  let node: z.core.$ZodType = actionCardSchema;
  for (const key of path) {
    while (node instanceof z.core.$ZodOptional) node = node._zod.def.innerType;
    if (!(node instanceof z.core.$ZodObject) || typeof key !== "string") return undefined;
    const child: z.core.$ZodType | undefined = node._zod.def.shape[key];
    if (!child) return undefined;
    node = child;
  }
  return describeSchema(node);
}

/**
 * Read through zod's core classes (`_zod.def`): zod/mini has no `minValue` or `options` getters. Card numbers have
 * inclusive bounds only.
 */
function describeSchema(node: z.core.$ZodType): string | undefined {
  if (node instanceof z.core.$ZodNumber) {
    let min = Number.NEGATIVE_INFINITY;
    let max = Number.POSITIVE_INFINITY;
    for (const check of node._zod.def.checks ?? []) {
      const def = check._zod.def;
      if (def.check === "greater_than" && "value" in def) min = Math.max(min, Number(def.value));
      if (def.check === "less_than" && "value" in def) max = Math.min(max, Number(def.value));
    }
    return `an integer ${String(min)}-${String(max)}`;
  }
  if (node instanceof z.core.$ZodBoolean) return "true or false";
  if (node instanceof z.core.$ZodEnum) return `one of ${[...node._zod.values].map(String).join("|")}`;
  if (node instanceof z.core.$ZodLiteral)
    return node._zod.def.values.length === 1 ? String(node._zod.def.values[0]) : undefined;
  if (node instanceof z.core.$ZodUnion) {
    const parts = node._zod.def.options.map((option: z.core.$ZodType) => describeSchema(option));
    if (parts.some((p: string | undefined) => p === undefined)) return undefined;
    return parts.map((p: string | undefined) => String(p).replace(/^an integer /, "")).join(" or ");
  }
  return undefined;
}

/** A zod issue in words: what was expected (and what was found when it helps). */
function describeIssue(prefix: string, issue: z.core.$ZodIssue, cardPath?: readonly PropertyKey[]): string {
  const head = prefix ? `${prefix}: ` : "";
  const input: unknown = "input" in issue ? issue.input : undefined;
  const missing = "input" in issue && input === undefined;
  const expect = (what: string) =>
    missing ? `${head}missing, expected ${what}` : `${head}expected ${what}, got ${show(input)}`;
  const field = cardPath ? expectedForField(cardPath) : undefined;
  if (field && issue.code !== "unrecognized_keys" && issue.code !== "custom") return expect(field);
  switch (issue.code) {
    case "invalid_value":
      return expect(
        issue.values.length === 1 ? String(issue.values[0]) : `one of ${issue.values.map(String).join("|")}`,
      );
    case "invalid_type":
      return expect(issue.expected === "int" ? "an integer" : issue.expected);
    case "too_big":
      return issue.origin === "array"
        ? `${head}expected at most ${String(issue.maximum)} entries`
        : expect(`at most ${String(issue.maximum)}`);
    case "too_small":
      if (issue.origin === "string") return `${head}expected a non-empty text`;
      return issue.origin === "array"
        ? `${head}expected at least ${String(issue.minimum)} entries`
        : expect(`at least ${String(issue.minimum)}`);
    case "unrecognized_keys":
      return `${head}unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.slice(0, 5).map(quote).join(", ")}${issue.keys.length > 5 ? ", …" : ""}`;
    default:
      return `${head}${issue.message}`;
  }
}

/** A text as an issue quotes it: in quotes, cut to QUOTE_MAX characters (a pasted file may hold megabytes). */
function quote(text: string): string {
  return text.length <= QUOTE_MAX
    ? JSON.stringify(text)
    : `${JSON.stringify(text.slice(0, QUOTE_MAX))}… (${text.length} characters)`;
}

function show(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (value === null || typeof value !== "object") return String(value);
  return Array.isArray(value) ? "a list" : "an object";
}

function definedOnly<T extends object>(value: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}
