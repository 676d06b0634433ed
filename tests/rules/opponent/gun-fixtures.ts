/**
 * The engine's 6# gun for the chooser's tests (NAP-7): at (0,0) on the Activation Card "1:number#5",
 * in supply, its crew's state on the flags, against the units placed.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { roundBase } from "@rules/geometry";
import type { FigureState, FlagValue } from "@rules/model";
import type { GunInSituation, Situation } from "@rules/opponent";
import { artilleryPiece } from "@rules/tables/artillery";
import type { Terrain } from "@rules/terrain";
import { crewOf, gunUnit, LIMBER } from "../artillery/fixtures";
import { NAP } from "../mounted/fixtures";
import { ENGINE_SIDE, OPEN } from "./fixtures";

export const CARD = "1:number#5";

export const GUN: GunInSituation = {
  piece: artilleryPiece("nap.gun-6"),
  at: { x: 0, y: 0 },
  base: roundBase(1),
  activation: CARD,
  inSupply: true,
  limberId: LIMBER,
};

/** The 6# gun with `crew` crew and its limber (`limber` its figure's state), its state on the flags, against `others`. */
export function battery(
  flags: Record<string, FlagValue>,
  others: Situation["others"],
  terrain: Terrain = OPEN,
  crew = 6,
  limber: Partial<FigureState> = {},
): Situation {
  const unit = gunUnit(crewOf(crew), flags);
  const figures = unit.figures.map((f) => (f.id === LIMBER ? { ...f, ...limber } : f));
  return {
    unit: { ...unit, figures, name: "The gun" },
    figures: {},
    allegiance: ENGINE_SIDE,
    others,
    terrain,
    pool: FRONTIER_DECK.cards,
    rules: NAP,
    gun: GUN,
  };
}
