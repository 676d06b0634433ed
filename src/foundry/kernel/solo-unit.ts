/** A figure acting alone as the engine's unit of one (pure: the turn and its tests use it too). */
import type { FigureState, UnitState } from "@rules/model";
import { withEligibleHorsemen } from "@rules/mounted/horsemanship";

/**
 * A lone figure (a hero, a sniper) as a unit of one: the unit id is the figure's, its command
 * die the figure's own (stored on the figure actor, OW-4a), null when not given.
 */
export function soloUnit(figure: FigureState, commandDie: number | null = null): UnitState {
  // OW-7.1.1 a lone rider keeps Horsemanship only as elite cavalry (his own Guts his grade).
  return withEligibleHorsemen({
    id: figure.id,
    name: figure.name,
    kind: figure.hero ? "hero" : figure.mounted ? "mounted" : "foot",
    grade: figure.guts,
    figures: [figure],
    leaderId: figure.leaderRank !== null || figure.hero ? figure.id : null,
    commanderId: null,
    commandDie,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
    flags: figure.flags ?? {},
  });
}
