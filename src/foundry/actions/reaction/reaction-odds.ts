/** OW-9.3f the odds of the driver regaining control of a runaway team, in the terrain asked (a bar, exact on hover). */
import type { ActionCard, Terrain } from "@rules/cards/schema";
import type { WagonState } from "@rules/old-west/wagons";
import { regainControlOdds } from "@rules/odds/check-odds";
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
