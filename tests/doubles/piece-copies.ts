/**
 * A request as a client that sends copies instead of names would send it: every piece it names
 * (kernel/piece-refs.ts) as the client held it when it sent the request. The trust tests alter
 * these copies (a stat raised, a foreign figure's stats) the way a forged client could, and the GM
 * must refuse them.
 */
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { readPieces, type PieceReader } from "@foundry/kernel/piece-refs";

interface SentRequests {
  piece: PieceReader;
  /** Each request as it left a client: named (`input`) and as the client held its pieces (`copies`). */
  readonly sent: readonly { readonly input: unknown; readonly copies: unknown }[];
}

/** `query` (as the coordinator received it) with the client's copies of its pieces, as they were when it was sent. */
export function withPieceCopies<Q extends Pick<DrawQuery, "procedure" | "input">>(table: SentRequests, query: Q): Q {
  const sent = table.sent.find((s) => s.input === query.input);
  return { ...query, input: sent ? sent.copies : readPieces(query.procedure, query.input, (id) => table.piece(id)) };
}

/** The request whose copies are `query`'s input, as the client sent it (its pieces named); throws when none was sent. */
export function sentNamed(table: SentRequests, query: Pick<DrawQuery, "input">): Record<string, unknown> {
  const copies = JSON.stringify(query.input);
  const sent = table.sent.find((s) => JSON.stringify(s.copies) === copies);
  if (!sent) throw new Error("no such request was sent");
  return sent.input as Record<string, unknown>;
}
