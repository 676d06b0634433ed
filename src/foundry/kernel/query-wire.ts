/**
 * What crosses the socket between a client and the active GM (CONFIG.queries payloads and
 * answers). Plain JSON only: User#query serializes both ways.
 */
import type { CardSection } from "@rules/cards/schema";
import type { ActivationDrawn, AuditEntry, DrawRefusal, DrawResponse, EndOfTurnReport } from "./draw-ports";

export type { ActivationDrawn };

/** A request to resolve one action over an Action Deck. */
export interface DrawQuery {
  readonly procedure: string;
  /** The procedure's input (JSON). */
  readonly input: unknown;
  /**
   * The user asking. On the GM's side ALWAYS the server-vouched sender of the query
   * (queries/sender.ts), never a value from the payload: the payload (DrawPayload) has none.
   */
  readonly requesterId: string;
  /** Whose Action Deck: the requester's own (anything else is refused unless a GM asks). */
  readonly deckOwnerId: string;
  /** Physical-card mode: the serials typed so far, in draw order; null = the GM's client draws. */
  readonly serials: readonly number[] | null;
  /**
   * The request's id, made by the asking client (8 to 64 letters, digits, dashes): the same id
   * sent again gets the first answer, never a second draw; the GM's record of the result is kept
   * under it. Absent (the GM's own calls, older clients): the GM gives the request one.
   */
  readonly requestId?: string;
}

/** Physical-card mode: the procedure needs one more card; nothing was written. */
export interface NeedSerial {
  readonly reason: string;
  readonly section: CardSection;
  /** Position of the card asked for in this action (0-based). */
  readonly index: number;
}

export type DrawAnswer =
  | { readonly ok: true; readonly output: unknown; readonly draws: readonly AuditEntry[] }
  | (DrawRefusal & {
      readonly needSerial?: NeedSerial;
      /** Physical-card mode: the typed serial at this position was refused (key/data say why). */
      readonly badSerial?: number;
    });

export interface ActivationQuery {
  readonly requesterId: string;
  /** As DrawQuery.requestId: sent again, the first answer. */
  readonly requestId?: string;
  /** Physical-card mode: the card the GM drew at the table ("3#2"); null = the shuffled deck. */
  readonly cardId: string | null;
}

/** What crosses the socket: the request without any identity (the GM learns the sender from the server). */
export type DrawPayload = Omit<DrawQuery, "requesterId">;
export type ActivationPayload = Omit<ActivationQuery, "requesterId">;
export type EndOfTurnPayload = Omit<EndOfTurnQuery, "requesterId">;

export type ActivationAnswer = DrawResponse<ActivationDrawn>;

export interface EndOfTurnQuery {
  readonly requesterId: string;
  /** As DrawQuery.requestId: sent again (a retry after no answer), the first answer, never a second End of Turn. */
  readonly requestId?: string;
}

export type EndOfTurnAnswer = DrawResponse<EndOfTurnReport>;

/** Query names (CONFIG.queries keys): prefixed with the system id as Foundry asks. */
export const QUERY = {
  draw: "combat-patrol.draw",
  activation: "combat-patrol.drawActivation",
  endOfTurn: "combat-patrol.endOfTurn",
} as const;
