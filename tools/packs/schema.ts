/**
 * zod schemas of the pack source documents, one per document type (Folder, Item, Actor,
 * Cards with Card, JournalEntry with pages). Subtypes are the ones system.json declares;
 * action cards are checked with the engine's own card schema. The `system` of actors and
 * items is checked against the data models in tests/packs (they need Foundry's field classes).
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { actionCardSchema } from "@rules/cards/schema";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { COLLECTIONS, type PackSource, type SourceDoc } from "./docs";

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
const subtypes = (documentName: string): [string, ...string[]] => {
  const types = Object.keys(manifest.documentTypes[documentName] ?? {});
  if (types.length === 0) throw new Error(`system.json declares no ${documentName} types`);
  return types as [string, ...string[]];
};

const id = z.string().regex(/^[A-Za-z0-9]{16}$/);
const systemPath = z.string().regex(/^systems\/combat-patrol\/[\w/.-]+\.(svg|webp|png)$/);
const stats = z.strictObject({
  coreVersion: z.string(),
  systemId: z.literal("combat-patrol"),
  systemVersion: z.null(),
  createdTime: z.null(),
  modifiedTime: z.null(),
  lastModifiedBy: z.null(),
  compendiumSource: z.null(),
  duplicateSource: z.null(),
  exportSource: z.null(),
});
const ownership = z.record(z.string(), z.number().int().min(-1).max(3));
const flags = z.record(z.string(), z.record(z.string(), z.unknown()));
const sort = z.number().int().min(0);
const html = z.string();

const base = { _id: id, name: z.string().trim().min(1), folder: id.nullable(), sort, flags, _stats: stats };

const folderSchema = z.strictObject({
  ...base,
  _key: z.string(),
  type: z.enum(Object.keys(COLLECTIONS) as [string, ...string[]]),
  description: z.string(),
  sorting: z.enum(["a", "m"]),
  color: z.string().nullable(),
});

const itemShape = {
  ...base,
  type: z.enum(subtypes("Item")),
  img: systemPath,
  system: z.record(z.string(), z.unknown()),
  effects: z.array(z.never()),
  ownership,
};

const prototypeToken = z.strictObject({
  name: z.string().min(1),
  displayName: z.number().int(),
  actorLink: z.boolean(),
  width: z.number().positive(),
  height: z.number().positive(),
  texture: z.strictObject({ src: systemPath }),
  disposition: z.number().int().min(-2).max(1),
  lockRotation: z.boolean(),
});

const cardFace = z.strictObject({ name: z.string(), text: z.string(), img: systemPath });
const { folder: _cardsHaveNoFolder, ...cardBase } = base;
const cardShape = {
  ...cardBase,
  description: html,
  type: z.enum(subtypes("Card")),
  system: z.unknown(),
  suit: z.string(),
  value: z.number().int().nullable(),
  back: cardFace,
  faces: z.array(cardFace).min(1),
  face: z.number().int().min(0).nullable(),
  drawn: z.boolean(),
  origin: id.nullable(),
  width: z.number().positive(),
  height: z.number().positive(),
  rotation: z.number(),
};
const activationCardSchema = z.strictObject({
  serial: z.number().int().min(1),
  kind: z.enum([...new Set(PROCEDURE_DEFAULTS.activationDeck)] as [string, ...string[]]),
});

const pageShape = {
  _id: id,
  name: z.string().min(1),
  type: z.literal("text"),
  title: z.strictObject({ show: z.boolean(), level: z.number().int().min(1).max(6) }),
  text: z.strictObject({ content: z.string().min(1), format: z.literal(1) }),
  sort,
  ownership,
  flags,
  _stats: stats,
};

/** The schema of a pack's top-level document, with the `_key` its pack requires. */
function documentSchema(pack: PackSource, doc: SourceDoc): z.ZodType {
  if (doc._key.startsWith("!folders!")) return folderSchema.extend({ _key: z.literal(`!folders!${doc._id}`), type: z.literal(pack.type) });
  const key = z.literal(`!${COLLECTIONS[pack.type]}!${doc._id}`);
  const child = (segment: string) => z.string().regex(new RegExp(`^!${segment.replace(".", "\\.")}!${doc._id}\\.[A-Za-z0-9]{16}$`));
  switch (pack.type) {
    case "Item":
      return z.strictObject({ ...itemShape, _key: key });
    case "Actor":
      return z.strictObject({
        ...itemShape,
        _key: key,
        type: z.enum(subtypes("Actor")),
        prototypeToken,
        items: z.array(z.strictObject({ ...itemShape, folder: z.null(), _key: child("actors.items") })),
      });
    case "Cards":
      return z.strictObject({
        ...base,
        _key: key,
        type: z.literal("deck"),
        description: html,
        img: systemPath,
        system: z.strictObject({}),
        cards: z
          .array(z.strictObject({ ...cardShape, _key: child("cards.cards") }))
          .min(1)
          .superRefine((cards, ctx) => {
            for (const [i, card] of cards.entries()) {
              const schema = card.type === "action" ? actionCardSchema : activationCardSchema;
              const result = schema.safeParse(card.system);
              if (!result.success) ctx.addIssue({ code: "custom", path: [i, "system"], message: result.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ") });
            }
          }),
        width: z.number().positive(),
        height: z.number().positive(),
        rotation: z.number(),
        displayCount: z.boolean(),
        ownership,
      });
    case "JournalEntry":
      return z.strictObject({
        ...base,
        _key: key,
        pages: z.array(z.strictObject({ ...pageShape, _key: child("journal.pages") })).min(1),
        categories: z.array(z.never()),
        ownership,
      });
    case "Adventure": {
      // Inside an Adventure documents are stored inline: no CLI keys. The embedded actors are
      // checked field by field in tests/packs/adventures.test.ts.
      const inline = z.looseObject({ _id: id, name: z.string().min(1) }).refine((d) => !("_key" in d), "an embedded document has no _key");
      return z.strictObject({
        ...base,
        _key: key,
        img: systemPath,
        caption: html,
        description: html,
        actors: z.array(inline).min(1),
        combats: z.array(z.never()),
        items: z.array(z.never()),
        journal: z.array(inline).length(1),
        scenes: z.array(inline).length(1),
        tables: z.array(z.never()),
        macros: z.array(z.never()),
        cards: z.array(z.never()),
        playlists: z.array(z.never()),
        folders: z.array(inline),
      });
    }
  }
}

/** Problems of one source document (empty = valid), each naming the pack and the document. */
export function validateDocument(pack: PackSource, doc: SourceDoc): string[] {
  const result = documentSchema(pack, doc).safeParse(doc);
  return result.success ? [] : result.error.issues.map((i) => `${pack.name}/${doc.name}: ${i.path.join(".")}: ${i.message}`);
}

/** Problems of every document of every pack. */
export function validatePacks(packs: readonly PackSource[]): string[] {
  return packs.flatMap((pack) => pack.docs.flatMap((doc) => validateDocument(pack, doc)));
}
