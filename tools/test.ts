/**
 * `npm test`: everything a clean clone needs to prove, in order:
 *   1. Debian Chromium for the browser tests (installed with apt-get when missing and we are root;
 *      otherwise a clear stop — the browser tests are never skipped silently),
 *   2. strict type check (tsc --noEmit), the layers and circles (npm run deps), lint and format,
 *   3. the build and the package (dist/ with compiled packs; release/combat-patrol.zip and system.json),
 *   4. vitest: engine, adapters, packs round trip, manifest, lang keys, screenshots.
 * Then how long it took: each step, the five slowest test files and the slowest test (from
 * vitest's JSON report). Ends with the plain line "N passed, N failed" (CI judges by it and by
 * the exit code).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { CHROMIUM } from "../tests/browser/chromium";

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
}
const steps: Step[] = [];
const started = performance.now();
const secondsSince = (start: number): number => (performance.now() - start) / 1000;

function run(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: secondsSince(start) });
  if (!ok) console.error(`✖ ${name} failed (exit ${result.status ?? result.signal})`);
  return ok;
}

function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || spawnSync("which", ["apt-get"]).status !== 0) {
    console.error(
      `✖ ${CHROMIUM} is missing. Install Debian's chromium (apt-get install -y --no-install-recommends chromium) and run npm test again.`,
    );
    steps.push({ name: "chromium", ok: false, seconds: 0 });
    return false;
  }
  return (
    run("apt-get update", "apt-get", ["update", "-qq"]) &&
    run("install chromium", "apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"])
  );
}

const haveBrowser = ensureChromium();
const typed = run("type check", "npx", ["tsc", "--noEmit"]);
// The house's arrows (.dependency-cruiser.cjs), lint and format: a newcomer's code is held to them too.
run("layers and circles", "npm", ["run", "deps", "--silent"]);
run("lint", "npm", ["run", "lint", "--silent"]);
run("format", "npm", ["run", "format:check", "--silent"]);
const built = run("build and package", "npm", ["run", "package", "--silent"]);

/** The parts of vitest's JSON report read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; fullName: string; duration?: number | null }[];
  }[];
}

/** Where the time went: each step, the five slowest test files, the slowest test. */
function printTimings(report: VitestReport | null): void {
  const s = (seconds: number): string => `${seconds.toFixed(1)} s`;
  console.log(
    `\nDuration: ${s(secondsSince(started))} (${steps.map((st) => `${st.name} ${s(st.seconds)}`).join(", ")})`,
  );
  if (!report) return;
  const files = report.testResults
    .map((f) => ({ name: relative(process.cwd(), f.name), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  console.log("Slowest test files:");
  for (const f of files) console.log(`  ${s(f.seconds).padStart(8)}  ${f.name}`);
  const tests = report.testResults.flatMap((f) =>
    f.assertionResults.map((a) => ({ name: a.fullName, file: relative(process.cwd(), f.name), ms: a.duration ?? 0 })),
  );
  const slowest = tests.reduce((max, t) => (t.ms > max.ms ? t : max), { name: "", file: "", ms: 0 });
  if (slowest.name) console.log(`Slowest test: ${s(slowest.ms / 1000)}  ${slowest.file} > ${slowest.name}`);
}

let passed = 0;
let failed = 0;
let report: VitestReport | null = null;
if (built) {
  mkdirSync("coverage", { recursive: true });
  const reportFile = "coverage/vitest.json";
  rmSync(reportFile, { force: true });
  run("vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`]);
  if (existsSync(reportFile)) {
    const json = JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport;
    report = json;
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    // A file that failed before its tests ran (import error, failing beforeAll) counts once.
    failed += json.testResults.filter(
      (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
    ).length;
    if (json.numTotalTests === 0) failed += 1;
  } else {
    failed += 1;
  }
}
// A failed set-up step counts as a failure, so the closing line never hides one.
failed += steps.filter((s) => !s.ok && s.name !== "vitest").length;
if (!haveBrowser || !typed) console.error("✖ see the messages above");
printTimings(report);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
