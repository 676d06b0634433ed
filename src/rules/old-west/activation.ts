/**
 * OW-4b / OW-9.2.3 / OW-9.2.7 / OW-6.1.2 the Old West's hooks on the base Activation Card
 * (resolveActivationCard), in one place: the Hero card orders the heroes; on every card the
 * stampeding herds move one card, herded herds activate with their herders and lit charges whose
 * die matches the number explode; End of Turn ends the stampedes. Every card drawn for them
 * comes from the Activation Card's Action Deck and is read in its result.
 */
import type { ActivationHooks } from "../procedures/activation";
import { herdedHerdsHook, type HerdState } from "./animals";
import type { OldWestOptions } from "./common";
import { chargesCardHook, type PlacedCharge } from "./dynamite";
import { heroCardHook, type HeroEntry } from "./heroes";
import { stampedeCardHook, stampedeEndOfTurn, type StampedeGeometry } from "./stampede";

interface OldWestActivationInput {
  readonly heroes?: readonly HeroEntry[];
  readonly herds?: readonly HerdState[];
  /** Placed charges (only lit ones can explode). */
  readonly charges?: readonly PlacedCharge[];
  /** Table positions of a stampeding herd (trampling), when known. */
  readonly stampedeGeometry?: (herd: HerdState) => StampedeGeometry | undefined;
}

/** The hooks resolveActivationCard takes for an Old West game (stampedes move before herded herds join). */
export function oldWestActivationHooks(input: OldWestActivationInput, options?: OldWestOptions): ActivationHooks {
  const herds = input.herds ?? [];
  return {
    hero: heroCardHook(input.heroes ?? [], options),
    endOfTurn: (units) => stampedeEndOfTurn(units),
    everyCard: [
      stampedeCardHook(herds, options, input.stampedeGeometry),
      herdedHerdsHook(herds),
      chargesCardHook(input.charges ?? []),
    ],
  };
}
