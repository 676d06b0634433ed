/**
 * Issue 18: one build installs on Foundry v13 and v14. Foundry reads `compatibility` from the
 * manifest to decide whether a system installs (minimum) and warns past `verified`; "verified"
 * stays at the versions somebody actually ran (13: nobody has run the system on 14 yet).
 * Reads the source manifest (the build copies it unchanged), so it needs no build.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { compatibility?: Record<string, unknown> };

describe("system.json compatibility (issue 18)", () => {
  it("installs from Foundry 13 through 14", () => {
    expect(manifest.compatibility?.minimum).toBe("13");
    expect(manifest.compatibility?.maximum).toBe("14");
  });

  it("claims verified only for the version that has been run (13)", () => {
    expect(manifest.compatibility?.verified).toBe("13");
  });

  it("a Foundry 14 build number falls inside the range, a 15 one outside", () => {
    const generation = (v: unknown) => Number(String(v).split(".")[0]);
    const within = (build: string) =>
      generation(build) >= generation(manifest.compatibility?.minimum) &&
      generation(build) <= generation(manifest.compatibility?.maximum);
    expect(within("14.366")).toBe(true);
    expect(within("13.351")).toBe(true);
    expect(within("15.400")).toBe(false);
    expect(within("12.343")).toBe(false);
  });
});
