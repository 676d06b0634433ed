/**
 * OW-9.2.8 "Table 3: Livestock Attributes" prints Endurance as a range ("Endurance 4-5 2-4
 * 2-3 4-6 2"). The seed gives no way to pick in it; ours: a new animal token draws one
 * Action Card and reads its ten-sided die icon, split into as many equal runs as the range
 * has values (1-5 = 4 and 6-10 = 5 for "4-5"). Where 10 does not divide evenly the low end
 * gets the extra faces ("2-4": 2 on 1-4, 3 on 5-7, 4 on 8-10).
 */
import type { CardRead } from "../cards/source";
import type { ActionCard } from "../cards/schema";
import { RulesError } from "../errors";

/** An Endurance range as Table 3 prints it; min = max for a single value ("Sheep 2"). */
export interface EnduranceRange {
  readonly min: number;
  readonly max: number;
}

export interface EnduranceDraw {
  readonly endurance: number;
  readonly card: CardRead;
}

/** The ten-sided die icon shows 1 to 10 (CORE-2). */
const D10_FACES = 10;

/** OW-9.2.8 The Endurance of a new animal token, read from the card's ten-sided die icon. */
export function drawEndurance(range: EnduranceRange, card: ActionCard): EnduranceDraw {
  const { min, max } = range;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min || max - min + 1 > D10_FACES) {
    throw new RulesError("COMBAT_PATROL.Error.badEnduranceRange", { min: String(min), max: String(max) });
  }
  const values = max - min + 1;
  const endurance = min + Math.floor(((card.d10 - 1) * values) / D10_FACES);
  return {
    endurance,
    card: {
      serial: card.serial,
      reason: "livestock.endurance",
      sections: ["d10"],
      shows: `d10=${card.d10};endurance=${endurance}`,
    },
  };
}
