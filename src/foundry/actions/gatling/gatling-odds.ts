/**
 * OW-5.2 the odds of a Gatling burst before the cards are drawn (the engine's gatlingBurstOdds:
 * the gunner's own plan, the nearest standing figure's cover and wounds): a bar of hits through
 * cover / hits the cover saves / no hit, then a figure out and the jam (Reload Double).
 */
import type { ActionCard } from "@rules/cards/schema";
import type { GatlingFireInput } from "@rules/old-west/gatling";
import { gatlingBurstOdds } from "@rules/odds/old-west-odds";
import { complement, countedProbability } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const GATLING_ODDS_KEYS = "COMBAT_PATROL.Action.Gatling.Odds.";

export function gatlingOddsLines(
  input: GatlingFireInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const odds = gatlingBurstOdds(input, { pool }, { rules: options });
  if (!odds.plan.possible) return [];
  // through ⊆ hit: the hits the cover saves are the difference (same denominator: one count of the cards)
  const saved = countedProbability(
    odds.hit.numerator * odds.through.denominator - odds.through.numerator * odds.hit.denominator,
    odds.hit.denominator * odds.through.denominator,
  );
  // A target in the open: no cover can save a hit, so the bar says "a hit" and has no saved part.
  const covered = saved.numerator > 0;
  return [
    oddsLine(t, t(`${GATLING_ODDS_KEYS}burst`, { shots: odds.plan.shots, needed: odds.plan.needed }), [
      { label: t(`${GATLING_ODDS_KEYS}${covered ? "through" : "hit"}`), chance: odds.through, tone: "good" },
      ...(covered ? [{ label: t(`${GATLING_ODDS_KEYS}saved`), chance: saved, tone: "even" as const }] : []),
      { label: t(`${GATLING_ODDS_KEYS}miss`), chance: complement(odds.hit), tone: "bad" },
    ]),
    oddsLine(t, t(`${GATLING_ODDS_KEYS}then`), [
      { label: t(`${GATLING_ODDS_KEYS}figureOut`), chance: odds.figureOut },
      { label: t(`${GATLING_ODDS_KEYS}jam`), chance: odds.jam },
    ]),
  ];
}
