/**
 * The GM side of the draw service: the only code that draws a card (CORE-1, CORE-3).
 *
 * It runs on the designated active GM's client (game.users.activeGM), behind CONFIG.queries.
 * Each request carries an id (a repeat gets the first answer: request-memo.ts) and is queued on
 * its deck (one at a time per deck); the engine runs synchronously over the deck's state, every
 * card chosen when it is drawn by the chance port (cryptographic in play: draw-chance.ts), and
 * result-commit.ts applies, records and posts the result. A refusal writes nothing. Everything it
 * touches is a port (store, writer, users, options, clock, chance, effects), so tests drive it
 * with small doubles and count the writes. Sequence numbers come from the stored logs.
 */
import { discardDrawn, newDeckState, stateMatchesDeck, type DeckState } from "@rules/cards/deck";
import { RulesError } from "@rules/errors";
import type { RulesOptions } from "@rules/options";
import { drawActivationCard, newActivationDeck, nextTurnDeck } from "@rules/procedures/activation";
import type { ActivationDeckState } from "@rules/procedures/activation";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { actorOfPart } from "@rules/parts";
import type {
  ActivationAnswer,
  ActivationQuery,
  DrawAnswer,
  DrawQuery,
  EndOfTurnAnswer,
  EndOfTurnQuery,
} from "./query-wire";
import { appendAudit, emptyAudit, lastSeq, type AuditLog } from "./draw-audit";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  AuditEntry,
  DrawContext,
  DrawRefusal,
  DrawResponse,
} from "./draw-ports";
import type { CoordinatorPorts } from "./coordinator-ports";
import { NeedSerialSignal, requestSource } from "./draw-source";
import { DeckQueue } from "./deck-queue";
import type { ErasedProcedure } from "./draw-registry";
import { activationIds, activationStateMatches, drawActivationById } from "./deck-state";
import { readPieces } from "./piece-refs";
import { refusal, refusalOf } from "./draw-refusals";
import { RequestMemo } from "./request-memo";
import { findResult, isRequestId, nextAppliedOrder, activationRecord } from "./result-ledger";
import type { SpentAction } from "./draw-ports";
import { commitDrawn } from "./result-commit";
import { confirmResult, undoResult, type DeskAnswer, type DeskPorts } from "./result-desk";
import * as setup from "./deck-setup";
import { endOfTurnUpdates } from "./end-of-turn";
import { newRequestId } from "./request-id";

export { refusal, refusalOf } from "./draw-refusals";
export type { CoordinatorPorts, UserDirectory } from "./coordinator-ports";
export { activationOptions, planCardSync, type DeckSummary } from "./deck-setup";

/** An answer kept for a repeated id: every answer but one asking for more serials. */
const isFinal = (answer: DrawAnswer) => answer.ok || (!answer.needSerial && answer.badSerial === undefined);

export class DrawCoordinator {
  readonly #queue = new DeckQueue();
  readonly #draws = new RequestMemo<DrawAnswer>();
  readonly #activations = new RequestMemo<ActivationAnswer>();
  readonly #turnEnds = new RequestMemo<EndOfTurnAnswer>();
  /** The highest seq and applied order this client gave (a floor for requests running at once on two decks). */
  #seqFloor = 0;
  #orderFloor = 0;

  constructor(private readonly ports: CoordinatorPorts) {}

  /* ------------------------------------------------------------ Action Decks */

  /** Resolve one action over the requester's Action Deck (CORE-1). */
  draw(query: DrawQuery): Promise<DrawAnswer> {
    const denied = this.#checkDrawer(query.requesterId, query.deckOwnerId);
    if (denied) return Promise.resolve(denied);
    // Typed serials only in physical-card mode (a world setting): else a player would name his cards.
    if (query.serials !== null && !this.#physical()) return Promise.resolve(refusal("physicalOff"));
    const requestId = query.requestId ?? newRequestId();
    if (!isRequestId(requestId)) return Promise.resolve(refusal("badRequest"));
    const run = () =>
      this.#queue.run(actionKey(query.deckOwnerId), async (): Promise<DrawAnswer> => {
        try {
          if (!this.#active()) return refusal("noActiveGM");
          const known = findResult(this.ports.store.actionDecks(), requestId);
          if (known) return refusal(known.entry.requesterId === query.requesterId ? "requestDone" : "badRequest");
          // the action folders load on first use (actions/catalog.ts): nothing is drawn before it is here
          const procedure = await this.ports.procedures.load(query.procedure);
          if (!procedure) return refusal("unknownProcedure", { procedure: query.procedure });
          return await this.#drawNow(query, requestId, procedure);
        } catch (error) {
          // A deck that could not be created or saved, or a procedure that could not load: nothing was drawn.
          return refusalOf(error);
        }
      });
    return this.#draws.answer(query.requesterId, requestId, run, isFinal);
  }

