/**
 * Crew-served weapons: the Gatling crew (OW-5.2a, OW-5.2c) and the artillery crew with its
 * loading table (NAP-7.2; OW-8 uses the Napoleonic artillery rules).
 */
import { z } from "../zod";
import { RulesError } from "../errors";

/**
 * OW-5.2a "The standard crew is usually four men: gunner, loader, assistant loader, and commander."
 * The limber radius (4") and traverse (45°) are geometry's: LIMBER_RANGE, GATLING_TRAVERSE.
 */
export const GATLING_CREW = {
  size: 4,
  roles: ["gunner", "loader", "assistant-loader", "commander"],
  /** OW-5.2c Manhandling "requires at least two crewmen". */
  minToManhandle: 2,
} as const;

export const gatlingCrewSchema = /* @__PURE__ */ z
  .strictObject({
    size: z.number().check(z.int(), z.minimum(1)),
    roles: z.array(z.string().check(z.minLength(1))),
    minToManhandle: z.number().check(z.int(), z.minimum(1)),
  })
  .check(z.refine((c) => c.roles.length === c.size, { message: "one role per crewman" }));

/** One row of the NAP-7.2 loading table: a crew of at least `minCrew` (unstunned) loads in `activations`. */
export interface LoadingRow {
  readonly minCrew: number;
  readonly activations: number;
}

/**
 * NAP-7.2 "a gun crew consists of six figures. When the crew has greater than 2/3 strength
 * (i.e., more than 4 un-stunned figures), the crew can reload the gun with a single
 * activation. If the crew is reduced to 2/3 and is still greater than 1/3 strength (i.e., 3
 * or 4 figures), it requires two activations to reload. With two figures the crew requires 3
 * activations to reload. A minimum of two artillerists is required to operate the gun."
 * "Up to two non-artillerists can be assigned ... Two non-artillerists count as one
 * artillerist. A single non-artillerist is not sufficient to raise the crew strength."
 */
export const ARTILLERY_CREW = {
  size: 6,
  /** Rows from the strongest crew down; a crew below the last row cannot serve the gun. */
  loading: [
    { minCrew: 5, activations: 1 },
    { minCrew: 3, activations: 2 },
    { minCrew: 2, activations: 3 },
  ],
  minArtillerists: 2,
  maxNonArtillerists: 2,
  nonArtilleristsPerArtillerist: 2,
} as const satisfies {
  size: number;
  loading: readonly LoadingRow[];
  minArtillerists: number;
  maxNonArtillerists: number;
  nonArtilleristsPerArtillerist: number;
};

export const artilleryCrewSchema = /* @__PURE__ */ z
  .strictObject({
    size: z.number().check(z.int(), z.minimum(1)),
    loading: z
      .array(
        z.strictObject({
          minCrew: z.number().check(z.int(), z.minimum(1)),
          activations: z.number().check(z.int(), z.minimum(1)),
        }),
      )
      .check(z.minLength(1)),
    minArtillerists: z.number().check(z.int(), z.minimum(1)),
    maxNonArtillerists: z.number().check(z.int(), z.minimum(0)),
    nonArtilleristsPerArtillerist: z.number().check(z.int(), z.minimum(1)),
  })
  .check(
    z.refine(
      (c) =>
        c.loading.every(
          (r, i) => i === 0 || (r.minCrew < c.loading[i - 1]!.minCrew && r.activations > c.loading[i - 1]!.activations),
        ),
      {
        message: "loading rows go from the strongest crew down, each slower",
      },
    ),
  );

/** Who serves the gun now: unstunned figures only (stunned crew do not count; wounded ones do). */
export interface GunCrew {
  readonly artillerists: number;
  readonly nonArtillerists: number;
}

export interface LoadingResult {
  /** Crew strength for the table: artillerists + one per two non-artillerists. */
  readonly strength: number;
  /** Activations to load (= Out of Ammunition markers placed when the gun fires); null = cannot serve the gun. */
  readonly activations: number | null;
}

/** NAP-7.2 Crew strength: two non-artillerists count as one artillerist, a single one adds nothing. */
export function crewStrength(crew: GunCrew): number {
  checkCrew(crew);
  return crew.artillerists + Math.floor(crew.nonArtillerists / ARTILLERY_CREW.nonArtilleristsPerArtillerist);
}

/**
 * NAP-7.2 Activations a crew needs to load: > 4 = 1, 3-4 = 2, 2 = 3; fewer than two
 * artillerists (helpers do not make up the minimum) or a strength below 2 cannot serve.
 */
export function loadingActivations(crew: GunCrew): LoadingResult {
  const strength = crewStrength(crew);
  if (crew.artillerists < ARTILLERY_CREW.minArtillerists) return { strength, activations: null };
  const row = ARTILLERY_CREW.loading.find((r) => strength >= r.minCrew);
  return { strength, activations: row ? row.activations : null };
}

function checkCrew(crew: GunCrew): void {
  const ok =
    Number.isInteger(crew.artillerists) &&
    crew.artillerists >= 0 &&
    Number.isInteger(crew.nonArtillerists) &&
    crew.nonArtillerists >= 0 &&
    crew.nonArtillerists <= ARTILLERY_CREW.maxNonArtillerists;
  if (!ok) {
    throw new RulesError("COMBAT_PATROL.Error.badGunCrew", {
      artillerists: String(crew.artillerists),
      nonArtillerists: String(crew.nonArtillerists),
      max: ARTILLERY_CREW.maxNonArtillerists,
    });
  }
}
