/**
 * CORE-10 Reaction checks, bog checks, spotting (assist).
 *
 * A reaction check passes when the card's reaction value is at most the figure's Reaction
 * (a Guts grade counts Elite 4, Regular 3, Green 2 where a rule gives a grade). A bog check
 * reads the bog section for terrain graded Green, Regular or Elite. Spotting a hidden figure
 * is an assist: the result proposes the effect and the GM confirms it.
 */
import type { Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { isBogged, reactionPasses } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { CardReader, dataOf, type ProcedureOptions } from "./reader";

/** CORE-10 a Guts grade as a Reaction value (Elite 4, Regular 3, Green 2 by default). */
export function reactionValue(grade: Grade, options?: ProcedureOptions): number {
  return dataOf(options).reactionByGrade[grade];
}

export interface ReactionInput {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Reaction value to test; default the figure's Reaction (NAP-5.6: the leader's Guts for a close-order group). */
  readonly reaction?: number;
  /** Why: "interrupt", "counter-charge", "close-ranks", … (shown in chat). */
  readonly purpose?: string;
}

export interface ReactionResult extends ProcedureResult<"reaction"> {
  readonly figureId: string;
  readonly reaction: number;
  readonly card: number | null;
  readonly passed: boolean;
  /** Why no card was drawn. */
  readonly reason: "stunned" | "incapacitated" | null;
  /** What the reaction is for ("interrupt", "move", …); absent on a result stored before it was kept. */
  readonly purpose?: string;
  /** CORE-10 set by the GM's procedure when the pass lets the figure fire or move once in the enemy's activation now. */
  readonly actsNow?: boolean;
}

/**
 * CORE-10 does a passed reaction for this purpose let its figures fire or move once in the enemy's
 * activation? Every purpose but turning to face or closing ranks (NAP-5.4.1 a turn is its own request);
 * a result stored without its purpose acts too (the dialog's default is to interrupt).
 */
export function reactionLetsAct(purpose: string | undefined): boolean {
  return purpose !== "turnToFace";
}

/** CORE-10: a reaction check (interrupt an enemy move, counter-charge, close ranks). */
export function resolveReaction(input: ReactionInput, source: CardSource): ReactionResult {
  const reaction = input.reaction ?? input.figure.reaction;
  if (!Number.isFinite(reaction)) throw new RulesError("badReaction", { figure: input.figure.name });
  const reader = new CardReader(source);
  const purpose = input.purpose ?? "interrupt";
  const base = {
    procedure: "reaction" as const,
    effects: [] as Effect[],
    figureId: input.figure.id,
    reaction,
    purpose,
  };
  const blocked = input.figure.incapacitated ? "incapacitated" : input.figure.stunned ? "stunned" : null;
  if (blocked) {
    return {
      ...base,
      cards: reader.cards,
      card: null,
      passed: false,
      reason: blocked,
      summary: { key: "COMBAT_PATROL.Reaction.cannot", data: { figure: input.figure.name, reason: blocked } },
    };
  }
  const card = reader.draw(
    `reaction.${purpose}:${input.figure.id}`,
    ["reaction"],
    (c) => `reaction=${c.reaction} vs ${reaction}`,
  );
  const passed = reactionPasses(card, reaction);
  return {
    ...base,
    cards: reader.cards,
    card: card.reaction,
    passed,
    reason: null,
    summary: {
      key: passed ? "COMBAT_PATROL.Reaction.passed" : "COMBAT_PATROL.Reaction.failed",
      data: { figure: input.figure.name, card: card.reaction, reaction, purpose },
    },
  };
}

export interface BogInput {
  readonly unitId: string;
  /** The figure checking, or null for a whole unit or vehicle. */
  readonly figureId: string | null;
  /** How hard the terrain is: graded like troops. */
  readonly terrainGrade: Grade;
  /** Why: "woods", "fence", "ford", … */
  readonly purpose?: string;
}

export interface BogResult extends ProcedureResult<"bog"> {
  readonly terrainGrade: Grade;
  readonly bogged: boolean;
}

/** CORE-10: a bog check; what bogging does (stop halfway, hung up) belongs to the rule that asked. */
export function resolveBog(input: BogInput, source: CardSource): BogResult {
  const reader = new CardReader(source);
  const card = reader.draw(
    `bog.${input.purpose ?? "terrain"}:${input.figureId ?? input.unitId}`,
    ["bog"],
    (c) => `${input.terrainGrade}=${isBogged(c, input.terrainGrade) ? "bogged" : "clear"}`,
  );
  const bogged = isBogged(card, input.terrainGrade);
  return {
    procedure: "bog",
    cards: reader.cards,
    effects: [],
    summary: {
      key: bogged ? "COMBAT_PATROL.Bog.bogged" : "COMBAT_PATROL.Bog.clear",
      data: { grade: input.terrainGrade },
    },
    terrainGrade: input.terrainGrade,
    bogged,
  };
}

interface SpottingInput {
  readonly spotterUnitId: string;
  readonly spotter: FigureState;
  readonly targetUnitId: string;
  readonly target: FigureState;
  /** Shifts to the spotter's Reaction the GM allows (range, light, the target fired…); default 0. */
  readonly modifier?: number;
}

export interface SpottingResult extends ProcedureResult<"spotting"> {
  readonly spotted: boolean;
  /** Assist: the GM confirms before the effects are applied. */
  readonly needsConfirmation: true;
}

/**
 * CORE-10 (assist) spotting a hidden figure: a reaction check of the spotter (our default
 * reading); on a pass the result proposes revealing the target, for the GM to confirm.
 */
export function resolveSpotting(input: SpottingInput, source: CardSource): SpottingResult {
  if (!input.target.hidden) throw new RulesError("notHidden", { figure: input.target.name });
  const check = resolveReaction(
    {
      unitId: input.spotterUnitId,
      figure: input.spotter,
      reaction: input.spotter.reaction + (input.modifier ?? 0),
      purpose: "spot",
    },
    source,
  );
  const effects: Effect[] = check.passed
    ? [{ kind: "hidden", unitId: input.targetUnitId, figureId: input.target.id, hidden: false }]
    : [];
  return {
    procedure: "spotting",
    cards: check.cards,
    effects,
    summary: {
      key: check.passed ? "COMBAT_PATROL.Spotting.spotted" : "COMBAT_PATROL.Spotting.unseen",
      data: { spotter: input.spotter.name, target: input.target.name },
    },
    spotted: check.passed,
    needsConfirmation: true,
  };
}
