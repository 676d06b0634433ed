/**
 * The deck dock as plain data (no Foundry): what one user sees of the decks. A player sees his
 * own Action Deck only — cards left, discards, the last card drawn (its face a click away),
 * the reshuffles — and, like everyone, the current Activation Card and the units it activates
 * (CORE-3: the Activation Deck is public). The GM sees every player's deck. Nothing of another
 * player's deck reaches a player's view: not its count, not its last card.
 */
import type { DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures/activation";
import type { ActivationCardKind } from "@rules/procedures/data";

/** One Action Deck as the table stores it (cards/flags.ts), with its owner and the path of its faces. */
export interface DockDeckInput {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly ownerName: string;
  /** null: a deck made but never shuffled (no state yet). */
  readonly state: DeckState | null;
  /** The face of a card by serial. */
  readonly face: (serial: number) => string;
}

/** The Activation Deck and the card the turn stands on (combat's flag). */
export interface DockActivationInput {
  readonly state: ActivationDeckState | null;
  readonly current: {
    readonly kind: ActivationCardKind;
    readonly number: number | null;
    readonly face: string | null;
    /** The activated units, each with the players who own it (whose units they are). */
    readonly units: readonly {
      readonly id: string;
      readonly name: string;
      readonly owners: readonly { readonly id: string; readonly name: string }[];
    }[];
    readonly lost: readonly string[];
  } | null;
}

interface DockViewer {
  readonly userId: string;
  readonly isGM: boolean;
}

interface DeckPanel {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  /** The viewer's own deck (shown first). */
  readonly own: boolean;
  readonly left: number;
  readonly discards: number;
  /** Cards drawn and still on the table. */
  readonly drawn: number;
  /** CORE-1 the discards shuffled back in so far (the first shuffle is not a reshuffle). */
  readonly reshuffles: number;
  readonly last: { readonly serial: number; readonly face: string } | null;
}

interface ActivationPanel {
  readonly kind: ActivationCardKind;
  readonly number: number | null;
  readonly face: string | null;
  readonly turn: number | null;
  readonly left: number | null;
  /** `owners`: the owning players' names, "" for the GM's units; `mine`: the viewer owns it. */
  readonly units: readonly { readonly name: string; readonly owners: string; readonly mine: boolean }[];
  readonly lost: readonly string[];
}

export interface DockView {
  readonly gm: boolean;
  readonly decks: readonly DeckPanel[];
  /** A player without a deck yet (the GM has not made the decks). */
  readonly noDeck: boolean;
  readonly activation: ActivationPanel | null;
}

function deckPanel(deck: DockDeckInput, viewer: DockViewer): DeckPanel {
  const s = deck.state;
  // The last card drawn: the newest still shown, else the newest discarded.
  const serial = s ? (s.drawn.at(-1) ?? s.discardPile.at(-1) ?? null) : null;
  return {
    id: deck.id,
    name: deck.name,
    owner: deck.ownerName,
    own: deck.ownerId === viewer.userId,
    left: s?.drawPile.length ?? 0,
    discards: s?.discardPile.length ?? 0,
    drawn: s?.drawn.length ?? 0,
    reshuffles: s ? Math.max(0, s.shuffles - 1) : 0,
    last: serial === null ? null : { serial, face: deck.face(serial) },
  };
}

/** What `viewer` sees: his own deck (a player) or every deck (the GM), and the activation. */
export function dockView(
  decks: readonly DockDeckInput[],
  activation: DockActivationInput,
  viewer: DockViewer,
): DockView {
  const visible = viewer.isGM ? decks : decks.filter((d) => d.ownerId === viewer.userId);
  const panels = visible
    .map((d) => deckPanel(d, viewer))
    .sort((a, b) => Number(b.own) - Number(a.own) || a.owner.localeCompare(b.owner));
  const current = activation.current;
  return {
    gm: viewer.isGM,
    decks: panels,
    noDeck: !viewer.isGM && panels.length === 0,
    activation: current
      ? {
          kind: current.kind,
          number: current.number,
          face: current.face,
          turn: activation.state?.turn ?? null,
          left: activation.state?.drawPile.length ?? null,
          units: current.units.map((u) => ({
            name: u.name,
            owners: u.owners.map((o) => o.name).join(", "),
            mine: u.owners.some((o) => o.id === viewer.userId),
          })),
          lost: current.lost,
        }
      : null,
  };
}
