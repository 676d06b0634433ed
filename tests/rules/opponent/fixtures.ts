/**
 * Tables for the engine opponent's tests: a raiding party (the engine's side) and the units it may
 * face, placed on a map in inches, with the whole Frontier deck left to draw.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { type Figure, pt, roundBase } from "@rules/geometry";
import type { FigureState, UnitState, WeaponProfile } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { Allegiance } from "@rules/sides";
import type { Terrain } from "@rules/terrain";
import type { WagonState } from "@rules/old-west";
import type { OwnFigure, PlacedUnit, Situation } from "@rules/opponent";
import { figure, rifle, unit } from "../procedures/fixtures";

export { figure, rifle, unit };

export const square = (x: number, y: number, w: number, h = w) => [
  pt(x, y),
  pt(x + w, y),
  pt(x + w, y + h),
  pt(x, y + h),
];

export const place = (id: string, x: number, y: number): Figure => ({ id, at: pt(x, y), base: roundBase(1) });

const side = (s: "friendly" | "hostile"): Allegiance => ({
  side: s,
  sceneShowsBothSides: true,
  owners: [],
  scenePlayersApart: false,
});
export const ENGINE_SIDE = side("hostile");
export const PLAYER_SIDE = side("friendly");

export const OPEN: Terrain = { areas: [], obstacles: [] };

/** A unit of `count` figures in a column at x, from y (2" apart), over `over`'s figure states. */
export function column(
  id: string,
  count: number,
  x: number,
  y = 0,
  over: Partial<FigureState> = {},
): { unit: UnitState; places: Record<string, Figure> } {
  const figures = Array.from({ length: count }, (_, i) => figure(`${id}-${i + 1}`, over));
  return {
    unit: unit(id, figures),
    places: Object.fromEntries(figures.map((f, i) => [f.id, place(f.id, x, y + 2 * i)])),
  };
}

/** An enemy (or friendly) unit placed on the map. */
export function placed(
  id: string,
  count: number,
  x: number,
  y = 0,
  allegiance: Allegiance = PLAYER_SIDE,
  over: Partial<FigureState> = {},
): PlacedUnit {
  const c = column(id, count, x, y, over);
  return { unit: c.unit, places: c.places, allegiance };
}

/** The raiders (three Regular riflemen at x = 0, y = 0, 2, 4) facing `others` on `terrain`. */
export function raidersAgainst(
  others: readonly PlacedUnit[],
  terrain: Terrain = OPEN,
  over: Partial<FigureState> = {},
  weapon: WeaponProfile = rifle,
  unitOver: Partial<UnitState> = {},
): Situation {
  const c = column("raiders", 3, 0, 0, over);
  const figures: Record<string, OwnFigure> = Object.fromEntries(
    c.unit.figures.map((f) => [f.id, { place: c.places[f.id]!, weapon }]),
  );
  return {
    unit: { ...c.unit, name: "Raiders", ...unitOver },
    figures,
    allegiance: ENGINE_SIDE,
    others,
    terrain,
    pool: FRONTIER_DECK.cards,
    rules: DEFAULT_OPTIONS,
  };
}

/** OW-5.2f a stopped buckboard, its driver on the box (a Gatling's wagon mount). */
export const BUCKBOARD: WagonState = {
  unit: unit("W", [figure("driver")], { kind: "wagon" }),
  wagonId: "ow.buckboard",
  driverId: "driver",
  team: { id: "team", animals: 2, wounds: 0, dead: 0, hurtCutOut: false },
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
};

/** OW-5.2f the Hollywood option that puts a Gatling on a wagon. */
export const WAGON_GATLING_RULES = {
  ...DEFAULT_OPTIONS,
  hollywood: { ...DEFAULT_OPTIONS.hollywood, wagonGatling: true },
};
