/**
 * `npm run deck:report [-- --deck path.json] [-- --json]`: the exact odds of every section
 * of a deck file (default: the shipped Frontier deck), as a table or as one JSON object.
 */
import { readFileSync } from "node:fs";
import { DeckFileError, parseDeckFile, type DeckDefinition } from "../src/rules/cards/deck-file";
import { FRONTIER_DECK } from "../src/rules/cards/frontier";
import { deckReport, deckReportJson, deckReportText } from "../src/rules/odds/report";

function loadDeck(args: readonly string[]): DeckDefinition {
  const at = args.indexOf("--deck");
  if (at < 0) return FRONTIER_DECK;
  const path = args[at + 1];
  if (!path) throw new Error("--deck needs a path to a deck file");
  return parseDeckFile(JSON.parse(readFileSync(path, "utf8")) as unknown);
}

const args = process.argv.slice(2);
try {
  const report = deckReport(loadDeck(args));
  console.log(args.includes("--json") ? JSON.stringify(deckReportJson(report), null, 2) : deckReportText(report));
} catch (error) {
  if (error instanceof DeckFileError) {
    console.error(`The deck file is not valid (${error.issues.length} problems):\n  ${error.issues.join("\n  ")}`);
    process.exit(1);
  }
  throw error;
}
