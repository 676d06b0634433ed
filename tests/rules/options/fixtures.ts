/** Figures, units and option variants for the options tests. */
import type { FigureState, UnitState } from "../../../src/rules/model";
import { DEFAULT_OPTIONS, optionsFrom, type OptionsInput, type RulesOptions } from "../../../src/rules/options";

export function figure(id: string, over: Partial<FigureState> = {}): FigureState {
  return {
    id,
    name: id,
    guts: "regular",
    accuracy: "regular",
    melee: 1,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    ...over,
  };
}

export function unit(id: string, figures: readonly FigureState[], over: Partial<UnitState> = {}): UnitState {
  return {
    id,
    name: id,
    kind: "foot",
    grade: "regular",
    figures,
    leaderId: null,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
    ...over,
  };
}

/** Options built the way the Foundry side builds them: a partial through optionsFrom. */
export const withOptions = (input: OptionsInput): RulesOptions => optionsFrom(input);
export { DEFAULT_OPTIONS };
