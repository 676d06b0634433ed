/**
 * The Foundry side of the draw service's store and writer: decks are Cards documents found by
 * their flags (kind and owner), cards are Card documents read by serial, every write is one
 * document operation. Imported decks get their faces uploaded to the system's persistent
 * storage once (systems/combat-patrol/storage/cards/<slug>/); the Frontier deck uses the shipped
 * faces (systems/combat-patrol/assets/cards/frontier/).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { ensureStorageDirectory } from "./deck-storage";
import { lowerToObserver, playerDeckOwnership } from "./deck-ownership";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { ActionCard } from "@rules/cards/schema";
import { ACTIVATION_CARD_NAMES, type ActivationCardKind } from "@rules/procedures/data";
import { auditFrom } from "./draw-audit";
import { facesOf } from "@foundry/cards/deck-faces";

export { facesOf };
import { facePath, SYSTEM_FACES_ROOT } from "@foundry/cards/card-face-paths";
import type { CardsFlag, DeckIdentity } from "@foundry/cards/deck-flags";
import { ActionCardModel, ActivationCardModel } from "@foundry/cards/card-models";
import type { PilePorts, PileRecord } from "./deck-pile";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  CardSyncPlan,
  DeckStore,
  DeckUpdate,
  ExistingCard,
  NewDeck,
  TableWriter,
} from "./draw-ports";
import { activationStateFrom, deckStateFrom } from "./deck-state";

const CARD_SIZE = { width: 2.5, height: 3.5 } as const;
const SORT_STEP = 100;

function flagOf(cards: Cards.Implementation): CardsFlag | undefined {
  return cards.flags[SYSTEM_ID];
}

/** Every Combat Patrol deck in the world. */
function worldDecks(): Cards.Implementation[] {
  return (game.cards?.contents ?? []).filter((c) => flagOf(c)?.deck !== undefined);
}

function actionCardsOf(cards: Cards.Implementation): ActionCard[] {
  const out: ActionCard[] = [];
  for (const card of cards.cards) {
    if (card.system instanceof ActionCardModel) {
      const read = card.system.card;
      if (read) out.push(read);
    }
  }
  return out.sort((a, b) => a.serial - b.serial);
}

function activationKindsOf(cards: Cards.Implementation): ActivationCardKind[] {
  const held: { serial: number; kind: ActivationCardKind }[] = [];
  for (const card of cards.cards) {
    if (card.system instanceof ActivationCardModel) held.push({ serial: card.system.serial, kind: card.system.kind });
  }
  return held.sort((a, b) => a.serial - b.serial).map((c) => c.kind);
}

function actionRecord(
  cards: Cards.Implementation,
  identity: Extract<DeckIdentity, { kind: "action" }>,
): ActionDeckRecord {
  const flag = flagOf(cards);
  const state = deckStateFrom(flag?.state);
  return {
    id: cards.id ?? "",
    ownerId: identity.ownerId,
    deck: { name: identity.deckName, cards: actionCardsOf(cards) },
    state,
    audit: flag?.audit === undefined ? null : auditFrom(flag.audit, 1),
  };
}

/** Load a deck file by path (null = the shipped Frontier deck), validated (DeckFileError names serial and field). */
async function loadDeckFile(path: string | null): Promise<DeckDefinition> {
  // the deck and the file reader load when a deck is made, not at start
  if (path === null || path.trim() === "") return (await import("@rules/cards/frontier")).FRONTIER_DECK;
  const response = await fetch(foundry.utils.getRoute(path));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  const { parseDeckFile } = await import("@rules/cards/deck-file");
  return parseDeckFile(await response.json());
}

