/**
 * OW-6.1.1 the odds of a throw before the card is drawn (the engine's dynamiteThrowOdds over the
 * cards left): a bar of on target / scatters / goes off early / dud, each exact on hover.
 */
import type { LiveOddsResults } from "@rules/odds/live-odds";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const DYNAMITE_ODDS_KEYS = "COMBAT_PATROL.Action.Dynamite.Odds.";

/** OW-6.1.1 the throw's line from its count (in the odds worker or here). */
export function dynamiteLinesOf({ outcome }: LiveOddsResults["dynamite"], t: Format): LiveLine[] {
  // Beyond his throwing range nothing is thrown: said in words, not as a "100%".
  if (outcome.noChance.value === 1) return [{ text: t(`${DYNAMITE_ODDS_KEYS}outOfReach`), title: "" }];
  return [
    oddsLine(t, t(`${DYNAMITE_ODDS_KEYS}throw`), [
      { label: t(`${DYNAMITE_ODDS_KEYS}target`), chance: outcome.target, tone: "good" },
      { label: t(`${DYNAMITE_ODDS_KEYS}scatter`), chance: outcome.scatter, tone: "even" },
      { label: t(`${DYNAMITE_ODDS_KEYS}dud`), chance: outcome.dud, tone: "even" },
      { label: t(`${DYNAMITE_ODDS_KEYS}premature`), chance: outcome.premature, tone: "bad" },
    ]),
  ];
}
