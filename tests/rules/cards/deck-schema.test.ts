/** The deck file's JSON Schema is generated from the zod schemas and kept in the repo. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { toDeckFile, validateDeckFile } from "@rules/cards/deck-file";
import { DECK_SCHEMA_PATH, deckFileJsonSchema } from "../../../tools/deck-schema";

describe("deck file JSON Schema", () => {
  it("CORE-2 schemas/deck-file.schema.json is what npm run deck:schema writes today (stale: run it)", () => {
    expect(readFileSync(DECK_SCHEMA_PATH, "utf8")).toBe(deckFileJsonSchema());
  });

  it("CORE-2 the schema names every card field with its allowed values, and a deck file may carry $schema", () => {
    const schema = JSON.parse(deckFileJsonSchema()) as {
      properties: { cards: { items: { properties: Record<string, unknown>; required: string[] }; minItems: number } };
    };
    const card = schema.properties.cards.items;
    expect(Object.keys(card.properties)).toEqual(Object.keys(FRONTIER_DECK.cards[0]!));
    expect(card.required).toEqual(Object.keys(FRONTIER_DECK.cards[0]!));
    expect(schema.properties.cards.minItems).toBe(50);
    expect(card.properties.damage).toMatchObject({ enum: ["WOUND", "INCAPACITATE"] });
    const file = { $schema: "./deck-file.schema.json", ...toDeckFile(FRONTIER_DECK) };
    expect(validateDeckFile(file).ok).toBe(true);
  });
});
