/**
 * `npm run deck:schema`: the JSON Schema of a deck file, generated from the zod schemas the
 * importer validates with (src/rules/cards), written to schemas/deck-file.schema.json and shipped
 * in dist/ by tools/build-dist.ts. A deck file that starts with
 * `"$schema": "https://…/deck-file.schema.json"` (or a relative path) gets completion and
 * red squiggles in editors. tests/rules/cards/deck-schema.test.ts fails when the file is stale.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import {
  DECK_FILE_FORMAT,
  DECK_NAME_MAX,
  DECK_SIZE,
  cardOverrideSchema,
  deckCardSchema,
} from "../src/rules/cards/deck-file";

export const DECK_SCHEMA_PATH = "schemas/deck-file.schema.json";

export function deckFileJsonSchema(): string {
  const file = z.strictObject({
    $schema: z.string().optional().describe("Where editors find this schema"),
    format: z.literal(DECK_FILE_FORMAT).describe("The deck file format and its version"),
    name: z.string().min(1).max(DECK_NAME_MAX).describe("The deck's name, shown to the players"),
    cards: z
      .array(deckCardSchema)
      .length(DECK_SIZE)
      .describe(`Exactly ${DECK_SIZE} cards, serials 1-${DECK_SIZE}, each once`),
    overrides: z
      .record(z.string().regex(/^([1-9]|[1-4][0-9]|50)$/), cardOverrideSchema)
      .optional()
      .describe("Changes to single sections of cards, keyed by serial"),
  });
  const schema = z.toJSONSchema(file, { target: "draft-2020-12", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: "Combat Patrol deck file", $id: "deck-file.schema.json" }, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DECK_SCHEMA_PATH, deckFileJsonSchema());
  console.log(`wrote ${DECK_SCHEMA_PATH}`);
}
