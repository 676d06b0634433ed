/**
 * The reaction the engine takes for one of its units when a charge is made on it out of its own
 * activation (NAP-6.2.1.2b: the charge halts halfway "until target Reactions have been resolved"),
 * over the same situation as an activation's (situation.ts) and the charge as its halt card holds
 * it. One choice, by the rules and the map:
 * - NAP-5.4.1 a unit in close order charged from behind (the charge comes in on the charged
 *   figure's rear, as the Charge dialog reads it: attackedFromRear at the contact point) turns to
 *   face the charger;
 * - NAP-6.2.1.2 / OW-7.1c a mounted unit counter-charges when going in adds at least the
 *   doctrine's counterChargeWhenGain to its chance to win the fight, counting the Reaction check it
 *   may fail (counterChargeOdds, the counter-charge dialog's: failed, it meets the charge
 *   standing); the fight's odds are the Cavalry charge's (chargeOdds over plainCharge), the
 *   counter-charger with the impetus and on the move as the Charge dialog counts a counter-charging
 *   defender ("Cavalry impetus modifiers apply to both the attacker and a counter charging defender");
 * - NAP-6.2.1.2 foot in close order close ranks (the Reaction check "to turn to face or close
 *   ranks"; never to close with the moving riders, NAP-6.2.1.2b);
 * - else no reaction, saying so.
 */
import type { Figure } from "../geometry";
import type { FigureState, UnitState } from "../model";
import type { MountedMeleeInput } from "../mounted/melee";
import { plainCharge } from "../mounted/charge-input";
import { contactPoint } from "../mounted/charge-run";
import type { ChargeRunDeclared, MountedReactionInput } from "../mounted/reaction";
import { attackedFromRear, closeOrderReactionValue } from "../napoleonic/closeOrder";
import { chargeOdds } from "../odds/melee-odds";
import { counterChargeOdds } from "../odds/check-odds";
import { reactionValue } from "../procedures/reaction";
import type { RulesOptions } from "../options";
import type { Why } from "./choice";
import type { Doctrine } from "./doctrine-data";
import { procedureOptions } from "./fire-options";
import { type Situation, isStanding } from "./situation";

/** NAP-6.2.1.2b the charge the unit may react to, as its halt card holds it. */
export interface ChargeOnUnit {
  readonly chargerUnitId: string;
  readonly chargerId: string;
  /** The engine's figure charged. */
  readonly targetId: string;
  /** The run the charger declared (his impetus, NAP-6.2.1.1). */
  readonly run: ChargeRunDeclared;
}

export type ReactionKind = "counterCharge" | "turnToFace" | "closeRanks" | "none";

export interface ReactionChoice {
  readonly kind: ReactionKind;
  readonly unitId: string;
  /** The charger it reacts to. */
  readonly chargerId: string;
  /**
   * A mounted unit's fight: P(its check passes), P(it wins going in), P(it wins meeting the charge
   * standing), and what counter-charging adds to its chance to win: pass × (counter − stand).
   */
  readonly odds?: { readonly pass: number; readonly counter: number; readonly stand: number; readonly gain: number };
  readonly why: Why;
}

const KEYS = "COMBAT_PATROL.Opponent.Reaction.";

const percent = (p: number): number => Math.round(p * 100);

/**
 * NAP-6.2.1.2 the counter-charge as the Counter-charge button sends it for the whole unit: its
 * standing riders, one check (NAP-5.6 a close order group's: its leader's Guts, else the unit's
 * Reaction; else the acting figure's own: the leader, else the first standing).
 */
export function counterChargeOf(unit: UnitState, rules: RulesOptions): MountedReactionInput | null {
  const figures = unit.figures.filter(isStanding);
  const checker = figures.find((f) => f.id === unit.leaderId) ?? figures[0];
  if (!checker) return null;
  const options = { rules };
  const group = rules.era === "napoleonic" && unit.closeOrder;
  const leader = figures.find((f) => f.id === unit.leaderId) ?? null;
  const reaction = group
    ? closeOrderReactionValue(leader, reactionValue(unit.grade, options), options)
    : checker.reaction;
  return { unitId: unit.id, kind: "counter-charge", figures, reaction };
}

