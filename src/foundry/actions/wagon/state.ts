/** OW-9.3 the wagon as the engine's procedures read it (pure helpers the wagon actions share). */
import type { WagonState } from "@rules/old-west/wagons";

/**
 * OW-9.3 "the driver and passengers" aboard: the data model lists the team in the wagon's unit
 * (so a plain volley can hit it), but the engine counts the team apart (WagonState.team): the
 * occupants a runaway throws, an empty wagon to overturn, the targets with fence cover.
 */
export function aboardOnly(state: WagonState): WagonState {
  return { ...state, unit: { ...state.unit, figures: state.unit.figures.filter((f) => f.id !== state.team.id) } };
}

/**
 * OW-9.3d the wagon's targets (the team while it is hitched, then every standing occupant) in the
 * order the fire dialog measured (nearest first); any it did not list follow in the engine's order.
 */
export function wagonOrder(state: WagonState, measured: readonly string[]): string[] {
  const all = [
    ...(state.team.animals > 0 ? [state.team.id] : []),
    ...state.unit.figures.filter((f) => !f.incapacitated).map((f) => f.id),
  ];
  const rank = (id: string) => {
    const i = measured.indexOf(id);
    return i < 0 ? measured.length + all.indexOf(id) : i;
  };
  return [...all].sort((a, b) => rank(a) - rank(b));
}
