/**
 * Add or change one string in lang/en.json without hand-editing the JSON:
 *   npx tsx tools/lang-add.ts COMBAT_PATROL.Error.badRange "Range must be a positive number of inches."
 * Keeps keys sorted within each object so parallel additions merge cleanly.
 */
import { readFileSync, writeFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

const [key, value] = process.argv.slice(2);
if (!key || value === undefined) {
  console.error("usage: tsx tools/lang-add.ts KEY.PATH \"text\"");
  process.exit(2);
}
const file = new URL("../lang/en.json", import.meta.url);
const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
const parts = key.split(".");
let node: Tree = tree;
for (const part of parts.slice(0, -1)) {
  const child = node[part];
  if (typeof child === "string") throw new Error(`${part} is a string, not a group`);
  node = child ?? (node[part] = {});
}
node[parts[parts.length - 1]!] = value;

function sort(t: Tree): Tree {
  const out: Tree = {};
  for (const k of Object.keys(t).sort()) {
    const v = t[k]!;
    out[k] = typeof v === "string" ? v : sort(v);
  }
  return out;
}
writeFileSync(file, JSON.stringify(sort(tree), null, 2) + "\n");
