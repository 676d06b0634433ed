/**
 * The draw service wired to Foundry: the coordinator (GM side) over the Cards documents, the
 * client over User#query to the active GM, the physical-card setting and dialogs, the audit log
 * reader. `drawService` is what the action layer and the combat turn call.
 */
import type {
  ActivationAnswer,
  ActivationQuery,
  DrawAnswer,
  DrawQuery,
  EndOfTurnAnswer,
  EndOfTurnQuery,
} from "./query-wire";
import { QUERY } from "./query-wire";
import { withoutIdentity } from "./query-sender";
import { QUERY_TIMEOUT_MS } from "./query-timeout";
import type { AuditLog } from "./draw-audit";
import { DrawClient, type GmLink } from "./draw-client";
import type { DrawCoordinator } from "./draw-coordinator";
import type { DrawRefusal, DrawService } from "./draw-ports";
import { foundryPrompt } from "./physical-card-prompts";
import { physicalMode } from "./table-settings";
import { foundryDeckStore } from "./deck-store";
import { tablePiece } from "./foundry-pieces";

/**
 * How long the server waits for the GM's answer to one request (ms); the client a little longer (queries/timeout.ts).
 */
const QUERY_TIMEOUT = QUERY_TIMEOUT_MS;

let coordinator: Promise<DrawCoordinator> | null = null;

/**
 * The GM side, created on first use (only the active GM's runs requests). Its module
 * (gm-coordinator.ts: the coordinator, the procedures' registry, the result desk) loads then,
 * not at start-up; a failed load is tried again on the next call.
 */
export function gmCoordinator(): Promise<DrawCoordinator> {
  coordinator ??= import("./gm-coordinator").then(
    (m) => m.createGmCoordinator(),
    (error: unknown) => {
      coordinator = null;
      throw error;
    },
  );
  return coordinator;
}

/**
 * The active GM, asked by query; this client itself when it is the active GM (no socket round
 * trip, the requester is this client's own user). A query carries no identity: the GM learns
 * the sender from the server (queries/sender.ts).
 */
async function viaGM<A>(
  name: string,
  send: (gm: User.Implementation) => Promise<A>,
  local: (c: DrawCoordinator) => Promise<A>,
): Promise<A> {
  const gm = game.users?.activeGM;
  if (!gm) throw new Error(`${name}: no active GM`);
  return gm.isSelf ? local(await gmCoordinator()) : send(gm);
}

const link: GmLink = {
  available: () => Boolean(game.users?.activeGM),
  draw: (q: DrawQuery): Promise<DrawAnswer> =>
    viaGM(
      QUERY.draw,
      (gm) => gm.query(QUERY.draw, withoutIdentity(q), { timeout: QUERY_TIMEOUT }),
      (c) => c.draw(q),
    ),
  activation: (q: ActivationQuery): Promise<ActivationAnswer> =>
    viaGM(
      QUERY.activation,
      (gm) => gm.query(QUERY.activation, withoutIdentity(q), { timeout: QUERY_TIMEOUT }),
      (c) => c.drawActivation(q),
    ),
  endOfTurn: (q: EndOfTurnQuery): Promise<EndOfTurnAnswer> =>
    viaGM(
      QUERY.endOfTurn,
      (gm) => gm.query(QUERY.endOfTurn, withoutIdentity(q), { timeout: QUERY_TIMEOUT }),
      (c) => c.endOfTurn(q),
    ),
};

/** Show a refusal to this user, localized. */
function notifyRefusal(refusal: DrawRefusal): void {
  const data = Object.fromEntries(Object.entries(refusal.data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n?.format(refusal.key, data) ?? refusal.key);
}

const client = new DrawClient({
  link,
  prompt: foundryPrompt,
  userId: () => game.user?.id ?? "",
  physical: physicalMode,
  notify: notifyRefusal,
  inform: (key, data) => ui.notifications?.info(game.i18n?.format(key, data) ?? key),
  readDeck: (userId) => {
    const record = foundryDeckStore.actionDeck(userId);
    return record?.state ? { deck: record.deck, state: record.state } : null;
  },
  activationState: () => foundryDeckStore.activationDeck()?.state ?? null,
  // The same reading the GM's world gives (canvas/world-facts-foundry.ts piece).
  pieces: tablePiece,
});

/** The draw service (ports.ts DrawService): the action layer, the combat turn and macros call it. */
export const drawService: DrawService & Pick<DrawClient, "resolveErased"> = client;

/** Every deck's audit log and the Activation Deck's turn, as the GM audit window reads them. */
export function auditLogs(): { readonly logs: readonly AuditLog[]; readonly turn: number } {
  const activation = foundryDeckStore.activationDeck();
  const logs = [...foundryDeckStore.actionDecks().map((d) => d.audit), activation?.audit ?? null].filter(
    (l): l is AuditLog => l !== null,
  );
  return { logs, turn: activation?.state?.turn ?? 1 };
}
