/**
 * CORE-7 / CORE-11 / NAP-4 the odds of a unit's morale checks before the cards are drawn: every
 * check reads OK or not, with the leader removing the markers he may and (when the choice is the
 * player's) with the leader keeping them. One line each (actions/odds-text.ts oddsLine).
 */
import type { ActionCard } from "@rules/cards/schema";
import type { MoraleInput } from "@rules/procedures";
import { moraleOdds, type MoraleChoiceOdds } from "@rules/odds/check-odds";
import { complement } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const MORALE_ODDS_KEYS = "COMBAT_PATROL.Action.Morale.Odds.";

/** The lines of the morale dialog; `choice`: the player chooses whether the leader removes markers (NAP-4). */
export function moraleOddsLines(
  input: MoraleInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  choice: boolean,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const odds = moraleOdds(input, { pool }, { rules: options });
  const line = (lead: string, c: MoraleChoiceOdds) =>
    oddsLine(t, lead, [
      { label: t(`${MORALE_ODDS_KEYS}allOk`), chance: c.allOk, tone: "good" },
      { label: t(`${MORALE_ODDS_KEYS}notAllOk`), chance: complement(c.allOk), tone: "bad" },
    ]);
  const { removed, checks } = odds.leaderRemoves;
  const removes = line(
    t(removed > 0 ? `${MORALE_ODDS_KEYS}removes` : `${MORALE_ODDS_KEYS}checks`, { removed, cards: checks }),
    odds.leaderRemoves,
  );
  if (!choice || !odds.choice) return [removes];
  return [removes, line(t(`${MORALE_ODDS_KEYS}keeps`, { cards: odds.leaderKeeps.checks }), odds.leaderKeeps)];
}
