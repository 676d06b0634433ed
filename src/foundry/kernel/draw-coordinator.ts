/**
 * The GM side of the draw service: the only code that draws a card (CORE-1, CORE-3).
 *
 * It runs on the active GM's client, behind CONFIG.queries. Each request is queued on its deck
 * (one at a time per deck), loads the deck's state, runs the engine synchronously over it and
 * writes the new state with its audit entries in ONE Cards update. A refusal writes nothing.
 * Everything it touches is a port (store, writer, users, options, clock, seeds), so tests
 * drive it with small doubles and count the writes.
 */
import { actorOfPart } from "@foundry/shared/parts";
import type { DeckDefinition } from "@rules/cards/deck-file";
import {
  deckSource,
  discardDrawn,
  newDeckState,
  physicalSource,
  recallAll,
  stateMatchesDeck,
  type DeckSource,
  type DeckState,
} from "@rules/cards/deck";
import type { DrawPurpose } from "@rules/cards/source";
import { NoCardError } from "@rules/cards/source";
import { RulesError } from "@rules/errors";
import type { RulesOptions } from "@rules/options";
import {
  drawActivationCard,
  newActivationDeck,
  nextTurnDeck,
  type ActivationDeckOptions,
  type ActivationDeckState,
} from "@rules/procedures/activation";
import { PROCEDURE_DEFAULTS, type ActivationCardKind } from "@rules/procedures/data";
import type {
  ActivationAnswer,
  ActivationQuery,
  DrawAnswer,
  DrawQuery,
  EndOfTurnAnswer,
  EndOfTurnQuery,
  NeedSerial,
} from "./query-wire";
import { appendAudit, emptyAudit, lastSeq, startTurn, type AuditLog } from "./draw-audit";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  AuditEntry,
  CardSyncPlan,
  DeckStore,
  DeckUpdate,
  DrawContext,
  DrawRefusal,
  ExistingCard,
  TableWriter,
} from "./draw-ports";
import { DeckQueue } from "./deck-queue";
import { postedResultOf, resultDigest } from "./result-digest";
import type { ErasedProcedure, ProcedureRegistry } from "./draw-registry";
import { activationIds, activationStateMatches, drawActivationById } from "./deck-state";

export interface UserDirectory {
  /** The user's name, undefined when there is no such user. */
  name(userId: string): string | undefined;
  isGM(userId: string): boolean;
  /**
   * Does the user own this actor (UUID)? False when either does not exist. Without it nobody
   * but a GM may act for a piece (a procedure that acts for none never asks).
   */
  owns?(userId: string, actorId: string): boolean;
}

export interface CoordinatorPorts {
  readonly store: DeckStore;
  readonly writer: TableWriter;
  readonly users: UserDirectory;
  readonly procedures: ProcedureRegistry;
  /** The rules in play (currentOptions()). */
  options(): RulesOptions;
  /** Wall clock for the audit log (ms). */
  now(): number;
  /** A fresh seed for a deck shuffled for the first time. */
  newSeed(): number;
  /**
   * The players' discard piles (pile.ts PileMirror): told which decks changed AFTER a
   * request's own writes; they sync later, in the background (never in the action's budget).
   */
  readonly piles?: { changed(ownerIds: readonly string[]): void };
}

/** Summary of a deck for the scenario setup's chat line. */
export interface DeckSummary {
  readonly name: string;
  readonly cards: number;
  readonly userId: string | null;
}

const E = "COMBAT_PATROL.Error.";

export function refusal(key: string, data: Readonly<Record<string, string | number>> = {}): DrawRefusal {
  return { ok: false, key: key.startsWith(E) ? key : E + key, data };
}

/** Physical-card mode: the procedure asked for a card beyond the serials typed so far. */
class NeedSerialSignal extends Error {
  constructor(readonly need: NeedSerial) {
    super("need serial");
  }
}

/** An error from a procedure or the engine as a refusal (unknown errors are logged and named). */
export function refusalOf(error: unknown): DrawRefusal {
  if (error instanceof RulesError) return refusal(error.localizationKey, error.data);
  if (error instanceof NoCardError) return refusal("noCard", { reason: error.reason });
  console.error("Combat Patrol | draw failed", error);
  return refusal("drawFailed", { error: error instanceof Error ? error.message : String(error) });
}

