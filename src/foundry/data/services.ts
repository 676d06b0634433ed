/**
 * What the data models read from outside their own document, as replaceable services (no
 * Foundry at import time, so tests and the preview can use the models' pure logic):
 * - the rules options in play (the settings concept provides the world's options);
 * - close order (NAP-5.1), measured from token positions by the canvas concept. A unit never
 *   stores it: it is derived from where the tokens stand, at the moment it is asked.
 */
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";

interface TableServices {
  /** The GM's rules options (era, scenario year, optional rules). */
  rulesOptions(): RulesOptions;
  /** NAP-5.1 whether the unit (by actor UUID) stands in close order right now. */
  closeOrder(unitId: string): boolean;
}

const fallback: TableServices = {
  rulesOptions: () => DEFAULT_OPTIONS,
  closeOrder: () => false,
};

let current: TableServices = fallback;

/** Replace one or more services (the settings and canvas concepts call this in their init/ready). */
export function provideTableServices(services: Partial<TableServices>): void {
  current = { ...current, ...services };
}

export function tableServices(): TableServices {
  return current;
}
