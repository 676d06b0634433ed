/**
 * NAP-7 Artillery as data: "Table 3 - Artillery Rounds and Ranges" (NAP-7.4), the canister
 * grade by gun weight (NAP-7.3.2), penetration and protection of buildings (NAP-7.3.1,
 * NAP-7.3.3.2) and the other printed numbers of the artillery rules. OW-8 uses these too.
 */
import { z } from "../zod";
import { BURST_SIZES, type BurstSize, type Grade } from "../cards/schema";
import { RulesError } from "../errors";
import type { RangeBand } from "../model";
import { bandRecord, bandsIncrease, findById } from "./common";

export const ARTILLERY_ROUNDS = ["shot", "canister", "shell"] as const;
export type ArtilleryRound = (typeof ARTILLERY_ROUNDS)[number];

/**
 * NAP-7.2 "the player must declare the type of round (shot, shell, canister, etc.) that is being
 * loaded ... Only that type of round may be fired when the gun next fires": the rounds a gun can
 * be loaded with. Spherical case ("case", NAP-7.3.3, British only) is its own round: a gun loaded
 * with common shell fires shell, one loaded with case fires case.
 */
export const DECLARED_ROUNDS = [...ARTILLERY_ROUNDS, "case"] as const;
export type DeclaredRound = (typeof DECLARED_ROUNDS)[number];

/** NAP-7.3.3 the Table 3 column a declared round fires from: spherical case shares the shell column. */
export function firedRound(declared: DeclaredRound): ArtilleryRound {
  return declared === "case" ? "shell" : declared;
}

/** Shell / spherical case columns of Table 3; null where the table says "None". */
export interface ShellRanges {
  readonly minimum: number;
  readonly maximum: number;
  /**
   * "HE Template Shell/Case" printed "Medium/Large": read as shell = Medium, spherical
   * case = Large (the column heading pairs the two words). Case is "Available to British only".
   */
  readonly template: { readonly shell: BurstSize; readonly case: BurstSize };
}

/** A Table 3 row heading: "< 6#", "6#", "8# to 12#", "> 12#". */
export type WeightClass =
  | { readonly kind: "below"; readonly pounds: number }
  | { readonly kind: "exactly"; readonly pounds: number }
  | { readonly kind: "between"; readonly from: number; readonly to: number }
  | { readonly kind: "above"; readonly pounds: number };

const weightClassSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("below"), pounds: z.number().check(z.positive()) }),
  z.strictObject({ kind: z.literal("exactly"), pounds: z.number().check(z.positive()) }),
  z.strictObject({
    kind: z.literal("between"),
    from: z.number().check(z.positive()),
    to: z.number().check(z.positive()),
  }),
  z.strictObject({ kind: z.literal("above"), pounds: z.number().check(z.positive()) }),
]);

/** Whether a shot weight (pounds) falls under a row heading. */
export function inWeightClass(weight: number, c: WeightClass): boolean {
  switch (c.kind) {
    case "below":
      return weight < c.pounds;
    case "exactly":
      return weight === c.pounds;
    case "between":
      return weight >= c.from && weight <= c.to;
    case "above":
      return weight > c.pounds;
  }
}

export interface ArtilleryPiece {
  readonly id: string;
  /** Row heading as printed. */
  readonly name: string;
  /** Shot weights (pounds) the row heading covers; null where the heading is not a weight (howitzer, swivel gun). */
  readonly weightClass: WeightClass | null;
  /**
   * OUR DEFAULT shot weight (pounds) for a gun of this row when a scenario gives none; it
   * sets canister grade and penetration. Not printed in the seed.
   */
  readonly defaultShotWeight: number;
  /** Round Shot Short / Med. / Long, inches. */
  readonly shot: Readonly<Record<RangeBand, number>>;
  /** Canister/Grape Short / Med. / Long, inches; null where "N/A". */
  readonly canister: Readonly<Record<RangeBand, number | null>>;
  readonly shell: ShellRanges | null;
}

const inches = z.number().check(z.positive());