export class DrawCoordinator {
  readonly #queue = new DeckQueue();
  #seq: number | null = null;

  constructor(private readonly ports: CoordinatorPorts) {}

  /* ------------------------------------------------------------ Action Decks */

  /** Resolve one action over the requester's Action Deck (CORE-1). */
  draw(query: DrawQuery): Promise<DrawAnswer> {
    const denied = this.#checkDrawer(query.requesterId, query.deckOwnerId);
    if (denied) return Promise.resolve(denied);
    return this.#queue.run(actionKey(query.deckOwnerId), async (): Promise<DrawAnswer> => {
      try {
        // the action folders load on first use (actions/catalog.ts): nothing is drawn before it is here
        const procedure = await this.ports.procedures.load(query.procedure);
        if (!procedure) return refusal("unknownProcedure", { procedure: query.procedure });
        return await this.#drawNow(query, procedure);
      } catch (error) {
        // A deck that could not be created or saved, or a procedure that could not load: nothing was drawn.
        return refusalOf(error);
      }
    });
  }

  async #drawNow(query: DrawQuery, procedure: ErasedProcedure): Promise<DrawAnswer> {
    const record = await this.#actionDeck(query.deckOwnerId);
    const turn = this.#turn();
    const start = discardDrawn(this.#playable(record));
    const requester = query.requesterId;
    const gm = this.ports.users.isGM(requester);
    const context: DrawContext = {
      userId: query.deckOwnerId,
      requesterId: requester,
      options: this.ports.options(),
      turn,
      mayAct: (actorId) => gm || (this.ports.users.owns?.(requester, actorOfPart(actorId)) ?? false),
    };

    let badIndex = -1;
    const typed = query.serials;
    let drawnSoFar = 0;
    const source: DeckSource = typed
      ? physicalSource(record.deck, start, (purpose: DrawPurpose): number => {
          const index = drawnSoFar;
          const serial = typed[index];
          if (serial === undefined)
            throw new NeedSerialSignal({ reason: purpose.reason, section: purpose.section, index });
          badIndex = index;
          return serial;
        })
      : deckSource(record.deck, start);
    const purposes: DrawPurpose[] = [];
    const tracked = {
      draw(purpose: DrawPurpose) {
        const card = source.draw(purpose);
        purposes.push(purpose);
        drawnSoFar += 1;
        badIndex = -1;
        return card;
      },
    };

    let output: unknown;
    try {
      output = procedure.run(query.input, tracked, context);
    } catch (error) {
      if (error instanceof NeedSerialSignal)
        return { ...refusal("needSerial", { reason: error.need.reason }), needSerial: error.need };
      const refused = refusalOf(error);
      return badIndex >= 0 ? { ...refused, badSerial: badIndex } : refused;
    }

    // The posted result's fingerprint goes into the log with its cards (chat/verify.ts).
    const posted = postedResultOf(output);
    const digest = posted === null ? null : await resultDigest(posted);
    const entries = source.draws.map((d, i) =>
      this.#entry({
        ...(digest ? { digest } : {}),
        userId: query.requesterId,
        deck: "action",
        deckOwnerId: query.deckOwnerId,
        card: String(d.serial),
        procedure: query.procedure,
        reason: d.reason,
        section: purposes[i]?.section ?? null,
        reshuffled: d.reshuffled,
        physical: typed !== null,
        turn,
      }),
    );
    const audit = appendAudit(record.audit ?? emptyAudit(turn), turn, entries);
    await this.ports.writer.saveDecks([{ kind: "action", _id: record.id, state: source.state, audit }]);
    if (procedure.commit) {
      try {
        await procedure.commit(output, entries, context, this.ports.writer);
      } catch (error) {
        console.error(`Combat Patrol | ${query.procedure}: the draw stands, its commit failed`, error);
      }
    }
    this.ports.piles?.changed([query.deckOwnerId]);
    return { ok: true, output, draws: entries };
  }

  /* ------------------------------------------------------------ Activation Deck */

  /** CORE-3 draw the next Activation Card (GM only). */
  drawActivation(query: ActivationQuery): Promise<ActivationAnswer> {
    if (!this.ports.users.isGM(query.requesterId)) return Promise.resolve(refusal("gmOnly"));
    return this.#queue.run(ACTIVATION, async (): Promise<ActivationAnswer> => {
      try {
        const record = await this.#activationDeck();
        const options = this.ports.options();
        const before = this.#activationState(record, options);
        const drawn = query.cardId === null ? drawActivationCard(before) : drawActivationById(before, query.cardId);
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
  }

  /* ------------------------------------------------------------ End of Turn */

  /**
   * CORE-1 / CORE-3 End of Turn, over every deck at once: Action Decks recalled and reshuffled
   * (RulesOptions.reshuffle "end-of-turn") or their shown cards discarded ("when-empty"); the
   * Activation Deck reshuffled for the next turn; each deck's audit log starts the new turn.
   * One write.
   */
  endOfTurn(query: EndOfTurnQuery): Promise<EndOfTurnAnswer> {
    if (!this.ports.users.isGM(query.requesterId)) return Promise.resolve(refusal("gmOnly"));
    return this.#queue.runExclusive(async (): Promise<EndOfTurnAnswer> => {
      try {
        const options = this.ports.options();
        const record = await this.#activationDeck();
        const current = this.#activationState(record, options);
        const next = nextTurnDeck(current, activationOptions(record, options));
        const recall = options.reshuffle === "end-of-turn";
        const updates: DeckUpdate[] = [
          {
            kind: "activation",
            _id: record.id,
            state: next,
            audit: startTurn(record.audit ?? emptyAudit(current.turn), next.turn),
          },
        ];
        const owners: string[] = [];
        for (const deck of this.ports.store.actionDecks()) {
          const state = this.#playable(deck);
          updates.push({
            kind: "action",
            _id: deck.id,
            state: recall ? recallAll(state) : discardDrawn(state),
            audit: startTurn(deck.audit ?? emptyAudit(current.turn), next.turn),
          });
          owners.push(deck.ownerId);
        }
        await this.ports.writer.saveDecks(updates);
        this.ports.piles?.changed(owners);
        return {
          ok: true,
          output: { turn: next.turn, recalled: recall ? owners : [], discarded: recall ? [] : owners },
          draws: [],
        };
      } catch (error) {
        return refusalOf(error);
      }
    });
  }

  /* ------------------------------------------------------------ Setup (GM's own client) */

  /**
   * CORE-1 scenario start: each player's Action Deck created, or re-imported from `deckFile`
   * (cards matched by serial, never duplicated) and every card recalled and shuffled. The draw
   * log a deck already holds (this turn's and the previous turn's entries) is kept: a re-import
   * is not a reason to lose the record of the cards drawn so far.
   */
  resetActionDecks(request: {
    readonly userIds: readonly string[];
    readonly deckFile: string | null;
  }): Promise<DeckSummary[]> {
    return this.#queue.runExclusive(async () => {
      const deck = await this.ports.store.loadDeck(request.deckFile);
      const turn = this.#turn();
      const created = request.userIds.filter((id) => this.ports.store.actionDeck(id) === null);
      if (created.length) {
        await this.ports.writer.createDecks(
          created.map((ownerId) => ({
            kind: "action",
            ownerId,
            ownerName: this.ports.users.name(ownerId) ?? ownerId,
            deck,
            state: newDeckState(deck, this.ports.newSeed()),
            audit: emptyAudit(turn),
          })),
        );
      }
      const updates: DeckUpdate[] = [];
      for (const userId of request.userIds) {
        const record = this.ports.store.actionDeck(userId);
        if (!record || created.includes(userId)) continue;
        const plan = planCardSync(this.ports.store.deckCards(record.id), deck);
        if (!sameDeck(record.deck, deck) || plan.create.length || plan.delete.length)
          await this.ports.writer.replaceCards(record.id, deck, plan);
        const state =
          record.state && stateMatchesDeck(record.state, deck)
            ? recallAll(record.state)
            : newDeckState(deck, this.ports.newSeed());
        updates.push({ kind: "action", _id: record.id, state, audit: record.audit ?? emptyAudit(turn) });
      }
      if (updates.length) await this.ports.writer.saveDecks(updates);
      this.ports.piles?.changed(request.userIds);
      return request.userIds.map((userId) => ({ name: deck.name, cards: deck.cards.length, userId }));
    });
  }

  /** CORE-3 scenario start: the Activation Deck with exactly these cards, shuffled for turn 1. */
  resetActivationDeck(request: {
    readonly cards: readonly ActivationCardKind[];
    readonly endOfTurn?: RulesOptions["endOfTurn"];
  }): Promise<DeckSummary> {
    return this.#queue.runExclusive(async () => {
      const record = await this.#activationDeck();
      const options = request.endOfTurn
        ? { ...this.ports.options(), endOfTurn: request.endOfTurn }
        : this.ports.options();
      const state = newActivationDeck(
        this.ports.newSeed(),
        activationOptions({ ...record, scenarioCards: request.cards }, options),
      );
      await this.ports.writer.saveDecks([
        { kind: "activation", _id: record.id, state, audit: emptyAudit(state.turn), scenarioCards: [...request.cards] },
      ]);
      return { name: "Activation Deck", cards: state.drawPile.length, userId: null };
    });
  }

  /** GM at ready: the shared Activation Deck exists. */
  ensureActivationDeck(): Promise<void> {
    return this.#queue.run(ACTIVATION, async () => {
      await this.#activationDeck();
    });
  }

  /* ------------------------------------------------------------ internals */

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
        state: newDeckState(deck, this.ports.newSeed()),
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
    const state = newActivationDeck(
      this.ports.newSeed(),
      activationOptions({ kinds, scenarioCards: null }, this.ports.options()),
    );
    await this.ports.writer.createDecks([{ kind: "activation", kinds, state, audit: emptyAudit(state.turn) }]);
    const created = this.ports.store.activationDeck();
    if (!created) throw new RulesError("deckMissing", { user: "Activation Deck" });
    return created;
  }

  /** A stored state that fits the deck, else the deck shuffled afresh (new or changed deck). */
  #playable(record: ActionDeckRecord): DeckState {
    return record.state && stateMatchesDeck(record.state, record.deck)
      ? record.state
      : newDeckState(record.deck, this.ports.newSeed());
  }

  #activationState(record: ActivationDeckRecord, options: RulesOptions): ActivationDeckState {
    const ids = activationIds(record.kinds);
    if (record.state && activationStateMatches(record.state, ids)) return record.state;
    return newActivationDeck(this.ports.newSeed(), activationOptions(record, options));
  }

  /** The turn in play: the Activation Deck's (turn 1 before it exists). */
  #turn(): number {
    return this.ports.store.activationDeck()?.state?.turn ?? 1;
  }

  #entry(fields: Omit<AuditEntry, "seq" | "at" | "userName">): AuditEntry {
    if (this.#seq === null) {
      const store = this.ports.store;
      const logs: AuditLog[] = [
        ...store.actionDecks().map((d) => d.audit),
        store.activationDeck()?.audit ?? null,
      ].filter((l): l is AuditLog => l !== null);
      this.#seq = lastSeq(logs);
    }
    this.#seq += 1;
    return {
      ...fields,
      seq: this.#seq,
      at: this.ports.now(),
      userName: this.ports.users.name(fields.userId) ?? fields.userId,
    };
  }
}

