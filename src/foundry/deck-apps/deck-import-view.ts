/**
 * The deck import dialog as plain data (no Foundry): what the GM pasted or uploaded, checked
 * with validateDeckFile (every problem names the card serial and the field), a summary and a few
 * faces of a valid deck, and the players whose Action Deck it will rebuild. The dialog, the
 * preview and the tests share it.
 */
import { DECK_FILE_FORMAT, validateDeckFile, type DeckDefinition } from "@rules/cards/deck-file";
import { parseDeckJson } from "@rules/cards/deck-json";
import { OUT_OF_AMMO } from "@rules/cards/schema";
import { cardFaceSvg } from "@foundry/cards/card-faces";
import { formatCount } from "@foundry/i18n/plural";

export type { Format } from "@foundry/shared/format";
import type { Format } from "@foundry/shared/format";

export type DeckCheck =
  | { readonly ok: true; readonly deck: DeckDefinition; readonly overrides: number }
  | { readonly ok: false; readonly issues: readonly string[] };

/**
 * The largest deck file the dialog reads: the shipped deck is about 27 KB (a deck with every card
 * overridden stays under 100 KB), and a pasted text of megabytes froze the window for seconds while
 * it was checked. A bigger file is refused before it is read, a bigger paste before it is parsed.
 */
export const DECK_TEXT_MAX = 512 * 1024;

const kilobytes = (bytes: number): string => String(Math.ceil(bytes / 1024));

/** A chosen file too big to be a deck file: refused from its size alone (never read into the box). */
export function deckFileRefusal(file: { readonly size: number }, format: Format): string | null {
  if (file.size <= DECK_TEXT_MAX) return null;
  return format("COMBAT_PATROL.Cards.import.tooLarge", { size: kilobytes(file.size), max: kilobytes(DECK_TEXT_MAX) });
}

/** NUL and the other control characters no text file has, or the replacement character of undecodable bytes. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\ufffd]/;

/** What the text is instead of a deck file, said before any JSON is read: too big, empty or not text. */
function textRefusal(text: string, format: Format): string | null {
  if (text.length > DECK_TEXT_MAX) return deckFileRefusal({ size: new Blob([text]).size }, format);
  if (text.trim() === "") return format("COMBAT_PATROL.Cards.import.empty", { format: DECK_FILE_FORMAT });
  if (BINARY.test(text.slice(0, 4096))) return format("COMBAT_PATROL.Cards.import.binary");
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A deck exported from Foundry's Cards directory ("Export Data"): a Cards document, with a `type`
 * of deck, hand or pile and `cards` whose entries have `faces`; it has no deck file `format`.
 */
export function isCardsDocument(json: unknown): boolean {
  if (!isRecord(json) || "format" in json || !Array.isArray(json.cards)) return false;
  const typed = json.type === "deck" || json.type === "hand" || json.type === "pile";
  return typed || json.cards.some((c) => isRecord(c) && Array.isArray(c.faces));
}

/**
 * Any other document exported from Foundry ("Export Data" on an actor, an item, a journal…): Foundry
 * 13 stamps `_stats.exportSource` on the file (12 and before `flags.exportSource`). Its name, or "".
 */
export function foundryExportName(json: unknown): string | null {
  if (!isRecord(json) || "format" in json) return null;
  const stats = isRecord(json._stats) ? json._stats : {};
  const flags = isRecord(json.flags) ? json.flags : {};
  if (!isRecord(stats.exportSource) && !isRecord(flags.exportSource)) return null;
  return typeof json.name === "string" ? json.name : "";
}

/** Check a pasted deck file: what it is first, then JSON, then the deck file schema (nothing is changed either way). */
export function checkDeckText(text: string, format: Format): DeckCheck {
  const refusal = textRefusal(text, format);
  if (refusal) return { ok: false, issues: [refusal] };
  const parsed = parseDeckJson(text);
  if (!parsed.ok) return { ok: false, issues: [format("COMBAT_PATROL.Cards.import.notJson", { error: parsed.where })] };
  const json = parsed.json;
  if (isCardsDocument(json))
    return { ok: false, issues: [format("COMBAT_PATROL.Cards.import.cardsDocument", { format: DECK_FILE_FORMAT })] };
  const exported = foundryExportName(json);
  if (exported !== null)
    return {
      ok: false,
      issues: [format("COMBAT_PATROL.Cards.import.foundryExport", { name: exported, format: DECK_FILE_FORMAT })],
    };
  const result = validateDeckFile(json);
  if (!result.ok) return { ok: false, issues: result.issues };
  const overrides =
    typeof json === "object" &&
    json !== null &&
    "overrides" in json &&
    typeof json.overrides === "object" &&
    json.overrides !== null
      ? Object.keys(json.overrides).length
      : 0;
  return { ok: true, deck: result.deck, overrides };
}

export interface PlayerChoice {
  readonly id: string;
  readonly name: string;
  readonly hasDeck: boolean;
  readonly checked: boolean;
}

interface DeckImportView {
  readonly text: string;
  readonly fileName: string;
  readonly format: string;
  /** Null before the first check. */
  readonly check: null | {
    readonly ok: boolean;
    readonly title: string;
    readonly issues: readonly string[];
    readonly summary: readonly string[];
    readonly faces: readonly { readonly serial: number; readonly svg: string }[];
  };
  readonly players: readonly PlayerChoice[];
  readonly canImport: boolean;
}

/** Serials shown as faces after a successful check. */
const SAMPLE_FACES = 3;

export function deckImportView(
  input: { text: string; fileName: string; check: DeckCheck | null; players: readonly PlayerChoice[] },
  format: Format,
): DeckImportView {
  const { check } = input;
  return {
    text: input.text,
    fileName: input.fileName,
    format: DECK_FILE_FORMAT,
    check:
      check === null ? null : check.ok ? okView(check.deck, check.overrides, format) : failView(check.issues, format),
    players: input.players,
    canImport: check?.ok === true && input.players.some((p) => p.checked),
  };
}

function okView(deck: DeckDefinition, overrides: number, format: Format) {
  const cards = deck.cards;
  const outOfAmmo = cards.filter((c) => c.hit === OUT_OF_AMMO).length;
  const atLeast3 = cards.filter((c) => c.hit !== OUT_OF_AMMO && c.hit >= 3).length;
  return {
    ok: true,
    title: format("COMBAT_PATROL.Cards.import.valid", { name: deck.name, count: cards.length }),
    issues: [],
    summary: [
      format("COMBAT_PATROL.Cards.import.summaryHits", { count: atLeast3, total: cards.length }),
      format("COMBAT_PATROL.Cards.import.summaryOutOfAmmo", { count: outOfAmmo }),
      formatCount(format, "COMBAT_PATROL.Cards.import.overrides", overrides),
    ],
    faces: cards.slice(0, SAMPLE_FACES).map((c) => ({ serial: c.serial, svg: cardFaceSvg(c, deck.name) })),
  };
}

function failView(issues: readonly string[], format: Format) {
  return {
    ok: false,
    title: formatCount(format, "COMBAT_PATROL.Cards.import.problems", issues.length),
    issues,
    summary: [],
    faces: [],
  };
}
