/**
 * Draw cards for a procedure and record every card read (the CardRead list of a result).
 * Every procedure draws through one of these, so no card is ever read unrecorded.
 */
import type { ActionCard, CardSection } from "../cards/schema";
import type { CardRead, CardSource } from "../cards/source";
import { DEFAULT_OPTIONS, type RulesOptions } from "../options";
import { PROCEDURE_DEFAULTS, type ProcedureData } from "./data";

export class CardReader {
  readonly cards: CardRead[] = [];

  constructor(private readonly source: CardSource) {}

  /**
   * Draw one card for `reason`; `sections` are the sections that decide (the first one is
   * the section the source is asked for), `shows` says what they showed.
   */
  draw(
    reason: string,
    sections: readonly [CardSection, ...CardSection[]],
    shows: (card: ActionCard) => string,
  ): ActionCard {
    const card = this.source.draw({ reason, section: sections[0] });
    this.cards.push({ serial: card.serial, reason, sections: [...sections], shows: shows(card) });
    return card;
  }

  /** Add sections a rule read later on a card already drawn (e.g. the randomizer of an Out of Ammunition card). */
  annotate(card: ActionCard, sections: readonly CardSection[], shows: string): void {
    for (let i = this.cards.length - 1; i >= 0; i -= 1) {
      const read = this.cards[i]!;
      if (read.serial !== card.serial) continue;
      this.cards[i] = {
        ...read,
        sections: [...read.sections, ...sections.filter((s) => !read.sections.includes(s))],
        shows: `${read.shows} ${shows}`,
      };
      return;
    }
  }
}

/** Options every procedure takes: the GM options and our default numbers. */
export interface ProcedureOptions {
  readonly rules?: RulesOptions;
  readonly data?: ProcedureData;
}

export function rulesOf(options: ProcedureOptions | undefined): RulesOptions {
  return options?.rules ?? DEFAULT_OPTIONS;
}

export function dataOf(options: ProcedureOptions | undefined): ProcedureData {
  return options?.data ?? PROCEDURE_DEFAULTS;
}
