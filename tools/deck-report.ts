/**
 * `npm run deck:report [-- --deck path.json] [-- --json]`: the exact odds of every section
 * of a deck file (default: the shipped Frontier deck), as a table or as one JSON object.
 * A missing argument, a missing file, a JSON syntax error (line and column) or an invalid deck
 * is said in plain sentences, never with a stack trace.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { validateDeckFile, type DeckDefinition } from "../src/rules/cards/deck-file";
import { parseDeckJson } from "../src/rules/cards/deck-json";
import { FRONTIER_DECK } from "../src/rules/cards/frontier";
import { deckReport, deckReportJson, deckReportText } from "../src/rules/odds/report";

interface DeckReportRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Read the deck named by --deck; a problem comes back as the lines to print. */
function loadDeck(
  args: readonly string[],
  read: (path: string) => string = (p) => readFileSync(p, "utf8"),
): { deck: DeckDefinition } | { problems: string[] } {
  const at = args.indexOf("--deck");
  if (at < 0) return { deck: FRONTIER_DECK };
  const path = args[at + 1];
  if (!path || path.startsWith("--"))
    return { problems: ["--deck needs the path of a deck file, e.g. npm run deck:report -- --deck my-deck.json"] };
  let text: string;
  try {
    text = read(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { problems: [`${path}: no such file.`] };
    if (code === "EISDIR") return { problems: [`${path}: is a folder, not a deck file.`] };
    return { problems: [`${path}: could not be read (${code ?? String(error)}).`] };
  }
  const parsed = parseDeckJson(text);
  if (!parsed.ok) return { problems: [`${path}: ${parsed.issue}`] };
  const result = validateDeckFile(parsed.json);
  if (!result.ok) return { problems: result.issues.map((issue) => `${path}: ${issue}`) };
  return { deck: result.deck };
}

export function runDeckReport(args: readonly string[], read?: (path: string) => string): DeckReportRun {
  const loaded = loadDeck(args, read);
  if ("problems" in loaded) return { code: 1, out: "", err: loaded.problems.join("\n") };
  const report = deckReport(loaded.deck);
  return {
    code: 0,
    out: args.includes("--json") ? JSON.stringify(deckReportJson(report), null, 2) : deckReportText(report),
    err: "",
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = runDeckReport(process.argv.slice(2));
  if (run.out) console.log(run.out);
  if (run.err) console.error(run.err);
  process.exitCode = run.code;
}
