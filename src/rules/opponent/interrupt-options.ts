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
 */
import { closeOrderReactionValue } from "../napoleonic/closeOrder";
import { reactionOdds } from "../odds/check-odds";
import { presentLeader } from "../procedures/morale";
import { reactionValue } from "../procedures/reaction";
import { percent, type FireChoice, type Why } from "./choice";
import type { Doctrine } from "./doctrine-data";
import { procedureOptions, volleyAt } from "./fire-options";
import { enemyUnits, type Situation } from "./situation";

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

/** NAP-5.6 the unit reacts as one close order group (the Napoleonic era, the unit in close order on its sheet). */
function reactsAsGroup(s: Situation): boolean {
  return s.rules.era === "napoleonic" && s.unit.closeOrder;
}

/** CORE-10 P(the first checker's reaction passes): a figure's Reaction, or NAP-5.6 the group's value. */
function passChance(s: Situation, checker: string | null): number {
  const options = procedureOptions(s);
  const piles = {
    pool: s.pool.length > 0 ? s.pool : (s.refill ?? []),
    refill: s.pool.length > 0 ? (s.refill ?? []) : [],
  };
  if (piles.pool.length === 0) return 0;
  const leader = presentLeader(s.unit);
  const figure = s.unit.figures.find((f) => f.id === checker) ?? leader ?? s.unit.figures[0];
  if (!figure) return 0;
  const reaction =
    checker === null ? closeOrderReactionValue(leader, reactionValue(s.unit.grade, options), options) : figure.reaction;
  return reactionOdds({ unitId: s.unit.id, figure: { ...figure, stunned: false }, reaction }, piles).pass.value;
}

/**
 * CORE-10 the reaction the unit takes to the move of `moverUnitId`'s figures; null when it takes
 * none (nobody can fire at the mover, or the volley is worth too little for the doctrine).
 */
export function chooseInterrupt(s: Situation, moverUnitId: string, doctrine: Doctrine): InterruptChoice | null {
  if (s.unit.kind === "herd" || s.unit.kind === "wagon") return null;
  // Only an enemy's move is reacted to (src/rules/sides.ts, as the GM's requireEnemyActing reads it).
  const mover = enemyUnits(s).find((o) => o.unit.id === moverUnitId);
  const volley = mover ? volleyAt(s, mover) : null;
  if (!mover || !volley) return null;
  const checkers = reactsAsGroup(s) ? [null] : volley.shooterIds;
  const pass = passChance(s, checkers[0] ?? null);
  if (pass * volley.chance < doctrine.interruptWhenChance) return null;
  const cover = volley.cover;
  return {
    kind: "interrupt",
    unitId: s.unit.id,
    targetUnitId: moverUnitId,
    checkers,
    volley,
    pass,
    why: {
      key: `COMBAT_PATROL.Opponent.Interrupt.${cover}`,
      data: { unit: s.unit.name, target: mover.unit.name, pass: percent(pass), chance: percent(volley.chance) },
    },
  };
}