export const artilleryPieceSchema = /* @__PURE__ */ z
  .strictObject({
    id: z.string().check(z.regex(/^nap\.[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    weightClass: z.nullable(weightClassSchema),
    defaultShotWeight: z.number().check(z.positive()),
    shot: bandRecord(inches),
    canister: bandRecord(z.nullable(inches)),
    shell: z.nullable(
      z.strictObject({
        minimum: inches,
        maximum: inches,
        template: z.strictObject({ shell: z.enum(BURST_SIZES), case: z.enum(BURST_SIZES) }),
      }),
    ),
  })
  .check(
    z.refine((p) => bandsIncrease({ range: p.shot }) && bandsIncrease({ range: p.canister }), {
      message: "range bands must increase from short to long",
    }),
    z.refine((p) => p.shell === null || p.shell.minimum < p.shell.maximum, { message: "shell minimum above maximum" }),
    z.refine((p) => p.weightClass === null || inWeightClass(p.defaultShotWeight, p.weightClass), {
      message: "default shot weight outside the row's weight class",
    }),
  ) satisfies z.ZodMiniType<ArtilleryPiece>;

/** "Medium/Large". */
const SHELL_TEMPLATE = { shell: "medium", case: "large" } as const;

/**
 * NAP-7.4 Table 3, rows in the printed order.
 * Default shot weights (ours): < 6# a 4-pounder, 8# to 12# a 12-pounder, > 12# an
 * 18-pounder, howitzer as a 12-pounder (its Table 3 ranges are those of the 8-12# gun),
 * swivel gun 1 pound.
 */
export const ARTILLERY = [
  {
    id: "nap.gun-under-6",
    name: "< 6# gun",
    weightClass: { kind: "below", pounds: 6 },
    defaultShotWeight: 4,
    shot: { short: 20, medium: 40, long: 80 },
    canister: { short: 16, medium: 24, long: 32 },
    shell: null,
  },
  {
    id: "nap.gun-6",
    name: "6# gun",
    weightClass: { kind: "exactly", pounds: 6 },
    defaultShotWeight: 6,
    shot: { short: 35, medium: 70, long: 140 },
    canister: { short: 24, medium: 36, long: 72 },
    shell: { minimum: 72, maximum: 140, template: SHELL_TEMPLATE },
  },
  {
    id: "nap.gun-8-12",
    name: "8# to 12# gun",
    weightClass: { kind: "between", from: 8, to: 12 },
    defaultShotWeight: 12,
    shot: { short: 40, medium: 80, long: 160 },
    canister: { short: 30, medium: 40, long: 80 },
    shell: { minimum: 80, maximum: 160, template: SHELL_TEMPLATE },
  },
  {
    id: "nap.gun-over-12",
    name: "> 12# gun",
    weightClass: { kind: "above", pounds: 12 },
    defaultShotWeight: 18,
    shot: { short: 50, medium: 100, long: 200 },
    canister: { short: 36, medium: 50, long: 100 },
    shell: { minimum: 100, maximum: 200, template: SHELL_TEMPLATE },
  },
  {
    id: "nap.howitzer",
    name: "Howitzer",
    weightClass: null,
    defaultShotWeight: 12,
    shot: { short: 40, medium: 80, long: 160 },
    canister: { short: 30, medium: 40, long: 80 },
    shell: { minimum: 60, maximum: 160, template: SHELL_TEMPLATE },
  },
  {
    id: "nap.swivel-gun",
    name: "Swivel gun",
    weightClass: null,
    defaultShotWeight: 1,
    shot: { short: 10, medium: 20, long: 40 },
    canister: { short: 6, medium: 12, long: null },
    shell: null,
  },
] as const satisfies readonly ArtilleryPiece[];

export type ArtilleryId = (typeof ARTILLERY)[number]["id"];

/**
 * NAP-7.4 The gun row of Table 3 for a gun of that shot weight; null when no gun heading
 * covers it (a 7-pounder falls between "6#" and "8# to 12#"; howitzers and swivel guns are
 * chosen by name, not weight).
 */
export function gunRowForShotWeight(shotWeight: number): ArtilleryPiece | null {
  checkPositive("shotWeight", shotWeight);
  const rows: readonly ArtilleryPiece[] = ARTILLERY;
  return rows.find((p) => p.weightClass !== null && inWeightClass(shotWeight, p.weightClass)) ?? null;
}

/** NAP-7.4 A row of Table 3 by id; unknown id = RulesError. */
export function artilleryPiece(id: string): ArtilleryPiece {
  return findById<ArtilleryPiece>(ARTILLERY, id, "artillery");
}

/**
 * NAP-7.4 Range bands of a round: solid shot and canister from their columns; shell is
 * "always long range" (NAP-7.3.3.1) between its minimum and maximum, so its only band is long.
 * null: the gun cannot fire that round (Table 3 "None").
 */
export function artilleryRanges(
  piece: ArtilleryPiece,
  round: ArtilleryRound,
): Readonly<Record<RangeBand, number | null>> | null {
  if (round === "shot") return piece.shot;
  if (round === "canister") return piece.canister;
  return piece.shell === null ? null : { short: null, medium: null, long: piece.shell.maximum };
}

/** NAP-7.3.3 "These rounds cannot be used at targets closer than the minimum ranges listed in Table 3." */
export function shellInRange(piece: ArtilleryPiece, distance: number): boolean {
  if (!Number.isFinite(distance) || distance < 0) {
    throw new RulesError("COMBAT_PATROL.Error.badDistance", { weapon: piece.id, distance: String(distance) });
  }
  return piece.shell !== null && distance >= piece.shell.minimum && distance <= piece.shell.maximum;
}

/**
 * Printed numbers of the artillery rules (NAP-7). The distances and widths on the table
 * (canister swath 2/4/8", solid shot 12" past impact, limber 4") are geometry's:
 * CANISTER_WIDTHS, SOLID_SHOT_BEYOND, LIMBER_RANGE in src/rules/geometry.
 */
export const ARTILLERY_RULES = {
  /**
   * NAP-7.3.2 "Guns smaller than six pounders are Green attacks ...; guns between 6 and 12
   * pounders, inclusive, are resolved as Regular; and guns larger than 12 pounders ... Elite."
   */
  canisterGrade: { regularFrom: 6, regularTo: 12 },
  /** NAP-7.3.2 "within the first half of the short-range band, they are automatically hit". */
  canisterAutoHitFractionOfShort: 0.5,
  /**
   * NAP-7.3.2 "For any unit after the first add one column shift to the attacks": the shifts of
   * every unit after the first (the same for the second, third and later units).
   */
  canisterLaterUnitShifts: 1,
  /** NAP-7.3.1.1 One card per rank crossed: open order is hit on a large explosion, close order on a small one. */
  solidShotHitsOn: { openOrder: "large", closeOrder: "small" },
  /** NAP-7.3.3.1 "if the shot misses use 3 times the deviation distance". */
  shellMissDeviationFactor: 3,
  /** NAP-7.1 Unlimbered guns move at one quarter speed. */
  manhandledSpeedFactor: 0.25,
  /**
   * NAP-7.3.3 Table 3 "Shell/Spherical Case*": "* Such as shrapnel. Available to British only". Lower-case nation ids.
   */
  sphericalCaseNations: ["british"],
} as const;

export const artilleryRulesSchema = z.strictObject({
  canisterGrade: z.strictObject({
    regularFrom: z.number().check(z.positive()),
    regularTo: z.number().check(z.positive()),
  }),
  canisterAutoHitFractionOfShort: z.number().check(z.positive(), z.maximum(1)),
  canisterLaterUnitShifts: z.number().check(z.int(), z.minimum(0)),
  solidShotHitsOn: z.strictObject({ openOrder: z.enum(BURST_SIZES), closeOrder: z.enum(BURST_SIZES) }),
  shellMissDeviationFactor: z.number().check(z.positive()),
  manhandledSpeedFactor: z.number().check(z.positive(), z.maximum(1)),
  sphericalCaseNations: z.readonly(z.array(z.string().check(z.minLength(1)))),
});

/** NAP-7.3.2 The grade a canister attack uses, from the gun's shot weight in pounds (not the crew's Accuracy). */
export function canisterGrade(shotWeight: number): Grade {
  checkPositive("shotWeight", shotWeight);
  const { regularFrom, regularTo } = ARTILLERY_RULES.canisterGrade;
  if (shotWeight < regularFrom) return "green";
  return shotWeight <= regularTo ? "regular" : "elite";
}

/**
 * NAP-7.3.1.2 Building penetration and protection. "use half the shot weight (e.g., a 6
 * pounder has penetration of 3). Structures of masonry or log construction have protection
 * rating of 8. Wood frame structures have protection rating of 6. Dirt embankments cannot be
 * penetrated by artillery. If a round is short and ricochets ... reduce penetration by 2."
 * NAP-7.3.3.2 Shell on a roof: "treating the roof as wood frame ... using zero for the
 * round's penetration value". The penetration test itself is the base rules' 3.22.
 */
export const STRUCTURES = ["masonry", "log", "wood", "dirt"] as const;
export type Structure = (typeof STRUCTURES)[number];

export interface StructureProtection {
  /** Protection rating; null = cannot be penetrated by artillery. */
  readonly protection: number | null;
  /**
   * NAP-7.3.1.2 (5) Penetrating solid shot: medium template / medium explosions (masonry, log), small / small (wood).
   */
  readonly penetratingHit: { readonly template: BurstSize; readonly explosion: BurstSize } | null;
}

const PENETRATING_MASONRY = { template: "medium", explosion: "medium" } as const;
const MASONRY_OR_LOG = { protection: 8, penetratingHit: PENETRATING_MASONRY } as const;

export const STRUCTURE_PROTECTION = {
  masonry: MASONRY_OR_LOG,
  log: MASONRY_OR_LOG,
  wood: { protection: 6, penetratingHit: { template: "small", explosion: "small" } },
  dirt: { protection: null, penetratingHit: null },
} as const satisfies Record<Structure, StructureProtection>;

export const PENETRATION = {
  /** "half the shot weight". */
  shotWeightDivisor: 2,
  /** "reduce penetration by 2". */
  ricochetReduction: 2,
  /** Shell or case against a roof. */
  shellOnRoof: 0,
  /** The roof counts as this structure. */
  roofStructure: "wood",
} as const;

const penetratingHitSchema = z.strictObject({ template: z.enum(BURST_SIZES), explosion: z.enum(BURST_SIZES) });
export const structureProtectionSchema = z.strictObject({
  masonry: z.strictObject({
    protection: z.nullable(z.number().check(z.int(), z.positive())),
    penetratingHit: z.nullable(penetratingHitSchema),
  }),
  log: z.strictObject({
    protection: z.nullable(z.number().check(z.int(), z.positive())),
    penetratingHit: z.nullable(penetratingHitSchema),
  }),
  wood: z.strictObject({
    protection: z.nullable(z.number().check(z.int(), z.positive())),
    penetratingHit: z.nullable(penetratingHitSchema),
  }),
  dirt: z.strictObject({
    protection: z.nullable(z.number().check(z.int(), z.positive())),
    penetratingHit: z.nullable(penetratingHitSchema),
  }),
}) satisfies z.ZodMiniType<Record<Structure, StructureProtection>>;

export const penetrationSchema = z.strictObject({
  shotWeightDivisor: z.number().check(z.positive()),
  ricochetReduction: z.number().check(z.minimum(0)),
  shellOnRoof: z.number().check(z.minimum(0)),
  roofStructure: z.enum(STRUCTURES),
});

/** NAP-7.3.1.2 Penetration value of solid shot: half the shot weight, 2 less on a ricochet (never below 0). */
export function solidShotPenetration(shotWeight: number, ricochet: boolean): number {
  checkPositive("shotWeight", shotWeight);
  const value = shotWeight / PENETRATION.shotWeightDivisor - (ricochet ? PENETRATION.ricochetReduction : 0);
  return Math.max(0, value);
}

/** NAP-7.3.1.2 Protection rating of a structure; null = artillery cannot penetrate it. */
export function structureProtection(structure: Structure): number | null {
  return STRUCTURE_PROTECTION[structure].protection;
}

function checkPositive(what: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0)
    throw new RulesError("COMBAT_PATROL.Error.badArtilleryInput", { what, value: String(value) });
}
