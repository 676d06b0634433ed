/** OW-2 / OW-4e / OW-9.1 the chat card of a unit that passes the Check unit checks: one line, no button. */
import { defineChatCard } from "@foundry/kernel/chat-card";
import { templatePath } from "@foundry/shared/system";

/** Its data: the line, in words (printed escaped). */
export interface UnitReadyData {
  readonly text: string;
}

export const UNIT_READY_CARD = defineChatCard({ template: templatePath("chat/unit-ready.hbs"), actions: {} });
