/** OW-8 artillery in an Old West scenario: the Napoleonic rules (src/rules/artillery), with the OW-9.1 crew rule. */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { resolveGunMove } from "@rules/artillery";
import { checkCrewNotIndian } from "@rules/old-west";
import { loadingActivations } from "@rules/tables";
import { card } from "../../helpers/cards";
import { figures, rules, unit } from "./fixtures";

const ow = rules({ era: "old-west" });

describe("OW-8 artillery uses the Napoleonic rules (NAP-7)", () => {
  it("OW-8 a limbered gun moves one card in the open, two on a road (NAP-7.1)", () => {
    expect(
      resolveGunMove(
        { unitId: "G", limbered: true, terrain: "open", limber: "ok" },
        fixedSource([card({ move: 6 })]),
        ow,
      ).inches,
    ).toBe(6);
    expect(
      resolveGunMove(
        { unitId: "G", limbered: true, terrain: "road", limber: "ok" },
        fixedSource([card({ move: 6 }), card({ move: 4 })]),
        ow,
      ).inches,
    ).toBe(10);
  });

  it("OW-8 a crew of 6 loads in one activation, 3-4 in two (NAP-7.2)", () => {
    expect(loadingActivations({ artillerists: 6, nonArtillerists: 0 }).activations).toBe(1);
    expect(loadingActivations({ artillerists: 4, nonArtillerists: 0 }).activations).toBe(2);
  });

  it("OW-8 / OW-9.1 Indians cannot serve artillery", () => {
    expect(() => checkCrewNotIndian(unit("G", figures("c", 6), { kind: "crew", flags: { indian: true } }), ow)).toThrow(
      /indianCrewedWeapon/,
    );
    expect(() => checkCrewNotIndian(unit("G", figures("c", 6), { kind: "crew" }), ow)).not.toThrow();
  });
});
