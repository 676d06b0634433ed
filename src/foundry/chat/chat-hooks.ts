/**
 * The chat concept: the "result" ChatMessage subtype and the system's ChatMessage class, its
 * templates, and the apply query (runs on the active GM's client).
 */
import { APPLY_QUERY } from "@foundry/kernel/result-apply";
import { CombatPatrolChatMessage, RESULT_PARTIALS, RESULT_TEMPLATE } from "./message";
import { handleApplyQuery } from "./apply-request";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";

/** After the data models (10) and documents (5). */
export const order = 20;

export function init(): void {
  CONFIG.ChatMessage.documentClass = CombatPatrolChatMessage;
  CONFIG.ChatMessage.dataModels[ResultMessageModel.metadata.type] = ResultMessageModel;
  CONFIG.queries[APPLY_QUERY] = handleApplyQuery;
  void foundry.applications.handlebars.loadTemplates([RESULT_TEMPLATE, ...RESULT_PARTIALS]);
}
