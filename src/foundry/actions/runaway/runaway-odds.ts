/**
 * OW-9.3f the odds a runaway's dialogs show before the draw (a bar, the exact fractions on hover):
 * the runaway check (the team bolts or holds) and the runaway's move (its bog checks overturn it or
 * it keeps going, and the inches it runs on average).
 */
import type { ActionCard } from "@rules/cards/schema";
import { RUNAWAY_TRIGGERS, type RunawayMoveInput, type RunawayTrigger } from "@rules/old-west/runaway";
import type { WagonState } from "@rules/old-west/wagons";
import { runawayOdds } from "@rules/odds/check-odds";
import { complement } from "@rules/odds/fraction";
import type { LiveOddsResults } from "@rules/odds/live-odds";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import { read, type Answers, type AskField, type LiveLine } from "@foundry/kernel/ask-dialog";
import { answeredTurn } from "@foundry/kernel/clock-field";
import { expectedFigure, oddsLine, triggerField, triggerOf } from "../odds-text";

const ODDS_KEYS = "COMBAT_PATROL.Action.Runaway.Odds.";

/**
 * OW-9.3f the move the dialog's answers describe (the turn asked as an hour of the wagon's clock, the
 * map's own turn when its hour was kept; each sharp turn and obstacle a bog check).
 */
export function runawayMoveInputOf(
  state: WagonState,
  answers: Answers,
  measuredTurn: number | null = null,
): RunawayMoveInput {
  const obstacles = read.num(answers, "obstacles", 0);
  return {
    state,
    turnDegrees: Math.abs(answeredTurn(answers, "turn", measuredTurn)),
    crossesObstacle: obstacles > 0,
    sharpTurns: read.num(answers, "sharpTurns", 0),
    obstacles,
  };
}

/** OW-9.3f the move's lines from its count (in the odds worker or here). */
export function runawayMoveLinesOf(odds: LiveOddsResults["runawayMove"], t: Format): LiveLine[] {
  const mean = expectedFigure(odds.meanInches);
  return [
    oddsLine(t, t(`${ODDS_KEYS}move`), [
      { label: t(`${ODDS_KEYS}keepsGoing`), chance: complement(odds.overturned), tone: "good" },
      { label: t(`${ODDS_KEYS}overturns`), chance: odds.overturned, tone: "bad" },
    ]),
    { text: t(`${ODDS_KEYS}inches`, { inches: mean.text }), title: t(`${ODDS_KEYS}inches`, { inches: mean.title }) },
  ];
}

/** OW-9.3f the trigger of a runaway check, asked (the prompt's, or fire near the team). */
export function runawayTriggerField(t: Format, value: RunawayTrigger): AskField {
  return triggerField(t, `${ODDS_KEYS}trigger`, "COMBAT_PATROL.ChatLines.Runaway.trigger.", RUNAWAY_TRIGGERS, value);
}

/** The trigger the dialog's answers name (fire near the team when none). */
export function runawayTriggerOf(answers: Answers): RunawayTrigger {
  return triggerOf(answers, RUNAWAY_TRIGGERS, "fireNearTeam");
}

/** OW-9.3f the runaway check: the team bolts, or holds. */
export function runawayCheckOddsLines(
  state: WagonState,
  trigger: RunawayTrigger,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const { runaway } = runawayOdds(state, trigger, { pool }, { rules: options });
  return [
    oddsLine(t, t(`${ODDS_KEYS}check`), [
      { label: t(`${ODDS_KEYS}holds`), chance: complement(runaway), tone: "good" },
      { label: t(`${ODDS_KEYS}bolts`), chance: runaway, tone: "bad" },
    ]),
  ];
}
