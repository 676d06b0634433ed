/**
 * The cards one request draws, as its procedure reads them (CardSource): chosen by the chance
 * port when drawn, or (physical-card mode) the serials the player typed, asked one at a time: a
 * card beyond those typed stops the run with "need a serial" (nothing is written), a refused
 * serial is reported with its position.
 */
import { deckSource, physicalSource, type DeckSource, type DeckState } from "@rules/cards/deck";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { DrawChance } from "@rules/cards/random";
import type { ActionCard } from "@rules/cards/schema";
import type { CardSource, DrawPurpose } from "@rules/cards/source";
import type { NeedSerial } from "./query-wire";

/** Physical-card mode: the procedure asked for a card beyond the serials typed so far. */
export class NeedSerialSignal extends Error {
  constructor(readonly need: NeedSerial) {
    super("need serial");
  }
}

interface RequestSource extends CardSource {
  /** The deck source underneath (its state after the draws, its draws). */
  readonly deck: DeckSource;
  /** The purpose of each draw, in order. */
  readonly purposes: readonly DrawPurpose[];
  /** The position of the typed serial being drawn when the run failed, -1 when none was. */
  readonly badIndex: number;
}

export function requestSource(
  deck: DeckDefinition,
  start: DeckState,
  typed: readonly number[] | null,
  chance: DrawChance,
): RequestSource {
  let badIndex = -1;
  let drawnSoFar = 0;
  const source: DeckSource = typed
    ? physicalSource(deck, start, (purpose: DrawPurpose): number => {
        const index = drawnSoFar;
        const serial = typed[index];
        if (serial === undefined)
          throw new NeedSerialSignal({ reason: purpose.reason, section: purpose.section, index });
        badIndex = index;
        return serial;
      })
    : deckSource(deck, start, chance);
  const purposes: DrawPurpose[] = [];
  return {
    deck: source,
    purposes,
    get badIndex() {
      return badIndex;
    },
    draw(purpose: DrawPurpose): ActionCard {
      const card = source.draw(purpose);
      purposes.push(purpose);
      drawnSoFar += 1;
      badIndex = -1;
      return card;
    },
  };
}
