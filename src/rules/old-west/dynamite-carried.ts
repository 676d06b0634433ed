/**
 * OW-6a dynamite a figure carries: whether it may use dynamite at all (the Hollywood option,
 * OW-9.1 (3) no Indian), how many sticks and bundles it has (the sheet keeps them apart, the rules
 * read the total) and the checks every use of dynamite starts with. The throw (dynamite.ts), the
 * placed charges (dynamite-charges.ts) and the hazards (dynamite-hazards.ts) all read it.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState, UnitState } from "../model";
import { rulesOf } from "../procedures/reader";
import type { DynamiteCharge } from "../tables";
import { OW_FLAGS, flagOf, isIndian, type OldWestOptions } from "./common";

/** OW-6a / OW-9.1 (3): may this figure use dynamite at all? */
export function dynamiteAllowed(
  figure: FigureState,
  unit: UnitState | null,
  options?: OldWestOptions,
): { readonly allowed: boolean; readonly reason: "optionOff" | "indian" | null } {
  if (!rulesOf(options).hollywood.dynamite) return { allowed: false, reason: "optionOff" };
  if (isIndian(figure, unit, options)) return { allowed: false, reason: "indian" };
  return { allowed: true, reason: null };
}

/** Charges of dynamite the figure carries (flags.dynamite). */
export function dynamiteCarried(figure: FigureState): number {
  const n = flagOf(figure, OW_FLAGS.dynamite);
  return typeof n === "number" && n > 0 ? n : 0;
}

/**
 * OW-6a a figure's dynamite by kind: the sheet keeps sticks and bundles apart (flags
 * dynamiteSticks / dynamiteBundles); the rules read the total (flags.dynamite).
 */
export const DYNAMITE_KIND_FLAGS = { stick: "dynamiteSticks", bundle: "dynamiteBundles" } as const;

export interface DynamiteByKind {
  readonly sticks: number;
  readonly bundles: number;
}

/** OW-6a how many charges of this kind the figure carries (its typed count). */
export function dynamiteOfKind(figure: FigureState, charge: DynamiteCharge): number {
  const n = flagOf(figure, DYNAMITE_KIND_FLAGS[charge]);
  return typeof n === "number" && n > 0 ? n : 0;
}

/** The figure with the total the rules read (flags.dynamite = sticks + bundles), from its typed counts. */
export function withDynamiteTotal(figure: FigureState): FigureState {
  return {
    ...figure,
    flags: { ...figure.flags, [OW_FLAGS.dynamite]: dynamiteOfKind(figure, "stick") + dynamiteOfKind(figure, "bundle") },
  };
}

const whole = (n: number) => Math.max(0, Math.round(n));

/**
 * OW-6.1 THE stick/bundle split: a figure carrying `carried` has `left` charges in all after an
 * action; the charges used come off the kind `from` first (the charge thrown), then the other;
 * charges gained go to `from`. "Out of dynamite for the rest of the game" (left 0) empties both.
 */
export function splitDynamite(carried: DynamiteByKind, left: number, from: DynamiteCharge = "stick"): DynamiteByKind {
  const first = from === "bundle" ? whole(carried.bundles) : whole(carried.sticks);
  const second = from === "bundle" ? whole(carried.sticks) : whole(carried.bundles);
  const used = first + second - whole(left);
  const [a, b] =
    used < 0 ? [first - used, second] : [Math.max(0, first - used), Math.max(0, second - Math.max(0, used - first))];
  return from === "bundle" ? { sticks: b, bundles: a } : { sticks: a, bundles: b };
}

/**
 * OW-6.1 the effects of a dynamite action as the figure's typed counts: each "dynamite" total
 * the engine set on the thrower becomes the stick and bundle counts it leaves (only those that
 * change), taken from the charge used first (splitDynamite).
 */
export function dynamiteKindEffects(
  effects: readonly Effect[],
  thrower: FigureState,
  charge: DynamiteCharge = "stick",
): Effect[] {
  const sticks = dynamiteOfKind(thrower, "stick");
  const bundles = dynamiteOfKind(thrower, "bundle");
  return effects.flatMap((e): Effect[] => {
    if (e.kind !== "flag" || e.flag !== OW_FLAGS.dynamite || e.figureId !== thrower.id || typeof e.value !== "number")
      return [e];
    const left = splitDynamite({ sticks, bundles }, e.value, charge);
    const out: Effect[] = [];
    if (left.sticks !== sticks) out.push({ ...e, flag: DYNAMITE_KIND_FLAGS.stick, value: left.sticks });
    if (left.bundles !== bundles) out.push({ ...e, flag: DYNAMITE_KIND_FLAGS.bundle, value: left.bundles });
    return out;
  });
}

/**
 * OW-9.1 (3) "Indians cannot use ... dynamite": a charge's every step (laying its fuse, lighting
 * it, wiring or pushing a blasting machine) is refused to an Indian, whoever placed the charge (a
 * charge of the scenario's set-up is there whatever the Hollywood option says).
 */
export function checkMayHandle(figure: FigureState, unit: UnitState | null, options?: OldWestOptions): void {
  if (isIndian(figure, unit, options))
    throw new RulesError("COMBAT_PATROL.Error.indianDynamite", { figure: figure.name });
}

/** OW-6a / OW-6.1 a figure about to throw or prepare dynamite: allowed, up and still carrying some. */
export function checkMayUse(figure: FigureState, unit: UnitState | null, options?: OldWestOptions): void {
  const allowed = dynamiteAllowed(figure, unit, options);
  if (!allowed.allowed)
    throw new RulesError(
      allowed.reason === "indian" ? "COMBAT_PATROL.Error.indianDynamite" : "COMBAT_PATROL.Error.dynamiteOff",
      { figure: figure.name },
    );
  if (figure.incapacitated || figure.stunned)
    throw new RulesError("COMBAT_PATROL.Error.figureDown", { figure: figure.name });
  if (dynamiteCarried(figure) <= 0) throw new RulesError("COMBAT_PATROL.Error.noDynamite", { figure: figure.name });
}