export const foundryDeckStore: DeckStore = {
  actionDeck(userId) {
    for (const cards of worldDecks()) {
      const identity = flagOf(cards)?.deck;
      if (identity?.kind === "action" && identity.ownerId === userId) return actionRecord(cards, identity);
    }
    return null;
  },
  actionDecks() {
    const records: ActionDeckRecord[] = [];
    for (const cards of worldDecks()) {
      const identity = flagOf(cards)?.deck;
      if (identity?.kind === "action") records.push(actionRecord(cards, identity));
    }
    return records;
  },
  activationDeck() {
    const cards = worldDecks().find((c) => flagOf(c)?.deck?.kind === "activation");
    if (!cards) return null;
    const flag = flagOf(cards);
    const state = activationStateFrom(flag?.state);
    return {
      id: cards.id ?? "",
      kinds: activationKindsOf(cards),
      scenarioCards: flag?.scenarioCards ?? null,
      state,
      audit: flag?.audit === undefined ? null : auditFrom(flag.audit, state?.turn ?? 1),
    } satisfies ActivationDeckRecord;
  },
  loadDeck: loadDeckFile,
  deckCards(deckId) {
    const cards = game.cards?.get(deckId);
    if (!cards) return [];
    return cards.cards.contents.map((card): ExistingCard => ({
      id: card.id ?? "",
      serial: card.system instanceof ActionCardModel ? card.system.serial : null,
    }));
  },
};

/* ------------------------------------------------------------------ faces */

const uploaded = new Set<string>();

/** Upload an imported deck's faces once per session (GM; files, not database writes). */
async function ensureFaces(deck: DeckDefinition): Promise<void> {
  const { root, slug } = facesOf(deck);
  if (root === SYSTEM_FACES_ROOT || uploaded.has(slug)) return;
  const picker = foundry.applications.apps.FilePicker.implementation;
  // the face builder loads only here, when an imported deck's faces are first uploaded
  const { cardBackSvg, cardFaceSvg } = await import("@foundry/cards/card-faces");
  await ensureStorageDirectory(picker, SYSTEM_ID, `cards/${slug}`);
  const files = [
    ...deck.cards.map((c) => ({ name: `${c.serial}.svg`, svg: cardFaceSvg(c, deck.name) })),
    { name: "back.svg", svg: cardBackSvg(deck.name, "action") },
  ];
  for (const f of files) {
    const result = await picker.uploadPersistent(
      SYSTEM_ID,
      `cards/${slug}`,
      new File([f.svg], f.name, { type: "image/svg+xml" }),
      {},
      { notify: false },
    );
    if (!result || !("path" in result))
      throw new Error(`Combat Patrol | could not upload the card face ${slug}/${f.name}`);
  }
  uploaded.add(slug);
}

/* ------------------------------------------------------------------ documents */

function actionCardData(card: ActionCard, deckName: string, root: string, slug: string) {
  const name = `Action Card ${card.serial}`;
  return {
    name,
    type: "action" as const,
    system: card,
    value: card.serial,
    suit: "",
    faces: [{ name, text: "", img: facePath(root, slug, card.serial) }],
    face: 0,
    back: { name: deckName, text: "", img: facePath(root, slug, "back") },
    drawn: false,
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    sort: card.serial * SORT_STEP,
  };
}

function activationCardData(kind: ActivationCardKind, serial: number) {
  const name = ACTIVATION_CARD_NAMES[kind];
  return {
    name,
    type: "activation" as const,
    system: { serial, kind },
    value: /^[1-6]$/.test(kind) ? Number(kind) : null,
    suit: "",
    faces: [{ name, text: "", img: facePath(SYSTEM_FACES_ROOT, "activation", serial) }],
    face: 0,
    back: { name: "Activation Deck", text: "", img: facePath(SYSTEM_FACES_ROOT, "activation", "back") },
    drawn: false,
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    sort: serial * SORT_STEP,
  };
}

const OWNERSHIP = CONST.DOCUMENT_OWNERSHIP_LEVELS;

