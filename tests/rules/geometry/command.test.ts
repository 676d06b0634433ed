import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { commandCheck, commandRadius, withinCommandRadius } from "@rules/geometry";
import { fig, rulesErrorOf } from "./fixtures";

describe("command radius (CORE-11, OW-3a)", () => {
  it("CORE-11 trained radii come from the options (team 8, squad 24, platoon 36)", () => {
    expect(commandRadius("team", true, DEFAULT_OPTIONS)).toBe(8);
    expect(commandRadius("squad", true, DEFAULT_OPTIONS)).toBe(24);
    expect(commandRadius("platoon", true, DEFAULT_OPTIONS)).toBe(36);
    const custom = { ...DEFAULT_OPTIONS, commandRadius: { ...DEFAULT_OPTIONS.commandRadius, team: 10 } };
    expect(commandRadius("team", true, custom)).toBe(10);
  });

  it("OW-3a untrained leaders: team 6, squad 18, platoon 24", () => {
    expect(commandRadius("team", false, DEFAULT_OPTIONS)).toBe(6);
    expect(commandRadius("squad", false, DEFAULT_OPTIONS)).toBe(18);
    expect(commandRadius("platoon", false, DEFAULT_OPTIONS)).toBe(24);
  });

  it("CORE-11 figures inside, on and beyond the radius (base edge to base edge); out of command marked", () => {
    const leader = fig("L", 0, 0);
    const men = [leader, fig("in", 5, 0), fig("edge", 7, 0), fig("out", 7.2, 0), fig("diag", 4.5, 4.5)];
    // radius 6: "edge" base edge is 6.0 from the leader's; "out" 6.2; "diag" 6.36 - 1 = 5.36
    const check = commandCheck(leader, 6, men);
    expect(check.inCommand).toEqual(["L", "in", "edge", "diag"]);
    expect(check.outOfCommand).toEqual(["out"]);
    expect(commandCheck(leader, 6, men, "centre").outOfCommand).toEqual(["edge", "out", "diag"]);
  });

  it("OW-3b a subordinate leader can receive a die only inside the trained leader's radius", () => {
    const captain = fig("cap", 0, 0);
    expect(withinCommandRadius(captain, 24, fig("sgt", 24.9, 0))).toBe(true);
    expect(withinCommandRadius(captain, 24, fig("sgt", 25.1, 0))).toBe(false);
  });

  it("CORE-11 a negative radius is refused (badRadius)", () => {
    expect(rulesErrorOf(() => commandCheck(fig("L", 0, 0), -1, [])).key).toBe("COMBAT_PATROL.Error.badRadius");
  });
});
