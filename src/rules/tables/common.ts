/**
 * Pieces every weapons table shares: the zod schema of a WeaponProfile, the helper that
 * turns a printed table cell ("2 (2)", "8", "--") into range + rate of fire, and the
 * lookups a shooting procedure needs (which band a distance falls in, how many cards).
 */
import { z } from "../zod";
import { BURST_SIZES } from "../cards/schema";
import { RulesError } from "../errors";
import { RANGE_BANDS, type RangeBand, type WeaponProfile } from "../model";

/** A grade as the tables print it (Guts E/R/G, canister attacks). */
export const gradeSchema = z.enum(["elite", "regular", "green"]);

const inches = z.number().check(z.positive());

/** One value per range band. */
export function bandRecord<T extends z.ZodMiniType>(value: T) {
  return z.strictObject({ short: value, medium: value, long: value });
}

/** The WeaponProfile of src/rules/model.ts as a schema (checked against the interface below). */
export const weaponProfileShape = {
  id: z.string().check(z.regex(/^[a-z]+\.[a-z0-9-]+$/)),
  range: bandRecord(z.nullable(inches)),
  rof: bandRecord(z.number().check(z.int(), z.minimum(1))),
  reload: z.nullable(z.enum(["normal", "double", "always"])),
  hth: z.nullable(z.number().check(z.int())),
  he: z.optional(z.nullable(z.enum(BURST_SIZES))),
} as const;

export const weaponProfileSchema = /* @__PURE__ */ z
  .strictObject(weaponProfileShape)
  .check(z.refine(bandsIncrease, { message: "range bands must increase from short to long" }));

/** Where a table prints bands, each printed band reaches further than the one before. */
export function bandsIncrease(w: Pick<WeaponProfile, "range">): boolean {
  const printed = RANGE_BANDS.map((b) => w.range[b]).filter((r): r is number => r !== null);
  return printed.every((r, i) => i === 0 || r > printed[i - 1]!);
}

/** Hand-to-hand values of a lance: "Moving (not moving) 3 (1)" (OW Table 1, NAP Table 1). */
export interface LanceHth {
  readonly moving: number;
  readonly notMoving: number;
}

export const lanceHthSchema = z.strictObject({
  moving: z.number().check(z.int()),
  notMoving: z.number().check(z.int()),
});

/**
 * One printed range cell: `8` is "8", `[2, 2]` is "2 (2)" (range, rate of fire in
 * brackets), `null` is "--". Used only to transcribe the tables.
 */
export type RangeCell = number | readonly [range: number, rof: number] | null;

/** The range and rate-of-fire columns of one table row, from its three printed cells (CORE-5.3: 1 if none). */
export function bands(short: RangeCell, medium: RangeCell, long: RangeCell): Pick<WeaponProfile, "range" | "rof"> {
  const range = (c: RangeCell) => (c === null ? null : typeof c === "number" ? c : c[0]);
  const rof = (c: RangeCell) => (c !== null && typeof c !== "number" ? c[1] : 1);
  return {
    range: { short: range(short), medium: range(medium), long: range(long) },
    rof: { short: rof(short), medium: rof(medium), long: rof(long) },
  };
}

/** A row with no printed range at all ("--" in every band, or no column). */
export const NO_RANGE = bands(null, null, null);

/**
 * CORE-5.1 The band a target at `distance` inches falls in: the first printed band whose
 * upper limit reaches it (a band printed "--" is skipped, e.g. the Derringer's short band).
 * null: beyond the last printed band, or the weapon has no range (melee only).
 */
export function rangeBandAt(weapon: Pick<WeaponProfile, "id" | "range">, distance: number): RangeBand | null {
  if (!Number.isFinite(distance) || distance < 0) {
    throw new RulesError("COMBAT_PATROL.Error.badDistance", { weapon: weapon.id, distance: String(distance) });
  }
  for (const band of RANGE_BANDS) {
    const limit = weapon.range[band];
    if (limit !== null && distance <= limit) return band;
  }
  return null;
}

/** CORE-5.3 Cards drawn for one firing: the number in brackets for that band, 1 if none. */
export function rateOfFire(weapon: Pick<WeaponProfile, "rof">, band: RangeBand): number {
  return weapon.rof[band];
}

/** Longest printed range, null for a weapon that cannot shoot or be thrown. */
export function maxRange(weapon: Pick<WeaponProfile, "range">): number | null {
  const printed = RANGE_BANDS.map((b) => weapon.range[b]).filter((r): r is number => r !== null);
  return printed.length === 0 ? null : Math.max(...printed);
}

/** Find a row by id in a table, or refuse with a localized error. */
export function findById<T extends { readonly id: string }>(table: readonly T[], id: string, what: string): T {
  const row = table.find((r) => r.id === id);
  if (!row) throw new RulesError("COMBAT_PATROL.Error.unknownTableEntry", { table: what, id });
  return row;
}
