/**
 * CORE-10 the engine's reaction to an enemy's move: "Close order groups may react to enemy movement
 * as described in Section 1.9 of the base rules" (NAP-5.6); a reaction "interrupts an enemy move".
 * When a unit of the side acting now moves in sight of one of the engine's units, that unit may
 * take reaction checks and, for the figures that pass, fire at the mover before he goes on
 * (docs/rules-readings.md "What a passed reaction lets a figure do").
 *
 * One choice over the same situation as an activation's (situation.ts): the volley the unit could
 * fire at the moving unit (fire-options.ts volleyAt: sight, range, arc, the map's cover, the exact
 * odds), worth reacting for when its chance to put a man down, times the chance the reaction check
 * passes (reactionOdds over the GM's cards), reaches the doctrine's `interruptWhenChance`. Who
 * checks: NAP-5.6 a unit in close order once for its group (the leader's Guts when he is in it,
 * else the unit's Reaction, as the Reaction button's group check), else each shooter alone.
 *
 * NAP-5.4.1 "a close-order unit (or its rear rank) may use a reaction to turn and face an enemy
 * behind it": a line in close order that cannot fire at the mover, whose nearest standing figure
 * came within OPPONENT_READINGS.faceBehindWithin inches of the line and stands behind it (more than
 * 90 degrees off the facing of its leader's token, else its first figure's, as the Turn to face
 * dialog reads the line's facing: attackedFromRear), turns to face him (one group check, NAP-5.6).
 */
import { edgeDistance } from "../geometry";
import { attackedFromRear, closeOrderReactionValue } from "../napoleonic/closeOrder";
import { reactsAsGroup } from "../napoleonic/closeOrderReaction";
import { reactionOdds } from "../odds/check-odds";
import { presentLeader } from "../procedures/morale";
import { reactionValue } from "../procedures/reaction";
import { percent, tenth, type FireChoice, type MoveChoice, type Why } from "./choice";
import { OPPONENT_READINGS, type Doctrine } from "./doctrine-data";
import { procedureOptions, volleyAt } from "./fire-options";
import { bestMove } from "./move-options";
import { TERRAIN_DEFAULTS, lineOfSight } from "../terrain";
import { enemyUnits, oddsPiles, ownStanding, placedStanding, type PlacedUnit, type Situation } from "./situation";

/** CORE-10 the reaction to an enemy's move that the engine takes for one of its units. */
export interface InterruptChoice {
  readonly kind: "interrupt";
  readonly unitId: string;
  readonly targetUnitId: string;
  /** Who takes a reaction check: each shooter's figure id, or null once for the close order group (NAP-5.6). */
  readonly checkers: readonly (string | null)[];
  /** The volley if every check passes (its shooters are the figures that may fire). */
  readonly volley: FireChoice;
  /** P(a check passes), exact over the GM's cards (the first checker's). */
  readonly pass: number;
  readonly why: Why;
}

/** NAP-5.4.1 a close order line turns to face an enemy that moved behind it. */
export interface FaceChoice {
  readonly kind: "turnToFace";
  readonly unitId: string;
  readonly targetUnitId: string;
  readonly why: Why;
}

/**
 * CORE-10 the unit's figures react to the move by taking cover: the unit's best move into cover
 * (move-options.ts bestMove, its purpose cover); each figure checks alone and those who pass move.
 */
export interface CoverChoice {
  readonly kind: "takeCover";
  readonly unitId: string;
  readonly targetUnitId: string;
  /** Who takes a reaction check: each figure the move moves. */
  readonly checkers: readonly string[];
  /** The move if every check passes. */
  readonly move: MoveChoice;
  /** P(a check passes), exact over the GM's cards (the first checker's). */
  readonly pass: number;
  readonly why: Why;
}

/** CORE-10 what the unit does about an enemy's move. */
export type MoveReaction = InterruptChoice | CoverChoice | FaceChoice;

/** A reaction's worth on the doctrine's scale: what it gains (the volley's chance, the move's gain) times the check's chance. */
export const reactionWorth = (choice: MoveReaction): number =>
  choice.kind === "interrupt"
    ? choice.pass * choice.volley.chance
    : choice.kind === "takeCover"
      ? choice.pass * choice.move.gain
      : -1;

/** The mover moved in the unit's sight: one of his standing figures is seen from one of its own. */
function inSight(s: Situation, mover: PlacedUnit): boolean {
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  const own = ownStanding(s).map((o) => o.own.place.at);
  return placedStanding(mover).some(({ place }) => own.some((at) => lineOfSight(s.terrain, at, place.at, data).clear));
}

/**
 * CORE-10 the unit takes cover from the mover: its best move is one into cover (the skirmish move's
 * worth: cover from the nearest enemy, CORE-5 soft or hard), each figure checking alone. None for a
 * close order group (NAP-5.6: it reacts as one, and a line moves as a line), nor a gun's crew or a wagon.
 */
