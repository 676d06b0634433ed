/** Figures, units and option variants for the options tests. */
import { DEFAULT_OPTIONS, optionsFrom, type OptionsInput, type RulesOptions } from "@rules/options";

export { figure, unit } from "../../helpers/figures";

/** Options built the way the Foundry side builds them: a partial through optionsFrom. */
export const withOptions = (input: OptionsInput): RulesOptions => optionsFrom(input);
export { DEFAULT_OPTIONS };
