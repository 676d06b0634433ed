/**
 * One Action Deck per player, with a discard pile: each player's Action Deck has a
 * Cards "pile" he owns, where he can open the faces of the cards he has drawn. The pile only
 * MIRRORS the deck's stored state (rules/cards/deck.ts: its shown and discarded cards); the deck
 * state stays the single source of truth and the draws never wait for the pile.
 *
 * Write budget: an action keeps its ≤ 2 writes (deck state, chat message). The mirror writes
 * afterwards, in the background on the GM's client: changes are coalesced for `delay` ms and
 * then each changed pile is brought to its deck's state as it is THEN (so the actions of a
 * burst share one sync). A sync is at most one delete and one create of Card documents on the
 * pile (a draw only adds: one write; End of Turn's recall only deletes: one write).
 */
import type { DeckState } from "@rules/cards/deck";
import type { ActionDeckRecord, ExistingCard } from "./draw-ports";

/** A player's discard pile as stored: its Cards document and the Card documents in it. */
export interface PileRecord {
  readonly id: string;
  readonly cards: readonly ExistingCard[];
}

/** How a pile's Card documents become the deck's discarded cards. */
interface PileSyncPlan {
  /** Serials to add, in the order they were drawn. */
  readonly create: readonly number[];
  /** Card documents to take out (recalled, reshuffled, or held twice). */
  readonly delete: readonly string[];
}

/** The seam to the Cards documents (one call = one server write); tests count the calls. */
export interface PilePorts {
  /** The owner's Action Deck as stored (the source of truth), null when he has none. */
  deck(ownerId: string): ActionDeckRecord | null;
  /**
   * The owner's pile (its cards in their order in the pile), null when it does not exist (a deck created before piles).
   */
  pile(ownerId: string): PileRecord | null;
  /** Create the owner's pile, owned by him (one write). */
  createPile(ownerId: string): Promise<void>;
  /** Take Card documents out of a pile (one write). */
  removeCards(pileId: string, cardIds: readonly string[]): Promise<void>;
  /** Put copies of the owner's deck cards (faces up) in his pile, in this order (one write). */
  addCards(pileId: string, ownerId: string, serials: readonly number[]): Promise<void>;
  /** Run `task` after `ms` milliseconds (setTimeout; tests run it by hand). */
  later(task: () => void, ms: number): void;
}

/** CORE-1 the cards a player's discard pile shows: the discard pile, then the cards still shown. */
export function pileSerials(state: DeckState): number[] {
  return [...state.discardPile, ...state.drawn];
}

/**
 * What a pile (its cards in order) must take out and add to show exactly `wanted`, in order: the
 * cards that already match the start of `wanted` stay, everything after the first mismatch is
 * replaced (a draw only appends; a recall or a reshuffle replaces).
 */
export function planPileSync(held: readonly ExistingCard[], wanted: readonly number[]): PileSyncPlan {
  let same = 0;
  while (same < held.length && same < wanted.length && held[same]?.serial === wanted[same]) same += 1;
  return { create: wanted.slice(same), delete: held.slice(same).map((c) => c.id) };
}

/** Milliseconds the mirror waits so that the actions of a burst share one sync. */
const PILE_SYNC_DELAY = 1500;

/** The GM's background writer of the discard piles. */
export class PileMirror {
  readonly #dirty = new Set<string>();
  #scheduled = false;
  #running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ports: PilePorts,
    private readonly delay = PILE_SYNC_DELAY,
  ) {}

  /** These owners' decks changed (after the action's own writes): their piles sync later. */
  changed(ownerIds: readonly string[]): void {
    for (const id of ownerIds) this.#dirty.add(id);
    if (this.#scheduled || this.#dirty.size === 0) return;
    this.#scheduled = true;
    this.ports.later(() => {
      this.#scheduled = false;
      void this.flush();
    }, this.delay);
  }

  /** Sync every changed pile now (one sync at a time); resolves when done. Errors are logged. */
  flush(): Promise<void> {
    const owners = [...this.#dirty];
    this.#dirty.clear();
    this.#running = this.#running.then(async () => {
      for (const owner of owners) {
        try {
          await this.#sync(owner);
        } catch (error) {
          console.error(
            `Combat Patrol | the discard pile of ${owner} could not be synced (the deck is unchanged)`,
            error,
          );
        }
      }
    });
    return this.#running;
  }

  async #sync(ownerId: string): Promise<void> {
    const record = this.ports.deck(ownerId);
    if (!record?.state) return;
    let pile = this.ports.pile(ownerId);
    if (!pile) {
      await this.ports.createPile(ownerId);
      pile = this.ports.pile(ownerId);
      if (!pile) return;
    }
    const plan = planPileSync(pile.cards, pileSerials(record.state));
    if (plan.delete.length) await this.ports.removeCards(pile.id, plan.delete);
    if (plan.create.length) await this.ports.addCards(pile.id, ownerId, plan.create);
  }
}
