/**
 * One build installs on Foundry v13 and later. Foundry reads `compatibility` from the manifest to
 * decide whether a system installs (`minimum`), warns past `verified`, and refuses past `maximum`:
 * no maximum is set (dnd5e, draw-steel and Torg set none), so v14 and a later v15 install;
 * "verified" stays at the version somebody actually ran (13: nobody has run the system on 14 yet).
 * Reads the source manifest (the build copies its compatibility unchanged), so it needs no build.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { compatibility?: Record<string, unknown> };

describe("system.json compatibility", () => {
  it("installs from Foundry 13, with no maximum", () => {
    expect(manifest.compatibility?.minimum).toBe("13");
    expect(manifest.compatibility).not.toHaveProperty("maximum");
  });

  it("claims verified only for the version that has been run (13)", () => {
    expect(manifest.compatibility?.verified).toBe("13");
  });

  it("a Foundry 14 or 15 build number falls inside the range, a 12 one outside", () => {
    const generation = (v: unknown) => Number(String(v).split(".")[0]);
    const maximum = manifest.compatibility?.maximum;
    const within = (build: string) =>
      generation(build) >= generation(manifest.compatibility?.minimum) &&
      (maximum === undefined || generation(build) <= generation(maximum));
    expect(within("14.366")).toBe(true);
    expect(within("15.400")).toBe(true);
    expect(within("13.351")).toBe(true);
    expect(within("12.343")).toBe(false);
  });
});
