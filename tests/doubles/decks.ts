/**
 * Small doubles for the draw service's ports: an in-memory table of decks that counts every
 * write (and can hold each save for a while, so concurrent requests overlap), a user list, a
 * link that sends each query through JSON like the socket does.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { DeckDefinition } from "@rules/cards/deck-file";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  CardSyncPlan,
  DeckStore,
  DeckUpdate,
  ExistingCard,
  NewDeck,
  TableWriter,
} from "@foundry/kernel/draw-ports";
import { DrawCoordinator, type CoordinatorPorts } from "@foundry/kernel/draw-coordinator";
import { EMPTY_WORLD } from "@foundry/kernel/world-facts";
import { FIRST_CARD } from "@rules/cards/random";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { DrawClient, type GmLink, type SerialPrompt } from "@foundry/kernel/draw-client";
import type { DrawRefusal } from "@foundry/kernel/draw-ports";
import type { PilePorts, PileRecord } from "@foundry/kernel/deck-pile";

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The decks an in-memory table holds and the draw service's reads of them (DeckStore), with
 * how a saved update lands on its record: shared by this file's MemoryTable and the
 * reliability tests' RecordingTable.
 */
export class MemoryDecks implements DeckStore {
  readonly action = new Map<string, Writable<ActionDeckRecord>>();
  activation: Writable<ActivationDeckRecord> | null = null;
  /** Card documents per deck id. */
  readonly cards = new Map<string, ExistingCard[]>();

  constructor(readonly decks: Readonly<Record<string, DeckDefinition>> = { "": FRONTIER_DECK }) {}

  actionDeck(userId: string): ActionDeckRecord | null {
    return this.action.get(userId) ?? null;
  }
  actionDecks(): readonly ActionDeckRecord[] {
    return [...this.action.values()];
  }
  activationDeck(): ActivationDeckRecord | null {
    return this.activation;
  }
  async loadDeck(path: string | null): Promise<DeckDefinition> {
    const deck = this.decks[path ?? ""];
    if (!deck) throw new Error(`no deck file ${String(path)}`);
    return deck;
  }
  deckCards(deckId: string): readonly ExistingCard[] {
    return this.cards.get(deckId) ?? [];
  }

  /** One saved deck update lands on its record (an unknown Action Deck is an error). */
  protected applyUpdate(u: DeckUpdate): void {
    if (u.kind === "action") {
      const record = [...this.action.values()].find((r) => r.id === u._id);
      if (!record) throw new Error(`no deck ${u._id}`);
      record.state = u.state;
      record.audit = u.audit;
      if (u.results !== undefined) record.results = u.results;
    } else if (this.activation?.id === u._id) {
      this.activation.state = u.state;
      this.activation.audit = u.audit;
      if (u.scenarioCards !== undefined) this.activation.scenarioCards = u.scenarioCards;
    }
  }
}

export class MemoryTable extends MemoryDecks implements TableWriter {
  readonly writes: string[] = [];
  readonly messages: ChatMessage.CreateData[] = [];
  /** Milliseconds each save waits before it lands (0 = next microtask). */
  saveDelay = 0;
  /** The next save fails (the server refused it). */
  failNextSave = false;
  #ids = 0;

  async saveDecks(updates: readonly DeckUpdate[]): Promise<void> {
    this.writes.push(`saveDecks(${updates.length})`);
    if (this.failNextSave) {
      this.failNextSave = false;
      throw new Error("server refused the update");
    }
    if (this.saveDelay > 0) await new Promise((r) => setTimeout(r, this.saveDelay));
    for (const u of structuredClone(updates)) this.applyUpdate(u);
  }
  async createDecks(decks: readonly NewDeck[]): Promise<void> {
    this.writes.push(`createDecks(${decks.length})`);
    for (const d of structuredClone(decks)) {
      const id = `deck${++this.#ids}`;
      if (d.kind === "action") {
        this.action.set(d.ownerId, { id, ownerId: d.ownerId, deck: d.deck, state: d.state, audit: d.audit });
        this.cards.set(
          id,
          d.deck.cards.map((c) => ({ id: `${id}.card${c.serial}`, serial: c.serial })),
        );
      } else {
        this.activation = { id, kinds: d.kinds, scenarioCards: null, state: d.state, audit: d.audit };
      }
    }
  }
  async replaceCards(deckId: string, deck: DeckDefinition, plan: CardSyncPlan): Promise<void> {
    this.writes.push(`replaceCards(${plan.update.length}/${plan.create.length}/${plan.delete.length})`);
    const record = [...this.action.values()].find((r) => r.id === deckId);
    if (record) record.deck = deck;
    const kept = (this.cards.get(deckId) ?? []).filter((c) => !plan.delete.includes(c.id));
    this.cards.set(deckId, [...kept, ...plan.create.map((serial) => ({ id: `${deckId}.new${serial}`, serial }))]);
  }
  async createMessage(data: ChatMessage.CreateData): Promise<void> {
    this.writes.push("createMessage");
    this.messages.push(data);
  }
}

export { GM, OTHER, PLAYER, users } from "./users";
import { usersOwning, type Owners } from "./users";

/**
 * The players' discard piles over a MemoryTable's decks: every write counted, the timers held
 * until a test runs them (`tick`), so coalescing is visible.
 */
