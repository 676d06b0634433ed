/**
 * OW-6b dynamite handed to a figure during play, or found there, "as set up by the GM". Apart
 * from dynamite-carried.ts (what a figure carries), which it adds to.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { OldWestOptions } from "./common";
import { DYNAMITE_KIND_FLAGS, dynamiteAllowed, dynamiteOfKind } from "./dynamite-carried";

/** OW-6b dynamite the GM hands a figure: the sticks and bundles given (each 0 or more, not both 0). */
export interface DynamiteGiven extends ProcedureResult<"ow.dynamiteGiven"> {
  readonly figureId: string;
  readonly sticks: number;
  readonly bundles: number;
}

/**
 * OW-6b "Any non-Indian figure can use dynamite if it is assigned to the figure or the figure finds
 * dynamite during the course of play (as set up by the GM)": the sticks and bundles a figure is
 * given or finds, added to what it carries. Refused with the Hollywood option off, to an Indian
 * (OW-9.1), and for a count that is not a whole number of 0 or more (or nothing at all).
 */
export function giveDynamite(
  unit: UnitState,
  figure: FigureState,
  given: { readonly sticks: number; readonly bundles: number },
  options?: OldWestOptions,
): DynamiteGiven {
  const allowed = dynamiteAllowed(figure, unit, options);
  if (!allowed.allowed)
    throw new RulesError(
      allowed.reason === "indian" ? "COMBAT_PATROL.Error.indianDynamite" : "COMBAT_PATROL.Error.dynamiteOff",
      { figure: figure.name },
    );
  for (const [what, n] of [
    ["sticks", given.sticks],
    ["bundles", given.bundles],
  ] as const) {
    if (!Number.isInteger(n) || n < 0) throw new RulesError("COMBAT_PATROL.Error.badCount", { what, value: n });
  }
  if (given.sticks + given.bundles === 0)
    throw new RulesError("COMBAT_PATROL.Error.noDynamiteGiven", { figure: figure.name });
  const carried = {
    sticks: dynamiteOfKind(figure, "stick") + given.sticks,
    bundles: dynamiteOfKind(figure, "bundle") + given.bundles,
  };
  const flag = (name: string, value: number): Effect => ({
    kind: "flag",
    unitId: unit.id,
    figureId: figure.id,
    flag: name,
    value,
  });
  return {
    procedure: "ow.dynamiteGiven",
    cards: [],
    effects: [flag(DYNAMITE_KIND_FLAGS.stick, carried.sticks), flag(DYNAMITE_KIND_FLAGS.bundle, carried.bundles)],
    summary: {
      key: "COMBAT_PATROL.OldWest.Dynamite.given",
      data: { figure: figure.name, sticks: given.sticks, bundles: given.bundles },
    },
    figureId: figure.id,
    sticks: given.sticks,
    bundles: given.bundles,
  };
}
