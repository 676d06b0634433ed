/**
 * NAP-6.2.1 / NAP-6.1.2 the odds a cavalryman reads before he decides: the charge as planned and
 * had he given up his impetus, his close order or his lance (the engine's chargeChoices), the
 * counter-charge's Reaction check and contact, and the mounted bog check. One line each
 * (actions/odds-text.ts oddsLine): a bar of win / tie / lose, the exact fractions on hover.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { MountedMeleeInput } from "@rules/mounted/melee";
import type { MountedBogInput } from "@rules/mounted/terrain";
import { mountedBogOdds } from "@rules/odds/check-odds";
import { complement } from "@rules/odds/fraction";
import type { LiveOddsResults } from "@rules/odds/live-odds";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const CAVALRY_ODDS_KEYS = "COMBAT_PATROL.Action.Cavalry.Odds.";

/** NAP-6.2.1 the charge's lines from its count (in the odds worker or here). */
export function chargeLinesOf(choices: LiveOddsResults["charge"], input: MountedMeleeInput, t: Format): LiveLine[] {
  const names = { attacker: input.attacker.figure.name, defender: input.defender.figure.name };
  return choices.map((choice) =>
    oddsLine(t, t(`${CAVALRY_ODDS_KEYS}${choice.key}`, names), [
      {
        label: t("COMBAT_PATROL.Odds.wins", { figure: names.attacker }),
        chance: choice.odds.winner.attacker,
        tone: "good",
      },
      { label: t("COMBAT_PATROL.Odds.tie"), chance: choice.odds.winner.tie, tone: "even" },
      {
        label: t("COMBAT_PATROL.Odds.wins", { figure: names.defender }),
        chance: choice.odds.winner.defender,
        tone: "bad",
      },
    ]),
  );
}

/** NAP-6.1.2 / OW-7.1b the mounted bog check: bogged down, and a rider stunned stuck over the obstacle. */
export function mountedBogOddsLines(
  input: MountedBogInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const odds = mountedBogOdds(input, { pool }, { rules: options });
  return [
    oddsLine(t, t(`${CAVALRY_ODDS_KEYS}bog`), [
      { label: t(`${CAVALRY_ODDS_KEYS}through`), chance: complement(odds.bogged), tone: "good" },
      { label: t(`${CAVALRY_ODDS_KEYS}bogged`), chance: odds.bogged, tone: "bad" },
    ]),
    ...(odds.stunned.value > 0
      ? [
          oddsLine(t, t(`${CAVALRY_ODDS_KEYS}stuck`), [
            { label: t(`${CAVALRY_ODDS_KEYS}stunned`), chance: odds.stunned },
          ]),
        ]
      : []),
  ];
}