export class MemoryPiles implements PilePorts {
  readonly piles = new Map<string, { id: string; cards: { id: string; serial: number | null }[] }>();
  readonly writes: string[] = [];
  readonly timers: (() => void)[] = [];
  #ids = 0;

  constructor(readonly table: MemoryTable) {}

  deck(ownerId: string) {
    return this.table.actionDeck(ownerId);
  }
  pile(ownerId: string): PileRecord | null {
    const pile = this.piles.get(ownerId);
    return pile ? { id: pile.id, cards: pile.cards.map((c) => ({ ...c })) } : null;
  }
  async createPile(ownerId: string): Promise<void> {
    this.writes.push("createPile");
    this.piles.set(ownerId, { id: `pile.${ownerId}`, cards: [] });
  }
  async removeCards(pileId: string, cardIds: readonly string[]): Promise<void> {
    this.writes.push(`removeCards(${cardIds.length})`);
    const pile = [...this.piles.values()].find((p) => p.id === pileId);
    if (pile) pile.cards = pile.cards.filter((c) => !cardIds.includes(c.id));
  }
  async addCards(pileId: string, _ownerId: string, serials: readonly number[]): Promise<void> {
    this.writes.push(`addCards(${serials.length})`);
    const pile = [...this.piles.values()].find((p) => p.id === pileId);
    if (pile) pile.cards.push(...serials.map((serial) => ({ id: `card${++this.#ids}`, serial })));
  }
  later(task: () => void): void {
    this.timers.push(task);
  }
  /** Run the timers due (the coalescing window ends). */
  tick(): void {
    for (const task of this.timers.splice(0)) task();
  }
  /** The serials a pile shows, in order. */
  serials(ownerId: string): (number | null)[] {
    return this.piles.get(ownerId)?.cards.map((c) => c.serial) ?? [];
  }
}

/**
 * The GM's draw coordinator over a table of decks (the REAL one): players own what `owners` says.
 * Each draw takes the first card of the pile as the test laid it (FIRST_CARD: the lowest serial of
 * a fresh deck); physical-card mode is on (the tests of typed serials); `more` replaces any port.
 */
export function coordinator(
  table: DeckStore & TableWriter,
  procedures: ProcedureRegistry,
  options: Partial<RulesOptions> = {},
  owners: Owners = {},
  piles?: { changed(ownerIds: readonly string[]): void },
  more: Partial<CoordinatorPorts> = {},
): DrawCoordinator {
  let clock = 0;
  return new DrawCoordinator({
    store: table,
    writer: table,
    users: usersOwning(owners),
    procedures,
    options: () => ({ ...DEFAULT_OPTIONS, ...options }),
    world: async () => EMPTY_WORLD,
    now: () => (clock += 1),
    chance: () => FIRST_CARD,
    physicalCards: () => true,
    ...(piles ? { piles } : {}),
    ...more,
  });
}

/** What the socket does to a value: JSON both ways. */
export const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Microtasks to wait (interleaving of concurrent requests). */
export async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await Promise.resolve();
}

/**
 * A link to the GM through JSON, as the socket does, with a number of microtasks on the way (network jitter); counts
 * what it sent.
 */
export function jsonLink(gm: DrawCoordinator | null, jitter?: () => number): GmLink & { sent: number } {
  // Without jitter the query goes straight on (not one extra microtask); with it, it waits that many.
  const link = {
    sent: 0,
    available: () => gm !== null,
    async draw(q: Parameters<GmLink["draw"]>[0]) {
      link.sent += 1;
      if (jitter) await ticks(jitter());
      return wire(await gm!.draw(wire(q)));
    },
    async activation(q: Parameters<GmLink["activation"]>[0]) {
      link.sent += 1;
      if (jitter) await ticks(jitter());
      return wire(await gm!.drawActivation(wire(q)));
    },
    async endOfTurn(q: Parameters<GmLink["endOfTurn"]>[0]) {
      link.sent += 1;
      if (jitter) await ticks(jitter());
      return wire(await gm!.endOfTurn(wire(q)));
    },
  };
  return link;
}

/** A player's client: its notifications are kept, its physical-card answers come from a list. */
export function client(
  link: GmLink,
  userId: string,
  physical: { serials: (number | null)[] } | null = null,
  table?: MemoryTable,
): DrawClient & { notices: DrawRefusal[]; asked: { index: number; error: string | null }[] } {
  const notices: DrawRefusal[] = [];
  const asked: { index: number; error: string | null }[] = [];
  const prompt: SerialPrompt = {
    async askSerial(request) {
      asked.push({ index: request.index, error: request.error?.key ?? null });
      return physical?.serials.shift() ?? null;
    },
    async askActivationCard(request) {
      return request.remaining[0] ?? null;
    },
  };
  const drawClient = new DrawClient({
    link,
    prompt,
    userId: () => userId,
    physical: () => physical !== null,
    notify: (r) => notices.push(r),
    readDeck: (id) => {
      const record = table?.actionDeck(id);
      return record?.state ? { deck: record.deck, state: record.state } : null;
    },
    activationState: () => table?.activation?.state ?? null,
  });
  return Object.assign(drawClient, { notices, asked });
}
