/**
 * The draw service as the rest of the Foundry side sees it: every Action Card and
 * Activation Card is drawn on the ACTIVE GM's client, one request at a time per deck.
 *
 * Flow of one action (ARCHITECTURE.md "Data flow"):
 *   player's client  drawService.resolve({ procedure: "fire", input })
 *     -> game.users.activeGM.query("combat-patrol.draw", request)       (no GM: refused, nothing drawn)
 *   GM's client      per-deck queue: load the requester's DeckState, run the registered
 *                    procedure SYNCHRONOUSLY over deckSource(state) (or physicalSource in
 *                    physical-card mode), then ONE Cards write (deck state + audit entries),
 *                    then the procedure's optional `commit` (e.g. ONE ChatMessage create)
 *   player's client  gets { output, draws } (or a localized refusal)
 *
 * Write budget per resolved action, counted through TableWriter: saveDecks = 1 (the player's
 * deck state and its audit entries: one Cards document, one update) + whatever `commit` writes
 * (one chat message => 2 in total). A refusal writes nothing. The first draw of a player
 * creates his deck first (one more write, once).
 *
 * Refusals are shown to the user by the service itself (a localized warning): a caller only
 * stops when `ok` is false.
 *
 * Procedures are registered by name on every client (the GM runs them; a closure cannot cross
 * the socket). Their input/output types are declared by augmenting `DrawProcedures`:
 *
 *   declare module "./draw-ports" {
 *     interface DrawProcedures { fire: { input: FireRequest; output: FireResult } }
 *   }
 *   registerDrawProcedure("fire", { run: (input, source, ctx) => resolveFire(...), commit: postMessage });
 *
 * Inputs and outputs cross the socket: plain JSON (no class instances, no Maps).
 */
import type { CardSource } from "@rules/cards/source";
import type { DeckState } from "@rules/cards/deck";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { ActivationCard, ActivationDeckState } from "@rules/procedures/activation";
import type { ActivationCardKind } from "@rules/procedures/data";
import type { RulesOptions } from "@rules/options";
import type { Effect } from "@rules/model";
import type { ActorRestore, AuditEntry, AuditLog, ResultEntry, SpendableAction } from "@foundry/cards/deck-flags";
import type { WorldFacts } from "./world-facts";

// The stored shapes of a deck (its audit log, the GM's record of results) live with its flags (cards/deck-flags.ts).
export type {
  ActorRestore,
  AuditEntry,
  AuditLog,
  DeckKind,
  ResultEntry,
  ResultStatus,
  SpendableAction,
  SpentAction,
  TurnLog,
} from "@foundry/cards/deck-flags";

/** Augment with one entry per procedure: `name: { input: I; output: O }` (both JSON). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DrawProcedures {}

export type DrawProcedureName = keyof DrawProcedures & string;
type ProcedureInput<K extends DrawProcedureName> = DrawProcedures[K] extends { input: infer I } ? I : never;
export type ProcedureOutput<K extends DrawProcedureName> = DrawProcedures[K] extends { output: infer O } ? O : never;

/** What a procedure is given besides its input and card source (GM's client). */
export interface DrawContext {
  /** The user whose Action Deck is drawn (the requester's own, or a player's when the GM asks). */
  readonly userId: string;
  /** The user who asked (a player, or the GM acting for a player). */
  readonly requesterId: string;
  /**
   * May the requester act for this actor (UUID; a part id "<actor>#team" counts as its actor)?
   * The GM may act for every piece; a player for the pieces he owns. A procedure refuses a
   * request for someone else's piece (RulesError "notYourPiece") before it draws a card.
   */
  mayAct(actorId: string): boolean;
  /** Is the requester a GM (the server vouches for his role: the coordinator's user directory)? */
  readonly gm: boolean;
  /** The rules in play (currentOptions() on the GM's client). */
  readonly options: RulesOptions;
  /** The current turn (audit log). */
  readonly turn: number;
  /**
   * The world as the GM's client reads it (world-facts.ts): a procedure checks the request's
   * pieces, weapons, ranges and sight against it before it draws (src/rules/validation/world-checks.ts).
   */
  readonly world: WorldFacts;
  /**
   * CORE-3 these figures of the unit do `action` (fire, move) in its activation now: refused
   * ("actionSpent") when one of them already did it there; kept with the result on the GM's record.
   * Nothing is kept in free play (no activation runs). `occasion` names what is done once instead of
   * the activation (NAP-6.2.1.3 a fight's advance): kept in free play too.
   */
  spend(
    action: SpendableAction,
    unitId: string,
    figures: readonly { readonly id: string; readonly name: string }[],
    occasion?: string,
  ): void;
  /**
   * CORE-10 how many passed reactions this figure of the unit has on the GM's record in the
   * activation running now and has not yet acted on by a fire or a move (result-ledger.ts reactionsLeft).
   */
  reactionsLeft(unitId: string, figureId: string): number;
  /**
   * Set for the commit: the request this result answers and whether the GM's client applied it
   * as it posted it (the chat card says so) or it waits for the GM. The commit's message carries it.
   */
  readonly post?: PostStamp;
}

