/**
 * Tells fvtt-types about the chat concept: the "result" ChatMessage subtype, the ChatMessage
 * document class the system sets (chat/chat-hooks.ts) and the apply query (CONFIG.queries).
 */
import type { ResultMessageModel } from "@foundry/kernel/result-message-model";
import type { CombatPatrolChatMessage } from "./message";
import type { ApplyAnswer, ApplyPayload } from "@foundry/kernel/result-apply";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: {
      result: typeof ResultMessageModel;
    };
  }
  interface DocumentClassConfig {
    ChatMessage: typeof CombatPatrolChatMessage;
  }
}

declare global {
  namespace CONFIG {
    interface Queries {
      "combat-patrol.applyResult": (data: ApplyPayload) => Promise<ApplyAnswer>;
    }
  }
}
