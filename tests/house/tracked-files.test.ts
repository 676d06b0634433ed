/**
 * What git must never hold: the installed packages (a worktree's node_modules is a symlink, which
 * a directory-only ignore rule lets through; committed, it replaces a clone's real folder).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("tracked files", () => {
  it("node_modules is not tracked, as a folder or as a link", () => {
    const tracked = execFileSync("git", ["ls-files", "--cached", "node_modules"], { encoding: "utf8" }).trim();
    expect(tracked).toBe("");
  });

  it("the ignore rule covers a node_modules link too", () => {
    const ignored = execFileSync("git", ["check-ignore", "--no-index", "node_modules"], { encoding: "utf8" }).trim();
    expect(ignored).toBe("node_modules");
  });
});
