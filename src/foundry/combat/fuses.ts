/** OW-6.1.2 the chat prompt of lit charges that went off on an Activation Card (pure: tests build it). */
import type { ChargesExplodeData } from "@foundry/canvas/charge-blast-card";
import type { LitFuse } from "./turn";

/**
 * OW-6.1.2 the data of the charges-explode card (canvas/charge-blast-card.ts): the line, and one "place the blast"
 * button each, with its template's size. Plain words: the template prints every value escaped.
 */
export function fusesExplodeData(
  fuses: readonly LitFuse[],
  number: number,
  format: (key: string, data?: Record<string, string | number>) => string,
): ChargesExplodeData {
  const names = fuses.map((f) => f.name).join(", ");
  return {
    // One charge or several: the sentence agrees with the count.
    text: format(`COMBAT_PATROL.Combat.${fuses.length > 1 ? "fusesExplodeMany" : "fusesExplode"}`, {
      charges: names,
      number,
    }),
    blasts: fuses.map((f) => {
      const size = f.template ?? "medium";
      return {
        size,
        chargeId: f.id,
        label: `${format("COMBAT_PATROL.Combat.placeChargeBlast")}: ${f.name} (${format(`COMBAT_PATROL.Chat.BurstName.${size}`)})`,
      };
    }),
  };
}
