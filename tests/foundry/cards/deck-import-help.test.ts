/**
 * The deck import dialog tells the GM what he gave it when it is not a deck file: an empty file, a
 * binary file, a deck exported from Foundry's Cards directory, a file too big to be a deck file
 * (refused before it is read or parsed); a deeply nested broken file is a clear refusal, not a
 * stack overflow; an override keyed "__proto__" is reported. Each refusal is one localized line.
 */
import { describe, expect, it } from "vitest";
import {
  checkDeckText,
  deckFileRefusal,
  DECK_TEXT_MAX,
  foundryExportName,
  isCardsDocument,
} from "@foundry/deck-apps/deck-import-view";
import { DeckFileError, toDeckFile, validateDeckFile } from "@rules/cards/deck-file";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { jsonSyntaxError } from "@rules/cards/deck-json";
import { format } from "../../doubles/format";
import { lang } from "../../helpers/lang";

const issuesOf = (text: string): readonly string[] => {
  const check = checkDeckText(text, format);
  return check.ok ? [] : check.issues;
};

describe("deck import help", () => {
  it("an empty file (or only blanks) is called empty, not 'line 1, column 1: the file ends where a value was expected'", () => {
    for (const text of ["", "  \n\t "]) {
      const issues = issuesOf(text);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toBe(
        'The file is empty. Choose a deck file: JSON text with "format": "combat-patrol-deck/1" and the 50 Action Cards.',
      );
    }
  });

  it("a binary file (an image, a zip) is called binary, not 'unexpected \"\"'", () => {
    const png = "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR";
    const undecodable = "PK\u0003\u0004\ufffd\ufffd";
    for (const text of [png, undecodable]) {
      expect(issuesOf(text)).toEqual(["This is not a text file: choose the deck's .json file."]);
    }
  });

  it("a deck exported from Foundry's Cards directory is recognised and the GM told what to use instead", () => {
    const exported = {
      name: "Action Deck (Gamemaster)",
      type: "deck",
      cards: [{ name: "1", type: "base", faces: [{ img: "cards/1.webp" }], drawn: false }],
      flags: { "combat-patrol": {} },
      _stats: { coreVersion: "13.345" },
    };
    expect(isCardsDocument(exported)).toBe(true);
    const issues = issuesOf(JSON.stringify(exported));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^This is a deck exported from Foundry's Cards directory, not a Combat Patrol deck file/);
    expect(issues[0]).toContain('"format": "combat-patrol-deck/1"');
    expect(isCardsDocument(toDeckFile(FRONTIER_DECK))).toBe(false);
  });

  it("a deck exported from Foundry 13's Cards directory as it saves it (_stats.exportSource, Action cards of the system's type) is a Cards export", () => {
    // ClientDocument#exportToJSON: toCompendium() of the Cards document, then _stats.exportSource.
    const exported = {
      name: "Action Deck (Gamemaster)",
      type: "deck",
      description: "",
      img: "icons/svg/card-hand.svg",
      cards: [{ _id: "a1b2c3d4e5f6a7b8", name: "1", type: "action", system: { serial: 1 }, faces: [], drawn: false }],
      width: null,
      height: null,
      rotation: 0,
      displayCount: false,
      flags: {},
      _stats: {
        coreVersion: "13.348",
        systemId: "combat-patrol",
        exportSource: {
          worldId: "w",
          uuid: "Cards.x",
          coreVersion: "13.348",
          systemId: "combat-patrol",
          systemVersion: "1.0.0",
        },
      },
    };
    expect(issuesOf(JSON.stringify(exported))[0]).toMatch(/^This is a deck exported from Foundry's Cards directory/);
  });

  it("another document exported from Foundry (an actor, a journal) is named and the GM told to choose the deck's .json file", () => {
    const actor = {
      name: "Sgt. Hale",
      type: "figure",
      system: {},
      items: [],
      flags: {},
      _stats: {
        exportSource: {
          worldId: "w",
          uuid: "Actor.x",
          coreVersion: "13.348",
          systemId: "combat-patrol",
          systemVersion: "1.0.0",
        },
      },
    };
    expect(issuesOf(JSON.stringify(actor))).toEqual([
      'This is a document exported from Foundry ("Sgt. Hale"), not a Combat Patrol deck file. Choose the deck\'s .json file: JSON text with "format": "combat-patrol-deck/1" and the 50 Action Cards.',
    ]);
    // Foundry 12 and before: flags.exportSource.
    const journal = {
      name: "Handout",
      pages: [],
      flags: { exportSource: { world: "w", system: "combat-patrol", coreVersion: "12.331" } },
    };
    expect(issuesOf(JSON.stringify(journal))[0]).toMatch(/^This is a document exported from Foundry \("Handout"\)/);
    // A deck file is never taken for an export.
    expect(foundryExportName(toDeckFile(FRONTIER_DECK))).toBeNull();
  });

  it("a text over the limit is refused by its size before it is parsed; a chosen file over it before it is read", () => {
    const huge = `{"cards": [${"1,".repeat(DECK_TEXT_MAX / 2)}1]}`;
    expect(issuesOf(huge)).toEqual([
      `The file is ${Math.ceil(new Blob([huge]).size / 1024)} KB; a deck file is at most 512 KB. Choose the deck file itself.`,
    ]);
    expect(deckFileRefusal({ size: 16 * 1024 * 1024 }, format)).toBe(
      "The file is 16384 KB; a deck file is at most 512 KB. Choose the deck file itself.",
    );
    expect(deckFileRefusal({ size: 27_212 }, format)).toBeNull();
    expect(checkDeckText(JSON.stringify(toDeckFile(FRONTIER_DECK)), format).ok).toBe(true);
  });

  it("no recursion overflow in the deck scanner: a deeply nested unbalanced file is one clear refusal, not a RangeError", () => {
    const deep = "[".repeat(200_000);
    expect(() => jsonSyntaxError(deep)).not.toThrow();
    expect(issuesOf(deep)).toEqual(["The text is not valid JSON: line 1, column 201: nested deeper than 200 levels"]);
  });

  it("an override keyed __proto__ is reported, not silently dropped", () => {
    const text = JSON.stringify(toDeckFile(FRONTIER_DECK)).replace(/}$/, ',"overrides":{"__proto__":{"move":9}}}');
    const result = validateDeckFile(JSON.parse(text));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual(['override "__proto__": no card with this serial in the deck (serials 1-50)']);
  });

  it("a deck file error is one line: the first problem, no count to pluralize, no line break", () => {
    const error = new DeckFileError(["card 3: move: expected an integer 3-9, got 12", "card 4: hit: missing"]);
    const text = format(error.localizationKey, error.data);
    expect(text).toBe(
      "The deck file is not valid (card 3: move: expected an integer 3-9, got 12). Open Deck import and check the file to see every problem.",
    );
    expect(text).not.toContain("\n");
    expect(lang("COMBAT_PATROL.Error.deckFile")).not.toMatch(/\{count\}|\(s\)/);
  });
});
