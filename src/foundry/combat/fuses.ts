/** OW-6.1.2 the chat prompt of lit charges that went off on an Activation Card (pure: tests build it). */
import type { LitFuse } from "./turn";

/** OW-6.1.2 the chat prompt of charges going off: one "place the blast" button each (canvas/blast.ts wires it). */
export function fusesExplodeContent(
  fuses: readonly LitFuse[],
  number: number,
  format: (key: string, data?: Record<string, string | number>) => string,
  escape: (s: string) => string,
): string {
  const names = fuses.map((f) => escape(f.name)).join(", ");
  const buttons = fuses.map((f) => {
    const size = f.template ?? "medium";
    const label = `${escape(format("COMBAT_PATROL.Combat.placeChargeBlast"))}: ${escape(f.name)} (${escape(format(`COMBAT_PATROL.Chat.BurstName.${size}`))})`;
    return `<p><button type="button" class="cp-blast-offer" data-cp-blast="${size}" data-cp-charge="${escape(f.id)}"><i class="fa-solid fa-bomb" inert></i> ${label}</button></p>`;
  });
  return `<p>${format("COMBAT_PATROL.Combat.fusesExplode", { charges: names, number })}</p>${buttons.join("")}`;
}
