/**
 * CORE-5 the parameters of a fire action, checked before any card is drawn.
 *
 * A fire request crosses the socket as plain JSON (a hand-made macro, an older client, a NaN
 * that JSON turned into null), so the GM's draw procedure cannot trust its shape. This check
 * turns every bad request into ONE RulesError with a localization key that names the field,
 * and never changes its input. The common cases have their own words: no shooter, no target,
 * a distance that is not a distance, a weapon nobody knows, more shots than the deck holds;
 * anything else is `badActionParams` with the field's path. Keys the schema does not know (a
 * table weapon's name and notes, a supplement's extras) pass through untouched.
 *
 * Adapters call it: the action layer before it sends the request (the dialog shows the
 * error at once) and the GM's fire procedure before it runs the engine.
 */
import { z } from "../zod";
import { GRADES } from "../cards/schema";
import { DECK_SIZE } from "../cards/deck-file";
import { RulesError } from "../errors";
import { ACCURACIES, RANGE_BANDS, type WeaponProfile } from "../model";
import { planFire, type FireInput, type Shooter } from "../procedures/fire";
import type { ProcedureOptions } from "../procedures/reader";
import { FRONTIER_WEAPONS } from "../tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "../tables/napoleonic-weapons";
import type { WeaponKind } from "../tables/weapon-kinds";
import { mayFireMoving } from "../mounted/fire";

const grade = z.enum(GRADES);
const flag = z.union([z.boolean(), z.number(), z.string(), z.null()]);
const count = z.number().check(z.int(), z.minimum(0));

/** FigureState (model.ts), field for field; other keys (a supplement's) pass through. */
const figureStateSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  guts: grade,
  accuracy: z.enum(ACCURACIES),
  melee: z.number().check(z.int()),
  endurance: z.number().check(z.int(), z.minimum(1)),
  reaction: z.number().check(z.int()),
  wounds: count,
  stunned: z.boolean(),
  incapacitated: z.boolean(),
  outOfAmmo: count,
  pinned: z.boolean(),
  mounted: z.boolean(),
  hidden: z.boolean(),
  cover: z.optional(z.enum(["none", "soft", "hard"])),
  hero: z.boolean(),
  sniper: z.boolean(),
  leaderRank: z.nullable(z.enum(["team", "squad", "platoon", "company"])),
  trained: z.boolean(),
  horsemanship: z.optional(z.boolean()),
  weaponId: z.optional(z.nullable(z.string())),
  flags: z.optional(z.record(z.string(), flag)),
});

const bands = <T extends z.ZodMiniType>(value: T) => z.object({ short: value, medium: value, long: value });

/** WeaponProfile (model.ts); its id may be a table row ("ow.rifle") or a home-made weapon's item UUID. */
const weaponProfileParamsSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  range: bands(z.nullable(z.number().check(z.positive()))),
  rof: bands(z.number().check(z.int(), z.minimum(1))),
  reload: z.nullable(z.enum(["normal", "double", "always"])),
  hth: z.nullable(z.number().check(z.int())),
  he: z.optional(z.nullable(z.enum(["small", "medium", "large"]))),
});

const shiftsSchema = z.object({
  moved: z.optional(z.boolean()),
  wounded: z.optional(z.boolean()),
  leaderAbsent: z.optional(z.boolean()),
  saddle: z.optional(z.boolean()),
  thrown: z.optional(z.boolean()),
  extraCanisterUnits: z.optional(count),
  extra: z.optional(z.array(z.object({ key: z.string().check(z.minLength(1)), shifts: z.number().check(z.int()) }))),
});

/** FireInput (procedures/fire.ts). */
const fireParamsSchema = z.looseObject({
  unitId: z.string().check(z.minLength(1)),
  shooters: z
    .array(
      z.looseObject({
        figure: figureStateSchema,
        weapon: weaponProfileParamsSchema,
        rangeInches: z.number().check(z.minimum(0)),
        shifts: z.optional(shiftsSchema),
        aimAt: z.optional(z.string().check(z.minLength(1))),
      }),
    )
    .check(z.minLength(1)),
  target: z.looseObject({
    unitId: z.string().check(z.minLength(1)),
    figures: z
      .array(z.object({ figure: figureStateSchema, cover: z.enum(["none", "soft", "hard"]) }))
      .check(z.minLength(1)),
    closeOrder: z.boolean(),
  }),
});

