import { describe, expect, it } from "vitest";
import { DeckFileError, parseDeckFile, validateDeckFile } from "@rules/cards/deck-file";
import { RulesError } from "@rules/errors";
import { card } from "../../helpers/cards";

function baseFile(): {
  format: string;
  name: string;
  cards: Record<string, unknown>[];
  overrides?: Record<string, unknown>;
} {
  return {
    format: "combat-patrol-deck/1",
    name: "Test",
    cards: Array.from({ length: 50 }, (_, i) => structuredClone(card({ serial: i + 1, hit: i % 7 }))),
  };
}

function issuesOf(json: unknown): readonly string[] {
  const result = validateDeckFile(json);
  if (result.ok) throw new Error("expected the deck file to be refused");
  return result.issues;
}

describe("deck file combat-patrol-deck/1", () => {
  it("CORE-2 accepts 50 valid cards and orders them by serial", () => {
    const file = baseFile();
    file.cards.reverse();
    const deck = parseDeckFile(file);
    expect(deck.name).toBe("Test");
    expect(deck.cards.map((c) => c.serial)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(deck.cards[10]!.hit).toBe(3);
  });

  it("CORE-2 a bad morale value names the card serial and the field path", () => {
    const file = baseFile();
    const target = file.cards[16] as { morale: { regular: { open: string } } };
    target.morale.regular.open = "PANIC";
    expect(issuesOf(file)).toEqual([
      'card 17: morale.regular.open: expected one of OK|STUNNED_ONE|RUN_FOR_COVER_ONE|FALL_BACK|ADVANCE_ONE|PINNED, got "PANIC"',
    ]);
  });

  it("CORE-2 parseDeckFile throws RulesError deckFile carrying every issue", () => {
    const file = baseFile();
    file.cards[3]!.hit = 7;
    file.cards[8]!.move = 2;
    delete file.cards[20]!.cover;
    let thrown: unknown;
    try {
      parseDeckFile(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RulesError);
    expect(thrown).toBeInstanceOf(DeckFileError);
    const error = thrown as DeckFileError;
    expect(error.key).toBe("COMBAT_PATROL.Error.deckFile");
    expect(error.issues).toEqual([
      "card 4: hit: expected 0-6 or OUT_OF_AMMO, got 7",
      "card 9: move: expected an integer 3-9, got 2",
      "card 21: cover: missing, expected one of NONE|ANY|HARD",
    ]);
    // The message is one line naming the first problem (every issue stays on the error for Deck import).
    expect(error.data).toEqual({ issue: "card 4: hit: expected 0-6 or OUT_OF_AMMO, got 7" });
  });

  it("CORE-2 burst icons nest: large implies medium implies small", () => {
    const file = baseFile();
    file.cards[4]!.burst = { small: true, medium: false, large: true, stun: false };
    file.cards[5]!.burst = { small: false, medium: true, large: false, stun: false };
    expect(issuesOf(file)).toEqual([
      "card 5: burst.medium: a large burst implies medium (large ⇒ medium ⇒ small)",
      "card 6: burst.small: a medium burst implies small (large ⇒ medium ⇒ small)",
    ]);
  });

  it("CORE-1 exactly 50 cards, serials 1-50 each once", () => {
    const short = baseFile();
    short.cards.pop();
    expect(issuesOf(short)).toEqual(["cards: expected exactly 50 cards, got 49 (missing serial 50)"]);
    const twice = baseFile();
    twice.cards[49]!.serial = 2;
    expect(issuesOf(twice)).toEqual([
      "card 2: serial: appears 2 times (cards at positions 2, 50)",
      "cards: serial 50 is missing",
    ]);
    const outside = baseFile();
    outside.cards[0]!.serial = 51;
    expect(issuesOf(outside)).toEqual([
      "card 51: serial: expected an integer 1-50, got 51",
      "cards: serial 1 is missing",
    ]);
  });

  it("refuses a wrong format, a missing name and unknown fields", () => {
    const file: Record<string, unknown> = { ...baseFile(), format: "combat-patrol-deck/2", extra: true };
    delete file.name;
    expect(issuesOf(file)).toEqual([
      'format: expected combat-patrol-deck/1, got "combat-patrol-deck/2"',
      "name: missing, expected string",
      'deck: unknown field "extra"',
    ]);
    const card7 = baseFile();
    card7.cards[6]!.colour = "red";
    expect(issuesOf(card7)).toEqual(['card 7: unknown field "colour"']);
  });

  it("CORE-2 overrides change single fields after validation of the base cards", () => {
    const file = baseFile();
    file.overrides = { "17": { morale: { regular: { open: "PINNED" } }, hit: "OUT_OF_AMMO" } };
    const deck = parseDeckFile(file);
    const changed = deck.cards[16]!;
    expect(changed.morale.regular).toEqual({ open: "PINNED", cover: "OK" });
    expect(changed.morale.elite).toEqual({ open: "OK", cover: "OK" });
    expect(changed.hit).toBe("OUT_OF_AMMO");
    expect(deck.cards[15]!.morale.regular.open).toBe("OK");
  });

  it("CORE-2 a bad override names the serial and the field; the merged card is validated again", () => {
    const file = baseFile();
    file.overrides = {
      "3": { burst: { large: true } },
      "4": { serial: 9, reaction: 0 },
      "60": { move: 4 },
    };
    expect(issuesOf(file)).toEqual([
      "card 3 (with overrides): burst.medium: a large burst implies medium (large ⇒ medium ⇒ small)",
      "card 4: overrides.reaction: expected an integer 1-6, got 0",
      'card 4: overrides: unknown field "serial"',
      'override "60": no card with this serial in the deck (serials 1-50)',
    ]);
  });
});
