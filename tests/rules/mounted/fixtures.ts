/** Figures and options for the mounted, Napoleonic and artillery tests. */
import type { FigureState, UnitState } from "../../../src/rules/model";
import { DEFAULT_OPTIONS, type RulesOptions } from "../../../src/rules/options";

export function fig(id: string, over: Partial<FigureState> = {}): FigureState {
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

export const rider = (id: string, over: Partial<FigureState> = {}): FigureState => fig(id, { mounted: true, ...over });

export function unitOf(id: string, figures: readonly FigureState[], over: Partial<UnitState> = {}): UnitState {
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

type Optional = RulesOptions["optional"];

export function rulesFor(era: RulesOptions["era"], optional: Partial<Optional> = {}): RulesOptions {
  return { ...DEFAULT_OPTIONS, era, optional: { ...DEFAULT_OPTIONS.optional, ...optional } };
}

export const NAP = rulesFor("napoleonic");
export const OW = rulesFor("old-west");
