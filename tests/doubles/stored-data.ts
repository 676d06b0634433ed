/**
 * What the server keeps of what the table double is given: a chat message's data read back from
 * JSON (its result record, applied state, request, rolls, author, content) and an actor update
 * merged into the stored source the way Foundry's update merges it.
 */
import { readRecord, type ResultRecord } from "@foundry/kernel/result-record";

export interface StoredMessage {
  readonly id: string;
  readonly record: ResultRecord | null;
  applied: { done: boolean; by: string | null };
  /** The record as the server stores it (JSON): what the GM's client fingerprints; a test may rewrite it. */
  stored: unknown;
  /** The request it answers (the key of the GM's record), null when posted outside the draw service. */
  readonly requestId: string | null;
  waiting: boolean;
  undoneBy: string | null;
  readonly rolls: number;
  readonly author: string | null;
  /** The message's plain content (a message with no result record). */
  readonly content: string | null;
}
/** A chat message as the server stores it from the data created (the data taken as JSON). */
export function storedMessage(id: string, data: unknown): StoredMessage {
  const json: unknown = JSON.parse(JSON.stringify(data));
  const system = field(json, "system");
  const applied = field(system, "applied");
  const rolls = field(json, "rolls");
  return {
    id,
    record: readRecord(field(system, "record")),
    applied: { done: field(applied, "done") === true, by: stringOr(field(applied, "by")) },
    stored: field(system, "record"),
    requestId: stringOr(field(system, "requestId")),
    waiting: field(system, "waiting") === true,
    undoneBy: null,
    rolls: Array.isArray(rolls) ? rolls.length : 0,
    author: stringOr(field(json, "author")),
    content: stringOr(field(json, "content")),
  };
}

function isObject(v: unknown): v is object {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function field(v: unknown, key: string): unknown {
  return isObject(v) ? Reflect.get(v, key) : undefined;
}

function stringOr(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

/** A patch merged into a stored source the way Foundry's update merges nested objects. */
export function assignDeep(target: object, patch: object): void {
  for (const [key, value] of Object.entries(patch)) {
    const before: unknown = Reflect.get(target, key);
    // Foundry v13 deletes a member named "-=key" on update (mergeObject performDeletions): the undo removes a flag so.
    if (key.startsWith("-=")) Reflect.deleteProperty(target, key.slice(2));
    else if (isObject(value) && isObject(before) && key !== "ruleFlags") assignDeep(before, value);
    else if (key === "ruleFlags" && isObject(value)) Reflect.set(target, key, withoutDeletions(value));
    else Reflect.set(target, key, value);
  }
}

/** A flag object as stored after an update: its "-=key" members are deletions, not data. */
function withoutDeletions(value: object): object {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.startsWith("-=")));
}