/** The charger and the charged figure with their places, or null when either is gone or off the map. */
function sides(
  s: Situation,
  charge: ChargeOnUnit,
): {
  readonly charger: { readonly unit: UnitState; readonly figure: FigureState; readonly place: Figure };
  readonly target: { readonly figure: FigureState; readonly place: Figure };
} | null {
  const other = s.others.find((o) => o.unit.id === charge.chargerUnitId);
  const chargerFigure = other?.unit.figures.find((f) => f.id === charge.chargerId && isStanding(f));
  const chargerPlace = other?.places[charge.chargerId];
  const targetFigure = s.unit.figures.find((f) => f.id === charge.targetId && isStanding(f));
  const targetPlace = s.figures[charge.targetId]?.place;
  if (!other || !chargerFigure || !chargerPlace || !targetFigure || !targetPlace) return null;
  return {
    charger: { unit: other.unit, figure: chargerFigure, place: chargerPlace },
    target: { figure: targetFigure, place: targetPlace },
  };
}

/** NAP-6.2.1.2 the fight the charge brings, the charged rider counter-charging (impetus, moving) or standing. */
function fightOf(base: MountedMeleeInput, counter: boolean): MountedMeleeInput {
  return counter ? { ...base, defender: { ...base.defender, impetus: true, moving: true } } : base;
}

/** The engine's reaction to `charge` on its unit `s.unit`, by the doctrine. */
export function chooseReaction(s: Situation, charge: ChargeOnUnit, doctrine: Doctrine): ReactionChoice {
  const unit = s.unit.name;
  const pair = sides(s, charge);
  const charger = pair?.charger.figure.name ?? charge.chargerId;
  const base = { unitId: s.unit.id, chargerId: charge.chargerId };
  const none = (key: string, data: Record<string, string | number> = {}): ReactionChoice => ({
    ...base,
    kind: "none",
    why: { key: `${KEYS}${key}`, data: { unit, charger, ...data } },
  });
  const standing = s.unit.figures.filter(isStanding);
  if (!pair || standing.length === 0) return none("none");
  const closeOrder = s.rules.era === "napoleonic" && s.unit.closeOrder;
  const fromRear = attackedFromRear(pair.target.place, { at: contactPoint(pair.charger.place, pair.target.place) });
  // NAP-5.4.1 a close order unit charged from behind turns to face (one group check, NAP-5.6).
  if (closeOrder && fromRear)
    return { ...base, kind: "turnToFace", why: { key: `${KEYS}turnToFace`, data: { unit, charger } } };
  if (standing.every((f) => f.mounted)) {
    const input = counterChargeOf(s.unit, s.rules);
    const piles = { pool: s.pool, refill: s.refill ?? [] };
    if (!input || piles.pool.length + piles.refill.length === 0) return none("none");
    const options = procedureOptions(s);
    const chargerWeapon = s.others.find((o) => o.unit.id === charge.chargerUnitId)?.weapons?.[charge.chargerId];
    const fight = plainCharge(
      { unit: pair.charger.unit, figure: pair.charger.figure, weapon: chargerWeapon ?? null },
      { unit: s.unit, figure: pair.target.figure, weapon: s.figures[pair.target.figure.id]?.weapon ?? null },
      charge.run,
      fromRear,
    );
    const pass = counterChargeOdds(input, piles, undefined, options).pass.value;
    const stand = chargeOdds(fightOf(fight, false), piles, options).winner.defender.value;
    const counter = chargeOdds(fightOf(fight, true), piles, options).winner.defender.value;
    const odds = { pass, counter, stand, gain: pass * (counter - stand) };
    const data = { counter: percent(counter), pass: percent(pass), stand: percent(stand) };
    if (odds.gain > 0 && odds.gain >= doctrine.counterChargeWhenGain)
      return {
        ...base,
        kind: "counterCharge",
        odds,
        why: { key: `${KEYS}counterCharge`, data: { unit, charger, ...data } },
      };
    return { ...none("stand", data), odds };
  }
  // NAP-6.2.1.2 "Foot figures may use a Reaction rule to close ranks": a close order body does.
  if (closeOrder) return { ...base, kind: "closeRanks", why: { key: `${KEYS}closeRanks`, data: { unit, charger } } };
  return none("none");
}
