/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance the mounted hand to hand card carries
 * (`MountedMeleeResult.breakthrough.victorAdvance`): the card offers its owner (or the GM) a
 * "Breakthrough" button that runs the breakthrough action (breakthrough.ts) with the card's offer,
 * so the dialog asks only what lay on the line. Declared in the folder's manifest; the result card
 * shows it (chat/result-offers.ts).
 */
import type { ChatButton } from "@foundry/kernel/action-manifest";
import { asAnyResult } from "@rules/results";
import { actorOfPart } from "@foundry/shared/parts";

export const BREAKTHROUGH_BUTTON: ChatButton = {
  id: "breakthrough",
  // After the carriers' extra cards: those are drawn whatever the victor does.
  order: 20,
  offers(record, { messageId }) {
    const result = asAnyResult(record.result);
    if (result?.procedure !== "mountedMelee") return [];
    const offer = result.breakthrough?.victorAdvance ?? null;
    if (!offer || offer.direction !== "advance") return [];
    return [
      {
        action: "breakthrough",
        actorId: actorOfPart(offer.figureId),
        params: { offer: JSON.stringify(offer), messageId },
      },
    ];
  },
};
