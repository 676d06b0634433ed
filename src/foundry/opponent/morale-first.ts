/**
 * CORE-7 a unit with morale markers checks morale at the start of its activation: the engine sends
 * the Morale check button's own request (actions/morale sendMoraleCheck; OW-4d a lone hero's,
 * actions/hero sendHeroMorale), the column read from the map as the GM reads it. When the chooser
 * chose to take markers off (NAP-4 the leader, OW-4d a lone hero), the request says so and the
 * line is the chooser's reason; else the line says the check is due.
 */
import type { UnitState } from "@rules/model";
import type { OpponentChoice, Why } from "@rules/opponent/choice";
import { isLoneHero } from "@rules/old-west/heroes";
import type { Table } from "@foundry/kernel/table-ports";
import { moraleColumnOnMap, sendMoraleCheck } from "@foundry/actions/morale/morale";
import { sendHeroMorale } from "@foundry/actions/hero/hero";
import type { Played } from "./play-choice";
import { wagonMoraleCheck } from "./wagon-play";
import { OPPONENT_KEYS, postLine, postRefusal, whyText } from "./why-card";

/** The check's outcome: what was played, and whether it was the unit's only action (OW-4d a lone hero's removal). */
export interface MoraleFirst {
  readonly played: Played;
  readonly onlyAction: boolean;
}

/** CORE-7 the morale check due at the start of the activation; null when the unit carries no marker. */
export async function moraleFirst(unit: UnitState, choice: OpponentChoice, table: Table): Promise<MoraleFirst | null> {
  if (unit.moraleMarkers <= 0) return null;
  const removal = choice.kind === "removeMarkers" ? choice : null;
  const why: Why = removal?.why ?? {
    key: `${OPPONENT_KEYS}moraleCheck`,
    data: { unit: unit.name, markers: unit.moraleMarkers },
  };
  await postLine(whyText(why, table), unit.id, table);
  const terrain = moraleColumnOnMap(unit, table);
  const hero =
    table.user.options().era !== "napoleonic" && isLoneHero(unit)
      ? unit.figures.find((f) => !f.incapacitated && f.hero)
      : undefined;
  // OW-9.3a a wagon's check is its Morale button's, in the driver's Guts column (wagon-play.ts).
  const answer =
    (await wagonMoraleCheck(unit, table)) ??
    (hero
      ? await sendHeroMorale(table, unit.id, unit, hero, terrain, removal !== null)
      : await sendMoraleCheck(table, unit.id, unit, terrain, removal !== null));
  if (!answer.ok) await postRefusal(unit, answer, table);
  return {
    played: { kind: removal ? "removeMarkers" : "morale", outcome: answer.ok ? "played" : "refused", why },
    onlyAction: answer.ok && removal?.onlyAction === true,
  };
}
