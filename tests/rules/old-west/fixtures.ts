/** Figures, units, options and table positions for the Old West tests. */
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type { FigureState, UnitState } from "@rules/model";
import { roundBase, type Figure } from "@rules/geometry";
import type { HerdState, OldWestOptions } from "@rules/old-west";
import type { WagonState } from "@rules/old-west/wagons";
import { figure, unit } from "../../helpers/figures";

export { figure, unit } from "../../helpers/figures";

/** `n` figures f1..fn (ids prefixed). */
export function figures(prefix: string, n: number, over: Partial<FigureState> = {}): FigureState[] {
  return Array.from({ length: n }, (_, i) => figure(`${prefix}${i + 1}`, over));
}

/** A cattle herd of `animals` (a herd unit), "a1" its central animal, neither herded nor stampeding. */
export function herdOf(animals: UnitState, over: Partial<HerdState> = {}): HerdState {
  return {
    unit: animals,
    species: "ow.cattle",
    centralId: "a1",
    herdedBy: null,
    stampeding: false,
    stampedeClock: null,
    ...over,
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The default options with some changed. */
export function rules(over: DeepPartial<RulesOptions> = {}): OldWestOptions {
  return {
    rules: {
      ...DEFAULT_OPTIONS,
      ...over,
      hollywood: { ...DEFAULT_OPTIONS.hollywood, ...over.hollywood },
      optional: { ...DEFAULT_OPTIONS.optional, ...over.optional },
      commandRadius: { ...DEFAULT_OPTIONS.commandRadius, ...over.commandRadius },
      untrainedCommandRadius: { ...DEFAULT_OPTIONS.untrainedCommandRadius, ...over.untrainedCommandRadius },
      heTemplate: { ...DEFAULT_OPTIONS.heTemplate, ...over.heTemplate },
    } as RulesOptions,
  };
}

/** A figure on the table with a 1" round base (edge distance = centre distance - 1). */
export function at(id: string, x: number, y: number, facing = 0): Figure {
  return { id, at: { x, y }, base: roundBase(1), facing };
}

/** OW-9.3 a buckboard with its driver and a sound two-horse team, running away at the gallop; `over` changes the rest. */
export function runawayBuckboard(over: Partial<WagonState> = {}): WagonState {
  return {
    unit: unit("W", [figure("driver")], { kind: "wagon" }),
    wagonId: "ow.buckboard",
    driverId: "driver",
    team: { id: "team", animals: 2, wounds: 0, dead: 0, hurtCutOut: false },
    pace: "gallop",
    runaway: true,
    overturned: false,
    destroyed: false,
    ...over,
  };
}
