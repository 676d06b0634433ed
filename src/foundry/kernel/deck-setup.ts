/**
 * Setup on the GM's own client (CORE-1, CORE-3 scenario start): the players' Action Decks created
 * or re-imported from a deck file, every card recalled; the Activation Deck made with the
 * scenario's cards. The draw coordinator runs these alone in its queue (no draw meanwhile).
 */
import type { DeckDefinition } from "@rules/cards/deck-file";
import { newDeckState, recallAll, stateMatchesDeck } from "@rules/cards/deck";
import type { RulesOptions } from "@rules/options";
import { newActivationDeck, type ActivationDeckOptions } from "@rules/procedures/activation";
import { PROCEDURE_DEFAULTS, type ActivationCardKind } from "@rules/procedures/data";
import { emptyAudit } from "./draw-audit";
import type { ActivationDeckRecord, CardSyncPlan, DeckUpdate, ExistingCard } from "./draw-ports";
import type { CoordinatorPorts } from "./coordinator-ports";

/** Summary of a deck for the scenario setup's chat line. */
export interface DeckSummary {
  readonly name: string;
  readonly cards: number;
  readonly userId: string | null;
}

export interface SetupContext {
  readonly ports: Pick<CoordinatorPorts, "store" | "writer" | "users" | "options" | "piles">;
  /** The turn in play. */
  turn(): number;
  /** The shared Activation Deck (created the first time). */
  activationDeck(): Promise<ActivationDeckRecord>;
}

/**
 * CORE-1 scenario start: each player's Action Deck created, or re-imported from `deckFile`
 * (cards matched by serial, never duplicated) and every card recalled. The draw log and the GM's
 * record of results a deck already holds are kept: a re-import is not a reason to lose them.
 */
export async function resetActionDecks(
  ctx: SetupContext,
  request: { readonly userIds: readonly string[]; readonly deckFile: string | null },
): Promise<DeckSummary[]> {
  const { store, writer, users, piles } = ctx.ports;
  const deck = await store.loadDeck(request.deckFile);
  const turn = ctx.turn();
  const created = request.userIds.filter((id) => store.actionDeck(id) === null);
  if (created.length) {
    await writer.createDecks(
      created.map((ownerId) => ({
        kind: "action",
        ownerId,
        ownerName: users.name(ownerId) ?? ownerId,
        deck,
        state: newDeckState(deck),
        audit: emptyAudit(turn),
      })),
    );
  }
  const updates: DeckUpdate[] = [];
  for (const userId of request.userIds) {
    const record = store.actionDeck(userId);
    if (!record || created.includes(userId)) continue;
    const plan = planCardSync(store.deckCards(record.id), deck);
    if (!sameDeck(record.deck, deck) || plan.create.length || plan.delete.length)
      await writer.replaceCards(record.id, deck, plan);
    const state = record.state && stateMatchesDeck(record.state, deck) ? recallAll(record.state) : newDeckState(deck);
    updates.push({ kind: "action", _id: record.id, state, audit: record.audit ?? emptyAudit(turn) });
  }
  if (updates.length) await writer.saveDecks(updates);
  piles?.changed(request.userIds);
  return request.userIds.map((userId) => ({ name: deck.name, cards: deck.cards.length, userId }));
}

/** CORE-3 scenario start: the Activation Deck with exactly these cards, ready for turn 1. */
export async function resetActivationDeck(
  ctx: SetupContext,
  request: { readonly cards: readonly ActivationCardKind[]; readonly endOfTurn?: RulesOptions["endOfTurn"] },
): Promise<DeckSummary> {
  const record = await ctx.activationDeck();
  const rules = ctx.ports.options();
  const options = request.endOfTurn ? { ...rules, endOfTurn: request.endOfTurn } : rules;
  const state = newActivationDeck(activationOptions({ ...record, scenarioCards: request.cards }, options));
  await ctx.ports.writer.saveDecks([
    { kind: "activation", _id: record.id, state, audit: emptyAudit(state.turn), scenarioCards: [...request.cards] },
  ]);
  return { name: "Activation Deck", cards: state.drawPile.length, userId: null };
}

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
