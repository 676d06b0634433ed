/**
 * OW-6 Dynamite (Hollywood) as data: which HE template each charge uses and the printed
 * counts of the dynamite rules. The thrown ranges are the "Dynamite" row of OW Table 1
 * (frontier-weapons.ts); dynamite.ts joins the two.
 */
import { z } from "../zod";
import { BURST_SIZES, type BurstSize } from "../cards/schema";

export const DYNAMITE_CHARGES = ["stick", "bundle"] as const;
export type DynamiteCharge = (typeof DYNAMITE_CHARGES)[number];

export interface ExplosivesTable {
  /** OW-6a "One stick uses the small HE template" (thrown like a grenade). */
  readonly stick: { readonly template: BurstSize };
  /** OW-6a "a bundle of sticks uses the medium HE template" (thrown like a satchel charge, or placed). */
  readonly bundle: { readonly template: BurstSize };
  /** OW-6.1.1 "an additional shift to the right, since dynamite was not made to be thrown". */
  readonly thrown: { readonly extraRightShifts: number };
  /** OW-6.1.2 Placed: "two activations; the first to prepare the bundle and the second to place". */
  readonly placed: {
    readonly activationsToPlace: number;
    /** "A figure can spend up to three activations laying the fuse." */
    readonly maxFuseActivations: number;
    /** "Figures laying fuse move at half speed and cannot sprint." */
    readonly fuseLayingSpeedFactor: number;
  };
  /** OW-6.1.3 "he must spend an activation to connect the blasting machine". */
  readonly blastingMachine: { readonly activationsToConnect: number };
  /**
   * OW-6.1.4 A carrier wounded or incapacitated: "If that card has a small explosion result,
   * the dynamite ... detonates" and uses "the medium HE template as if it was a bundle".
   */
  readonly carried: { readonly detonatesOn: BurstSize; readonly template: BurstSize };
  /** OW-6.1.4 A sniper hits a charge: "If a medium explosion is drawn, the charge explodes." */
  readonly sniperHit: { readonly detonatesOn: BurstSize };
  /**
   * OW-6.1.2 "Bundles can be placed to breach walls using the same rules as satchel charges."
   * The base satchel-charge rule is not in our sources. OUR default: a bundle that explodes
   * against a wall or door breaches it, opening a gap as wide as its template (no card).
   */
  readonly breach: { readonly automatic: boolean };
}

const burst = z.enum(BURST_SIZES);
const count = z.number().check(z.int(), z.minimum(1));

export const explosivesSchema = z.strictObject({
  stick: z.strictObject({ template: burst }),
  bundle: z.strictObject({ template: burst }),
  thrown: z.strictObject({ extraRightShifts: count }),
  placed: z.strictObject({
    activationsToPlace: count,
    maxFuseActivations: count,
    fuseLayingSpeedFactor: z.number().check(z.positive(), z.maximum(1)),
  }),
  blastingMachine: z.strictObject({ activationsToConnect: count }),
  carried: z.strictObject({ detonatesOn: burst, template: burst }),
  sniperHit: z.strictObject({ detonatesOn: burst }),
  breach: z.strictObject({ automatic: z.boolean() }),
}) satisfies z.ZodMiniType<ExplosivesTable>;

export const EXPLOSIVES = {
  stick: { template: "small" },
  bundle: { template: "medium" },
  thrown: { extraRightShifts: 1 },
  placed: { activationsToPlace: 2, maxFuseActivations: 3, fuseLayingSpeedFactor: 0.5 },
  blastingMachine: { activationsToConnect: 1 },
  carried: { detonatesOn: "small", template: "medium" },
  sniperHit: { detonatesOn: "medium" },
  breach: { automatic: true },
} as const satisfies ExplosivesTable;

/** OW-6a The HE template of a charge. */
export function dynamiteTemplate(charge: DynamiteCharge): BurstSize {
  return EXPLOSIVES[charge].template;
}
