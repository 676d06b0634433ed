/**
 * Stable document ids: every _id is derived from a stable key (a table id such as
 * "ow.revolver", prefixed by what the document is), so regenerating the packs never
 * changes an id and links between documents (folders, embedded items) stay valid.
 */
import { createHash } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ID_LENGTH = 16;

/** A 16-character Foundry id (letters and digits) from a key: the first bytes of its SHA-256, base 62. */
export function stableId(key: string): string {
  const digest = createHash("sha256").update(key, "utf8").digest();
  let id = "";
  for (let i = 0; id.length < ID_LENGTH; i += 1) id += ALPHABET[digest[i]! % ALPHABET.length];
  return id;
}

