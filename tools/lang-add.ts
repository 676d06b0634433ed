/**
 * Add or change one string in lang/en.json without hand-editing the JSON:
 *   npx tsx tools/lang-add.ts COMBAT_PATROL.Error.badRange "Range must be a positive number of inches."
 * Keeps keys sorted within each object so parallel additions merge cleanly. Several people may
 * run it at once: it takes a lock (mkdir is atomic), writes a temp file and renames it.
 */
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

const [key, value] = process.argv.slice(2);
if (!key || value === undefined) {
  console.error('usage: tsx tools/lang-add.ts KEY.PATH "text"');
  process.exit(2);
}
const file = new URL("../lang/en.json", import.meta.url);
const lock = new URL("../lang/.en.json.lock", import.meta.url);

function withLock(work: () => void): void {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("lang/en.json is locked (remove lang/.en.json.lock if stale)");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    rmdirSync(lock);
  }
}

function sort(t: Tree): Tree {
  const out: Tree = {};
  for (const k of Object.keys(t).sort()) {
    const v = t[k]!;
    out[k] = typeof v === "string" ? v : sort(v);
  }
  return out;
}

function set(tree: Tree, path: string, text: string): void {
  const parts = path.split(".");
  let node: Tree = tree;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    if (typeof child === "string") throw new Error(`${part} is a string, not a group`);
    node = child ?? (node[part] = {});
  }
  node[parts[parts.length - 1]!] = text;
}

withLock(() => {
  const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
  set(tree, key, value);
  const temp = new URL(`../lang/.en.json.${process.pid}.tmp`, import.meta.url);
  writeFileSync(temp, JSON.stringify(sort(tree), null, 2) + "\n");
  renameSync(temp, file);
});