function newDeckData(spec: NewDeck): Cards.CreateData {
  if (spec.kind === "activation") {
    return {
      name: "Activation Deck",
      type: "deck",
      img: `systems/${SYSTEM_ID}/assets/icons/deck-activation.svg`,
      ownership: { default: OWNERSHIP.OBSERVER },
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      displayCount: true,
      flags: {
        [SYSTEM_ID]: { deck: { kind: "activation" }, state: spec.state, audit: spec.audit, scenarioCards: null },
      },
      cards: spec.kinds.map((kind, i) => activationCardData(kind, i + 1)),
    };
  }
  const { root, slug } = facesOf(spec.deck);
  const identity: DeckIdentity = {
    kind: "action",
    ownerId: spec.ownerId,
    deckName: spec.deck.name,
    facesRoot: root,
    slug,
  };
  return {
    name: actionDeckName(spec.ownerName, spec.deck.name),
    type: "deck",
    img: `systems/${SYSTEM_ID}/assets/icons/deck-action.svg`,
    ownership: playerDeckOwnership(spec.ownerId, OWNERSHIP),
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    displayCount: true,
    flags: { [SYSTEM_ID]: { deck: identity, state: spec.state, audit: spec.audit } },
    cards: spec.deck.cards.map((c) => actionCardData(c, spec.deck.name, root, slug)),
  };
}

/** The player's discard pile, created with his deck; he observes it (cards/pile.ts mirrors it). */
function newPileData(ownerId: string, ownerName: string): Cards.CreateData {
  return {
    name: `${ownerName}: Discard Pile`,
    type: "pile",
    img: `systems/${SYSTEM_ID}/assets/icons/deck-action.svg`,
    ownership: playerDeckOwnership(ownerId, OWNERSHIP),
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    displayCount: true,
    flags: { [SYSTEM_ID]: { pile: { ownerId } } },
    cards: [],
  };
}

function pileDocument(ownerId: string): Cards.Implementation | undefined {
  return (game.cards?.contents ?? []).find((c) => flagOf(c)?.pile?.ownerId === ownerId);
}

function actionDeckDocument(ownerId: string): Cards.Implementation | undefined {
  return worldDecks().find((c) => {
    const identity = flagOf(c)?.deck;
    return identity?.kind === "action" && identity.ownerId === ownerId;
  });
}

/** The discard piles on Foundry's Cards documents (the active GM's client writes them). */
export const foundryPilePorts: PilePorts = {
  deck: (ownerId) => foundryDeckStore.actionDeck(ownerId),
  pile(ownerId): PileRecord | null {
    const pile = pileDocument(ownerId);
    if (!pile) return null;
    return {
      id: pile.id ?? "",
      cards: [...pile.cards.contents]
        .sort((a, b) => a.sort - b.sort)
        .map((card): ExistingCard => ({
          id: card.id ?? "",
          serial: card.system instanceof ActionCardModel ? card.system.serial : null,
        })),
    };
  },
  async createPile(ownerId) {
    await Cards.implementation.createDocuments([newPileData(ownerId, game.users?.get(ownerId)?.name ?? ownerId)]);
  },
  async removeCards(pileId, cardIds) {
    await game.cards?.get(pileId)?.deleteEmbeddedDocuments("Card", [...cardIds]);
  },
  async addCards(pileId, ownerId, serials) {
    const pile = game.cards?.get(pileId);
    const deck = actionDeckDocument(ownerId);
    const identity = deck ? flagOf(deck)?.deck : undefined;
    if (!pile || !deck || identity?.kind !== "action") return;
    const bySerial = new Map(actionCardsOf(deck).map((c) => [c.serial, c] as const));
    const top = Math.max(0, ...pile.cards.contents.map((c) => c.sort));
    const data = serials.flatMap((serial, i) => {
      const card = bySerial.get(serial);
      return card
        ? [
            {
              ...actionCardData(card, identity.deckName, identity.facesRoot, identity.slug),
              face: 0,
              sort: top + (i + 1) * SORT_STEP,
            },
          ]
        : [];
    });
    if (data.length) await pile.createEmbeddedDocuments("Card", data);
  },
  later: (task, ms) => void setTimeout(task, ms),
};