const ACTIVATION = "activation";

const actionKey = (userId: string) => `action:${userId}`;

/** The engine's Activation Deck options for a stored deck: its own cards, or the scenario's. */
export function activationOptions(
  record: Pick<ActivationDeckRecord, "kinds" | "scenarioCards">,
  rules: RulesOptions,
): ActivationDeckOptions {
  const data = { ...PROCEDURE_DEFAULTS, activationDeck: [...record.kinds] };
  return record.scenarioCards ? { rules, data, cards: record.scenarioCards } : { rules, data };
}

/** Re-import plan: cards matched by serial; a serial already held twice keeps its first Card. */
export function planCardSync(existing: readonly ExistingCard[], deck: DeckDefinition): CardSyncPlan {
  const wanted = new Set(deck.cards.map((c) => c.serial));
  const held = new Set<number>();
  const update: { id: string; serial: number }[] = [];
  const remove: string[] = [];
  for (const card of existing) {
    if (card.serial === null || !wanted.has(card.serial) || held.has(card.serial)) remove.push(card.id);
    else {
      held.add(card.serial);
      update.push({ id: card.id, serial: card.serial });
    }
  }
  return { update, create: deck.cards.map((c) => c.serial).filter((s) => !held.has(s)), delete: remove };
}

function sameDeck(a: DeckDefinition, b: DeckDefinition): boolean {
  return a.name === b.name && JSON.stringify(a.cards) === JSON.stringify(b.cards);
}
