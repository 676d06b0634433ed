/** A figure acting alone as the engine's unit of one (pure: the turn and its tests use it too). */
import type { FigureState, UnitState } from "../../rules/model";

/** A lone figure (a hero, a sniper) as a unit of one: the unit id is the figure's. */
export function soloUnit(figure: FigureState): UnitState {
  return {
    id: figure.id,
    name: figure.name,
    kind: figure.hero ? "hero" : figure.mounted ? "mounted" : "foot",
    grade: figure.guts,
    figures: [figure],
    leaderId: figure.leaderRank !== null || figure.hero ? figure.id : null,
    commanderId: null,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
    flags: figure.flags ?? {},
  };
}
