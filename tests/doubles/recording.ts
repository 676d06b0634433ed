/**
 * Small typed doubles for the reliability tests, at the draw service's seam (cards/ports.ts):
 * a table of decks that keeps every Card document and every audit entry ever written (so a
 * test can prove that no answered draw is missing from the log), and yields a seeded number
 * of microtasks inside each write so concurrent requests interleave deterministically.
 */
import { seededStream } from "@rules/cards/random";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { DeckState } from "@rules/cards/deck";
import type { AuditEntry, CardSyncPlan, DeckUpdate, NewDeck, TableWriter } from "@foundry/kernel/draw-ports";
import { MemoryDecks, ticks } from "./decks";

export { GM, PLAYERS, users, usersOwning, type Owners } from "./users";
export { coordinator, jsonLink, ticks, wire } from "./decks";

/** A seeded PRNG for the tests (the engine's own generator: no Math.random). */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function prng(seed: number): Prng {
  const stream = seededStream(seed);
  const next = () => stream() / 0x100000000;
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p) => next() < p,
  };
}

/** Every serial of a deck state, sorted. */
export function serialsOf(state: DeckState): number[] {
  return [...state.drawPile, ...state.drawn, ...state.discardPile].sort((a, b) => a - b);
}

export class RecordingTable extends MemoryDecks implements TableWriter {
  /**
   * Every audit entry ever written, by deck id then seq (End of Turn drops old turns from the stored log, not from
   * here).
   */
  readonly history = new Map<string, Map<number, AuditEntry>>();
  /**
   * Shuffle cycle of every audited draw (by seq): a new cycle starts whenever the stored deck was
   * shuffled (a flagged reshuffle inside a draw, End of Turn recall, re-import, a fresh deck).
   */
  readonly cycleOf = new Map<number, number>();
  readonly writes: string[] = [];
  readonly #shuffles = new Map<string, { shuffles: number; cycle: number }>();
  #ids = 0;
  #cardIds = 0;

  constructor(
    decks: Readonly<Record<string, DeckDefinition>> = { "": FRONTIER_DECK },
    /** Microtasks each write waits before it lands (drawn from the test's PRNG). */
    readonly delay: () => number = () => 0,
  ) {
    super(decks);
  }

  #remember(deckId: string, entries: readonly AuditEntry[]): void {
    const seen = this.history.get(deckId) ?? new Map<number, AuditEntry>();
    for (const e of entries) {
      const before = seen.get(e.seq);
      if (before && JSON.stringify(before) !== JSON.stringify(e)) throw new Error(`audit entry ${e.seq} rewritten`);
      seen.set(e.seq, e);
    }
    this.history.set(deckId, seen);
  }

  /** Number the shuffle cycles of a deck's new entries from its state's shuffle count. */
  #cycles(deckId: string, state: DeckState, entries: readonly AuditEntry[]): void {
    const seen = this.history.get(deckId);
    const fresh = entries.filter((e) => !seen?.has(e.seq)).sort((a, b) => a.seq - b.seq);
    const flagged = fresh.filter((e) => e.reshuffled).length;
    const last = this.#shuffles.get(deckId);
    let cycle = last?.cycle ?? 0;
    if (!last || state.shuffles - flagged !== last.shuffles) cycle += 1;
    for (const e of fresh) {
      if (e.reshuffled) cycle += 1;
      this.cycleOf.set(e.seq, cycle);
    }
    this.#shuffles.set(deckId, { shuffles: state.shuffles, cycle });
  }

  async saveDecks(updates: readonly DeckUpdate[]): Promise<void> {
    this.writes.push(`saveDecks(${updates.length})`);
    const copy = structuredClone(updates);
    await ticks(this.delay());
    for (const u of copy) {
      const entries = [...u.audit.current.entries, ...(u.audit.previous?.entries ?? [])];
      if (u.kind === "action") this.#cycles(u._id, u.state, entries);
      this.#remember(u._id, entries);
      this.applyUpdate(u);
    }
  }

  async createDecks(decks: readonly NewDeck[]): Promise<void> {
    this.writes.push(`createDecks(${decks.length})`);
    const copy = structuredClone(decks);
    await ticks(this.delay());
    for (const d of copy) {
      const id = `deck${++this.#ids}`;
      if (d.kind === "action") {
        if (this.action.has(d.ownerId)) throw new Error(`a second Action Deck for ${d.ownerId}`);
        this.action.set(d.ownerId, { id, ownerId: d.ownerId, deck: d.deck, state: d.state, audit: d.audit });
        this.#cycles(id, d.state, []);
        this.cards.set(
          id,
          d.deck.cards.map((c) => ({ id: this.#cardId(), serial: c.serial })),
        );
      } else {
        this.activation = { id, kinds: d.kinds, scenarioCards: null, state: d.state, audit: d.audit };
      }
    }
  }

  async replaceCards(deckId: string, deck: DeckDefinition, plan: CardSyncPlan): Promise<void> {
    this.writes.push(`replaceCards(${plan.update.length}/${plan.create.length}/${plan.delete.length})`);
    await ticks(this.delay());
    const record = [...this.action.values()].find((r) => r.id === deckId);
    if (record) record.deck = deck;
    const kept = (this.cards.get(deckId) ?? []).filter((c) => !plan.delete.includes(c.id));
    this.cards.set(deckId, [...kept, ...plan.create.map((serial) => ({ id: this.#cardId(), serial }))]);
  }

  /** Chat messages created (ChatMessage.create data, as the GM's commit sends it). */
  readonly messages: ChatMessage.CreateData[] = [];

  async createMessage(data: ChatMessage.CreateData): Promise<void> {
    this.writes.push("createMessage");
    this.messages.push(structuredClone(data));
  }

  #cardId(): string {
    return `card${++this.#cardIds}`;
  }
}
