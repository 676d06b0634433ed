/**
 * OW-6 Dynamite (Hollywood): the throw, and the public face of the whole rule.
 *
 * OW-6a "If the GM allows it in a scenario ... Any non-Indian figure can use dynamite ... One stick
 *       uses the small HE template; a bundle of sticks uses the medium HE template."
 * OW-6.1.1 "thrown as if throwing a grenade (or satchel charge) but with an additional shift to the
 *       right ... If the hit indicator has an Out of Ammunition result, draw another card, consulting
 *       the ten-sided die icon. If the result is even, the dynamite explodes prematurely ... the blast
 *       centers on the thrower and does not scatter ... If the result is odd, the explosive is a dud
 *       ... In all cases, the figure is out of dynamite for the rest of the game."
 *
 * The rest of the rule has its own files, exported from here too so callers need one import:
 * what a figure carries and may use (dynamite-carried.ts), placed charges, fuses and blasting
 * machines (OW-6.1.2 / OW-6.1.3, dynamite-charges.ts), carried dynamite and snipers setting it
 * off (OW-6.1.4, dynamite-hazards.ts).
 */
import type { CardSource } from "../cards/source";
import { d10IsEven } from "../cards/read";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { ShotShifts } from "../procedures/fire";
import { resolveBlast, resolveThrow, type BlastFigure, type BlastResult, type ThrowResult } from "../procedures/he";
import { EXPLOSIVES, dynamiteTemplate, dynamiteWeapon, type DynamiteCharge } from "../tables";
import { OW_FLAGS, type OldWestOptions } from "./common";

import { checkMayUse, dynamiteCarried, withDynamiteTotal } from "./dynamite-carried";
import type { DynamiteBlast } from "./dynamite-charges";

export * from "./dynamite-carried";
export * from "./dynamite-charges";
export * from "./dynamite-hazards";

export interface DynamiteThrowInput {
  readonly unit: UnitState;
  readonly thrower: FigureState;
  readonly charge: DynamiteCharge;
  readonly rangeInches: number;
  /** Base shifts (moved, leader absent …); the throw's own shift is added by the HE procedure. */
  readonly shifts?: ShotShifts;
  readonly targetCloseOrder?: boolean;
}

/**
 * OW-6.1.1 the throw with the sticks and bundles the thrower carries counted from his sheet
 * (withDynamiteTotal), in his unit too: the dialog's odds and the GM's draw count them the same way.
 */
export function withThrowerCounted(input: DynamiteThrowInput): DynamiteThrowInput {
  const thrower = withDynamiteTotal(input.thrower);
  const figures = input.unit.figures.map((f) => (f.id === thrower.id ? thrower : f));
  return { ...input, thrower, unit: { ...input.unit, figures } };
}

export interface DynamiteThrowResult extends ProcedureResult<"ow.dynamiteThrow"> {
  readonly throw: ThrowResult;
  readonly outcome: "target" | "scatter" | "premature" | "dud" | "noChance";
  readonly blast: DynamiteBlast | null;
  readonly chargesLeft: number;
}

/**
 * OW-6.1.1 "Dynamite can be thrown as if throwing a grenade (or satchel charge) but with an
 * additional shift to the right, since dynamite was not made to be thrown": the thrower's shifts
 * plus the explosives table's `thrown.extraRightShifts` (named "dynamite"). A plain grenade
 * (resolveThrow) takes no such shift.
 */
export function withDynamiteShift(shifts: ShotShifts = {}): ShotShifts {
  return {
    ...shifts,
    extra: [...(shifts.extra ?? []), { key: "dynamite", shifts: EXPLOSIVES.thrown.extraRightShifts }],
  };
}

/**
 * OW-6.1.1 throw a stick (small HE) or a bundle (medium HE) as a grenade with the dynamite shift
 * (withDynamiteShift). On Out of
 * Ammunition: a second card's d10, even = premature blast on the thrower, odd = dud; either way
 * the thrower is out of dynamite for the game.
 */
export function throwDynamite(
  input: DynamiteThrowInput,
  source: CardSource,
  options?: OldWestOptions,
): DynamiteThrowResult {
  const { thrower, unit } = input;
  checkMayUse(thrower, unit, options);
  let outOfAmmo: "premature" | "dud" | null = null;
  const thrown = resolveThrow(
    {
      unitId: unit.id,
      thrower: {
        figure: thrower,
        weapon: dynamiteWeapon(input.charge),
        rangeInches: input.rangeInches,
        shifts: withDynamiteShift(input.shifts),
      },
      targetCloseOrder: input.targetCloseOrder ?? false,
    },
    source,
    {
      ...options,
      hooks: {
        onOutOfAmmo: (_card, reader) => {
          const again = reader.draw(
            `ow.dynamitePremature:${thrower.id}`,
            ["d10"],
            (c) => `d10=${c.d10} ${d10IsEven(c) ? "even=premature" : "odd=dud"}`,
          );
          outOfAmmo = d10IsEven(again) ? "premature" : "dud";
          return outOfAmmo === "premature"
            ? { landed: "thrower", note: "COMBAT_PATROL.OldWest.Dynamite.premature" }
            : { landed: "dud", note: "COMBAT_PATROL.OldWest.Dynamite.dud" };
        },
      },
    },
  );
  const template = dynamiteTemplate(input.charge);
  const outcome: DynamiteThrowResult["outcome"] =
    thrown.landed === "none"
      ? "noChance"
      : thrown.landed === "thrower"
        ? "premature"
        : thrown.landed === "dud"
          ? "dud"
          : thrown.landed;
  const blast: DynamiteBlast | null =
    outcome === "target" || outcome === "scatter" || outcome === "premature"
      ? {
          at: outcome === "premature" ? "thrower" : outcome,
          scatter: outcome === "scatter" ? thrown.scatter : null,
          template,
        }
      : null;
  const carried = dynamiteCarried(thrower);
  const chargesLeft = outcome === "noChance" ? carried : outOfAmmo !== null ? 0 : carried - 1;
  const effects: Effect[] =
    chargesLeft === carried
      ? []
      : [{ kind: "flag", unitId: unit.id, figureId: thrower.id, flag: OW_FLAGS.dynamite, value: chargesLeft }];
  return {
    procedure: "ow.dynamiteThrow",
    cards: thrown.cards,
    effects,
    summary: {
      key: `COMBAT_PATROL.OldWest.Dynamite.throw.${outcome}`,
      data: { figure: thrower.name, charge: input.charge, needed: thrown.plan.needed },
    },
    throw: thrown,
    outcome,
    blast,
    chargesLeft,
  };
}

/** CORE-9 / OW-6a resolve a dynamite blast over the figures under its template. */
export function resolveDynamiteBlast(
  blast: DynamiteBlast,
  figures: readonly BlastFigure[],
  source: CardSource,
  options?: OldWestOptions,
): BlastResult {
  return resolveBlast({ size: blast.template, figures }, source, options);
}
