/**
 * The cavalry's results that draw no card, on the GM's client: NAP-6.2.1.2b the charge that halts
 * halfway for the target's reactions, NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance. The
 * acting rider as the world holds him (the sender's own, mounted), the target checked against the
 * world and the advance read from the fight on record (breakthrough-world.ts), then the SAME engine
 * function the client's preview called.
 */
import { RulesError } from "@rules/errors";
import type { FigureState } from "@rules/model";
import { chargeHalt, type ChargeRunDeclared } from "@rules/mounted/reaction";
import { breakthroughAdvance } from "@rules/mounted/advance";
import type { AdvanceOutcome } from "@rules/mounted/breakthrough";
import { noCardProcedure, type NoCardRequest, spendOnce, worldActingFigure } from "@foundry/kernel/no-card-procedure";
import { booleanAt, choiceAt, idAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { advanceOccasion, fightFollowed } from "./breakthrough-world";
import { numberAt } from "@foundry/kernel/request-world";
import { requireActivated, worldFigure } from "@rules/validation/world-checks";
import { measuredRange } from "@rules/geometry";
import type { PostedResult } from "@foundry/kernel/action-requests";

export interface ChargeHaltRequest extends NoCardRequest {
  /** The charger and his target, as the client read them. */
  readonly charger: FigureState;
  readonly target: FigureState;
  /** The inches between them as the client's map measured them (the GM's map measures again). */
  readonly distanceInches: number;
  /** The run declared in the Charge dialog (the Charge home button carries it). */
  readonly run: ChargeRunDeclared;
}

export const ADVANCE_OUTCOMES: readonly AdvanceOutcome[] = ["clear", "blocked", "enemy-contact"];

export interface BreakthroughRequest extends NoCardRequest {
  /** The victor, as the client read him. */
  readonly figure: FigureState;
  /**
   * The fight's result message (the card's Breakthrough button names it); null pressed on the
   * sheet: the last fight on record he fought in. The advance is that fight's, never the sender's.
   */
  readonly fight: string | null;
  /** What lay on the line, as the owner saw it, and the inches to contact when an enemy stood on it. */
  readonly outcome: AdvanceOutcome;
  readonly inchesToContact?: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "nap.chargeHalt": { input: ChargeHaltRequest; output: PostedResult };
    "nap.breakthrough": { input: BreakthroughRequest; output: PostedResult };
  }
}

/** The map's inches to within this of the claim are the map's (the dialog shows tenths). */
const INCHES_SLACK = 0.051;

/** The charger mounted, or refused in his own words. */
function requireMounted(figure: FigureState): void {
  if (!figure.mounted) throw new RulesError("notMounted", { figure: figure.name });
}

export const CHARGE_HALT_PROCEDURE = noCardProcedure<ChargeHaltRequest>({
  action: "chargeHalt",
  resolve(input, ctx, request) {
    numberAt("chargeHalt", request, "distanceInches", 0, 1000);
    const run = recordAt("chargeHalt", request, "run");
    numberAt("chargeHalt", run, "straightInches", 0, 1000);
    booleanAt("chargeHalt", run, "openFlat");
    pieceAt("chargeHalt", request, "target");
    const { figure: charger, unit } = worldActingFigure(ctx, "chargeHalt", request, "charger");
    requireMounted(charger);
    // NAP-6.2.1.2b the halt is part of the charge: made in the charging unit's activation.
    requireActivated(ctx.world, unit);
    // The halt is the charger's move (the Charge home that follows is his hand to hand): once.
    spendOnce(ctx, "move", unit, [charger]);
    const target = worldFigure(ctx.world, input.target);
    if (target.unit.id === unit.id) throw new RulesError("notAsOnTable", { name: target.figure.name });
    // The map measures the gap when both tokens stand on it; off the map the client's inches stand.
    const ground = ctx.world.ground([charger.id, target.figure.id]);
    const from = ground?.figures.find((f) => f.id === charger.id);
    const to = ground?.figures.find((f) => f.id === target.figure.id);
    const map = from && to ? measuredRange(from, to) : null;
    if (map !== null && Math.abs(map - input.distanceInches) > INCHES_SLACK)
      throw new RulesError("notTableRange", { name: charger.name, range: map, claimed: input.distanceInches });
    const result = chargeHalt({
      unitId: unit.id,
      chargerId: charger.id,
      targetId: target.figure.id,
      distanceInches: map ?? input.distanceInches,
      run: input.run,
    });
    return { result, units: [unit, target.unit] };
  },
});

export const BREAKTHROUGH_PROCEDURE = noCardProcedure<BreakthroughRequest>({
  action: "breakthrough",
  resolve(input, ctx, request) {
    choiceAt("breakthrough", request, "outcome", ADVANCE_OUTCOMES);
    optionalNumberAt("breakthrough", request, "inchesToContact", 0, 1000);
    if (request["fight"] !== null) idAt("breakthrough", request, "fight");
    const { figure, unit } = worldActingFigure(ctx, "breakthrough", request, "figure");
    requireMounted(figure);
    // NAP-6.2.1.3 the advance is the fight's (Table 2's cell on the GM's record), and the victor's own.
    const fight = fightFollowed(ctx.world, input.fight, figure, unit.id);
    // NAP-6.2.1.3 the advance follows the fight it won, whoever's activation it was (a defender
    // wins too): no activation is required, but it is made once for the fight (an undone one frees it).
    try {
      ctx.spend("advance", unit.id, [figure], advanceOccasion(fight));
    } catch (error) {
      if (error instanceof RulesError && error.key.startsWith("actionSpent"))
        throw new RulesError("breakthroughTaken", { figure: figure.name });
      throw error;
    }
    const result = breakthroughAdvance(
      fight.offer,
      input.outcome,
      input.outcome === "enemy-contact" ? (input.inchesToContact ?? 0) : undefined,
    );
    return { result, units: [unit] };
  },
});
