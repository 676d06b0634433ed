/**
 * CORE-10 what a move is worth to a doctrine, the parts the skirmish move (move-options.ts) and the
 * close order line (close-order-moves.ts) share: who moves, which firearms could fire, the worth's
 * parts on the doctrine's one scale (doctrine-data.ts), what a move is for, whose figure is the
 * nearest enemy.
 */
import { EPSILON, type Figure, type Point } from "../geometry";
import { NO_ACCURACY, type FigureState } from "../model";
import type { MovePurpose } from "./choice";
import { OPPONENT_READINGS } from "./doctrine-data";
import { type OwnFigure, type PlacedUnit, placedStanding, shoots } from "./situation";

/** A standing figure of the moving unit. */
export interface Mover {
  readonly figure: FigureState;
  readonly own: OwnFigure;
}

/** A firearm that could fire at all this activation (loaded, an aiming figure, not stunned). */
export function canShoot({ figure, own }: Mover): boolean {
  return (
    shoots(own.weapon) &&
    figure.accuracy !== NO_ACCURACY &&
    !figure.stunned &&
    !(own.weapon.reload !== null && figure.outOfAmmo > 0)
  );
}

/** A place's worth: cover, a firing position, ground closed on the nearest enemy, on the objective. */
export interface Worth {
  readonly cover: number;
  readonly firing: number;
  readonly advance: number;
  readonly objective: number;
}

export const total = (w: Worth): number => w.cover + w.firing + w.advance + w.objective;

/** What a place gains over another, part by part. */
export const gainOver = (there: Worth, here: Worth): Worth => ({
  cover: there.cover - here.cover,
  firing: there.firing - here.firing,
  advance: there.advance - here.advance,
  objective: there.objective - here.objective,
});

/** The largest part of what a move gains names what it is for. */
export function purposeOf(gain: Worth, closed: number): MovePurpose {
  const parts: [MovePurpose, number][] = [
    ["cover", gain.cover],
    ["firingPosition", gain.firing],
    [closed >= 0 ? "advance" : "fallBack", gain.advance],
    ["objective", gain.objective],
  ];
  return parts.reduce((best, p) => (p[1] > best[1] + EPSILON ? p : best))[0];
}

/** The name of the unit a placed figure belongs to. */
export function nameOf(units: readonly PlacedUnit[], place: Figure): string {
  return units.find((u) => placedStanding(u).some((p) => p.place === place))?.unit.name ?? "";
}

/**
 * The offsets a move is tried at around where it stands: on the clock's hours (OPPONENT_READINGS
 * moveBearings), at each of moveSteps of `reach`.
 */
export function clockOffsets(reach: number): Point[] {
  const r = OPPONENT_READINGS;
  const out: Point[] = [];
  for (let hour = 0; hour < r.moveBearings; hour += 1) {
    const angle = (hour * 2 * Math.PI) / r.moveBearings;
    for (const step of r.moveSteps) out.push({ x: Math.cos(angle) * reach * step, y: Math.sin(angle) * reach * step });
  }
  return out;
}
