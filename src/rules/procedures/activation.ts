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
 */
import type { Grade } from "../cards/schema";
import type { DrawChance } from "../cards/random";
import type { CardRead, CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { LeaderRank, RulesOptions } from "../options";
import type { ActivationCardKind } from "./data";
import type { DieSource } from "./dice";
import { shiftGrade, presentLeader } from "./morale";
import { CardReader, dataOf, rulesOf, type ProcedureOptions } from "./reader";

export interface ActivationCard {
  /** Unique in the deck, e.g. "3#2" for the second 3, "end#1". */
  readonly id: string;
  readonly kind: ActivationCardKind;
}

export interface ActivationDeckState {
  /** Card ids still to draw: a set, not an order (the next card is chosen when drawn, by the caller's DrawChance). */
  readonly drawPile: readonly string[];
  readonly drawn: readonly string[];
  /** RulesOptions.endOfTurn "bury": the End of Turn card comes after this many cards this turn (absent: any time). */
  readonly endNotBefore?: number;
  /** Elite/Green cards waiting for the next number card. */
  readonly pending: readonly ("elite" | "green")[];
  /** The last number drawn this turn (the Hero card reads it, OW-4b). */
  readonly lastNumber: number | null;
  readonly turn: number;
}

/** CORE-3 the deck's cards from its composition; the Hero card only with heroes in play. */
export function activationDeckCards(
  composition: readonly ActivationCardKind[],
  heroesInPlay: boolean,
): ActivationCard[] {
  const seen = new Map<string, number>();
  return composition
    .filter((kind) => heroesInPlay || kind !== "hero")
    .map((kind) => {
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      return { id: `${kind}#${n}`, kind };
    });
}

export interface ActivationDeckOptions extends ProcedureOptions {
  /** The scenario's cards (options/scenario.ts scenarioActivationDeck), used as given. */
  readonly cards?: readonly ActivationCardKind[];
  /** Without `cards`: is the Hero card in? Default: the Hollywood heroes option. */
  readonly heroesInPlay?: boolean;
}

function deckOf(options?: ActivationDeckOptions): ActivationCard[] {
  if (options?.cards) return activationDeckCards(options.cards, true);
  return activationDeckCards(
    dataOf(options).activationDeck,
    options?.heroesInPlay ?? rulesOf(options).hollywood.heroes,
  );
}

/**
 * CORE-3 the deck made ready for a turn: every card in the draw pile. RulesOptions.endOfTurn
 * "bury": the End of Turn card goes to a random place in the lower half, that is it cannot be
 * drawn before half the other cards were (from then on every card left is as likely: the same
 * odds as a shuffle with the End card put at random in the lower half).
 */
function readyDeck(options: ActivationDeckOptions | undefined): Pick<ActivationDeckState, "drawPile" | "endNotBefore"> {
  const drawPile = deckOf(options).map((c) => c.id);
  if (rulesOf(options).endOfTurn !== "bury") return { drawPile };
  const others = drawPile.filter((id) => !isEnd(id)).length;
  return { drawPile, endNotBefore: Math.ceil((others + 1) / 2) };
}

const isEnd = (id: string) => id.startsWith("end#");

/** CORE-3 the Activation Deck for the first turn. */
export function newActivationDeck(options?: ActivationDeckOptions): ActivationDeckState {
  return { ...readyDeck(options), drawn: [], pending: [], lastNumber: null, turn: 1 };
}

/** CORE-3 End of Turn: every card back in the deck for the next turn. */
export function nextTurnDeck(state: ActivationDeckState, options?: ActivationDeckOptions): ActivationDeckState {
  return { ...readyDeck(options), drawn: [], pending: [], lastNumber: null, turn: state.turn + 1 };
}

const ACTIVATION_KINDS: readonly ActivationCardKind[] = ["1", "2", "3", "4", "5", "6", "elite", "green", "hero", "end"];

function isActivationKind(kind: string): kind is ActivationCardKind {
  return (ACTIVATION_KINDS as readonly string[]).includes(kind);
}

function cardOf(id: string): ActivationCard {
  const kind = id.split("#")[0] ?? "";
  if (!isActivationKind(kind)) throw new RulesError("badActivationCard", { card: id });
  return { id, kind };
}

/** The cards the next draw may be: every card left, the End of Turn card only once it may come ("bury"). */
export function drawableActivationCards(state: ActivationDeckState): readonly string[] {
  if (state.drawn.length >= (state.endNotBefore ?? 0)) return state.drawPile;
  const others = state.drawPile.filter((id) => !isEnd(id));
  return others.length > 0 ? others : state.drawPile;
}

/** Draw the next Activation Card, chosen by `chance` among the cards it may be; the state before it is kept for the card's resolution. */
export function drawActivationCard(
  state: ActivationDeckState,
  chance: DrawChance,
): {
  readonly card: ActivationCard;
  readonly state: ActivationDeckState;
} {
  const drawable = drawableActivationCards(state);
  const id = drawable[drawable.length ? chance.pick(drawable) : 0];
  if (id === undefined) throw new RulesError("activationDeckEmpty", { turn: state.turn });
  const card = cardOf(id);
  const number = numberOf(card);
  const pending: ActivationDeckState["pending"] =
    card.kind === "elite" || card.kind === "green"
      ? [...state.pending, card.kind]
      : number !== null
        ? []
        : state.pending;
  return {
    card,
    state: {
      ...state,
      drawPile: state.drawPile.filter((c) => c !== id),
      drawn: [...state.drawn, id],
      pending,
      lastNumber: number ?? state.lastNumber,
    },
  };
}

/** The number on a number card, null for the others. */
export function numberOf(card: ActivationCard): number | null {
  const n = Number(card.kind);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : null;
}

export interface CommandDiceResult extends ProcedureResult<"commandDice"> {
  readonly rolls: readonly { readonly unitId: string; readonly value: number }[];
}

/** CORE-3: every leader rolls his command die at the start of the turn (units given: those with a die). */
export function rollCommandDice(units: readonly UnitState[], dice: DieSource): CommandDiceResult {
  const rolls = units.map((u) => ({ unitId: u.id, value: dice.d6(`command:${u.id}`) }));
  return {
    procedure: "commandDice",
    cards: [],
    effects: rolls.map((r) => ({ kind: "commandDie", unitId: r.unitId, value: r.value })),
    summary: { key: "COMBAT_PATROL.Activation.diceRolled", data: { units: rolls.length } },
    rolls,
  };
}

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

const RANK_ORDER: readonly LeaderRank[] = ["team", "squad", "platoon", "company"];

/** CORE-3 / OW-3a command radius of a leader in inches (RulesOptions). */
export function commandRadius(rank: LeaderRank, trained: boolean, rules: RulesOptions): number {
  return trained ? rules.commandRadius[rank] : rules.untrainedCommandRadius[rank];
}

/**
 * CORE-8 out of command: the unit's leader is beyond his commander's radius. Heroes are never
 * out of command (OW-4a); a unit at the top of the chain is never out of command.
 */
export function isOutOfCommand(
  input: { readonly commander: FigureState | null; readonly distanceInches: number; readonly hero?: boolean },
  options?: ProcedureOptions,
): boolean {
  if (input.hero || !input.commander || input.commander.leaderRank === null) return false;
  return input.distanceInches > commandRadius(input.commander.leaderRank, input.commander.trained, rulesOf(options));
}

export interface SwapInput {
  /** The unit whose number came up; its leader gives. */
  readonly giver: UnitState;
  /** The subordinate unit that receives the die. */
  readonly receiver: UnitState;
  /** All units, to follow the chain of command (commanderId). */
  readonly units: readonly UnitState[];
  /** The number drawn. */
  readonly number: number;
  /** Inches from the giving leader to the receiving unit's leader (geometry measures). */
  readonly distanceInches: number;
  /** Extra refusal (OW-9.1: non-Indian leaders cannot swap with Indians). */
  readonly mayGive?: (giver: UnitState, receiver: UnitState) => boolean;
}

export interface SwapResult extends ProcedureResult<"swapDice"> {
  readonly giverId: string;
  readonly receiverId: string;
  readonly giverDie: number | null;
  readonly receiverDie: number | null;
}

/**
 * CORE-11: a trained higher leader whose number came up swaps dice with a subordinate in his radius that has not acted.
 */
export function swapCommandDice(input: SwapInput, options?: ProcedureOptions): SwapResult {
  const { giver, receiver } = input;
  const leader = presentLeader(giver);
  const data = { giver: giver.name, receiver: receiver.name };
  if (!leader || leader.leaderRank === null) throw new RulesError("noLeader", data);
  if (!leader.trained) throw new RulesError("leaderUntrained", data);
  if (giver.commandDie !== input.number) throw new RulesError("dieNotUp", { ...data, number: input.number });
  const receiverRank = presentLeader(receiver)?.leaderRank ?? null;
  if (receiverRank !== null && RANK_ORDER.indexOf(receiverRank) >= RANK_ORDER.indexOf(leader.leaderRank))
    throw new RulesError("notHigherLeader", data);
  if (!isSubordinate(receiver, giver.id, input.units)) throw new RulesError("notSubordinate", data);
  if (receiver.acted) throw new RulesError("alreadyActed", data);
  const radius = commandRadius(leader.leaderRank, true, rulesOf(options));
  if (!(input.distanceInches <= radius)) throw new RulesError("outOfRadius", { ...data, radius });
  if (input.mayGive && !input.mayGive(giver, receiver)) throw new RulesError("swapRefused", data);
  return {
    procedure: "swapDice",
    cards: [],
    effects: [
      { kind: "commandDie", unitId: giver.id, value: receiver.commandDie },
      { kind: "commandDie", unitId: receiver.id, value: giver.commandDie },
      { kind: "acted", unitId: receiver.id, acted: true },
    ],
    summary: { key: "COMBAT_PATROL.Activation.swapped", data: { ...data, number: input.number } },
    giverId: giver.id,
    receiverId: receiver.id,
    giverDie: receiver.commandDie,
    receiverDie: giver.commandDie,
  };
}

/** Follow commanderId up from `unit`: does the chain reach `commanderId`? */
function isSubordinate(unit: UnitState, commanderId: string, units: readonly UnitState[]): boolean {
  const byId = new Map(units.map((u) => [u.id, u]));
  let current: UnitState | undefined = unit;
  for (let guard = 0; current && guard <= units.length; guard += 1) {
    const up: string | null | undefined = current.commanderId;
    if (!up) return false;
    if (up === commanderId) return true;
    current = byId.get(up);
  }
  return false;
}
