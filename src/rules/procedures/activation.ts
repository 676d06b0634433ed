/**
 * CORE-3 / CORE-11 Activation.
 *
 * Turn start: every leader rolls a d6 command die. The Activation Deck (data: number cards
 * 1-6 twice, Elite, Green, Hero with heroes in play, End of Turn) is drawn one card at a
 * time: a number activates every unit whose die shows it; Elite before a number gives Elite
 * units with that number an extra activation, Green before a number makes Green units with
 * that number lose it (close order counts one grade better); the Hero card is a hook the
 * Old West rules fill; End of Turn ends the turn. A trained higher leader whose number comes
 * up may swap dice with a subordinate in his command radius that has not acted.
 *
 * Supplements plug in "things that act on every Activation Card" (everyCard hooks: stampeding
 * herds, herded herds, lit charges); a hook draws its Action Cards through the card's own
 * reader, so every card read, effect and sub-result comes back in the one ActivationResult.
 * Drawing the next Activation Card ends the activations of the previous one: unit flags that
 * last one activation (data.activationFlags, NAP-4) are cleared then, or by endActivation.
 *
 * The deck itself is in activation-deck.ts, the command dice, radius and swap in command.ts;
 * both are exported from here too, so callers of activation need one import.
 */
import type { Grade } from "../cards/schema";
import type { CardRead, CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, ProcedureResult, UnitState } from "../model";
import { shiftGrade } from "./morale";
import { CardReader, dataOf, rulesOf, type ProcedureOptions } from "./reader";
import { numberOf, type ActivationCard, type ActivationDeckState } from "./activation-deck";

export * from "./activation-deck";
export * from "./command";

export interface UnitActivation {
  readonly unitId: string;
  /** Activations this card gives (2 with Elite before the number). */
  readonly count: number;
  readonly reason: "number" | "elite" | "hero" | "supplement";
}

/** What a supplement's hook adds to an Activation Card's result. */
export interface ActivationHookOutput {
  /** Units it activates (the base marks them acted). */
  readonly activations?: readonly UnitActivation[];
  readonly effects?: readonly Effect[];
  /**
   * Its own results, in order (the hero order, a stampede's move, a charge exploding): kept in
   * ActivationResult.supplements for the chat card. Their card reads are in the Activation
   * Card's result already when they were drawn through ctx.reader or ctx.run.
   */
  readonly results?: readonly ProcedureResult[];
}

/** What a hook sees: the card, the units, what the card did so far, and the Action Deck to draw from. */
export interface ActivationHookContext {
  readonly card: ActivationCard;
  readonly number: number | null;
  /** The deck state BEFORE the card was drawn. */
  readonly before: ActivationDeckState;
  readonly units: readonly UnitState[];
  /** Activations of this card so far (the base's, then earlier hooks'). */
  readonly activations: readonly UnitActivation[];
  readonly endOfTurn: boolean;
  /** Draw one Action Card; the read is recorded in the Activation Card's result, in order. */
  readonly reader: CardReader;
  /**
   * Run a procedure of its own on the same Action Deck (resolveHeroCard, stampedeMove …): its
   * card reads are added to the Activation Card's result, in order; its result is returned.
   */
  readonly run: <R extends { readonly cards: readonly CardRead[] }>(procedure: (source: CardSource) => R) => R;
}

export interface HeroContext extends ActivationHookContext {
  /** The last number card drawn this turn (OW-4b "the previously drawn activation card"). */
  readonly lastNumber: number | null;
}

/** A rule that acts on every Activation Card (OW-9.2.7 stampedes, OW-9.2.3 herds, OW-6.1.2 lit charges). */
export type ActivationCardHook = (ctx: ActivationHookContext) => ActivationHookOutput;

export interface ActivationHooks {
  /**
   * OW-4b the Hero card: who activates. Default: nobody (the base game has no heroes). It may
   * draw (the d10 order) through ctx and return its result with the activations.
   */
  readonly hero?: (ctx: HeroContext) => readonly UnitActivation[] | ActivationHookOutput;
  /** Effects of the End of Turn card beyond the base (OW-9.2.7 stampedes end, herd stunned). */
  readonly endOfTurn?: (units: readonly UnitState[]) => readonly Effect[];
  /** Rules that act on every Activation Card, run in order after the card's own resolution. */
  readonly everyCard?: readonly ActivationCardHook[];
}

export interface ActivationInput {
  readonly card: ActivationCard;
  /** The deck state BEFORE the card was drawn (pending Elite/Green, last number). */
  readonly before: ActivationDeckState;
  readonly units: readonly UnitState[];
  /** Grades better for Elite/Green cards; default 1 for a unit in close order (NAP-5.5). */
  readonly gradeShift?: (unit: UnitState) => number;
  /**
   * The Action Deck the hooks draw from (the heroes' d10, a stampede's movement card). Without
   * it a hook that draws is refused (RulesError noActivationCardSource).
   */
  readonly source?: CardSource;
}

export interface ActivationOptions extends ProcedureOptions {
  readonly hooks?: ActivationHooks;
}

