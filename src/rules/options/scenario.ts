/**
 * What a scenario's options decide before the first turn: the weapons in general use in its
 * year, and the cards of its Activation Deck.
 */
import { PROCEDURE_DEFAULTS, type ActivationCardKind } from "../procedures/data";
import { FRONTIER_WEAPONS, weaponAvailability, type Availability } from "../tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "../tables/napoleonic-weapons";
import type { ForceUnit } from "./forces";
import type { RulesOptions } from "./rules-options";

/** OW-4b heroes are in play: the option is on and at least one hero figure is on the table. */
export function heroesInPlay(
  options: Pick<RulesOptions, "hollywood">,
  units: readonly Pick<ForceUnit, "figures">[],
): boolean {
  return options.hollywood.heroes && units.some((u) => u.figures.some((f) => f.hero === true));
}

/**
 * CORE-3 / OW-4b the Activation Deck of a scenario: the default cards (1-6 twice, Elite,
 * Green, Hero, End of Turn), the Hero card only when heroes are in play ("The Hero card is
 * added to the Activation Deck").
 */
export function scenarioActivationDeck(
  options: Pick<RulesOptions, "hollywood">,
  units: readonly Pick<ForceUnit, "figures">[],
  cards: readonly ActivationCardKind[] = PROCEDURE_DEFAULTS.activationDeck,
): ActivationCardKind[] {
  const heroes = heroesInPlay(options, units);
  return cards.filter((c) => c !== "hero" || heroes);
}

interface ScenarioWeapon {
  readonly id: string;
  readonly name: string;
  /** OW-5.1d "any" (no date), "available" (in general use) or "rare" (before its date). */
  readonly availability: Availability;
  readonly date: number | null;
}

/**
 * OW-5.1d / NAP-3 the weapons table of the scenario's era, each with its standing in the
 * scenario year (a picker greys out the rare ones; NAP Table 1 prints no dates).
 */
export function scenarioWeapons(options: Pick<RulesOptions, "era" | "year">): ScenarioWeapon[] {
  if (options.era === "napoleonic") {
    return NAPOLEONIC_WEAPONS.map((w) => ({ id: w.id, name: w.name, availability: "any", date: null }));
  }
  return FRONTIER_WEAPONS.map((w) => ({
    id: w.id,
    name: w.name,
    availability: weaponAvailability(w, options.year),
    date: w.date,
  }));
}
