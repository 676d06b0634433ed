/**
 * What a Combat Patrol deck stores in its Cards document's flags["combat-patrol"]: which deck it
 * is (kind and owner: decks are found by these, never by name or id), its state as the engine
 * keeps it (rules/cards/deck.ts, rules/procedures/activation.ts), its audit log and, on an
 * Action Deck, the GM's record of the results its requests posted (kernel/result-ledger.ts).
 * Only the GM writes these documents (players observe them: kernel/deck-ownership.ts). Plain JSON.
 */
import type { DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures/activation";
import type { ActivationCardKind } from "@rules/procedures/data";
import type { CardSection } from "@rules/cards/schema";
import type { SystemPatch } from "@foundry/documents/effects";

export type DeckIdentity =
  | {
      readonly kind: "action";
      readonly ownerId: string;
      /** The deck file's name and the folder of its faces. */
      readonly deckName: string;
      readonly facesRoot: string;
      readonly slug: string;
    }
  | { readonly kind: "activation" };

export interface CardsFlag {
  deck?: DeckIdentity;
  /** A player's discard pile (cards/pile.ts): it mirrors his Action Deck's discards. */
  pile?: { readonly ownerId: string };
  state?: DeckState | ActivationDeckState;
  audit?: AuditLog;
  /** Activation Deck: the scenario's cards (null = the deck's cards with the Hero option). */
  scenarioCards?: readonly ActivationCardKind[] | null;
  /** Action Deck: the GM's record of the results posted by requests on this deck, oldest first. */
  results?: readonly ResultEntry[];
}

/** Where a posted result stands in the GM's record. */
export type ResultStatus = "applied" | "waiting" | "undone" | "none";

/** One actor put back as it was: the fields a result changed, with the values they had (documents/effects.ts). */
export interface ActorRestore {
  readonly actorId: string;
  readonly patch: SystemPatch;
}

/**
 * The GM's record of one request's result, keyed by the request's id: written by the GM's client
 * in the same update as the cards the request drew. The chat message only points at it.
 */
export interface ResultEntry {
  readonly requestId: string;
  /** Who asked (the server-vouched sender). */
  readonly requesterId: string;
  readonly procedure: string;
  readonly turn: number;
  /** Wall-clock time on the GM's client (ms). */
  readonly at: number;
  /** The audit entries of the cards it drew (their seq), none for an action that draws no card. */
  readonly seqs: readonly number[];
  /** SHA-256 of the whole record posted, canonical (kernel/result-digest.ts); null when nothing was posted. */
  readonly digest: string | null;
  readonly status: ResultStatus;
  /** Who applied it (or undid it), null while it waits. */
  readonly by: string | null;
  /** The order results were applied in (the last one applied can be undone). */
  readonly appliedOrder: number | null;
  /** The actors as they were before it applied, to undo it; null when not applied. */
  readonly undo: readonly ActorRestore[] | null;
  /** CORE-3 what its figures did in their activation (a fire, a move): the GM refuses them doing it again there. */
  readonly spent?: readonly SpentAction[];
}

/** What some figures did in one activation (kernel/activation-flag.ts activationKey names it). */
export interface SpentAction {
  /** The activation's key, or the occasion done once instead (NAP-6.2.1.3 "advance:" and the fight's request id). */
  readonly activation: string;
  readonly action: SpendableAction;
  readonly figureIds: readonly string[];
}

/**
 * CORE-3 what a figure does once in an activation; NAP-6.2.1.3 the advance after a fight, once for the fight.
 * CORE-10 "react" notes a passed reaction check that lets its figures fire or move once in an enemy's
 * activation: noted, never refused (the rules set no limit on reactions; result-ledger.ts reactionsLeft).
 */
export type SpendableAction = "fire" | "move" | "melee" | "morale" | "advance" | "react";

export type DeckKind = "action" | "activation";

/** One turn of the GM's audit log (kernel/draw-audit.ts keeps it). */
export interface TurnLog {
  readonly turn: number;
  readonly entries: readonly AuditEntry[];
}

/** The audit log a deck keeps next to its state: this turn and the one before. */
export interface AuditLog {
  readonly current: TurnLog;
  readonly previous: TurnLog | null;
}

export interface AuditEntry {
  /** Increasing number in the log (order of draws across decks). */
  readonly seq: number;
  readonly turn: number;
  /** Who asked (user id) and his name at that time. */
  readonly userId: string;
  readonly userName: string;
  readonly deck: DeckKind;
  /** Owner of the Action Deck drawn (the requester), null for the Activation Deck. */
  readonly deckOwnerId: string | null;
  /** Action Card serial, or Activation Card id ("3#2", "end#1"). */
  readonly card: string;
  /** Procedure name and the draw's reason (DrawPurpose.reason), e.g. "fire" / "fire.hit". */
  readonly procedure: string;
  readonly reason: string;
  readonly section: CardSection | null;
  /** The discard pile was shuffled back in before this draw (CORE-1). */
  readonly reshuffled: boolean;
  /** Typed from a real card (physical-card mode). */
  readonly physical: boolean;
  /** Wall-clock time on the GM's client (ms). */
  readonly at: number;
  /**
   * Fingerprint of the result the request posted (cards/digest.ts), on each of its
   * entries; Apply checks the chat message against it (chat/verify.ts). Absent when the
   * procedure posts no result.
   */
  readonly digest?: string;
}
