/**
 * Every engine procedure must be reachable from the Foundry entry point (src/index.ts), or be on
 * the explicit list of those not wired yet (unwired.ts). The list must be EXACT: a procedure
 * that becomes reachable must leave it, a new unreachable one must not appear.
 */
import { describe, expect, it } from "vitest";
import { engineReachability } from "./reachability-graph";
import { UNWIRED_PROCEDURES } from "./unwired";

describe("engine reachability from src/index.ts", () => {
  it("the procedures no button can reach are exactly the unwired list (sorted)", () => {
    const { procedures, unreachable } = engineReachability();
    // The analysis sees the engine: the wired procedures are found too (control: it can tell them apart).
    expect(procedures).toContain("rules/procedures/fire.ts:resolveFire");
    expect(unreachable).not.toContain("rules/procedures/fire.ts:resolveFire");
    expect(procedures.length).toBeGreaterThan(unreachable.length);
    expect([...UNWIRED_PROCEDURES]).toEqual([...UNWIRED_PROCEDURES].sort());
    expect(unreachable).toEqual(UNWIRED_PROCEDURES);
  });
});