/** How the GM's coordinator posts a result (result-message.ts puts it in the message's data). */
export interface PostStamp {
  /** The request it answers: the key of the GM's record of it (result-ledger.ts). */
  readonly requestId: string;
  /** Who it was applied for, when the GM's client applied it as it posted it; null when it waits or changes nothing. */
  readonly appliedBy: string | null;
  /** It waits for the GM to confirm it (Apply). */
  readonly waiting: boolean;
}

/** A registered procedure: runs on the GM's client over the requester's Action Deck. */
export interface DrawProcedure<K extends DrawProcedureName> {
  /**
   * The result writes the scene on the GM's client as it is posted (a canvas hook on the message,
   * flagged with its id, e.g. OW-6.1.2b a breach): nothing on the actors, yet it is recorded applied
   * (nothing to restore), so it counts as the last result and the GM's Undo unwrites the scene.
   */
  writesScene?(output: ProcedureOutput<K>): boolean;
  /** Synchronous: throw RulesError to refuse (nothing is written). */
  run(input: ProcedureInput<K>, source: CardSource, context: DrawContext): ProcedureOutput<K>;
  /**
   * After the deck state is saved: the result's own writes through the same writer
   * (e.g. one chat message). Its errors are reported but the draw stands.
   */
  commit?(
    output: ProcedureOutput<K>,
    draws: readonly AuditEntry[],
    context: DrawContext,
    writer: TableWriter,
  ): Promise<void>;
}

export interface DrawRequest<K extends DrawProcedureName> {
  readonly procedure: K;
  readonly input: ProcedureInput<K>;
}

/** Localized refusal: `key` under COMBAT_PATROL.Error, `data` fills its placeholders. */
export interface DrawRefusal {
  readonly ok: false;
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

interface DrawSuccess<O> {
  readonly ok: true;
  readonly output: O;
  readonly draws: readonly AuditEntry[];
}

export type DrawResponse<O> = DrawSuccess<O> | DrawRefusal;

/** The service the action layer and the combat turn call (cards/service.ts implements it). */
export interface DrawService {
  /**
   * Any client: resolve one action over the current user's Action Deck on the active GM's
   * client. In physical-card mode the user is asked for each card's serial in turn.
   * Resolves to a refusal (never throws) when no GM is connected, the deck is not his, a
   * typed serial is wrong, or the procedure refused.
   */
  resolve<K extends DrawProcedureName>(request: DrawRequest<K>): Promise<DrawResponse<ProcedureOutput<K>>>;

  /**
   * GM only: draw the next Activation Card (CORE-3); pass `before` to resolveActivationCard.
   * In physical-card mode the GM picks the card he drew at the table.
   */
  drawActivation(): Promise<DrawResponse<ActivationDrawn>>;

  /**
   * GM only, at End of Turn (CORE-1, CORE-3): every Action Deck recalled and reshuffled when
   * options.reshuffle is "end-of-turn", else its drawn cards discarded; the Activation Deck
   * reshuffled for the next turn; the audit log starts the new turn. One write.
   */
  endOfTurn(): Promise<DrawResponse<EndOfTurnReport>>;

