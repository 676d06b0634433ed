/**
 * Figures and units for the rules tests: a Regular figure (Melee 1, Endurance 2, Reaction 3) and a
 * Regular foot unit, each with every state clear; `over` changes what a test cares about.
 */
import { freshFigure, type FigureState, type UnitState } from "@rules/model";

export function figure(id: string, over: Partial<FigureState> = {}): FigureState {
  return freshFigure({ id, name: id, guts: "regular", accuracy: "regular", melee: 1, endurance: 2, reaction: 3 }, over);
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
