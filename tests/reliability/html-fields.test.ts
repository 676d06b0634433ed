/**
 * Stored HTML is sanitized by the Foundry server only in the fields system.json lists as
 * `htmlFields` of each subtype (the server does not run the system's data models). Every
 * HTMLField of every Actor and Item data model must be listed, or a player could store a script
 * in, say, a unit's notes that runs when the GM opens its sheet (the sheets show notes as HTML).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadModelSchemas } from "../packs/model-schemas";

type Fields = Record<string, unknown>;
type ModelClass = { metadata: { type: string }; defineSchema(): Fields };
const isModelClass = (v: unknown): v is ModelClass => typeof v === "function" && "metadata" in v && "defineSchema" in v;

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
};

let htmlFieldsOfModels: Record<string, string[]>;
beforeAll(async () => {
  // Installs the stand-in foundry.data.fields the models are built from (tests/packs/model-schemas.ts).
  await loadModelSchemas();
  const { HTMLField, SchemaField } = foundry.data.fields;
  const walk = (fields: Fields, prefix = ""): string[] =>
    Object.entries(fields).flatMap(([key, field]) =>
      field instanceof SchemaField
        ? walk(field.fields as Fields, `${prefix}${key}.`)
        : field instanceof HTMLField
          ? [`${prefix}${key}`]
          : [],
    );
  const data: Record<"Actor" | "Item", Record<string, unknown>> = await import("@foundry/data/data-models");
  htmlFieldsOfModels = {};
  for (const documentName of ["Actor", "Item"] as const) {
    for (const model of Object.values(data[documentName])) {
      if (isModelClass(model))
        htmlFieldsOfModels[`${documentName}.${model.metadata.type}`] = walk(model.defineSchema()).sort();
    }
  }
});

describe("HTML fields are declared for server-side sanitizing", () => {
  it("the models were read: every Actor and Item subtype, each with its notes", () => {
    expect(Object.keys(htmlFieldsOfModels).sort()).toEqual([
      "Actor.figure",
      "Actor.gun",
      "Actor.herd",
      "Actor.unit",
      "Actor.wagon",
      "Item.explosive",
      "Item.weapon",
    ]);
    for (const fields of Object.values(htmlFieldsOfModels)) expect(fields).toContain("notes");
  });

  it("system.json lists every HTMLField of every subtype in its htmlFields", () => {
    const declared = Object.fromEntries(
      Object.keys(htmlFieldsOfModels).map((key) => {
        const [documentName, type] = key.split(".") as [string, string];
        return [key, [...(manifest.documentTypes[documentName]?.[type]?.htmlFields ?? [])].sort()];
      }),
    );
    expect(declared).toEqual(htmlFieldsOfModels);
  });
});
