/**
 * The hooks the system calls for modules and macros (docs/api.md), on every client, from the chat
 * messages the GM's client posts and updates (so a module sees them wherever it runs):
 * - `combatPatrol.resultPosted` (message, result): a result's chat card appeared;
 * - `combatPatrol.cardsDrawn` (message, cards): the Action Cards that result read, in order;
 * - `combatPatrol.resultApplied` (message, result): the result is on the actors (applied as it was
 *   posted, or by the GM's Apply later);
 * - `combatPatrol.resultUndone` (message, result): the GM undid it.
 * Pure: which hooks a message's creation or update calls, with what; api-hooks.ts calls them.
 */
import type { CardRead } from "@rules/cards/source";
import type { ResultRecord } from "@foundry/kernel/result-record";

export const API_HOOKS = {
  resultPosted: "combatPatrol.resultPosted",
  cardsDrawn: "combatPatrol.cardsDrawn",
  resultApplied: "combatPatrol.resultApplied",
  resultUndone: "combatPatrol.resultUndone",
} as const;

/** What a result message holds that the hooks tell (the message's system data, as kernel/result-message-model.ts keeps it). */
export interface AnnouncedMessage {
  readonly record: ResultRecord | null;
  readonly applied: boolean;
  readonly undone: boolean;
}

/** One hook to call: its name and its argument after the message. */
export type Announcement =
  | {
      readonly hook: (typeof API_HOOKS)["resultPosted" | "resultApplied" | "resultUndone"];
      readonly payload: ResultRecord;
    }
  | { readonly hook: (typeof API_HOOKS)["cardsDrawn"]; readonly payload: readonly CardRead[] };

/** A result message created: posted, the cards it read (when any), applied (when it was born applied). */
export function onCreated(message: AnnouncedMessage): Announcement[] {
  const record = message.record;
  if (!record) return [];
  const out: Announcement[] = [{ hook: API_HOOKS.resultPosted, payload: record }];
  if (record.result.cards.length > 0) out.push({ hook: API_HOOKS.cardsDrawn, payload: record.result.cards });
  if (message.applied && !message.undone) out.push({ hook: API_HOOKS.resultApplied, payload: record });
  return out;
}

/** What an update of a result message changed (the `changes` Foundry's updateChatMessage hook hands). */
export interface ResultChanges {
  /** `system.applied.done` as this update set it, undefined when it did not touch it. */
  readonly appliedDone?: boolean;
  /** `system.undoneBy` as this update set it, undefined when it did not touch it. */
  readonly undoneBy?: string | null;
}

/** A result message updated: applied, or undone, when this update is what made it so. */
export function onUpdated(changes: ResultChanges, message: AnnouncedMessage): Announcement[] {
  const record = message.record;
  if (!record) return [];
  if (typeof changes.undoneBy === "string" && message.undone)
    return [{ hook: API_HOOKS.resultUndone, payload: record }];
  if (changes.appliedDone === true && message.applied && !message.undone)
    return [{ hook: API_HOOKS.resultApplied, payload: record }];
  return [];
}

/** The result fields an update's `changes` touched (anything else in them is ignored). */
export function resultChanges(changes: unknown): ResultChanges {
  const system: unknown = typeof changes === "object" && changes !== null ? Reflect.get(changes, "system") : null;
  if (typeof system !== "object" || system === null) return {};
  const applied: unknown = Reflect.get(system, "applied");
  const done: unknown = typeof applied === "object" && applied !== null ? Reflect.get(applied, "done") : undefined;
  const undoneBy: unknown = Reflect.get(system, "undoneBy");
  return {
    ...(typeof done === "boolean" ? { appliedDone: done } : {}),
    ...(typeof undoneBy === "string" || undoneBy === null ? { undoneBy } : {}),
  };
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    /** The system's own hooks (docs/api.md), called with Hooks.callAll on every client. */
    interface HookConfig {
      "combatPatrol.resultPosted": (message: ChatMessage.Implementation, result: ResultRecord) => void;
      "combatPatrol.cardsDrawn": (message: ChatMessage.Implementation, cards: readonly CardRead[]) => void;
      "combatPatrol.resultApplied": (message: ChatMessage.Implementation, result: ResultRecord) => void;
      "combatPatrol.resultUndone": (message: ChatMessage.Implementation, result: ResultRecord) => void;
    }
  }
}
