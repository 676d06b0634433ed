import { describe, expect, it } from "vitest";
import {
  ARTILLERY_CREW,
  GATLING_CREW,
  artilleryCrewSchema,
  crewStrength,
  gatlingCrewSchema,
  loadingActivations,
} from "@rules/tables/crews";
import { errorText, rulesErrorKey } from "./helpers";

describe("OW-5.2 Gatling crew", () => {
  it("OW-5.2a the standard crew is four: gunner, loader, assistant loader, commander", () => {
    expect(gatlingCrewSchema.safeParse(GATLING_CREW).error).toBeUndefined();
    expect(GATLING_CREW.size).toBe(4);
    expect(GATLING_CREW.roles).toEqual(["gunner", "loader", "assistant-loader", "commander"]);
  });

  it("OW-5.2c manhandling needs at least two crewmen", () => {
    expect(GATLING_CREW.minToManhandle).toBe(2);
  });
});

describe("NAP-7.2 artillery crew and loading", () => {
  it("NAP-7.2 the crew table validates: six figures; >4 = 1 activation, 3-4 = 2, 2 = 3", () => {
    expect(artilleryCrewSchema.safeParse(ARTILLERY_CREW).error).toBeUndefined();
    expect(ARTILLERY_CREW.size).toBe(6);
  });

  it.each([
    [6, 1],
    [5, 1],
    [4, 2],
    [3, 2],
    [2, 3],
    [1, null],
    [0, null],
  ] as const)("NAP-7.2 %i unstunned artillerists load in %s activations", (artillerists, activations) => {
    expect(loadingActivations({ artillerists, nonArtillerists: 0 })).toEqual({ strength: artillerists, activations });
  });

  it("NAP-7.2 the seed's example: 4 artillerists + 2 infantrymen = 5, one activation; + 1 infantryman = still 2", () => {
    expect(loadingActivations({ artillerists: 4, nonArtillerists: 2 })).toEqual({ strength: 5, activations: 1 });
    expect(loadingActivations({ artillerists: 4, nonArtillerists: 1 })).toEqual({ strength: 4, activations: 2 });
  });

  it("NAP-7.2 two non-artillerists count as one, a single one adds nothing", () => {
    expect(crewStrength({ artillerists: 2, nonArtillerists: 0 })).toBe(2);
    expect(crewStrength({ artillerists: 2, nonArtillerists: 1 })).toBe(2);
    expect(crewStrength({ artillerists: 2, nonArtillerists: 2 })).toBe(3);
    expect(loadingActivations({ artillerists: 2, nonArtillerists: 2 }).activations).toBe(2);
  });

  it("NAP-7.2 a minimum of two artillerists: one artillerist and two helpers cannot serve the gun", () => {
    expect(loadingActivations({ artillerists: 1, nonArtillerists: 2 })).toEqual({ strength: 2, activations: null });
  });

  it("NAP-7.2 more than two non-artillerists, or a negative or fractional count, is refused", () => {
    const key = rulesErrorKey(() => loadingActivations({ artillerists: 4, nonArtillerists: 3 }));
    expect(key).toBe("COMBAT_PATROL.Error.badGunCrew");
    expect(errorText(key)).toContain("{max}");
    expect(rulesErrorKey(() => crewStrength({ artillerists: -1, nonArtillerists: 0 }))).toBe(key);
    expect(rulesErrorKey(() => crewStrength({ artillerists: 2.5, nonArtillerists: 0 }))).toBe(key);
  });
});