  async #drawNow(query: DrawQuery, requestId: string, procedure: ErasedProcedure): Promise<DrawAnswer> {
    const record = await this.#actionDeck(query.deckOwnerId);
    const turn = this.#turn();
    const before = this.#playable(record);
    const start = discardDrawn(before);
    const requester = query.requesterId;
    const gm = this.ports.users.isGM(requester);
    const world = await this.ports.world();
    const spent: SpentAction[] = [];
    const context: DrawContext = {
      userId: query.deckOwnerId,
      requesterId: requester,
      gm,
      options: this.ports.options(),
      turn,
      world,
      ...activationRecord(() => this.ports.store.actionDecks(), world.activation(), spent),
      mayAct: (actorId) => gm || (this.ports.users.owns?.(requester, actorOfPart(actorId)) ?? false),
    };

    const typed = query.serials;
    const source = requestSource(record.deck, start, typed, this.ports.chance(actionKey(query.deckOwnerId)));

    let output: unknown;
    try {
      // The request names its pieces (piece-refs.ts): the procedure reads the world's copies of them.
      const input = readPieces(query.procedure, query.input, (id) => world.piece(id));
      output = procedure.run(input, source, context);
    } catch (error) {
      if (error instanceof NeedSerialSignal)
        return { ...refusal("needSerial", { reason: error.need.reason }), needSerial: error.need };
      const refused = refusalOf(error);
      return source.badIndex >= 0 ? { ...refused, badSerial: source.badIndex } : refused;
    }

