/**
 * NAP-7.3 the odds of a gun's round before the cards are drawn (the engine's artillery odds over
 * the cards left): where the aim card lands (on target, off, Out of Ammunition: a bar), and the
 * figures expected hit and put out along the solid shot's path, in the canister's swath or under
 * the shell's template.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { ArtilleryTarget, GunLaying, ShellKind } from "@rules/artillery";
import type { ArtilleryRound } from "@rules/tables/artillery";
import { canisterOdds, gunAimOdds, shellOdds, solidShotOdds, type GunRoundOdds } from "@rules/odds/artillery-odds";
import { add, complement } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { expectedFigure, oddsLine } from "../odds-text";

const FIRE_GUN_ODDS_KEYS = "COMBAT_PATROL.Action.FireGun.Odds.";

export function gunOddsLines(
  laying: GunLaying,
  round: ArtilleryRound,
  shellKind: ShellKind,
  targets: readonly ArtilleryTarget[],
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const piles = { pool };
  const rules = { rules: options };
  const lines: LiveLine[] = [];
  // NAP-7.3.1 solid shot never aims: it always deviates; canister and shell aim first
  if (round !== "shot") {
    const aim = gunAimOdds(laying, round, piles, rules);
    lines.push(
      oddsLine(t, t(`${FIRE_GUN_ODDS_KEYS}aim`, { needed: aim.needed ?? 0 }), [
        { label: t(`${FIRE_GUN_ODDS_KEYS}onTarget`), chance: aim.onTarget, tone: "good" },
        { label: t(`${FIRE_GUN_ODDS_KEYS}off`), chance: complement(add(aim.onTarget, aim.outOfAmmo)), tone: "even" },
        { label: t(`${FIRE_GUN_ODDS_KEYS}outOfAmmo`), chance: aim.outOfAmmo, tone: "bad" },
      ]),
    );
  }
  const odds: GunRoundOdds =
    round === "shot"
      ? solidShotOdds(laying, targets, piles, rules)
      : round === "canister"
        ? canisterOdds(laying, targets, piles, rules)
        : shellOdds(laying, { kind: shellKind }, targets, piles, rules);
  const hit = expectedFigure(odds.expected.hit);
  const down = expectedFigure(odds.expected.incapacitated);
  const reached = expectedFigure(odds.expected.reached);
  lines.push({
    text: t(`${FIRE_GUN_ODDS_KEYS}expected.${round}`, { reached: reached.text, hit: hit.text, down: down.text }),
    title: t(`${FIRE_GUN_ODDS_KEYS}expected.${round}`, { reached: reached.title, hit: hit.title, down: down.title }),
  });
  return lines;
}
