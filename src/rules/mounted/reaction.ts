/**
 * NAP-6.2.1.2 / OW-7.1c Mounted reactions: a counter-charge (open or close order) is a
 * Reaction check (CORE-10) and then one movement card; the counter-charger's move is prorated
 * with the charger's to find the contact point. Mounted figures may also react to pursue a
 * withdrawing enemy. Foot may not use a Reaction to close with moving mounted figures.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { FigureState, ProcedureResult } from "../model";
import { resolveReaction } from "../procedures/reaction";
import { CardReader } from "../procedures/reader";
import { mountedDataOf, type MountedOptions } from "./options";

export type MountedReactionKind = "counter-charge" | "pursuit";

export interface MountedReactionInput {
  readonly unitId: string;
  readonly kind: MountedReactionKind;
  /** The figures reacting on this one check (NAP-5.6: a close order group checks once). */
  readonly figures: readonly FigureState[];
  /** The Reaction value checked (NAP-5.6 closeOrderReactionValue for a close order group). */
  readonly reaction: number;
  /**
   * NAP-6.2.1.2b a counter-charge against a charger in sight: the gap between them and the inches
   * the charger has left to move (the contact point is prorated from both moves).
   */
  readonly contact?: { readonly gapInches: number; readonly chargerInches: number };
}

export interface MountedReactionResult extends ProcedureResult<"mountedReaction"> {
  readonly kind: MountedReactionKind;
  readonly passed: boolean;
  /** Movement card inches (one card), 0 when the check failed. */
  readonly inches: number;
  /** NAP-6.2.1.2b where the counter-charge meets the charger (each side's share of the gap); null when not asked. */
  readonly meeting: ProratedContact | null;
}

/**
 * NAP-6.2.1.2 "Mounted figures may use the Reaction rule to counter charge ... The counter charge movement distance is
 * one card."
 */
export function resolveMountedReaction(
  input: MountedReactionInput,
  source: CardSource,
  options?: MountedOptions,
): MountedReactionResult {
  const data = mountedDataOf(options);
  const live = input.figures.filter((f) => !f.incapacitated);
  if (live.length === 0) throw new RulesError("noFigures", { unit: input.unitId });
  const unmounted = live.find((f) => !f.mounted);
  if (unmounted) throw new RulesError("notMounted", { figure: unmounted.name });
  // One check for the group (CORE-10 resolveReaction), made by its first unstunned figure.
  const checker = live.find((f) => !f.stunned) ?? live[0]!;
  const check = resolveReaction(
    { unitId: input.unitId, figure: checker, reaction: input.reaction, purpose: input.kind },
    source,
  );
  const reader = new CardReader(source);
  let inches = 0;
  if (check.passed) {
    for (let i = 0; i < data.counterChargeCards; i += 1) {
      inches += reader.draw(`reaction.move:${input.unitId}`, ["move"], (c) => `move=${c.move}`).move;
    }
  }
  return {
    procedure: "mountedReaction",
    cards: [...check.cards, ...reader.cards],
    effects: [],
    summary: {
      key: check.passed ? "COMBAT_PATROL.Mounted.reactionPassed" : "COMBAT_PATROL.Mounted.reactionFailed",
      data: { kind: input.kind, inches },
    },
    kind: input.kind,
    passed: check.passed,
    inches,
    // NAP-6.2.1.2b "movement should be prorated with that of the charging enemy to determine the contact point".
    meeting:
      check.passed && input.kind === "counter-charge" && input.contact
        ? prorateCounterCharge(input.contact.gapInches, input.contact.chargerInches, inches)
        : null,
  };
}

interface ProratedContact {
  /** The two moves meet within their allowances. */
  readonly contact: boolean;
  readonly chargerInches: number;
  readonly counterInches: number;
}

/**
 * NAP-6.2.1.2 "After a successful Reaction to counter charge movement should be prorated with
 * that of the charging enemy to determine the contact point": both close the gap in
 * proportion to what they have left to move.
 */
export function prorateCounterCharge(gapInches: number, chargerInches: number, counterInches: number): ProratedContact {
  for (const [what, v] of [
    ["gap", gapInches],
    ["charger", chargerInches],
    ["counter", counterInches],
  ] as const) {
    if (!Number.isFinite(v) || v < 0) throw new RulesError("badInches", { what, value: String(v) });
  }
  const total = chargerInches + counterInches;
  if (total < gapInches || total === 0) return { contact: total >= gapInches, chargerInches, counterInches };
  return {
    contact: true,
    chargerInches: (gapInches * chargerInches) / total,
    counterInches: (gapInches * counterInches) / total,
  };
}

/**
 * NAP-6.2.1.2 "Foot figures may move to contact ... with stationary mounted figures as part of
 * activation; however, they may not use Reaction to close with moving mounted figures."
 */
export function footMayReactToClose(mountedTargetMoving: boolean): boolean {
  return !mountedTargetMoving;
}

/** NAP-6.2.1.2b the run into contact the charger declared, kept for the charge home. */
export interface ChargeRunDeclared {
  readonly straightInches: number;
  readonly openFlat: boolean;
}

/**
 * NAP-6.2.1.2b "it is recommended that cavalry advancing to contact, with or without impetus,
 * pause its movement at half its allowed distance until target Reactions have been resolved":
 * the charger halts halfway to his target (our reading: the distance to the target is the charge's
 * allowed distance, so he halts at half the inches between them) while the target reacts; no card
 * is drawn. His run into contact is kept for the charge home.
 */
export interface ChargeHaltResult extends ProcedureResult<"chargeHalt"> {
  readonly unitId: string;
  readonly chargerId: string;
  readonly targetId: string;
  /** Inches between the two before the charge (base edge to base edge). */
  readonly distanceInches: number;
  /** Inches the charger rides before he halts: half the distance. */
  readonly haltInches: number;
  readonly run: ChargeRunDeclared;
}

/** NAP-6.2.1.2b the halt halfway of a charge `distanceInches` from its target. */
export function chargeHalt(input: {
  readonly unitId: string;
  readonly chargerId: string;
  readonly targetId: string;
  readonly distanceInches: number;
  readonly run: ChargeRunDeclared;
}): ChargeHaltResult {
  if (!Number.isFinite(input.distanceInches) || input.distanceInches <= 0)
    throw new RulesError("badInches", { what: "distance", value: String(input.distanceInches) });
  const haltInches = input.distanceInches / 2;
  return {
    procedure: "chargeHalt",
    cards: [],
    effects: [],
    summary: { key: "COMBAT_PATROL.Mounted.chargeHalt", data: { inches: haltInches } },
    ...input,
    haltInches,
  };
}