    const entries = source.deck.draws.map((d, i) =>
      this.#entry({
        userId: requester,
        deck: "action",
        deckOwnerId: query.deckOwnerId,
        card: String(d.serial),
        procedure: query.procedure,
        reason: d.reason,
        section: source.purposes[i]?.section ?? null,
        reshuffled: d.reshuffled,
        physical: typed !== null,
        turn,
      }),
    );
    const answer = await commitDrawn(this.#commitPorts(), {
      requestId,
      procedureName: query.procedure,
      procedure,
      output,
      deck: record,
      before,
      state: source.deck.state,
      entries,
      audit: appendAudit(record.audit ?? emptyAudit(turn), turn, entries),
      context,
      spent,
      at: this.ports.now(),
    });
    if (answer.ok) this.ports.piles?.changed([query.deckOwnerId]);
    return answer;
  }

  /* ------------------------------------------------------------ the GM's hand on a posted result */

  /** GM: apply a result that waits for him (its message's record checked against his record). */
  confirmResult(requestId: string | null, record: unknown, by: string): Promise<DeskAnswer> {
    return this.#onResultDeck(requestId, () => confirmResult(this.#deskPorts(), requestId, record, by));
  }

  /** GM: undo the last result applied (the actors put back exactly as they were). */
  undoResult(requestId: string | null, record: unknown, by: string): Promise<DeskAnswer> {
    // Alone in the queue: "the last result" is the last over every deck.
    return this.#queue.runExclusive(() => undoResult(this.#deskPorts(), requestId, record, by));
  }

  #onResultDeck(requestId: string | null, task: () => Promise<DeskAnswer>): Promise<DeskAnswer> {
    const hit = requestId === null ? null : findResult(this.ports.store.actionDecks(), requestId);
    return hit ? this.#queue.run(actionKey(hit.deck.ownerId), task) : task();
  }

  /* ------------------------------------------------------------ Activation Deck */

  /** CORE-3 draw the next Activation Card (GM only). */
  drawActivation(query: ActivationQuery): Promise<ActivationAnswer> {
    if (!this.ports.users.isGM(query.requesterId)) return Promise.resolve(refusal("gmOnly"));
    if (query.cardId !== null && !this.#physical()) return Promise.resolve(refusal("physicalOff"));
    const run = () =>
      this.#queue.run(ACTIVATION, async (): Promise<ActivationAnswer> => {
        try {
          if (!this.#active()) return refusal("noActiveGM");
          const record = await this.#activationDeck();
          const before = this.#activationState(record, this.ports.options());
          const drawn =
            query.cardId === null
              ? drawActivationCard(before, this.ports.chance(ACTIVATION))
              : drawActivationById(before, query.cardId);
          const entry = this.#entry({
            userId: query.requesterId,
            deck: "activation",
            deckOwnerId: null,
            card: drawn.card.id,
            procedure: "activation",
            reason: "activation",
            section: null,
            reshuffled: false,
            physical: query.cardId !== null,
            turn: before.turn,
          });
          const audit = appendAudit(record.audit ?? emptyAudit(before.turn), before.turn, [entry]);
          await this.ports.writer.saveDecks([{ kind: "activation", _id: record.id, state: drawn.state, audit }]);
          return { ok: true, output: { card: drawn.card, before, state: drawn.state, draws: [entry] }, draws: [entry] };
        } catch (error) {
          return refusalOf(error);
        }
      });
    return this.#remembered(this.#activations, query, run);
  }

  /* ------------------------------------------------------------ End of Turn */

  /**
   * CORE-1 / CORE-3 End of Turn, over every deck at once: Action Decks recalled (RulesOptions.reshuffle
   * "end-of-turn") or their shown cards discarded ("when-empty"); the Activation Deck made ready for
   * the next turn; each deck's audit log starts the new turn. One write; a repeated id ends one turn.
   */
  endOfTurn(query: EndOfTurnQuery): Promise<EndOfTurnAnswer> {
    if (!this.ports.users.isGM(query.requesterId)) return Promise.resolve(refusal("gmOnly"));
    const run = () =>
      this.#queue.runExclusive(async (): Promise<EndOfTurnAnswer> => {
        try {
          if (!this.#active()) return refusal("noActiveGM");
          const options = this.ports.options();
          const record = await this.#activationDeck();
          const current = this.#activationState(record, options);
          const next = nextTurnDeck(current, setup.activationOptions(record, options));
          const ends = endOfTurnUpdates({
            activation: record,
            next,
            current: current.turn,
            decks: this.ports.store.actionDecks().map((d) => ({ record: d, state: this.#playable(d) })),
            recall: options.reshuffle === "end-of-turn",
          });
          await this.ports.writer.saveDecks(ends.updates);
          this.ports.piles?.changed(ends.owners);
          return { ok: true, output: ends.report, draws: [] };
        } catch (error) {
          return refusalOf(error);
        }
      });
    return this.#remembered(this.#turnEnds, query, run);
  }

  /* ------------------------------------------------------------ Setup (GM's own client) */

  /** CORE-1 scenario start (deck-setup.ts): the players' Action Decks created or re-imported. */
  resetActionDecks(request: Parameters<typeof setup.resetActionDecks>[1]): Promise<setup.DeckSummary[]> {
    return this.#queue.runExclusive(() => setup.resetActionDecks(this.#setup(), request));
  }

  /** CORE-3 scenario start: the Activation Deck with exactly these cards, ready for turn 1. */
  resetActivationDeck(request: Parameters<typeof setup.resetActivationDeck>[1]): Promise<setup.DeckSummary> {
    return this.#queue.runExclusive(() => setup.resetActivationDeck(this.#setup(), request));
  }

  /** GM at ready: the shared Activation Deck exists. */
  ensureActivationDeck(): Promise<void> {
    return this.#queue.run(ACTIVATION, async () => {
      await this.#activationDeck();
    });
  }

  /* ------------------------------------------------------------ internals */

  #physical(): boolean {
    return this.ports.physicalCards?.() ?? false;
  }

  #active(): boolean {
    return this.ports.isActiveGM?.() ?? true;
  }

  #remembered<O>(
    memo: RequestMemo<DrawResponse<O>>,
    query: { readonly requesterId: string; readonly requestId?: string },
    run: () => Promise<DrawResponse<O>>,
  ): Promise<DrawResponse<O>> {
    if (query.requestId === undefined) return run();
    if (!isRequestId(query.requestId)) return Promise.resolve(refusal("badRequest"));
    return memo.answer(query.requesterId, query.requestId, run, () => true);
  }

  #commitPorts() {
    return {
      writer: this.ports.writer,
      ...(this.ports.effects ? { effects: this.ports.effects } : {}),
      isGM: (id: string) => this.ports.users.isGM(id),
      gmConfirms: () => this.ports.gmConfirms?.() ?? false,
      isActiveGM: () => this.#active(),
      nextAppliedOrder: () => this.#nextOrder(),
    };
  }

  #deskPorts(): DeskPorts {
    return { ...this.#commitPorts(), store: this.ports.store };
  }

  #setup(): setup.SetupContext {
    return { ports: this.ports, turn: () => this.#turn(), activationDeck: () => this.#activationDeck() };
  }

  #checkDrawer(requesterId: string, ownerId: string): DrawRefusal | null {
    const requester = this.ports.users.name(requesterId);
    if (requester === undefined) return refusal("unknownUser", { user: requesterId });
    if (this.ports.users.name(ownerId) === undefined) return refusal("unknownUser", { user: ownerId });
    if (requesterId !== ownerId && !this.ports.users.isGM(requesterId)) {
      return refusal("notYourDeck", { user: requester, owner: this.ports.users.name(ownerId) ?? ownerId });
    }
    return null;
  }

  /** The user's Action Deck, created from the deck file in use the first time (one write). */
  async #actionDeck(userId: string): Promise<ActionDeckRecord> {
    const found = this.ports.store.actionDeck(userId);
    if (found) return found;
    const deck = await this.ports.store.loadDeck(this.ports.options().deckFile);
    const turn = this.#turn();
    await this.ports.writer.createDecks([
      {
        kind: "action",
        ownerId: userId,
        ownerName: this.ports.users.name(userId) ?? userId,
        deck,
        state: newDeckState(deck),
        audit: emptyAudit(turn),
      },
    ]);
    const created = this.ports.store.actionDeck(userId);
    if (!created) throw new RulesError("deckMissing", { user: this.ports.users.name(userId) ?? userId });
    return created;
  }

  /** The shared Activation Deck, created with the default cards the first time (one write). */
  async #activationDeck(): Promise<ActivationDeckRecord> {
    const found = this.ports.store.activationDeck();
    if (found) return found;
    const kinds = [...PROCEDURE_DEFAULTS.activationDeck];
    const state = newActivationDeck(setup.activationOptions({ kinds, scenarioCards: null }, this.ports.options()));
    await this.ports.writer.createDecks([{ kind: "activation", kinds, state, audit: emptyAudit(state.turn) }]);
    const created = this.ports.store.activationDeck();
    if (!created) throw new RulesError("deckMissing", { user: "Activation Deck" });
    return created;
  }

  /** A stored state that fits the deck, else every card of the deck (a new or changed deck). */
  #playable(record: ActionDeckRecord): DeckState {
    return record.state && stateMatchesDeck(record.state, record.deck) ? record.state : newDeckState(record.deck);
  }

  #activationState(record: ActivationDeckRecord, options: RulesOptions): ActivationDeckState {
    const ids = activationIds(record.kinds);
    if (record.state && activationStateMatches(record.state, ids)) return record.state;
    return newActivationDeck(setup.activationOptions(record, options));
  }

  /** The turn in play: the Activation Deck's (turn 1 before it exists). */
  #turn(): number {
    return this.ports.store.activationDeck()?.state?.turn ?? 1;
  }

  /** The next number in the order results are applied: the stored record's, never below what this client gave. */
  #nextOrder(): number {
    this.#orderFloor = Math.max(this.#orderFloor + 1, nextAppliedOrder(this.ports.store.actionDecks()));
    return this.#orderFloor;
  }

  /**
   * An audit entry numbered after the STORED logs (another GM may have drawn since this client
   * last did: a handover A -> B -> A continues B's numbers), never below what this client already
   * gave (two requests running at once on two decks).
   */
  #entry(fields: Omit<AuditEntry, "seq" | "at" | "userName">): AuditEntry {
    const store = this.ports.store;
    const logs: AuditLog[] = [...store.actionDecks().map((d) => d.audit), store.activationDeck()?.audit ?? null].filter(
      (l): l is AuditLog => l !== null,
    );
    this.#seqFloor = Math.max(this.#seqFloor, lastSeq(logs)) + 1;
    return {
      ...fields,
      seq: this.#seqFloor,
      at: this.ports.now(),
      userName: this.ports.users.name(fields.userId) ?? fields.userId,
    };
  }
}

const ACTIVATION = "activation";

const actionKey = (userId: string) => `action:${userId}`;
