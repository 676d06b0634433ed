/**
 * `npm run docs:keys`: rewrite the key lists of README.md and docs/first-game.md from the system's
 * one list of keybindings (tools/lib/key-docs.ts). A test fails when a list is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { KEY_DOCS, withKeyList } from "./lib/key-docs";

for (const file of KEY_DOCS) {
  const text = readFileSync(file, "utf8");
  const next = withKeyList(text);
  if (next !== text) writeFileSync(file, next);
  console.log(`${file}: ${next === text ? "up to date" : "key list rewritten"}`);
}