  /**
   * An Action Deck as stored (default: the current user's), for odds over the remaining cards
   * (remainingCards(state, deck)). Null before it exists or when this user cannot see it.
   */
  actionDeck(userId?: string): { readonly deck: DeckDefinition; readonly state: DeckState } | null;
}

export interface ActivationDrawn {
  readonly card: ActivationCard;
  /** The state BEFORE the card was drawn (pending Elite/Green, last number): resolveActivationCard's `before`. */
  readonly before: ActivationDeckState;
  readonly state: ActivationDeckState;
  readonly draws: readonly AuditEntry[];
}

export interface EndOfTurnReport {
  readonly turn: number;
  readonly recalled: readonly string[];
  readonly discarded: readonly string[];
}

/** A deck's state and audit log as one Cards document update (its flags). One update = one document. */
export type DeckUpdate =
  | {
      readonly kind: "action";
      readonly _id: string;
      readonly state: DeckState;
      readonly audit: AuditLog;
      /** The GM's record of results (result-ledger.ts); absent: unchanged. */
      readonly results?: readonly ResultEntry[];
    }
  | {
      readonly kind: "activation";
      readonly _id: string;
      readonly state: ActivationDeckState;
      readonly audit: AuditLog;
      /** The scenario's cards (scenarioActivationDeck); null = the deck's cards with the Hero option. */
      readonly scenarioCards?: readonly ActivationCardKind[] | null;
    };

/** A deck to create (on demand): the Cards "deck" with its cards and its discard "pile". */
export type NewDeck =
  | {
      readonly kind: "action";
      readonly ownerId: string;
      readonly ownerName: string;
      readonly deck: DeckDefinition;
      readonly state: DeckState;
      readonly audit: AuditLog;
    }
  | {
      readonly kind: "activation";
      readonly kinds: readonly ActivationCardKind[];
      readonly state: ActivationDeckState;
      readonly audit: AuditLog;
    };

/** The seam to the database: one call = one server write. Tests count calls on a double. */
export interface TableWriter {
  /** Cards.updateDocuments: every deck touched by one request, in one call. */
  saveDecks(updates: readonly DeckUpdate[]): Promise<void>;
  /** Cards.createDocuments: new decks (and their piles) in one call. */
  createDecks(decks: readonly NewDeck[]): Promise<void>;
  /**
   * A deck's cards replaced by another deck file's, matched by serial (updates, then creates and
   * deletes only for serials that appear or vanish): one write per kind of change, setup only.
   */
  replaceCards(deckId: string, deck: DeckDefinition, plan: CardSyncPlan): Promise<void>;
  /** ChatMessage.create: one message. */
  createMessage(data: ChatMessage.CreateData): Promise<void>;
}

/** An Action Deck as stored (the GM reads it synchronously inside the deck's queue). */
export interface ActionDeckRecord {
  readonly id: string;
  readonly ownerId: string;
  /** The deck's cards, read from its Card documents (serial order). */
  readonly deck: DeckDefinition;
  /** Null when the flag holds no readable state (a new or damaged deck: shuffled afresh). */
  readonly state: DeckState | null;
  readonly audit: AuditLog | null;
  /** The GM's record of the results its requests posted (result-ledger.ts); absent: none yet. */
  readonly results?: readonly ResultEntry[];
}

export interface ActivationDeckRecord {
  readonly id: string;
  /** Kinds of its Card documents in serial order (the ids "kind#n" follow from them). */
  readonly kinds: readonly ActivationCardKind[];
  readonly scenarioCards: readonly ActivationCardKind[] | null;
  readonly state: ActivationDeckState | null;
  readonly audit: AuditLog | null;
}

/**
 * A result's effects written by the GM's client: one batch per home (documents/effect-writes.ts),
 * and the actors put back as they were (the GM's undo).
 */
export interface ResultEffects {
  apply(effects: readonly Effect[]): Promise<{
    readonly writes: number;
    readonly skipped: number;
    readonly restores: readonly ActorRestore[];
  }>;
  restore(restores: readonly ActorRestore[]): Promise<number>;
}

/** Where the GM reads decks (Foundry: game.cards by flags; tests: a map). */
export interface DeckStore {
  actionDeck(userId: string): ActionDeckRecord | null;
  actionDecks(): readonly ActionDeckRecord[];
  activationDeck(): ActivationDeckRecord | null;
  /** Load a deck file (a path in the world's files; null = the shipped Frontier deck), validated. */
  loadDeck(path: string | null): Promise<DeckDefinition>;
  /** The Card documents of an Action Deck (id and serial), for a re-import that matches cards by serial. */
  deckCards(deckId: string): readonly ExistingCard[];
}

/** A Card document of a deck as the re-import sees it. */
export interface ExistingCard {
  readonly id: string;
  /** Its serial (system.serial), null when it has none (a foreign card in the deck). */
  readonly serial: number | null;
}

/** How a deck's Card documents become another deck file's cards, by serial. */
export interface CardSyncPlan {
  /** Existing Card documents that take the card of this serial. */
  readonly update: readonly { readonly id: string; readonly serial: number }[];
  /** Serials with no Card document yet. */
  readonly create: readonly number[];
  /** Card documents with no serial in the new deck, or a duplicate serial. */
  readonly delete: readonly string[];
}
