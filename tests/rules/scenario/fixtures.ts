/** Units on the starter adventures' maps for the victory check's tests: figures placed in inches. */
import { freshFigure, type FigureState, type UnitState } from "@rules/model";
import { roundBase, type Figure } from "@rules/geometry";
import type { ScenarioSide, ScenarioUnit } from "@rules/scenario";

/** A figure at (x, y) on a 1" base; null: off the table. */
export type Spot = readonly [number, number] | null;

export interface Man {
  readonly at: Spot;
  readonly down?: boolean;
}

/** A unit of `men` figures ("<id>-0" …), each where its spot says. */
export function unitOf(id: string, side: ScenarioSide | null, men: readonly Man[]): ScenarioUnit {
  const figures: FigureState[] = men.map((m, i) =>
    freshFigure(
      {
        id: `${id}-${i}`,
        name: `${id} ${i}`,
        guts: "regular",
        accuracy: "regular",
        melee: 0,
        endurance: 2,
        reaction: 5,
      },
      { incapacitated: m.down ?? false },
    ),
  );
  const unit: UnitState = {
    id,
    name: id,
    kind: "foot",
    grade: "regular",
    figures,
    leaderId: figures[0]?.id ?? null,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
  };
  const places: Record<string, Figure> = {};
  men.forEach((m, i) => {
    if (m.at) places[`${id}-${i}`] = { id: `${id}-${i}`, at: { x: m.at[0], y: m.at[1] }, base: roundBase(1) };
  });
  return { unit, side, places };
}

/** `n` men standing at (x, y), one inch apart southward. */
export function men(n: number, x: number, y: number): Man[] {
  return Array.from({ length: n }, (_, i) => ({ at: [x, y + i] as const }));
}
