/**
 * NAP-6.2.1.2 / OW-7.1c the odds of a counter-charge before the draw (a bar, the exact fractions
 * on hover): its Reaction check passes (it goes in) or fails, and with the gap and the charger's
 * inches left asked in its dialog, the chance that the prorated moves meet.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { MountedReactionInput } from "@rules/mounted/reaction";
import { counterChargeOdds } from "@rules/odds/check-odds";
import { complement } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import { read, type Answers, type LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine, oddsOrNone } from "../odds-text";

const CAVALRY_ODDS_KEYS = "COMBAT_PATROL.Action.Cavalry.Odds.";

/**
 * The dialog's live odds over the cards left as it opens: the check, and the contact when a gap is given (none for
 * answers the engine refuses).
 */
export function counterChargeLive(
  input: MountedReactionInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): (answers: Answers) => readonly LiveLine[] {
  return (answers) => oddsOrNone(() => counterChargeOddsLines(input, answers, pool, options, t));
}

/** The check as the counter-charge dialog's answers set it: its contact when a gap is given. */
export function counterChargeOddsLines(
  input: MountedReactionInput,
  answers: Answers,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const gapInches = Math.max(0, read.num(answers, "gapInches", 0));
  const chargerInches = Math.max(0, read.num(answers, "chargerInches", 0));
  const contact = gapInches > 0 ? { gapInches, chargerInches } : undefined;
  const odds = counterChargeOdds(input, { pool }, contact, { rules: options });
  return [
    oddsLine(t, t(`${CAVALRY_ODDS_KEYS}counterCharge`), [
      { label: t(`${CAVALRY_ODDS_KEYS}goes`), chance: odds.pass, tone: "good" },
      { label: t(`${CAVALRY_ODDS_KEYS}holds`), chance: complement(odds.pass), tone: "bad" },
    ]),
    ...(odds.contact
      ? [
          oddsLine(t, t(`${CAVALRY_ODDS_KEYS}contact`), [
            { label: t(`${CAVALRY_ODDS_KEYS}meets`), chance: odds.contact },
          ]),
        ]
      : []),
  ];
}