function actionDeckName(ownerName: string, deckName: string): string {
  return `${ownerName}: ${deckName} Action Deck`;
}

function flagUpdate(update: DeckUpdate): CardsFlag {
  if (update.kind === "activation" && update.scenarioCards !== undefined)
    return { state: update.state, audit: update.audit, scenarioCards: update.scenarioCards };
  return { state: update.state, audit: update.audit };
}

export const foundryTableWriter: TableWriter = {
  async saveDecks(updates) {
    await Cards.implementation.updateDocuments(
      updates.map((u) => ({ _id: u._id, flags: { [SYSTEM_ID]: flagUpdate(u) } })),
    );
  },
  async createDecks(decks) {
    for (const spec of decks) if (spec.kind === "action") await ensureFaces(spec.deck);
    // A player's discard pile is created with his deck, in the same call.
    await Cards.implementation.createDocuments(
      decks.flatMap((spec) =>
        spec.kind === "action" && !pileDocument(spec.ownerId)
          ? [newDeckData(spec), newPileData(spec.ownerId, spec.ownerName)]
          : [newDeckData(spec)],
      ),
    );
  },
  async replaceCards(deckId: string, deck: DeckDefinition, plan: CardSyncPlan) {
    const cards = game.cards?.get(deckId);
    if (!cards) throw new Error(`Combat Patrol | no deck ${deckId}`);
    await ensureFaces(deck);
    const { root, slug } = facesOf(deck);
    const bySerial = new Map(deck.cards.map((c) => [c.serial, c] as const));
    const identity = flagOf(cards)?.deck;
    const ownerId = identity?.kind === "action" ? identity.ownerId : "";
    const ownerName = game.users?.get(ownerId)?.name ?? ownerId;
    await cards.update({
      name: actionDeckName(ownerName, deck.name),
      flags: { [SYSTEM_ID]: { deck: { kind: "action", ownerId, deckName: deck.name, facesRoot: root, slug } } },
    });
    if (plan.update.length) {
      await cards.updateEmbeddedDocuments(
        "Card",
        plan.update.flatMap(({ id, serial }) => {
          const card = bySerial.get(serial);
          return card ? [{ _id: id, ...actionCardData(card, deck.name, root, slug) }] : [];
        }),
      );
    }
    if (plan.delete.length) await cards.deleteEmbeddedDocuments("Card", [...plan.delete]);
    if (plan.create.length) {
      await cards.createEmbeddedDocuments(
        "Card",
        plan.create.flatMap((serial) => {
          const card = bySerial.get(serial);
          return card ? [actionCardData(card, deck.name, root, slug)] : [];
        }),
      );
    }
  },
  async createMessage(data) {
    await ChatMessage.implementation.create(data);
  },
};

/** The face of an Activation Card for chat and the audit window. */
export function activationFace(serial: number): string {
  return facePath(SYSTEM_FACES_ROOT, "activation", serial);
}

/** The face image of an Action Card of a stored deck (chat cards show it). */
export function actionFace(identity: Extract<DeckIdentity, { kind: "action" }>, serial: number): string {
  return facePath(identity.facesRoot, identity.slug, serial);
}

/**
 * GM at ready: decks and piles made before players became OBSERVERs lose their OWNER
 * entries (one update for all, none when nothing is above OBSERVER).
 */
export async function lowerPlayerDeckOwnership(): Promise<number> {
  const updates: { _id: string; ownership: Record<string, CONST.DOCUMENT_OWNERSHIP_LEVELS> }[] = [];
  for (const cards of game.cards?.contents ?? []) {
    const flag = flagOf(cards);
    if (flag?.deck?.kind !== "action" && !flag?.pile) continue;
    const lowered = lowerToObserver<CONST.DOCUMENT_OWNERSHIP_LEVELS>(cards.ownership, OWNERSHIP);
    if (lowered && cards.id) updates.push({ _id: cards.id, ownership: lowered });
  }
  if (updates.length) await Cards.implementation.updateDocuments(updates);
  return updates.length;
}
