/**
 * NAP-3.1 Reload, NAP-3.2 the Out of Ammunition result with a muzzle-loader, NAP-3.3 default
 * Endurance. Weapons marked "Yes" in Table 1 get a reload marker after every firing (mounted
 * moving fire too: "they accrue a single out of ammunition marker", NAP-6.2.2); one action
 * removes one marker. On an Out of Ammunition result an even hit randomizer is a misfire
 * ("an additional reload marker"), odd is "simply a miss".
 */
import type { ActionCard } from "../cards/schema";
import { randomizerIsEven } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, WeaponProfile } from "../model";
import type { FireHooks, ReloadOutcome, ReloadRule } from "../procedures/fire";
import { NAP_ATTRIBUTE_DEFAULTS } from "../tables/napoleonic-weapons";

/** NAP-3.1 markers after a firing; NAP-3.2 one more on a misfire. */
const NAP_RELOAD_DATA = { afterFiring: 1, misfireExtra: 1 } as const;

/** NAP-3.1 / NAP-3.2 the reload rule of a Table 1 "Yes" weapon, for resolveFire's hooks. */
const NAPOLEONIC_RELOAD: ReloadRule = {
  onOutOfAmmo(_weapon: WeaponProfile, card: ActionCard): ReloadOutcome {
    const misfire = randomizerIsEven(card);
    return {
      markers: NAP_RELOAD_DATA.afterFiring + (misfire ? NAP_RELOAD_DATA.misfireExtra : 0),
      sections: ["randomizer"],
      shows: `randomizer=${card.randomizer} ${misfire ? "misfire" : "miss"}`,
      note: misfire ? "COMBAT_PATROL.Napoleonic.misfire" : "COMBAT_PATROL.Napoleonic.miss",
    };
  },
  afterFiring(_weapon: WeaponProfile, shotsFired: number): number {
    return shotsFired > 0 ? NAP_RELOAD_DATA.afterFiring : 0;
  },
};

/** The fire hooks of a Napoleonic shooter (add mountedTargetHooks for a mounted target). */
export function napoleonicFireHooks(hooks: FireHooks = {}): FireHooks {
  return { ...hooks, reload: NAPOLEONIC_RELOAD };
}

export interface ReloadActionResult extends ProcedureResult<"reload"> {
  readonly figureId: string;
  /** Markers left after this action. */
  readonly remaining: number;
}

/** NAP-3.1 "The figure needs to use an action to remove this marker before it can fire its weapon again." */
export function reloadAction(unitId: string, figure: FigureState): ReloadActionResult {
  if (figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: figure.name });
  if (figure.outOfAmmo <= 0) throw new RulesError("nothingToReload", { figure: figure.name });
  const effects: Effect[] = [{ kind: "outOfAmmo", unitId, figureId: figure.id, delta: -1 }];
  return {
    procedure: "reload",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.Napoleonic.reload", data: { figure: figure.name, remaining: figure.outOfAmmo - 1 } },
    figureId: figure.id,
    remaining: figure.outOfAmmo - 1,
  };
}

/** NAP-3.3 "We recommend players to use 2 as the Endurance attribute for Horse and Musket games." */
export function napDefaultEndurance(): number {
  return NAP_ATTRIBUTE_DEFAULTS.endurance;
}