function takeCover(s: Situation, mover: PlacedUnit, doctrine: Doctrine): CoverChoice | null {
  // A gun's crew, a Gatling's and a wagon move by their own rules (gun-moves.ts, wagon-options.ts), not as skirmishers.
  if (s.gun || s.gatling || s.wagon) return null;
  if (reactsAsGroup(s.unit, s.rules.era) || !inSight(s, mover)) return null;
  const move = bestMove(s, doctrine);
  if (!move || move.purpose !== "cover" || move.line) return null;
  const checkers = move.moves.map((m) => m.figureId);
  const pass = passChance(s, checkers[0] ?? null);
  return {
    kind: "takeCover",
    unitId: s.unit.id,
    targetUnitId: mover.unit.id,
    checkers,
    move,
    pass,
    why: {
      key: "COMBAT_PATROL.Opponent.Interrupt.takeCover",
      data: { unit: s.unit.name, target: mover.unit.name, pass: percent(pass), inches: tenth(move.inches) },
    },
  };
}

/** CORE-10 P(the first checker's reaction passes): a figure's Reaction, or NAP-5.6 the group's value. */
function passChance(s: Situation, checker: string | null): number {
  const options = procedureOptions(s);
  const piles = oddsPiles(s);
  if (piles.pool.length === 0) return 0;
  const leader = presentLeader(s.unit);
  const figure = s.unit.figures.find((f) => f.id === checker) ?? leader ?? s.unit.figures[0];
  if (!figure) return 0;
  const reaction =
    checker === null ? closeOrderReactionValue(leader, reactionValue(s.unit.grade, options), options) : figure.reaction;
  return reactionOdds({ unitId: s.unit.id, figure: { ...figure, stunned: false }, reaction }, piles).pass.value;
}

/**
 * NAP-5.4.1 the line turns to face the mover: in close order, his nearest standing figure within
 * reach of the line and behind it (the line's facing read from its leader's token, else its first).
 */
function faceMover(s: Situation, mover: PlacedUnit): FaceChoice | null {
  if (!reactsAsGroup(s.unit, s.rules.era)) return null;
  const own = ownStanding(s).map((o) => o.own.place);
  const facing =
    own.find((p) => p.id === s.unit.leaderId && p.facing !== undefined) ?? own.find((p) => p.facing !== undefined);
  const theirs = placedStanding(mover).map((t) => t.place);
  if (!facing || theirs.length === 0) return null;
  const gap = (t: (typeof theirs)[number]) => Math.min(...own.map((o) => edgeDistance(o, t)));
  const nearest = theirs.reduce((a, b) => (gap(b) < gap(a) ? b : a));
  if (gap(nearest) > OPPONENT_READINGS.faceBehindWithin || !attackedFromRear(facing, nearest)) return null;
  return {
    kind: "turnToFace",
    unitId: s.unit.id,
    targetUnitId: mover.unit.id,
    why: {
      key: "COMBAT_PATROL.Opponent.Interrupt.turnToFace",
      data: { unit: s.unit.name, target: mover.unit.name, inches: Math.round(gap(nearest) * 10) / 10 },
    },
  };
}

/**
 * CORE-10 the reaction the unit takes to the move of `moverUnitId`'s figures; null when it takes
 * none (nobody can fire at the mover, or the volley is worth too little for the doctrine, and
 * NAP-5.4.1 he is not behind a close order line within reach).
 */
export function chooseMoveReaction(s: Situation, moverUnitId: string, doctrine: Doctrine): MoveReaction | null {
  if (s.unit.kind === "herd" || s.unit.kind === "wagon") return null;
  // Only an enemy's move is reacted to (src/rules/sides.ts, as the GM's requireEnemyActing reads it).
  const mover = enemyUnits(s).find((o) => o.unit.id === moverUnitId);
  if (!mover) return null;
  const volley = volleyAt(s, mover);
  const fire = volley ? fireAt(s, mover, volley) : null;
  const cover = takeCover(s, mover, doctrine);
  const worthy = [fire, cover]
    .filter((c): c is InterruptChoice | CoverChoice => c !== null && reactionWorth(c) >= doctrine.interruptWhenChance)
    // The better first; equal: the volley.
    .sort((a, b) => reactionWorth(b) - reactionWorth(a));
  if (worthy[0]) return worthy[0];
  return volley ? null : faceMover(s, mover);
}

/** CORE-10 the volley at the mover by the figures whose reaction checks pass (NAP-5.6 a close order group checks once). */
function fireAt(s: Situation, mover: PlacedUnit, volley: FireChoice): InterruptChoice {
  const checkers = reactsAsGroup(s.unit, s.rules.era) ? [null] : volley.shooterIds;
  const pass = passChance(s, checkers[0] ?? null);
  const cover = volley.cover;
  return {
    kind: "interrupt",
    unitId: s.unit.id,
    targetUnitId: mover.unit.id,
    checkers,
    volley,
    pass,
    why: {
      key: `COMBAT_PATROL.Opponent.Interrupt.${cover}`,
      data: { unit: s.unit.name, target: mover.unit.name, pass: percent(pass), chance: percent(volley.chance) },
    },
  };
}
