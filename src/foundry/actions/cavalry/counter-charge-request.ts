/**
 * NAP-6.2.1.2 / OW-7.1c what the Counter-charge (and Pursue) button sends to the GM's draw
 * service: the mounted reaction (one check, one movement card), the charger it meets and, with the
 * gap and the charger's inches, the prorated contact (NAP-6.2.1.2b). The engine opponent's
 * counter-charge sends the same (foundry/opponent/reaction-play.ts).
 */
import type { MountedReactionInput } from "@rules/mounted/reaction";
import { chatContext } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { TableUses } from "@foundry/kernel/table-ports";
import "./cavalry-requests";

/** The counter-charge's request: `reaction` already with its contact when one was measured. */
export function sendCounterCharge(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  reaction: MountedReactionInput,
  unit: { readonly id: string; readonly name: string },
  charger: { readonly id: string; readonly name: string } | null,
  speakerId: string,
  /** The name the card's title gives (the figure pressed, else the unit). */
  named: string,
): Promise<DrawResponse<PostedResult>> {
  const title = {
    key: `COMBAT_PATROL.Action.title.${reaction.kind === "pursuit" ? "pursuit" : "counterCharge"}`,
    data: { unit: named },
  };
  return port.draw.resolve({
    procedure: "mountedReaction",
    input: {
      mountedReaction: reaction,
      ...(reaction.contact && charger ? { charger: { id: charger.id, name: charger.name } } : {}),
      ...chatContext(port.writes.speaker(speakerId), title, [unit]),
    },
  });
}
