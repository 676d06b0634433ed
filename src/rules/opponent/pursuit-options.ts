/**
 * Whether one of the engine's mounted units pursues a person's unit that withdraws (NAP-6.2.1.2b:
 * "Mounted figures may use the Reaction rule to pursue withdrawing enemy. This includes enemy moves
 * as a result of Guts checks"), over the same situation as an activation's (situation.ts). The
 * pursuit is the Pursue button's: one Reaction check (NAP-5.6 a close order group's once), then one
 * movement card, taken at any time. It rides at him when the chance that the check passes AND the
 * card carries it the whole way (the gap to his nearest figure, base edge to base edge, plus the
 * inches he falls back, his token not yet moved) is at least the doctrine's pursueWhenChance; a
 * doctrine with none never pursues. The card's inches are counterChargeOdds's (the same check and
 * card as a counter-charge), exact over the remaining cards.
 */
import { measuredRange } from "../geometry";
import type { MountedReactionInput } from "../mounted/reaction";
import { counterChargeOdds } from "../odds/check-odds";
import type { Why } from "./choice";
import type { Doctrine } from "./doctrine-data";
import { procedureOptions } from "./fire-options";
import { counterChargeOf } from "./reaction-options";
import { type Situation, isStanding, ownStanding, placedStanding } from "./situation";

/** NAP-6.2.1.2b the enemy unit withdrawing, as its posted result says: how far it falls back. */
export interface WithdrawingEnemy {
  readonly unitId: string;
  /** Inches its result moves it away (a Guts check's fall back); 0 when it has moved already. */
  readonly inches: number;
}

export interface PursuitChoice {
  readonly kind: "pursue" | "none";
  readonly unitId: string;
  readonly enemyUnitId: string;
  /** The Pursue button's request for the whole unit (absent when it cannot pursue at all). */
  readonly input?: MountedReactionInput;
  /** P(the check passes), P(it passes and the card carries it the whole way), and the inches to ride. */
  readonly odds?: { readonly pass: number; readonly reach: number; readonly inches: number };
  readonly why: Why;
}

const KEYS = "COMBAT_PATROL.Opponent.Pursuit.";

const percent = (p: number): number => Math.round(p * 100);

/** Inches from the unit's nearest standing figure to the enemy's nearest, base edge to base edge; null off the map. */
function gapTo(s: Situation, enemyUnitId: string): { readonly name: string; readonly gap: number } | null {
  const enemy = s.others.find((o) => o.unit.id === enemyUnitId);
  if (!enemy) return null;
  let gap: number | null = null;
  for (const { own } of ownStanding(s))
    for (const { place } of placedStanding(enemy)) {
      const d = measuredRange(own.place, place);
      if (gap === null || d < gap) gap = d;
    }
  return gap === null ? null : { name: enemy.unit.name, gap };
}

/** The engine's choice for its unit `s.unit` when `enemy` withdraws, by the doctrine. */
export function choosePursuit(s: Situation, enemy: WithdrawingEnemy, doctrine: Doctrine): PursuitChoice {
  const unit = s.unit.name;
  const base = { unitId: s.unit.id, enemyUnitId: enemy.unitId };
  const where = gapTo(s, enemy.unitId);
  const name = where?.name ?? enemy.unitId;
  const none = (key: string, data: Record<string, string | number> = {}): PursuitChoice => ({
    ...base,
    kind: "none",
    why: { key: `${KEYS}${key}`, data: { unit, enemy: name, ...data } },
  });
  const standing = s.unit.figures.filter(isStanding);
  // Only riders pursue (NAP-6.2.1.2b "Mounted figures"): a unit with a man on foot does not.
  if (!where || standing.length === 0 || !standing.every((f) => f.mounted)) return none("none");
  const checked = counterChargeOf(s.unit, s.rules);
  if (!checked) return none("none");
  const input: MountedReactionInput = { ...checked, kind: "pursuit" };
  if (doctrine.pursueWhenChance === null) return none("never");
  const piles = { pool: s.pool, refill: s.refill ?? [] };
  if (piles.pool.length + piles.refill.length === 0) return none("none");
  const inches = Math.round((where.gap + enemy.inches) * 10) / 10;
  const card = counterChargeOdds(input, piles, undefined, procedureOptions(s));
  let reach = 0;
  for (const [moved, p] of card.inches) if (moved >= inches) reach += p.value;
  const odds = { pass: card.pass.value, reach, inches };
  const data = { inches, reach: percent(reach), pass: percent(odds.pass) };
  // No card rides that far: out of reach, whatever the doctrine.
  if (reach <= 0) return { ...none("outOfReach", data), input, odds };
  if (reach >= doctrine.pursueWhenChance)
    return {
      ...base,
      kind: "pursue",
      input,
      odds,
      why: { key: `${KEYS}pursue`, data: { unit, enemy: name, ...data } },
    };
  return { ...none("tooFar", data), input, odds };
}
