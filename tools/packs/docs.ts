/**
 * Compendium source documents as the official CLI reads them: one JSON object per document,
 * with `_id` and `_key` ("!items!<id>", "!actors.items!<actor>.<item>" for an embedded one).
 * The builders fill every document field the same way for every pack, so two regenerations
 * write the same bytes.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { stableId } from "./ids";


/** The primary document types our packs hold, with their CLI collection names. */
export const COLLECTIONS = {
  Actor: "actors",
  Item: "items",
  Cards: "cards",
  JournalEntry: "journal",
  Adventure: "adventures",
} as const;
type PackDocumentType = keyof typeof COLLECTIONS;

/** A document as written to a source file. */
export interface SourceDoc {
  _id: string;
  _key: string;
  name: string;
  [field: string]: unknown;
}

/** An embedded document before its CLI key is known. */
export interface EmbeddedDoc {
  _id: string;
  name: string;
  [field: string]: unknown;
}

/** A pack: its manifest entry and its documents (folders first). */
export interface PackSource {
  readonly name: string;
  readonly label: string;
  readonly type: PackDocumentType;
  readonly docs: readonly SourceDoc[];
}

/**
 * `_stats` of every document. coreVersion tells Foundry no core migration is due; the
 * timestamps stay null so regeneration is byte-stable (Foundry fills them on import).
 */
export const STATS = {
  coreVersion: "13.345",
  systemId: SYSTEM_ID,
  systemVersion: null,
  createdTime: null,
  modifiedTime: null,
  lastModifiedBy: null,
  compendiumSource: null,
  duplicateSource: null,
  exportSource: null,
} as const;

/** Compendium documents are readable by players, owned by assistants (the manifest adds that). */
export const OWNERSHIP = { default: 0 } as const;

export const SORT_STEP = 100;

/** The stable key of a document: what it is and which table row or sample it comes from. */
export function docId(kind: string, key: string): string {
  return stableId(`${kind}:${key}`);
}

export function topKey(type: PackDocumentType, id: string): string {
  return `!${COLLECTIONS[type]}!${id}`;
}

/** A Folder document inside a pack ("!folders!<id>"), holding documents of the pack's type. */
export function folderDoc(type: PackDocumentType, key: string, name: string, sort: number, parent: string | null = null): SourceDoc {
  const _id = docId(`folder.${type}`, key);
  return {
    _id,
    _key: `!folders!${_id}`,
    name,
    type,
    folder: parent,
    description: "",
    sorting: "m",
    sort,
    color: null,
    flags: {},
    _stats: STATS,
  };
}

/**
 * Embedded documents with their CLI keys ("!actors.items!<actor>.<item>"): the CLI stores each
 * embedded document under its own key.
 */
export function embed(segment: "actors.items" | "cards.cards" | "journal.pages", parentId: string, children: readonly EmbeddedDoc[]): SourceDoc[] {
  return children.map((child) => ({ ...child, _key: `!${segment}!${parentId}.${child._id}` }));
}

/** File name of a document in its pack folder: "<name>_<id>.json" (the CLI's extract naming). */
export function fileName(doc: SourceDoc): string {
  const base = doc.name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, " ")
    .trim()
    .replace(/\s+/g, "_");
  const prefix = doc._key.startsWith("!folders!") ? "_folder_" : "";
  return `${prefix}${base || "document"}_${doc._id}.json`;
}

/** The bytes written for a document: 2-space JSON and a final newline. */
export function serialize(doc: SourceDoc): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A text page of a journal (help pack or adventure), its id from the journal's key and its name. */
export function journalPage(journalKey: string, name: string, content: string, sort: number): EmbeddedDoc {
  return {
    _id: docId("page", `${journalKey}/${name}`),
    name,
    type: "text",
    title: { show: true, level: 1 },
    text: { content, format: 1 },
    sort,
    ownership: { default: -1 },
    flags: {},
    _stats: STATS,
  };
}
