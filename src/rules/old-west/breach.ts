/**
 * OW-6.1.2b "Bundles can be placed to breach walls using the same rules as satchel charges."
 * (Old West supplement 6.1.2). The base rulebook's satchel-charge rule is not public, so this is
 * OUR default, kept as data: a placed bundle against a wall or door draws one card when it goes
 * off; the obstacle is breached unless the hit section shows no bullet hole — the same test the
 * Napoleonic engineers' detonation uses ("If the result is all miss symbols, the explosives failed
 * to detonate", NAP-8.1). A stick is too small to breach ("Bundles can be placed to breach").
 * The figures near the charge take the blast as usual (resolveDynamiteBlast, medium template).
 * The wall or door is scenario terrain, not a unit: the table applies `breached` (opens the door,
 * removes the wall section); the result carries no figure effect.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { ProcedureResult } from "../model";
import { CardReader } from "../procedures/reader";
import type { DynamiteCharge } from "../tables/explosives";

export const BREACH_OBSTACLES = ["wall", "door"] as const;
export type BreachObstacle = (typeof BREACH_OBSTACLES)[number];

export interface BreachData {
  /** Charges that may breach. */
  readonly charges: readonly DynamiteCharge[];
  /** The breach fails only on a hit section showing this many bullet holes. */
  readonly failsOnHoles: number;
}

/** Our default for the unpublished satchel-charge rule (data, not code). */
export const BREACH_DATA: BreachData = {
  /** Charges that may breach: "Bundles can be placed to breach walls". */
  charges: ["bundle"],
  /** The breach fails only on a hit section showing this many bullet holes (all miss). */
  failsOnHoles: 0,
};

export interface BreachInput {
  /** The placed charge's id (its item or marker on the table). */
  readonly chargeId: string;
  readonly charge: DynamiteCharge;
  readonly obstacle: BreachObstacle;
  /** The obstacle's name on the table, for the chat card ("the bank's back door"). */
  readonly obstacleName: string;
}

export interface BreachResult extends ProcedureResult<"ow.breach"> {
  readonly chargeId: string;
  readonly obstacle: BreachObstacle;
  readonly obstacleName: string;
  readonly breached: boolean;
}

export function resolveBreach(input: BreachInput, source: CardSource, data: BreachData = BREACH_DATA): BreachResult {
  if (!data.charges.includes(input.charge)) throw new RulesError("breachNeedsBundle", { charge: input.charge });
  const reader = new CardReader(source);
  const card = reader.draw(`ow.breach:${input.chargeId}`, ["hit"], (c) => `holes=${c.hit}`);
  const breached = card.hit !== data.failsOnHoles;
  return {
    procedure: "ow.breach",
    cards: reader.cards,
    effects: [],
    summary: {
      key: breached ? "COMBAT_PATROL.OldWest.Breach.breached" : "COMBAT_PATROL.OldWest.Breach.held",
      data: { obstacle: input.obstacleName },
    },
    chargeId: input.chargeId,
    obstacle: input.obstacle,
    obstacleName: input.obstacleName,
    breached,
  };
}
