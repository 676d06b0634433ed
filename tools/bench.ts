/**
 * `npm run bench`: every speed and size figure, printed (never asserted in tests).
 * Each tools/bench/<name>.ts exports async bench* functions returning named figures; this
 * runner calls them all. `npm run bench -- --json` prints one JSON object on its last line.
 */
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "vite";
import { ALIASES } from "../aliases.config";

const FRAME_MS = 16.7;
const json = process.argv.includes("--json");

if (!existsSync("dist/combat-patrol.mjs")) {
  const built = spawnSync("npm", ["run", "build", "--silent"], { stdio: json ? "ignore" : "inherit" });
  if (built.status !== 0) throw new Error("build failed");
}

type Bench = () => Promise<Record<string, number>>;
const figures: Record<string, number> = {};
// The bench modules load through Vite's module runner, as the tests do: the code they measure
// finds its parts with import.meta.glob (the action catalog), which only Vite resolves.
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  resolve: { alias: ALIASES },
  logLevel: "silent",
  appType: "custom",
  server: { middlewareMode: true, hmr: false },
});
try {
  for (const file of readdirSync(new URL("./bench/", import.meta.url))
    .filter((f) => f.endsWith(".ts"))
    .sort()) {
    const module = (await vite.ssrLoadModule(`/tools/bench/${file}`)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(module)) {
      if (!name.startsWith("bench") || typeof fn !== "function") continue;
      Object.assign(figures, await (fn as Bench)());
    }
  }
} finally {
  await vite.close();
}

const notes: Record<string, string> = {
  volley_ms: `${((100 * (figures.volley_ms ?? NaN)) / FRAME_MS).toFixed(3)}% of a 16.7 ms frame (goal ≤ 1%)`,
  odds_ms: `${((100 * (figures.odds_ms ?? NaN)) / FRAME_MS).toFixed(3)}% of a 16.7 ms frame (goal ≤ 1%)`,
  writes_per_action: "server writes per resolved action (goal ≤ 2)",
  proximity_ms_500: "goal ≤ 2 ms",
  proximity_growth: "(t2000/t100) / (n log n ratio), same 72x48 table: the answer grows n²",
  proximity_growth_same_density: "the same on a table scaled with n: ≤ 1 is within n log n",
  draw_request_ms: "GM side of one 6-card draw request (queue, state, audit, JSON)",
  bundle_gzip_kb: "budget 125 KB (entry module + CSS loaded at start; lazy chunks in bundle_total_gzip_kb)",
  dialog_odds_ms_1: "fire dialog, one change, 12 shooters x 2 shots, 1 threshold (goal ≤ 16.7)",
  dialog_odds_ms_3: "the same, 3 thresholds (goal ≤ 16.7)",
  dialog_odds_ms_6: "the same, 6 thresholds (goal ≤ 16.7)",
  volley_exact_ms_3: "exact volley figures and fractions, 12 shooters x 2 shots, 3 thresholds (goal ≤ 16.7)",
  volley_exact_ms_6: "the same, 6 thresholds (goal ≤ 16.7, ≤ 100 at worst)",
  volley_exact_refill_ms: "the same over 30 cards left and a refill pile of 20 (effect cards run the pool out)",
  volley_cards_ms: "the same over 20 cards left: shot cards may run out, counted card by card in slices",
  odds_main_block_ms:
    "the main thread's longest block while counting: the fire dialog's counts in the odds worker, as in Foundry (median of runs; goal ≤ 4)",
  odds_main_block_max_ms:
    "the same, the longest of any run (the machine's pauses and the garbage collector's included)",
  odds_loop_gap_ms: "longest gap of the main thread's event loop meanwhile (includes the machine's time slices)",
  odds_loop_gap_idle_ms: "the same loop as long with no dialog: the machine's own gaps",
  odds_worker_wait_ms: "24 riflemen x 6 thresholds: opening the dialog to every exact figure, through the worker",
  ask_odds_main_block_ms:
    "the small dialogs' longest main-thread step while their odds count in the worker (runaway move, gun, charge, dynamite; goal ≤ 4)",
  ask_odds_inthread_ms: "the same dialogs' synchronous count, as they ran it on the main thread before",
  odds_main_block_inthread_ms:
    "longest main-thread block where there is no Worker (a synchronous call or a slice; goal ≤ 4)",
  odds_main_block_moments_ms: "the same, leaving out the card-by-card case (volleys whose shot cards fit the pool)",
  odds_blocks_over_4ms_pct: "share of the in-thread blocks over 4 ms while the dialog counts",
  odds_exact_worst_ms: "24 shots x 6 thresholds, exact fractions of hits, through, a figure out (goal ≤ 16.7)",
  odds_refused: "refused volleys of 1,000 random (goal 0)",
  objective_field_ms: "the engine's way to a starter adventure's objective, counted once per map and zone (goal ≤ 250)",
  engine_choice_ms: "one engine unit's choice, the way already counted (the dragoons at Les Trois Moulins)",
  engine_game_dry_creek_ms: "one seeded game engine against engine on the table double, steady both (median of 3)",
  engine_game_trois_moulins_ms: "the same, Les Trois Moulins",
};
if (!json) {
  console.log("figure".padEnd(22) + "value".padStart(12) + "  note");
  for (const [key, value] of Object.entries(figures)) {
    console.log(key.padEnd(22) + String(value).padStart(12) + "  " + (notes[key] ?? ""));
  }
}
if (json) console.log(JSON.stringify(figures));
