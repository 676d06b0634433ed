/**
 * OW-9.2 Animals (Hollywood): "Table 3: Livestock Attributes" (OW-9.2.8), the movement
 * of OW-9.2.1 and the printed numbers of the herd rules (OW-9.2.2 - OW-9.2.7).
 */
import { z } from "../zod";
import type { Grade } from "../cards/schema";
import { findById, gradeSchema } from "./common";

export interface Livestock {
  readonly id: string;
  /** Column heading as printed. */
  readonly name: string;
  /** Guts E / R / G. */
  readonly guts: Grade;
  /** Accuracy "NA": animals never shoot. */
  readonly accuracy: null;
  /** Melee modifier (+2, +0, -1 ...). */
  readonly melee: number;
  /** Endurance as printed: "4-5" is min 4 max 5, "2" is min = max = 2. */
  readonly endurance: { readonly min: number; readonly max: number };
  readonly reaction: number;
  /** OW-9.2.1 Movement cards (cavalry rate 2, or 1); charging adds LIVESTOCK_RULES.chargeExtraCards. */
  readonly movementCards: number;
  /** OW-9.2.3 "Cattle and horses can be herded". */
  readonly herdable: boolean;
  /** OW-9.2.7 "(Sheep flocks are exempt from this.)" */
  readonly stampedes: boolean;
  /** OW-9.2.5 "Only bears can initiate melee attacks". */
  readonly initiatesMelee: boolean;
  /** OW-9.2.6 "Bears check morale like regular units ... Herds do not check morale." */
  readonly checksMorale: boolean;
}

export const livestockSchema = /* @__PURE__ */ z
  .strictObject({
    id: z.string().check(z.regex(/^ow\.[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    guts: gradeSchema,
    accuracy: z.null(),
    melee: z.number().check(z.int()),
    endurance: z.strictObject({
      min: z.number().check(z.int(), z.minimum(1)),
      max: z.number().check(z.int(), z.minimum(1)),
    }),
    reaction: z.number().check(z.int(), z.minimum(1), z.maximum(6)),
    movementCards: z.number().check(z.int(), z.minimum(1)),
    herdable: z.boolean(),
    stampedes: z.boolean(),
    initiatesMelee: z.boolean(),
    checksMorale: z.boolean(),
  })
  .check(
    z.refine((a) => a.endurance.min <= a.endurance.max, { message: "endurance min above max" }),
  ) satisfies z.ZodMiniType<Livestock>;

const endurance = (min: number, max: number = min) => ({ min, max });
const HERD = { herdable: false, stampedes: true, initiatesMelee: false, checksMorale: false } as const;

/** OW Table 3, columns in the printed order. */
export const LIVESTOCK = [
  {
    id: "ow.bison",
    name: "Bison",
    guts: "elite",
    accuracy: null,
    melee: 2,
    endurance: endurance(4, 5),
    reaction: 3,
    movementCards: 2,
    ...HERD,
  },
  {
    id: "ow.cattle",
    name: "Cattle",
    guts: "regular",
    accuracy: null,
    melee: 1,
    endurance: endurance(2, 4),
    reaction: 2,
    movementCards: 2,
    ...HERD,
    herdable: true,
  },
  {
    id: "ow.horses",
    name: "Horses",
    guts: "green",
    accuracy: null,
    melee: 0,
    endurance: endurance(2, 3),
    reaction: 3,
    movementCards: 2,
    ...HERD,
    herdable: true,
  },
  {
    id: "ow.grizzly-bear",
    name: "Grizzly Bear",
    guts: "elite",
    accuracy: null,
    melee: 3,
    endurance: endurance(4, 6),
    reaction: 2,
    movementCards: 1,
    herdable: false,
    stampedes: false,
    initiatesMelee: true,
    checksMorale: true,
  },
  {
    id: "ow.sheep",
    name: "Sheep",
    guts: "green",
    accuracy: null,
    melee: -1,
    endurance: endurance(2),
    reaction: 2,
    movementCards: 1,
    ...HERD,
    stampedes: false,
  },
] as const satisfies readonly Livestock[];

export type LivestockId = (typeof LIVESTOCK)[number]["id"];

/**
 * Printed numbers of the herd rules. The distances (herd coherency 6", stampede trigger 2",
 * trample 1") are geometry's: HERD_COHERENCY, STARTLE_RANGE, TRAMPLE_RANGE in
 * src/rules/geometry/proximity.ts.
 */
export const LIVESTOCK_RULES = {
  /** OW-9.2.1 "charge for an additional card" / "1 additional card when charging". */
  chargeExtraCards: 1,
  /** OW-9.2.3 "at least 1 unit of 3 or more figures is assigned to them". */
  herdersMinFigures: 3,
  /** OW-9.2.4 Through a herd: foot at quarter movement, mounted at half. */
  throughHerdSpeedFactor: { foot: 0.25, mounted: 0.5 },
  /** OW-9.2.7 Stampede: "the herd moves one card of movement on every activation card". */
  stampedeCardsPerActivationCard: 1,
} as const;

export const livestockRulesSchema = z.strictObject({
  chargeExtraCards: z.number().check(z.int(), z.minimum(1)),
  herdersMinFigures: z.number().check(z.int(), z.minimum(1)),
  throughHerdSpeedFactor: z.strictObject({
    foot: z.number().check(z.positive(), z.maximum(1)),
    mounted: z.number().check(z.positive(), z.maximum(1)),
  }),
  stampedeCardsPerActivationCard: z.number().check(z.int(), z.minimum(1)),
});

/** OW-9.2.8 A column of Table 3 by id; unknown id = RulesError. */
export function livestock(id: string): Livestock {
  return findById<Livestock>(LIVESTOCK, id, "livestock");
}

/** OW-9.2.1 Movement cards for an animal: its rate, plus one card when charging. */
export function livestockMovementCards(animal: Pick<Livestock, "movementCards">, charging: boolean): number {
  return animal.movementCards + (charging ? LIVESTOCK_RULES.chargeExtraCards : 0);
}

/** OW-9.2.8 Whether an Endurance value is within the printed range for the animal. */
export function isLivestockEndurance(animal: Pick<Livestock, "endurance">, value: number): boolean {
  return Number.isInteger(value) && value >= animal.endurance.min && value <= animal.endurance.max;
}

/**
 * Our default Endurance for an animal figure: the low end of the printed range (the seed
 * gives a range and no rule for picking in it; the GM may set any value in the range).
 */
export function defaultLivestockEndurance(animal: Pick<Livestock, "endurance">): number {
  return animal.endurance.min;
}
