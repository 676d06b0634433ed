/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance the mounted hand to hand card carries
 * (`MountedMeleeResult.breakthrough.victorAdvance`): the card offers its owner (or the GM) a
 * "Breakthrough" button that runs the breakthrough action (actions/cavalry) with the card's offer,
 * so the dialog asks only what lay on the line. The choice is pure (here); the result card shows the button (result-offers.ts).
 */
import type { ResultRecord } from "@foundry/kernel/result-record";
import { asAnyResult } from "@rules/results";
import { actorOfPart } from "@foundry/shared/parts";

/**
 * The victor (actor UUID) and the breakthrough action's params (the card's offer as JSON, the message); null when the
 * card offers no advance.
 */
export function breakthroughOffer(
  record: ResultRecord,
  messageId: string,
): { readonly actorId: string; readonly params: Readonly<Record<string, string>> } | null {
  const result = asAnyResult(record.result);
  if (result?.procedure !== "mountedMelee") return null;
  const offer = result.breakthrough?.victorAdvance ?? null;
  if (!offer || offer.direction !== "advance") return null;
  return { actorId: actorOfPart(offer.figureId), params: { offer: JSON.stringify(offer), messageId } };
}
