/**
 * The odds the reaction folder's dialogs show (a bar, exact on hover): CORE-10 the reaction check,
 * OW-9.3f the driver regaining control of a runaway team in the terrain asked.
 */
import type { ActionCard, Terrain } from "@rules/cards/schema";
import type { FigureState, UnitState } from "@rules/model";
import { closeOrderReactionValue } from "@rules/napoleonic/closeOrder";
import type { WagonState } from "@rules/old-west/wagons";
import { reactionOdds, regainControlOdds } from "@rules/odds/check-odds";
import { reactionValue, type ReactionInput } from "@rules/procedures";
import { complement } from "@rules/odds/fraction";
import type { RulesOptions } from "@rules/options";
import type { Format } from "@foundry/shared/format";
import type { LiveLine } from "@foundry/kernel/ask-dialog";
import { oddsLine } from "../odds-text";

const REGAIN_CONTROL_ODDS_KEYS = "COMBAT_PATROL.Action.RegainControl.Odds.";

export function regainControlOddsLines(
  state: WagonState,
  terrain: Terrain,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  if (pool.length === 0) return [];
  const { regained } = regainControlOdds(state, terrain, { pool }, { rules: options });
  return [
    oddsLine(t, t(`${REGAIN_CONTROL_ODDS_KEYS}lead`), [
      { label: t(`${REGAIN_CONTROL_ODDS_KEYS}regained`), chance: regained, tone: "good" },
      { label: t(`${REGAIN_CONTROL_ODDS_KEYS}runsOn`), chance: complement(regained), tone: "bad" },
    ]),
  ];
}

const REACTION_ODDS_KEYS = "COMBAT_PATROL.Action.Reaction.Odds.";

/**
 * CORE-10 the one check the Reaction button draws, as the GM's procedure makes it: the figure's
 * own Reaction, or NAP-5.6 a close order group's one check (its leader's Guts when he stands in
 * it, else the unit's Reaction, by the leader or else its first unstunned figure).
 */
function checkOf(unit: UnitState, figure: FigureState | null, options: RulesOptions): ReactionInput | null {
  if (!(options.era === "napoleonic" && unit.closeOrder)) return figure ? { unitId: unit.id, figure } : null;
  const standing = unit.figures.filter((f) => !f.incapacitated);
  const leader = standing.find((f) => f.id === unit.leaderId) ?? null;
  const checker = leader ?? standing.find((f) => !f.stunned) ?? standing[0];
  if (!checker) return null;
  const rules = { rules: options };
  return {
    unitId: unit.id,
    figure: checker,
    reaction: closeOrderReactionValue(leader, reactionValue(unit.grade, rules), rules),
  };
}

/** CORE-10 the odds of the reaction check (a bar, exact on hover); none when nobody may check. */
export function reactionOddsLines(
  unit: UnitState,
  figure: FigureState | null,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  const input = checkOf(unit, figure, options);
  if (pool.length === 0 || !input) return [];
  const { pass } = reactionOdds(input, { pool });
  return [
    oddsLine(t, t(`${REACTION_ODDS_KEYS}lead`), [
      { label: t(`${REACTION_ODDS_KEYS}reacts`), chance: pass, tone: "good" },
      { label: t(`${REACTION_ODDS_KEYS}noReaction`), chance: complement(pass), tone: "bad" },
    ]),
  ];
}
