/**
 * The decks as Cards documents (CORE-1, CORE-3): the Frontier Action Deck read from its deck
 * file (src/rules/cards/frontier.deck.json, through the validated FRONTIER_DECK) and the
 * Activation Deck from the procedure defaults. Each Card's system data is the card itself,
 * identified by its serial; its face is systems/combat-patrol/assets/cards/<deck>/<serial>.svg.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { ActionCard } from "@rules/cards/schema";
import { ACTIVATION_CARD_NAMES, PROCEDURE_DEFAULTS, type ActivationCardKind } from "@rules/procedures/data";
import { OWNERSHIP, SORT_STEP, STATS, docId, embed, topKey, type EmbeddedDoc, type PackSource, type SourceDoc } from "./docs";
import { iconPath } from "./icons";

/** Folder of the card faces, relative to the system; "<deck>/<serial>.svg" inside it. */
export const CARD_FACES_DIR = "assets/cards";

function cardFacePath(deck: string, serial: number | "back"): string {
  return `systems/combat-patrol/${CARD_FACES_DIR}/${deck}/${serial}.svg`;
}

/** Card size on the table in grid units (inches): a poker-size card, 2.5" x 3.5". */
const CARD_SIZE = { width: 2.5, height: 3.5 } as const;

interface CardSpec {
  readonly serial: number;
  readonly name: string;
  readonly type: "action" | "activation";
  readonly system: object;
  readonly value: number | null;
  readonly description: string;
}

function cardDoc(deckKey: string, deckSlug: string, deckName: string, spec: CardSpec): EmbeddedDoc {
  return {
    _id: docId("card", `${deckKey}/${spec.serial}`),
    name: spec.name,
    description: spec.description,
    type: spec.type,
    system: spec.system,
    suit: "",
    value: spec.value,
    back: { name: deckName, text: "", img: cardFacePath(deckSlug, "back") },
    faces: [{ name: spec.name, text: "", img: cardFacePath(deckSlug, spec.serial) }],
    face: 0,
    drawn: false,
    origin: null,
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    rotation: 0,
    sort: spec.serial * SORT_STEP,
    flags: {},
    _stats: STATS,
  };
}

function deckDoc(key: string, slug: string, name: string, icon: "deck-action" | "deck-activation", description: string, cards: readonly CardSpec[], sort: number): SourceDoc {
  const _id = docId("cards", key);
  return {
    _id,
    _key: topKey("Cards", _id),
    name,
    type: "deck",
    description,
    img: iconPath(icon),
    system: {},
    cards: embed("cards.cards", _id, cards.map((c) => cardDoc(key, slug, name, c))),
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    rotation: 0,
    displayCount: true,
    folder: null,
    sort,
    ownership: OWNERSHIP,
    flags: {},
    _stats: STATS,
  };
}

/** CORE-2 one Action Card: its sections, exactly as the deck file gives them. */
function actionCardSpec(card: ActionCard): CardSpec {
  return {
    serial: card.serial,
    name: `Action Card ${card.serial}`,
    type: "action",
    system: card,
    value: card.serial,
    description: "",
  };
}

const ACTIVATION_TEXT: Readonly<Record<ActivationCardKind, string>> = {
  "1": "",
  "2": "",
  "3": "",
  "4": "",
  "5": "",
  "6": "",
  elite: "<p>Before a number: Elite units whose command die shows it take an extra activation (close order counts one grade better).</p>",
  green: "<p>Before a number: Green units whose command die shows it lose that activation (close order counts one grade better).</p>",
  hero: "<p>Heroes whose command die matches the previous activation card activate. Only in the deck with heroes in play.</p>",
  end: "<p>End of Turn: stampedes end, decks reshuffle, command dice are rolled again.</p>",
};

/**
 * CORE-3 the Activation Deck, card by card in the order of the defaults; the serial is the
 * position (1-based), so the two "3" cards are serials 5 and 6.
 */
function activationCardSpecs(deck: readonly ActivationCardKind[] = PROCEDURE_DEFAULTS.activationDeck): CardSpec[] {
  return deck.map((kind, i) => {
    const serial = i + 1;
    const number = /^[1-6]$/.test(kind) ? Number(kind) : null;
    const text = number === null ? ACTIVATION_TEXT[kind] : `<p>Units whose command die shows ${number} activate.</p>`;
    return { serial, name: ACTIVATION_CARD_NAMES[kind], type: "activation", system: { serial, kind }, value: number, description: text };
  });
}

export const FRONTIER_DECK_KEY = "frontier";
export const ACTIVATION_DECK_KEY = "activation";

/** The decks pack: the Frontier Action Deck and the Activation Deck, to read (the setup makes each player's own deck). */
export function decksPack(): PackSource {
  const action = deckDoc(
    FRONTIER_DECK_KEY,
    FRONTIER_DECK_KEY,
    `${FRONTIER_DECK.name} Action Deck`,
    "deck-action",
    `<p>The ${FRONTIER_DECK.cards.length} Action Cards of the shipped ${FRONTIER_DECK.name} deck. Every random result is read from a card: each player draws from his own copy of this deck. See the journal "Reading an Action Card" for its sections and the exact odds.</p>`,
    FRONTIER_DECK.cards.map(actionCardSpec),
    SORT_STEP,
  );
  const specs = activationCardSpecs();
  const activation = deckDoc(
    ACTIVATION_DECK_KEY,
    ACTIVATION_DECK_KEY,
    "Activation Deck",
    "deck-activation",
    `<p>The ${specs.length} cards of the Activation Deck: numbers 1-6 twice, Elite, Green, Hero and End of Turn. Remove the Hero card when no hero is in play.</p>`,
    specs,
    2 * SORT_STEP,
  );
  return { name: "decks", label: "Decks", type: "Cards", docs: [action, activation] };
}
