/**
 * Every document subtype the manifest declares has its label (TYPES.<Document>.<type>):
 * Foundry v13 shows the raw key in the create dialogs and sheets otherwise.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lang } from "../../helpers/lang";

const manifest = JSON.parse(readFileSync(new URL("../../../system.json", import.meta.url), "utf8")) as {
  documentTypes: Record<string, Record<string, unknown>>;
};

describe("subtype labels", () => {
  const keys = Object.entries(manifest.documentTypes).flatMap(([document, types]) =>
    Object.keys(types).map((type) => `TYPES.${document}.${type}`),
  );

  it("the manifest declares the Card and ChatMessage subtypes", () => {
    expect(keys).toEqual(
      expect.arrayContaining(["TYPES.Card.action", "TYPES.Card.activation", "TYPES.ChatMessage.result"]),
    );
  });

  it.each(keys)("%s has an English label", (key) => {
    expect(lang(key)).toMatch(/\S/);
  });
});
