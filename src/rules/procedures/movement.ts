/**
 * CORE-10 / CORE-8 Movement: one card on foot, two mounted; sprinting (gallop) draws one
 * more and leaves the figure stunned at the end of its activation (optional rule); a
 * wounded figure moves at half speed; terrain halves or quarters the distance.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import type { ProcedureData } from "./data";
import { CardReader, dataOf, rulesOf, type ProcedureOptions } from "./reader";

type MoveMode = "normal" | "sprint";

export interface MovementInput {
  readonly unitId: string;
  readonly figure: FigureState;
  readonly mode?: MoveMode;
  /** CORE-8 default: halved when the figure has a wound. NAP-6.1.1 passes false for mounted figures. */
  readonly woundedHalved?: boolean;
  /** Terrain multiplier on the whole move: 1 clear, 0.5 half speed, 0.25 quarter speed. */
  readonly terrainFactor?: number;
  /**
   * NAP-5.3b "Movement is prorated, so that movement is quartered in rough terrain, but at the
   * normal rate in the open": the inches of the move in the open before the slow ground (the rest
   * at `terrainFactor`). Absent: the whole move at `terrainFactor`.
   */
  readonly openInches?: number;
  /** Cards instead of the base count (supplements: wagons, herds, limbered guns). */
  readonly baseCards?: number;
  /** Extra cards a supplement grants (charging animals, OW-9.2.1). */
  readonly extraCards?: number;
  /** Inches added to the cards (heavy cavalry "1 card + 4\"", NAP-6.3). */
  readonly bonusInches?: number;
  /**
   * OW-9.2.4 the move goes through a herd: the supplement's factor (old-west throughHerdFactor:
   * foot a quarter, mounted a half) on top of the terrain's.
   */
  readonly herdFactor?: number;
}

/** NAP-5.3 a close order movement modifier taken off a move's allowance (inches, negative). */
export interface MovePenalty {
  readonly key: "lateral" | "linearObstacle" | "wheel";
  readonly value: number;
}

export interface MovementResult extends ProcedureResult<"movement"> {
  readonly figureId: string;
  readonly mode: MoveMode;
  readonly cardInches: readonly number[];
  /** Product of the wounded and terrain factors. */
  readonly factor: number;
  /** Inches the figure may move. */
  readonly inches: number;
  readonly stunnedAtEnd: boolean;
  /** OW-9.2.4 the factor of a move through a herd (already in `factor`); absent when the move keeps clear of herds. */
  readonly herdFactor?: number;
  /** NAP-5.3 the close order modifiers taken off the allowance (absent: the figure moved in open order). */
  readonly closeOrder?: readonly MovePenalty[];
}

/** CORE-10: cards drawn for a move: foot 1, mounted 2, sprint/gallop one more. */
function movementCards(
  figure: FigureState,
  mode: MoveMode,
  data: ProcedureData,
  baseCards?: number,
  extraCards = 0,
): number {
  const base = baseCards ?? (figure.mounted ? data.movement.mountedCards : data.movement.footCards);
  return base + (mode === "sprint" ? data.movement.sprintExtraCards : 0) + extraCards;
}

interface AllowanceInput {
  readonly cardInches: readonly number[];
  readonly wounded: boolean;
  readonly terrainFactor?: number;
  readonly bonusInches?: number;
  /** OW-9.2.4 through a herd (MovementInput.herdFactor). */
  readonly herdFactor?: number;
  /** NAP-5.3b the inches in the open before the slow ground (MovementInput.openInches). */
  readonly openInches?: number;
}

/**
 * CORE-8 the inches a move allows: cards (plus bonus), halved when wounded, times the terrain factor (and OW-9.2.4 a
 * herd's).
 */
export function movementAllowance(
  input: AllowanceInput,
  options?: ProcedureOptions,
): { inches: number; factor: number } {
  const data = dataOf(options);
  const terrain = input.terrainFactor ?? 1;
  if (!(terrain > 0 && terrain <= 1)) throw new RulesError("badTerrainFactor", { factor: terrain });
  const herd = input.herdFactor ?? 1;
  if (!(herd > 0 && herd <= 1)) throw new RulesError("badTerrainFactor", { factor: herd });
  const factor = (input.wounded ? data.movement.woundedFactor : 1) * terrain * herd;
  const total = input.cardInches.reduce((sum, i) => sum + i, 0) + (input.bonusInches ?? 0);
  if (input.openInches === undefined || terrain === 1) return { inches: total * factor, factor };
  // NAP-5.3b prorated: the stretch in the open at the full rate, what the allowance leaves after it at the slow one.
  const open = input.openInches;
  if (!Number.isFinite(open) || open < 0) throw new RulesError("badInches", { what: "open", value: String(open) });
  const full = total * (factor / terrain);
  const inches = full <= open ? full : open + (full - open) * terrain;
  return { inches, factor };
}

/** One stretch of a path and the terrain factor there (TokenRuler). */
interface PathSegment {
  readonly inches: number;
  readonly terrainFactor: number;
}

/**
 * CORE-8 what a path costs out of an allowance measured in clear terrain: a stretch in
 * half-speed terrain costs double, quarter speed four times.
 */
export function pathCost(segments: readonly PathSegment[]): number {
  return segments.reduce((sum, s) => {
    if (!(s.terrainFactor > 0 && s.terrainFactor <= 1) || s.inches < 0)
      throw new RulesError("badTerrainFactor", { factor: s.terrainFactor });
    return sum + s.inches / s.terrainFactor;
  }, 0);
}

/** CORE-10 / CORE-8: draw the movement cards and say how far the figure may move. */
export function resolveMovement(input: MovementInput, source: CardSource, options?: ProcedureOptions): MovementResult {
  const data = dataOf(options);
  const mode = input.mode ?? "normal";
  const { figure } = input;
  if (figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: figure.name });
  if (mode === "sprint" && !rulesOf(options).optional.sprinting)
    throw new RulesError("sprintingOff", { figure: figure.name });
  const count = movementCards(figure, mode, data, input.baseCards, input.extraCards);
  const reader = new CardReader(source);
  const cardInches: number[] = [];
  for (let i = 0; i < count; i += 1) {
    cardInches.push(reader.draw(`movement:${figure.id}`, ["move"], (c) => `move=${c.move}`).move);
  }
  const wounded = (input.woundedHalved ?? true) && figure.wounds > 0;
  const { inches, factor } = movementAllowance(
    {
      cardInches,
      wounded,
      ...(input.terrainFactor !== undefined ? { terrainFactor: input.terrainFactor } : {}),
      ...(input.bonusInches !== undefined ? { bonusInches: input.bonusInches } : {}),
      ...(input.herdFactor !== undefined ? { herdFactor: input.herdFactor } : {}),
      ...(input.openInches !== undefined ? { openInches: input.openInches } : {}),
    },
    options,
  );
  const stunnedAtEnd = mode === "sprint";
  const effects: Effect[] = stunnedAtEnd
    ? [{ kind: "stun", unitId: input.unitId, figureId: figure.id, stunned: true }]
    : [];
  return {
    procedure: "movement",
    cards: reader.cards,
    effects,
    summary: {
      key: stunnedAtEnd ? "COMBAT_PATROL.Movement.sprint" : "COMBAT_PATROL.Movement.summary",
      data: { figure: figure.name, inches },
    },
    figureId: figure.id,
    mode,
    cardInches,
    factor,
    inches,
    stunnedAtEnd,
    ...(input.herdFactor !== undefined ? { herdFactor: input.herdFactor } : {}),
  };
}
