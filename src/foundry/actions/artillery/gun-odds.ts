/**
 * NAP-7.3 the odds of a gun's round before the cards are drawn (the engine's artillery odds over
 * the cards left, counted by rules/odds/live-odds.ts): where the aim card lands (on target, off, Out of Ammunition: a bar), and the
 * figures expected hit and put out along the solid shot's path, in the canister's swath or under
 * the shell's template.
 */
import type { ArtilleryRound } from "@rules/tables/artillery";
import { add, complement } from "@rules/odds/fraction";
import type { LiveOddsResults } from "@rules/odds/live-odds";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { expectedFigure, oddsLine } from "../odds-text";

const FIRE_GUN_ODDS_KEYS = "COMBAT_PATROL.Action.FireGun.Odds.";

/** NAP-7.3 the round's lines from its count (rules/odds/live-odds.ts, in the odds worker or here). */
export function gunLinesOf({ aim, odds }: LiveOddsResults["gunRound"], round: ArtilleryRound, t: Format): LiveLine[] {
  const lines: LiveLine[] = [];
  // NAP-7.3.1 solid shot never aims: it always deviates; canister and shell aim first
  if (aim) {
    lines.push(
      oddsLine(t, t(`${FIRE_GUN_ODDS_KEYS}aim`, { needed: aim.needed ?? 0 }), [
        { label: t(`${FIRE_GUN_ODDS_KEYS}onTarget`), chance: aim.onTarget, tone: "good" },
        { label: t(`${FIRE_GUN_ODDS_KEYS}off`), chance: complement(add(aim.onTarget, aim.outOfAmmo)), tone: "even" },
        { label: t(`${FIRE_GUN_ODDS_KEYS}outOfAmmo`), chance: aim.outOfAmmo, tone: "bad" },
      ]),
    );
  }
  const hit = expectedFigure(odds.expected.hit);
  const down = expectedFigure(odds.expected.incapacitated);
  const reached = expectedFigure(odds.expected.reached);
  lines.push({
    text: t(`${FIRE_GUN_ODDS_KEYS}expected.${round}`, { reached: reached.text, hit: hit.text, down: down.text }),
    title: t(`${FIRE_GUN_ODDS_KEYS}expected.${round}`, { reached: reached.title, hit: hit.title, down: down.title }),
  });
  return lines;
}
