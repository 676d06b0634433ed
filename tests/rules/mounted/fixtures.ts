/** Figures and options for the mounted, Napoleonic and artillery tests. */
import type { FigureState } from "@rules/model";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import { figure as fig } from "../../helpers/figures";

export { figure as fig, unit as unitOf } from "../../helpers/figures";

export const rider = (id: string, over: Partial<FigureState> = {}): FigureState => fig(id, { mounted: true, ...over });

type Optional = RulesOptions["optional"];

export function rulesFor(era: RulesOptions["era"], optional: Partial<Optional> = {}): RulesOptions {
  return { ...DEFAULT_OPTIONS, era, optional: { ...DEFAULT_OPTIONS.optional, ...optional } };
}

export const NAP = rulesFor("napoleonic");
export const OW = rulesFor("old-west");
