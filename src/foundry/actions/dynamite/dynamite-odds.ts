/**
 * OW-6.1.1 the odds of a throw before the card is drawn (the engine's dynamiteThrowOdds over the
 * cards left): a bar of on target / scatters / goes off early / dud, each exact on hover.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { DynamiteThrowInput } from "@rules/old-west/dynamite";
import { dynamiteThrowOdds } from "@rules/odds/old-west-odds";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const DYNAMITE_ODDS_KEYS = "COMBAT_PATROL.Action.Dynamite.Odds.";

export function dynamiteOddsLines(
  input: DynamiteThrowInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const { outcome } = dynamiteThrowOdds(input, { pool }, { rules: options });
  if (outcome.noChance.value === 1)
    return [
      oddsLine(t, t(`${DYNAMITE_ODDS_KEYS}throw`), [
        { label: t(`${DYNAMITE_ODDS_KEYS}noChance`), chance: outcome.noChance },
      ]),
    ];
  return [
    oddsLine(t, t(`${DYNAMITE_ODDS_KEYS}throw`), [
      { label: t(`${DYNAMITE_ODDS_KEYS}target`), chance: outcome.target, tone: "good" },
      { label: t(`${DYNAMITE_ODDS_KEYS}scatter`), chance: outcome.scatter, tone: "even" },
      { label: t(`${DYNAMITE_ODDS_KEYS}dud`), chance: outcome.dud, tone: "even" },
      { label: t(`${DYNAMITE_ODDS_KEYS}premature`), chance: outcome.premature, tone: "bad" },
    ]),
  ];
}
