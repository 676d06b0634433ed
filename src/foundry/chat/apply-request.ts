/**
 * Apply and Undo of a result message: the GM's side (the apply coordinator over the message and
 * the GM's record, the apply query's handler) and any client's request (the result card's Apply
 * and Undo buttons, result-card.ts).
 */
import {
  ApplyCoordinator,
  applyFromSocket,
  askGM,
  applyRefusal,
  type ApplyAnswer,
  type ApplyPayload,
  type ApplyPorts,
  type ApplyQuery,
  type ResultAction,
  APPLY_QUERY,
} from "@foundry/kernel/result-apply";
import { senderLedger, type QueryOptionsSeen } from "@foundry/kernel/query-sender";
import { QUERY_TIMEOUT_MS } from "@foundry/kernel/query-timeout";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { gmCoordinator } from "@foundry/kernel/draw-service";
import { foundryFormat } from "@foundry/shared/format";

/* ------------------------------------------------------------------ the GM side */

/**
 * Apply and Undo on the active GM's client: the message as the server stores it (its record is
 * fingerprinted whole against the GM's record, kernel/result-desk.ts), the draw coordinator's
 * record of results, and the card's mark written back.
 */
const foundryApplyPorts: ApplyPorts = {
  message(messageId) {
    const system = game.messages?.get(messageId)?.system;
    if (!(system instanceof ResultMessageModel)) return null;
    return { record: system.toObject().record, requestId: system.requestId };
  },
  desk: {
    confirmResult: async (requestId, record, by) => (await gmCoordinator()).confirmResult(requestId, record, by),
    undoResult: async (requestId, record, by) => (await gmCoordinator()).undoResult(requestId, record, by),
  },
  async markMessage(messageId, mark) {
    await game.messages?.get(messageId)?.update({
      system: { applied: { ...mark.applied }, waiting: mark.waiting, undoneBy: mark.undoneBy },
    });
  },
};

let coordinator: ApplyCoordinator | null = null;

/** The apply coordinator of this client (it serves only while this client is the active GM). */
function applyCoordinator(): ApplyCoordinator {
  coordinator ??= new ApplyCoordinator(foundryApplyPorts);
  return coordinator;
}

/**
 * CONFIG.queries handler: runs on the active GM's client. The requester is the sender the
 * server names for the query (queries/sender.ts), never the payload's.
 */
export async function handleApplyQuery(data: ApplyPayload, options?: QueryOptionsSeen): Promise<ApplyAnswer> {
  if (!game.users?.activeGM?.isSelf) return applyRefusal("noGM");
  return applyFromSocket(applyCoordinator(), senderLedger, data, options);
}

/* ------------------------------------------------------------------ any client */

/** Ask the active GM to apply a result message; refusals are shown here. */
export async function requestApply(messageId: string, action: ResultAction = "apply"): Promise<ApplyAnswer> {
  const user = game.user;
  const gm = game.users?.activeGM ?? null;
  let answer: ApplyAnswer;
  if (!user || !gm) answer = applyRefusal("noGM");
  else {
    const query: ApplyQuery = { messageId, requesterId: user.id, action };
    const payload: ApplyPayload = { messageId, action };
    answer = await askGM(() =>
      gm.isSelf ? applyCoordinator().apply(query) : gm.query(APPLY_QUERY, payload, { timeout: QUERY_TIMEOUT_MS }),
    );
  }
  if (!answer.ok) ui.notifications?.warn(foundryFormat(answer.key, answer.data));
  else if (action === "undo") ui.notifications?.info(foundryFormat("COMBAT_PATROL.Chat.undone"));
  else if (answer.skipped > 0)
    ui.notifications?.info(foundryFormat("COMBAT_PATROL.Chat.skipped", { count: answer.skipped }));
  return answer;
}
