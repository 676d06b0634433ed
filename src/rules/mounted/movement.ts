/**
 * NAP-6.1.1 / OW-7.1a Mounted movement: two movement cards; a gallop (the Sprinting rule 7.2)
 * draws one more, is declared before any card is drawn, cannot be rescinded and leaves the
 * figure stunned at the end of the activation, or after hand to hand when the gallop took
 * it into contact. Mounting or dismounting uses an activation and is refused while stunned.
 * A wounded mounted figure is not halved (NAP). NAP-6.3 heavy cavalry: one card + 4".
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { resolveMovement, type MovePenalty, type MovementResult } from "../procedures/movement";
import { rulesOf } from "../procedures/reader";
import { mountedDataOf, type MountedOptions } from "./options";

interface MountedMoveInput {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Gallop declared BEFORE the first card is drawn (7.2: "may not be rescinded"). */
  readonly gallop: boolean;
  /** NAP-6.3 heavy cavalry (the optional rule must be in play). */
  readonly heavy?: boolean;
  /**
   * Terrain factor on the move (1 clear, 0.5 rough for open order, 0.25 close order in rough,
   * NAP-6.1.2 "The quarter movement speed for close order units also applies to close order, mounted units").
   */
  readonly terrainFactor?: number;
  /** OW-9.2.4 through a herd: half movement mounted (old-west throughHerdFactor). */
  readonly herdFactor?: number;
  /** NAP-5.3b prorated: inches in the open before the slow ground (MovementInput.openInches). */
  readonly openInches?: number;
}

type StunTiming = "end-of-activation" | "after-hand-to-hand";

export interface MountedMoveResult extends ProcedureResult<"mountedMovement"> {
  readonly figureId: string;
  readonly gallop: boolean;
  readonly heavy: boolean;
  readonly cardInches: readonly number[];
  readonly bonusInches: number;
  readonly woundedHalved: boolean;
  /** The product of the wounded and terrain factors the cards were multiplied by (1: none). */
  readonly factor: number;
  readonly inches: number;
  /** OW-9.2.4 the factor of a move through a herd (already in `inches`); absent when the move keeps clear of herds. */
  readonly herdFactor?: number;
  /**
   * 7.2: the gallop stun, NOT in `effects`: the table applies it at the end of the
   * activation, or after hand to hand when the gallop made contact (see `gallopStun`).
   */
  readonly deferred: readonly Effect[];
  /** NAP-5.3 / NAP-6.1.2 the close order modifiers taken off the allowance (absent: open order). */
  readonly closeOrder?: readonly MovePenalty[];
}

/** NAP-6.1.1 / NAP-6.3: draw the movement cards of a mounted figure. */
export function resolveMountedMove(
  input: MountedMoveInput,
  source: CardSource,
  options?: MountedOptions,
): MountedMoveResult {
  const rules = rulesOf(options);
  const data = mountedDataOf(options);
  const { figure } = input;
  if (!figure.mounted) throw new RulesError("notMounted", { figure: figure.name });
  const heavy = input.heavy === true;
  if (heavy && !rules.optional.heavyCavalry) throw new RulesError("heavyCavalryOff", { figure: figure.name });
  const woundedHalved = data.woundedHalved[rules.era];
  const base: MovementResult = resolveMovement(
    {
      unitId: input.unitId,
      figure,
      mode: input.gallop ? "sprint" : "normal",
      woundedHalved,
      ...(input.terrainFactor !== undefined ? { terrainFactor: input.terrainFactor } : {}),
      ...(input.herdFactor !== undefined ? { herdFactor: input.herdFactor } : {}),
      ...(input.openInches !== undefined ? { openInches: input.openInches } : {}),
      ...(heavy ? { baseCards: data.heavy.cards, bonusInches: data.heavy.bonusInches } : {}),
    },
    source,
    options,
  );
  return {
    procedure: "mountedMovement",
    cards: base.cards,
    effects: [],
    summary: {
      key: input.gallop ? "COMBAT_PATROL.Mounted.gallop" : "COMBAT_PATROL.Mounted.move",
      data: { figure: figure.name, inches: base.inches },
    },
    figureId: figure.id,
    gallop: input.gallop,
    heavy,
    cardInches: base.cardInches,
    bonusInches: heavy ? data.heavy.bonusInches : 0,
    woundedHalved: woundedHalved && figure.wounds > 0,
    factor: base.factor,
    inches: base.inches,
    ...(input.herdFactor !== undefined ? { herdFactor: input.herdFactor } : {}),
    deferred: base.effects,
  };
}

/**
 * 7.2 "If the sprint or gallop takes them into contact with the enemy the stun is applied after hand to hand has been
 * resolved."
 */
export function gallopStun(result: Pick<MountedMoveResult, "gallop">, madeContact: boolean): StunTiming | null {
  if (!result.gallop) return null;
  return madeContact ? "after-hand-to-hand" : "end-of-activation";
}

interface MountInput {
  readonly unitId: string;
  readonly figures: readonly FigureState[];
  /** true: mount; false: dismount. */
  readonly mount: boolean;
}

export interface MountResult extends ProcedureResult<"mount"> {
  /** NAP-6.1.1 / OW-7.1a: the unit's activation is spent. */
  readonly activationUsed: true;
}

/**
 * NAP-6.1.1 / OW-7.1a "Mounting or dismounting uses an activation. Figures may not mount or dismount if they are
 * stunned."
 */
export function mountOrDismount(input: MountInput): MountResult {
  if (input.figures.length === 0) throw new RulesError("noFigures", { unit: input.unitId });
  for (const f of input.figures) {
    if (f.incapacitated) throw new RulesError("figureIncapacitated", { figure: f.name });
    if (f.stunned) throw new RulesError("mountWhileStunned", { figure: f.name });
    if (f.mounted === input.mount)
      throw new RulesError(input.mount ? "alreadyMounted" : "notMounted", { figure: f.name });
  }
  const effects: Effect[] = input.figures.map((f) => ({
    kind: "mounted",
    unitId: input.unitId,
    figureId: f.id,
    mounted: input.mount,
  }));
  effects.push({ kind: "acted", unitId: input.unitId, acted: true });
  return {
    procedure: "mount",
    cards: [],
    effects,
    summary: {
      key: input.mount ? "COMBAT_PATROL.Mounted.mount" : "COMBAT_PATROL.Mounted.dismount",
      data: { figures: input.figures.length },
    },
    activationUsed: true,
  };
}

type CloseOrderTurn = "wheel-forward" | "pivot-on-centre" | "face-about";

interface TurnCost {
  readonly allowed: boolean;
  /** Face about "may use an action": the turn is the unit's action. */
  readonly usesAction: boolean;
}

/**
 * NAP-6.1.1 "A mounted unit in close order changing direction must wheel forward and may not
 * pivot on its center. A mounted unit in close order may use an action to face about."
 * Foot in close order may wheel, pivot or turn about as movement measured on the outside figure (NAP-5.3).
 */
export function closeOrderTurn(turn: CloseOrderTurn, mounted: boolean): TurnCost {
  if (turn === "face-about") return { allowed: true, usesAction: mounted };
  if (turn === "pivot-on-centre") return { allowed: !mounted, usesAction: false };
  return { allowed: true, usesAction: false };
}
