/**
 * OW-4e where a figure's Endurance is set (the sheet's edit, an update of the actor): the engine's
 * checkEndurance decides (a hero 1 to 6, any other figure 1 to the Old West's figure maximum), so
 * a refusal is a message, not a silent clamp. Pure: the data model calls it with its own data.
 * An animal figure (it carries the livestock Endurance range flag, canvas/livestock.ts) keeps its
 * Table 3 range, drawn there; the Napoleonic era has no such ceiling.
 */
import { RulesError } from "@rules/errors";
import { checkEndurance } from "@rules/old-west/heroes";
import type { RulesOptions } from "@rules/options";

interface EnduranceEdit {
  readonly name: string;
  readonly hero: boolean;
  readonly endurance: number;
  /** The figure is an animal (its Endurance range comes from OW Table 3). */
  readonly animal: boolean;
}

/** The refusal of this Endurance, null when it may stand. */
export function enduranceRefusal(edit: EnduranceEdit, options: RulesOptions): RulesError | null {
  if (options.era !== "old-west" || edit.animal) return null;
  try {
    checkEndurance({ name: edit.name, hero: edit.hero, endurance: edit.endurance }, null, { rules: options });
    return null;
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
}
