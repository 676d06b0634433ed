/**
 * OW-4b the Hero card as a draw procedure: several heroes are ordered by the d10 icon of cards
 * drawn from the GM's Action Deck, so it runs on the GM's client through the draw service like
 * any action; its commit posts the ONE chat message with the d10 cards read.
 */
import type { FigureState, UnitState } from "../../rules/model";
import type { UnitActivation } from "../../rules/procedures";
import { resolveHeroCard, type HeroEntry } from "../../rules/old-west/heroes";
import { soloUnit } from "../actions/solo";
import { capturing } from "../actions/procedures";
import type { DrawProcedure } from "../cards/ports";
import { registerDrawProcedure } from "../cards/registry";
import { resultMessageData, type ChatSpeaker } from "../chat/post";
import { makeRecord, type ResultRecord } from "../chat/record";

export interface HeroCardRequest {
  readonly number: number | null;
  readonly heroes: readonly HeroEntry[];
  readonly speaker: ChatSpeaker;
}

export interface HeroCardOutput {
  readonly activations: readonly UnitActivation[];
  readonly record: ResultRecord;
  readonly speaker: ChatSpeaker;
}

declare module "../cards/ports" {
  interface DrawProcedures {
    heroCard: { input: HeroCardRequest; output: HeroCardOutput };
  }
}

/**
 * The heroes of the combat's units. A hero's command die is his unit's (the data keeps dice on
 * unit actors): a lone hero is his own unit; a hero in a unit acts alone on the Hero card.
 */
export function heroEntries(units: readonly UnitState[]): HeroEntry[] {
  const out: HeroEntry[] = [];
  for (const unit of units) {
    for (const figure of unit.figures.filter((f: FigureState) => f.hero && !f.incapacitated)) {
      const alone = unit.figures.every((f) => f.id === figure.id || f.incapacitated);
      out.push({
        figure,
        heroUnit: alone ? unit : { ...soloUnit(figure), id: unit.id, commandDie: unit.commandDie },
        attachedTo: alone ? null : unit,
      });
    }
  }
  return out;
}

export const HERO_CARD: DrawProcedure<"heroCard"> = {
  run(input, source, ctx) {
    const cards = capturing(source);
    const result = resolveHeroCard(input.number, input.heroes, cards, { rules: ctx.options });
    return {
      activations: result.order.map((h) => ({ unitId: h.heroUnitId, count: 1, reason: "hero" as const })),
      record: makeRecord({ result, drawn: cards.cards, figures: input.heroes.map((h) => h.figure), units: input.heroes.map((h) => h.heroUnit) }),
      speaker: input.speaker,
    };
  },
  async commit(output, _draws, context, writer) {
    // No card drawn (one hero or none): the Activation Card's own message says it all.
    if (output.record.cards.length === 0) return;
    await writer.createMessage(resultMessageData(output.record, output.speaker, context.userId, context.userId));
  },
};

export function registerHeroCard(): void {
  registerDrawProcedure("heroCard", HERO_CARD);
}
