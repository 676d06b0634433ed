/**
 * `npm run games`: seeded games of each starter adventure with the engine on both sides
 * (tests/table/engine-games.ts, on the table double), printed as a Markdown table per adventure:
 * who won and why, in how many turns, the figures down on each side, and anything the GM refused
 * or warned about; one row per distinct outcome, with the seeds that gave it. The results are docs/opponent-doctrine.md's "Engine against engine"; rerun it
 * after a change to the engine, the rules or an adventure's map.
 *
 *   npm run games                                   20 games each, both sides steady
 *   npm run games -- --games 5 --a aggressive --b cautious
 */
import { DOCTRINE_IDS, type DoctrineId } from "@rules/opponent/doctrine-data";
import { ADVENTURES, playGame, type GameResult } from "../tests/table/engine-games";

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function doctrine(name: string): DoctrineId {
  const value = arg(name) ?? "steady";
  const found = DOCTRINE_IDS.find((d) => d === value);
  if (!found) throw new Error(`--${name} ${value}: one of ${DOCTRINE_IDS.join(", ")}`);
  return found;
}

const games = Number(arg("games") ?? 20);
const doctrines = { a: doctrine("a"), b: doctrine("b") };

/** "A (escape)", "draw (lastTurn)". */
function outcome(r: GameResult): string {
  if (r.error) return "error";
  const v = r.verdict;
  if (v.outcome === "running") return "runs on";
  return `${v.outcome === "won" ? v.side.toUpperCase() : "draw"} (${v.reason.code})`;
}

const lines: string[] = [];
for (const adventure of ADVENTURES) {
  const results: GameResult[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= games; seed += 1) results.push(await playGame({ adventure, seed, doctrines }));
  const ms = (performance.now() - started) / games;
  // One row per distinct outcome (result, turns, figures down on each side), with the seeds that gave it.
  const rows = new Map<string, number[]>();
  for (const r of results) {
    const row = `| ${outcome(r)} | ${r.turns} | ${r.casualties.a} | ${r.casualties.b} | ${r.refused.length} | ${r.warnings.length}`;
    rows.set(row, [...(rows.get(row) ?? []), r.setup.seed]);
  }
  lines.push(
    `### ${adventure} (side A ${doctrines.a}, side B ${doctrines.b}; ${ms.toFixed(0)} ms a game)`,
    "",
    "| result | turns | down A | down B | refused | warnings | games (seeds) |",
    "| ------ | ----- | ------ | ------ | ------- | -------- | ------------- |",
    ...[...rows].map(([row, seeds]) => `${row} | ${seeds.length} (${seeds.join(", ")}) |`),
    "",
  );
  const count = (f: (r: GameResult) => boolean) => results.filter(f).length;
  const mean = (f: (r: GameResult) => number) => (results.reduce((s, r) => s + f(r), 0) / results.length).toFixed(1);
  const won = (side: "a" | "b") => count((r) => r.verdict.outcome === "won" && r.verdict.side === side);
  lines.push(
    `In all: side A won ${won("a")}, side B won ${won("b")}, drawn ${count((r) => r.verdict.outcome === "draw")}, ` +
      `running on ${count((r) => r.verdict.outcome === "running")}, errors ${count((r) => r.error !== null)}; ` +
      `${mean((r) => r.turns)} turns, ${mean((r) => r.casualties.a)} down on side A and ${mean((r) => r.casualties.b)} on side B on average.`,
    "",
  );
  for (const r of results) if (r.error) lines.push(`seed ${r.setup.seed}: ${r.error}`, "");
}
console.log(lines.join("\n"));
