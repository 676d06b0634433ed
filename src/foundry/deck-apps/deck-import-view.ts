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

export type Format = (key: string, data?: Record<string, string | number>) => string;

export type DeckCheck =
  | { readonly ok: true; readonly deck: DeckDefinition; readonly overrides: number }
  | { readonly ok: false; readonly issues: readonly string[] };

/** Check a pasted deck file: JSON first, then the deck file schema (nothing is changed either way). */
export function checkDeckText(text: string, format: Format): DeckCheck {
  const parsed = parseDeckJson(text);
  if (!parsed.ok) return { ok: false, issues: [format("COMBAT_PATROL.Cards.import.notJson", { error: parsed.where })] };
  const json = parsed.json;
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

export interface DeckImportView {
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
