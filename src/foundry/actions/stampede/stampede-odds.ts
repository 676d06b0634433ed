/**
 * OW-9.2.7 the odds of a herd's stampede check before the draw (a bar, the exact fractions on
 * hover), for the trigger asked.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { HerdState, StampedeTrigger } from "@rules/old-west/animals";
import { STAMPEDE_TRIGGERS } from "@rules/old-west/stampede";
import { stampedeOdds } from "@rules/odds/check-odds";
import { complement } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { Answers, AskField, LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine, triggerField, triggerOf } from "../odds-text";

const ODDS_KEYS = "COMBAT_PATROL.Action.StampedeCheck.";

/** OW-9.2.7 the trigger of a stampede check, asked (the prompt's, or the GM's event). */
export function stampedeTriggerField(t: Format, value: StampedeTrigger): AskField {
  return triggerField(t, `${ODDS_KEYS}trigger`, "COMBAT_PATROL.ChatLines.Stampede.trigger.", STAMPEDE_TRIGGERS, value);
}

/** The trigger the dialog's answers name (the GM's event when none). */
export function stampedeTriggerOf(answers: Answers): StampedeTrigger {
  return triggerOf(answers, STAMPEDE_TRIGGERS, "gmEvent");
}

/** OW-9.2.7 the herd holds, or stampedes. */
export function stampedeOddsLines(
  herd: HerdState,
  trigger: StampedeTrigger,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const { stampedes } = stampedeOdds(herd, trigger, { pool }, { rules: options });
  return [
    oddsLine(t, t(`${ODDS_KEYS}lead`), [
      { label: t(`${ODDS_KEYS}holds`), chance: complement(stampedes), tone: "good" },
      { label: t(`${ODDS_KEYS}stampedes`), chance: stampedes, tone: "bad" },
    ]),
  ];
}
