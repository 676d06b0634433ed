/**
 * The draw service as the rest of the Foundry side sees it (issue 7): every Action Card and
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
 * deck and the audit log on the Activation Deck in one Cards.updateDocuments call) + whatever
 * `commit` writes (one chat message => 2 in total). A refusal writes nothing.
 *
 * Procedures are registered by name on every client (the GM runs them; a closure cannot cross
 * the socket). Their input/output types are declared by augmenting `DrawProcedures`:
 *
 *   declare module "../cards/ports" {
 *     interface DrawProcedures { fire: { input: FireRequest; output: FireResult } }
 *   }
 *   registerDrawProcedure("fire", { deck: "action", run: (input, source, ctx) => resolveFire(...) });
 *
 * Inputs and outputs cross the socket: plain JSON (no class instances, no Maps).
 */
import type { CardSource } from "../../rules/cards/source";
import type { DeckState } from "../../rules/cards/deck";
import type { CardSection } from "../../rules/cards/schema";
import type { ActivationCard, ActivationDeckState } from "../../rules/procedures/activation";
import type { RulesOptions } from "../../rules/options";

export type DeckKind = "action" | "activation";

/** Augment with one entry per procedure: `name: { input: I; output: O }` (both JSON). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DrawProcedures {}

export type DrawProcedureName = keyof DrawProcedures & string;
export type ProcedureInput<K extends DrawProcedureName> = DrawProcedures[K] extends { input: infer I } ? I : never;
export type ProcedureOutput<K extends DrawProcedureName> = DrawProcedures[K] extends { output: infer O } ? O : never;

/** What a procedure is given besides its input and card source (GM's client). */
export interface DrawContext {
  /** The user whose Action Deck is drawn (the requester). */
  readonly userId: string;
  /** The rules in play (currentOptions() on the GM's client). */
  readonly options: RulesOptions;
  /** The current turn (audit log). */
  readonly turn: number;
}

/** One card drawn, as the audit log and the result keep it. */
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
}

/** A registered procedure: runs on the GM's client over the requester's Action Deck. */
export interface DrawProcedure<K extends DrawProcedureName> {
  /** Synchronous: throw RulesError to refuse (nothing is written). */
  run(input: ProcedureInput<K>, source: CardSource, context: DrawContext): ProcedureOutput<K>;
  /**
   * After the deck state is saved: the result's own writes through the same writer
   * (e.g. one chat message). Its errors are reported but the draw stands.
   */
  commit?(output: ProcedureOutput<K>, draws: readonly AuditEntry[], context: DrawContext, writer: TableWriter): Promise<void>;
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

export interface DrawSuccess<O> {
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

  /** GM only: draw the next Activation Card (CORE-3). `before` is the state the card resolves against. */
  drawActivation(): Promise<DrawResponse<{ readonly card: ActivationCard; readonly before: ActivationDeckState; readonly state: ActivationDeckState }>>;

  /**
   * GM only, at End of Turn (CORE-1, CORE-3): every Action Deck recalled and reshuffled when
   * options.reshuffle is "end-of-turn", else its drawn cards discarded; the Activation Deck
   * reshuffled for the next turn; the audit log starts the new turn. One write.
   */
  endOfTurn(): Promise<DrawResponse<EndOfTurnReport>>;

  /** The current user's Action Deck as he sees it (odds over the remaining cards). Null before it exists. */
  actionDeck(userId?: string): { readonly deckName: string; readonly state: DeckState } | null;
}

export interface EndOfTurnReport {
  readonly turn: number;
  readonly recalled: readonly string[];
  readonly discarded: readonly string[];
}

/** One Cards document update (system data only). */
export interface DeckUpdate {
  readonly _id: string;
  readonly system: Record<string, unknown>;
}

/** The seam to the database: one call = one server write. Tests count calls on a double. */
export interface TableWriter {
  /** Cards.updateDocuments: every deck touched by one request, in one call. */
  saveDecks(updates: readonly DeckUpdate[]): Promise<void>;
  /** ChatMessage.create: one message. */
  createMessage(data: ChatMessage.CreateData): Promise<void>;
}

/** Query names (CONFIG.queries keys). */
export const QUERY = {
  draw: "combat-patrol.draw",
  activation: "combat-patrol.drawActivation",
  endOfTurn: "combat-patrol.endOfTurn",
} as const;