export interface FireParamsContext extends ProcedureOptions {
  /** The weapon with this id, undefined when nobody knows it (default: the Frontier and Napoleonic tables). */
  readonly weapon?: (id: string) => WeaponProfile | undefined;
  /** Cards the firing player's deck can give (default: a whole deck, 50). */
  readonly cardsAvailable?: number;
}

const TABLE_WEAPONS: ReadonlyMap<string, WeaponProfile> = new Map(
  [...FRONTIER_WEAPONS, ...NAPOLEONIC_WEAPONS].map((w) => [w.id, w]),
);

/** A weapon of the printed tables (OW Table 1, NAP Table 1) by id. */
export function tableWeapon(id: string): WeaponProfile | undefined {
  return TABLE_WEAPONS.get(id);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v))).slice(0, 60);

/** The field path of a zod issue, as the error names it ("shooters.1.figure.accuracy"). */
function fieldOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "fire";
}

/** The kind of a table weapon (pistol, rifle, carbine…), null for one the tables do not list. */
function weaponKindOf(id: string): WeaponKind | null {
  return FRONTIER_WEAPONS.find((w) => w.id === id)?.kind ?? NAPOLEONIC_WEAPONS.find((w) => w.id === id)?.kind ?? null;
}

/**
 * OW-7.1f / NAP-6.2.2 may this shooter fire as he stands: on foot, or not moved, or from a moving horse
 * with a weapon the rules allow there (OW: pistols; with Horsemanship carbines and bows too).
 */
export function mayFireAsMoved(
  shooter: Pick<Shooter, "figure" | "weapon" | "shifts">,
  options?: FireParamsContext,
): boolean {
  const kind = weaponKindOf(shooter.weapon.id);
  return (
    !shooter.figure.mounted ||
    shooter.shifts?.moved !== true ||
    kind === null ||
    mayFireMoving(shooter.figure, kind, options)
  );
}

/**
 * CORE-5: the fire request as the engine takes it, or a RulesError naming what is wrong.
 * The input is never changed; the result is a checked copy.
 */
export function validateFireParams(input: unknown, context: FireParamsContext = {}): FireInput {
  if (!isRecord(input))
    throw new RulesError("badActionParams", {
      action: "fire",
      field: "fire",
      problem: `expected an object, got ${text(input)}`,
    });
  const unit = typeof input.unitId === "string" && input.unitId ? input.unitId : "?";
  const { shooters, target } = input;
  if (!Array.isArray(shooters) || shooters.length === 0) throw new RulesError("noShooters", { unit });
  if (!isRecord(target)) throw new RulesError("noTarget", { unit });
  if (!Array.isArray(target.figures) || target.figures.length === 0)
    throw new RulesError("noTargets", { unit: text(target.unitId ?? "?") });
  shooters.forEach((shooter: unknown) => {
    if (!isRecord(shooter)) return;
    const distance = shooter.rangeInches;
    if (typeof distance !== "number" || !Number.isFinite(distance) || distance < 0) {
      const weapon = isRecord(shooter.weapon) && typeof shooter.weapon.id === "string" ? shooter.weapon.id : "?";
      throw new RulesError("badDistance", { weapon, distance: text(distance) });
    }
  });

  const parsed = fireParamsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RulesError("badActionParams", { action: "fire", field: fieldOf(issue.path), problem: issue.message });
  }
  const fire: FireInput = parsed.data;

  const known = context.weapon ?? tableWeapon;
  for (const shooter of fire.shooters) {
    if (!known(shooter.weapon.id))
      throw new RulesError("unknownWeapon", { weapon: shooter.weapon.id, figure: shooter.figure.name });
    for (const band of RANGE_BANDS) {
      const reach = shooter.weapon.range[band];
      if (reach !== null && !Number.isFinite(reach))
        throw new RulesError("badActionParams", {
          action: "fire",
          field: `weapon.range.${band}`,
          problem: text(reach),
        });
    }
  }

  for (const shooter of fire.shooters) {
    // OW-7.1f / NAP-6.2.2 from a moving horse only the weapons the rules allow fire (OW: pistols;
    // with Horsemanship carbines and bows too): refused before any card is drawn.
    if (!mayFireAsMoved(shooter, context)) {
      const weapon = weaponKindOf(shooter.weapon.id) ?? shooter.weapon.id;
      throw new RulesError("cannotFireMoving", { figure: shooter.figure.name, weapon });
    }
  }

  const cards = context.cardsAvailable ?? DECK_SIZE;
  const shots = planFire(fire, context).shots;
  if (shots > cards) throw new RulesError("tooManyShots", { shots, cards });
  return fire;
}
