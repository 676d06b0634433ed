/**
 * The actions read and write the table only through its role ports (kernel/table-ports.ts), whose
 * Foundry implementations live in the kernel (foundry-table.ts, foundry-pieces.ts) and the canvas
 * (foundry-canvas-roles.ts): no file under src/foundry/actions/ names Foundry's game, canvas or ui
 * globals. Comments are ignored (printed away by the TypeScript compiler); string contents are
 * kept, so `"ui."` in a string would count too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../src/foundry/actions/", import.meta.url).pathname;
const GLOBAL = /(?<![\w$.])(game|canvas|ui)\s*(\?\.|\.)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The code of a file without its comments. */
function codeOf(name: string, text: string): string {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

function globalsIn(name: string, text: string): string[] {
  return [...codeOf(name, text).matchAll(GLOBAL)].map((m) => m[0]);
}

describe("the actions' table port", () => {
  it("no file under src/foundry/actions/ names game., canvas. or ui.", () => {
    const offenders = files(ROOT)
      .map((path) => ({ file: relative(ROOT, path), found: globalsIn(path, readFileSync(path, "utf8")) }))
      .filter((f) => f.found.length > 0);
    expect(offenders).toEqual([]);
  });

  it("the check finds a global in code and ignores one in a comment (control)", () => {
    expect(
      globalsIn("a.ts", "const t = game.user?.targets;\nui.notifications?.warn('x');\nconst c = canvas?.scene;"),
    ).toEqual(["game.", "ui.", "canvas?."]);
    expect(globalsIn("b.ts", "// game.user\n/** canvas.scene */\nconst ok = api.game.x + foo.ui.y;")).toEqual([]);
    expect(globalsIn("c.ts", "const s = canvas?.scene; const u = game?.user;")).toEqual(["canvas?.", "game?."]);
  });
});
