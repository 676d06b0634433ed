/**
 * OW-4b the Hero card as a draw procedure: several heroes are ordered by the d10 icon of cards
 * drawn from the GM's Action Deck, so it runs on the GM's client through the draw service like
 * any action; its commit posts the ONE chat message with the d10 cards read.
 */
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import type { UnitActivation } from "@rules/procedures";
import { resolveHeroCard, type HeroEntry } from "@rules/old-west/heroes";
import { soloUnit } from "@foundry/kernel/solo-unit";
import { capturing } from "@foundry/kernel/procedure-steps";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { registerDrawProcedure } from "@foundry/kernel/draw-registry";
import { resultMessageData, type ChatSpeaker } from "@foundry/kernel/result-message";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";

interface HeroCardRequest {
  readonly number: number | null;
  readonly heroes: readonly HeroEntry[];
  readonly speaker: ChatSpeaker;
}

interface HeroCardOutput {
  readonly activations: readonly UnitActivation[];
  readonly record: ResultRecord;
  readonly speaker: ChatSpeaker;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    heroCard: { input: HeroCardRequest; output: HeroCardOutput };
  }
}

/** A hero's own command die by figure id (his figure actor's commandDie), null when none. */
export type HeroDieOf = (figureId: string) => number | null;

/** A standing hero in a unit of the combat, and whether he is alone in it (his unit's other figures gone). */
interface HeroInUnit {
  readonly figure: FigureState;
  readonly unit: UnitState;
  readonly alone: boolean;
}

/** Every standing hero of these units, with his unit. */
function heroesInUnits(units: readonly UnitState[]): HeroInUnit[] {
  return units.flatMap((unit) =>
    unit.figures
      .filter((f: FigureState) => f.hero && !f.incapacitated)
      .map((figure) => ({ figure, unit, alone: unit.figures.every((f) => f.id === figure.id || f.incapacitated) })),
  );
}

/**
 * OW-4a "Each hero has his own unit card, even if attached to a unit": the heroes attached to a
 * unit (another figure of it standing) roll their own command die at turn start. A lone hero's
 * die is his unit's (a figure on its own is its own unit of one).
 */
export function attachedHeroes(units: readonly UnitState[]): HeroInUnit[] {
  return heroesInUnits(units).filter((h) => !h.alone);
}

/**
 * OW-4a the heroes alone in a unit actor (not a figure on its own): they roll no die of their own
 * (their unit's is theirs), so a die left from a turn they were attached is cleared at turn start.
 */
export function loneHeroesInUnitActors(units: readonly UnitState[]): HeroInUnit[] {
  return heroesInUnits(units).filter((h) => h.alone && h.unit.id !== h.figure.id);
}

/**
 * OW-4b the heroes of the combat's units for the Hero card, each with his own unit card's die:
 * a hero in a unit acts alone on the Hero card and his own die (dieOf) decides, not his unit's;
 * a lone hero is his own unit (his own die if one is left from this turn, else the unit's).
 */
export function heroEntries(units: readonly UnitState[], dieOf: HeroDieOf): HeroEntry[] {
  return heroesInUnits(units).map(({ figure, unit, alone }) => {
    const own = dieOf(figure.id);
    return {
      figure,
      heroUnit: alone ? { ...unit, commandDie: own ?? unit.commandDie } : { ...soloUnit(figure, own), id: unit.id },
      attachedTo: alone ? null : unit,
    };
  });
}

export const HERO_CARD: DrawProcedure<"heroCard"> = {
  run(input, source, ctx) {
    // OW-4b the Hero card is the turn's, drawn by the GM's combat tracker: no player asks for it.
    if (!ctx.gm) throw new RulesError("gmOnly");
    const cards = capturing(source);
    const result = resolveHeroCard(input.number, input.heroes, cards, { rules: ctx.options });
    return {
      activations: result.order.map((h) => ({ unitId: h.heroUnitId, count: 1, reason: "hero" as const })),
      record: makeRecord({
        result,
        drawn: cards.cards,
        figures: input.heroes.map((h) => h.figure),
        units: input.heroes.map((h) => h.heroUnit),
      }),
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