export interface ActivationResult extends ProcedureResult<"activation"> {
  readonly card: ActivationCard;
  readonly number: number | null;
  readonly activations: readonly UnitActivation[];
  /** Units whose number came up but lost the activation (Green card). */
  readonly lost: readonly string[];
  readonly endOfTurn: boolean;
  /** What the Action Decks do at End of Turn (RulesOptions.reshuffle). */
  readonly reshuffleActionDecks: boolean;
  /** The hooks' own results, in order (hero order, stampede moves, charges exploding). */
  readonly supplements: readonly ProcedureResult[];
}

/** CORE-3 the grade a unit counts as for Elite/Green cards. */
export function activationGrade(unit: UnitState, shift: number): Grade {
  return shiftGrade(unit.grade, shift);
}

/** A source for a card resolved without an Action Deck: a hook that draws is refused. */
function noSource(card: ActivationCard): CardSource {
  return {
    draw() {
      throw new RulesError("noActivationCardSource", { card: card.id });
    },
  };
}

function isActivationList(out: readonly UnitActivation[] | ActivationHookOutput): out is readonly UnitActivation[] {
  return Array.isArray(out);
}

/** The hook output of a Hero hook that answered with a bare list. */
function hookOutput(out: readonly UnitActivation[] | ActivationHookOutput): ActivationHookOutput {
  return isActivationList(out) ? { activations: out } : out;
}

/**
 * NAP-4 (data.activationFlags) the effects that end a unit's activation: flags that last one
 * activation are cleared. The next Activation Card clears them for every unit; a unit that acts
 * twice on one card (Elite) ends its first activation with this.
 */
export function activationEndEffects(unit: UnitState, options?: ProcedureOptions): Effect[] {
  return dataOf(options)
    .activationFlags.filter((flag) => {
      const value = unit.flags?.[flag];
      return value !== undefined && value !== null && value !== false;
    })
    .map((flag) => ({ kind: "flag", unitId: unit.id, figureId: null, flag, value: null }));
}

/** NAP-4 the end of one unit's activation (its activation-long flags cleared). */
export function endActivation(unit: UnitState, options?: ProcedureOptions): ProcedureResult<"endActivation"> {
  return {
    procedure: "endActivation",
    cards: [],
    effects: activationEndEffects(unit, options),
    summary: { key: "COMBAT_PATROL.Activation.ended", data: { unit: unit.name } },
  };
}

/** CORE-3: what one Activation Card does (and what the supplements' hooks add to it). */
export function resolveActivationCard(input: ActivationInput, options?: ActivationOptions): ActivationResult {
  const { card, before, units } = input;
  const rules = rulesOf(options);
  const hooks = options?.hooks;
  const shiftOf = input.gradeShift ?? ((u: UnitState) => (u.closeOrder ? 1 : 0));
  const number = numberOf(card);
  const activations: UnitActivation[] = [];
  const lost: string[] = [];
  // The previous card's activations are over (NAP-4 activation-long flags).
  const effects: Effect[] = units.flatMap((u) => activationEndEffects(u, options));
  const supplements: ProcedureResult[] = [];
  const source = input.source ?? noSource(card);
  const reader = new CardReader(source);
  const endOfTurn = card.kind === "end";
  const context = (): ActivationHookContext => ({
    card,
    number,
    before,
    units,
    activations: [...activations],
    endOfTurn,
    reader,
    run: (procedure) => {
      const result = procedure(source);
      reader.cards.push(...result.cards);
      return result;
    },
  });
  const add = (out: ActivationHookOutput) => {
    activations.push(...(out.activations ?? []));
    effects.push(...(out.effects ?? []));
    supplements.push(...(out.results ?? []));
  };

  if (number !== null) {
    const elite = before.pending.includes("elite");
    const green = before.pending.includes("green");
    for (const unit of units.filter((u) => u.commandDie === number)) {
      const grade = activationGrade(unit, shiftOf(unit));
      if (green && grade === "green") lost.push(unit.id);
      else
        activations.push({
          unitId: unit.id,
          count: elite && grade === "elite" ? 2 : 1,
          reason: elite && grade === "elite" ? "elite" : "number",
        });
    }
  } else if (card.kind === "hero") {
    if (hooks?.hero) add(hookOutput(hooks.hero({ ...context(), lastNumber: before.lastNumber })));
  } else if (endOfTurn) {
    for (const unit of units) {
      effects.push(
        { kind: "commandDie", unitId: unit.id, value: null },
        { kind: "acted", unitId: unit.id, acted: false },
      );
    }
    effects.push(...(hooks?.endOfTurn?.(units) ?? []));
  }
  for (const hook of hooks?.everyCard ?? []) add(hook(context()));
  for (const a of activations) effects.push({ kind: "acted", unitId: a.unitId, acted: true });
  return {
    procedure: "activation",
    cards: reader.cards,
    effects,
    summary: {
      key: `COMBAT_PATROL.Activation.card.${number !== null ? "number" : card.kind}`,
      data: { number: number ?? "", units: activations.length, lost: lost.length },
    },
    card,
    number,
    activations,
    lost,
    endOfTurn,
    reshuffleActionDecks: endOfTurn && rules.reshuffle === "end-of-turn",
    supplements,
  };
}
