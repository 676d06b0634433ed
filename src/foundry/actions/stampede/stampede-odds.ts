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
import { read, type Answers, type AskField, type LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const ODDS_KEYS = "COMBAT_PATROL.Action.StampedeCheck.";

/** OW-9.2.7 the trigger of a stampede check, asked (the prompt's, or the GM's event). */
export function stampedeTriggerField(t: Format, value: StampedeTrigger): AskField {
  return {
    type: "select",
    name: "trigger",
    label: t(`${ODDS_KEYS}trigger`),
    value,
    options: STAMPEDE_TRIGGERS.map((trigger) => ({
      value: trigger,
      label: t(`COMBAT_PATROL.ChatLines.Stampede.trigger.${trigger}`),
    })),
  };
}

/** The trigger the dialog's answers name (the GM's event when none). */
export function stampedeTriggerOf(answers: Answers): StampedeTrigger {
  const asked = read.str(answers, "trigger", "");
  return STAMPEDE_TRIGGERS.find((k) => k === asked) ?? "gmEvent";
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
