/**
 * What the engine opponent sees when one of its units activates: the unit with each figure's place
 * and weapon, every other unit on the scene with its figures' places and the sides they stand on,
 * the map, the Action Deck's remaining cards (for exact odds) and the rules in play. Plain data: the
 * Foundry side reads it from the table; the chooser (choose.ts) reads nothing else.
 */
import type { ActionCard } from "../cards/schema";
import { type Figure, type Point, distance, measuredRange } from "../geometry";
import type { FigureState, UnitState, WeaponProfile } from "../model";
import type { RulesOptions } from "../options";
import { PROCEDURE_DEFAULTS, type ProcedureData } from "../procedures/data";
import type { ShotShifts } from "../procedures/fire";
import { type Allegiance, NO_ALLEGIANCE, enemiesOf } from "../sides";
import type { Terrain, TerrainData } from "../terrain";
import type { Objective } from "./objective";
import type { GatlingInSituation } from "./gatling-situation";
import type { GunInSituation } from "./gun-situation";
import type { WagonInSituation } from "./wagon-situation";

/** One figure of the activated unit: where it stands and what it carries. */
export interface OwnFigure {
  readonly place: Figure;
  /** The weapon it uses; null when unarmed. */
  readonly weapon: WeaponProfile | null;
  /** The shifts the table gives its shot (the sheet's: moved, wounded, leader absent, saddle); absent: from its state. */
  readonly shifts?: ShotShifts;
}

/** A unit on the scene with its figures' places (by figure id; a figure with no place is off the map). */
export interface PlacedUnit {
  readonly unit: UnitState;
  readonly places: Readonly<Record<string, Figure>>;
  /** The weapon each figure fights with (by figure id), for hand to hand; absent: no weapon bonus (0). */
  readonly weapons?: Readonly<Record<string, WeaponProfile | null>>;
  /** Where the unit stands on the table: its side, its owners (sides.ts). Absent: nothing known. */
  readonly allegiance?: Allegiance;
}

export interface Situation {
  readonly unit: UnitState;
  /** The activated unit's figures by id: place and weapon. */
  readonly figures: Readonly<Record<string, OwnFigure>>;
  readonly allegiance?: Allegiance;
  /** Every other unit on the scene; the chooser finds the enemy among them by the sides (sides.ts enemiesOf). */
  readonly others: readonly PlacedUnit[];
  readonly terrain: Terrain;
  readonly terrainData?: TerrainData;
  /** The Action Deck's cards that can still be drawn, then the discard pile shuffled back in (CORE-1). */
  readonly pool: readonly ActionCard[];
  readonly refill?: readonly ActionCard[];
  readonly rules: RulesOptions;
  readonly data?: ProcedureData;
  /** OW-2 / NAP-2 what its side plays for in the scenario (objective.ts); absent: no scenario, it fights. */
  readonly objective?: Objective;
  /** NAP-7 the unit is an artillery piece's crew: the gun (absent for any other unit). */
  readonly gun?: GunInSituation;
  /** OW-9.3 the unit is a wagon (its driver and passengers): the wagon (absent for any other unit). */
  readonly wagon?: WagonInSituation;
  /** OW-5.2 the unit is a Gatling's crew: the gun (absent for any other unit). */
  readonly gatling?: GatlingInSituation;
}

/** A figure that still counts: not incapacitated. */
export const isStanding = (f: FigureState): boolean => !f.incapacitated;

/** The activated unit's standing figures that have a place, in the unit's order. */
export function ownStanding(s: Situation): { readonly figure: FigureState; readonly own: OwnFigure }[] {
  return s.unit.figures.flatMap((figure) => {
    const own = s.figures[figure.id];
    return isStanding(figure) && own ? [{ figure, own }] : [];
  });
}

/** A unit's standing figures that have a place, in the unit's order. */
export function placedStanding(u: PlacedUnit): { readonly figure: FigureState; readonly place: Figure }[] {
  return u.unit.figures.flatMap((figure) => {
    const place = u.places[figure.id];
    return isStanding(figure) && place ? [{ figure, place }] : [];
  });
}

/**
 * The enemy units as the table tells sides (sides.ts enemiesOf: the other side; when the table
 * cannot tell, every unit outside the chain of command), with a standing figure on the map, by id.
 */
export function enemyUnits(s: Situation): PlacedUnit[] {
  const byId = new Map(s.others.map((o) => [o.unit.id, o]));
  const allegianceOf = (id: string) =>
    id === s.unit.id ? (s.allegiance ?? NO_ALLEGIANCE) : (byId.get(id)?.allegiance ?? NO_ALLEGIANCE);
  const enemies = enemiesOf(
    s.unit,
    allegianceOf,
    s.others.map((o) => o.unit),
  );
  return enemies
    .map((u) => byId.get(u.id)!)
    .filter((u) => placedStanding(u).length > 0)
    .sort((a, b) => byIdOrder(a.unit.id, b.unit.id));
}

/** Ties go by id, in a fixed order (never the locale's). */
export function byIdOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Inches between two figures as the table measures a range (the geometry's, as the GM's check reads it). */
export { measuredRange };

/** The centre of some places (the unit's middle). */
export function centreOf(places: readonly Figure[]): Point {
  const n = Math.max(1, places.length);
  return {
    x: places.reduce((sum, p) => sum + p.at.x, 0) / n,
    y: places.reduce((sum, p) => sum + p.at.y, 0) / n,
  };
}

/** The nearest of some places to a point; null when there are none. */
export function nearestTo(at: Point, places: readonly Figure[]): Figure | null {
  let best: Figure | null = null;
  for (const p of places) if (!best || distance(at, p.at) < distance(at, best.at)) best = p;
  return best;
}

/**
 * The piles a draw's odds are counted over: the cards left in the GM's deck, then the refill pile;
 * a spent deck's draws come off the refill pile, so it stands as the pool then.
 */
export function oddsPiles(s: Pick<Situation, "pool" | "refill">): {
  readonly pool: Situation["pool"];
  readonly refill: Situation["pool"];
} {
  const fresh = s.pool.length > 0;
  return { pool: fresh ? s.pool : (s.refill ?? []), refill: fresh ? (s.refill ?? []) : [] };
}

/** The mean of the movement section over the cards a move would draw (the pool, else the refill pile). */
export function meanMoveCard(s: Situation): number {
  const cards = oddsPiles(s).pool;
  if (cards.length === 0) return 0;
  return cards.reduce((sum, c) => sum + c.move, 0) / cards.length;
}

/**
 * CORE-10 / CORE-8 the inches a figure may expect to move: its cards (foot one, mounted two) at the
 * mean of the deck's movement section, halved when it has a wound.
 */
export function expectedMove(s: Situation, figure: FigureState): number {
  const data = (s.data ?? PROCEDURE_DEFAULTS).movement;
  const cards = figure.mounted ? data.mountedCards : data.footCards;
  return cards * meanMoveCard(s) * (figure.wounds > 0 ? data.woundedFactor : 1);
}

/** The unit moves as far as its slowest standing figure may expect to. */
export function unitExpectedMove(s: Situation): number {
  const moves = ownStanding(s).map(({ figure }) => expectedMove(s, figure));
  return moves.length > 0 ? Math.min(...moves) : 0;
}

/** A weapon that shoots: it has a range band (a sword or a lance does not). */
export function shoots(weapon: WeaponProfile | null): weapon is WeaponProfile {
  return weapon !== null && Object.values(weapon.range).some((r) => r !== null);
}
