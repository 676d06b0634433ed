/**
 * Ranges and arcs between tokens (the fire dialog's measures): CORE-5.1 the range band measured
 * base edge to base edge, OW-5.2e/f and NAP-5.4.2 the arc refusal, and the distance port the
 * action layer measures with (src/foundry/actions/distance.ts provideDistance).
 */
import { RulesError } from "@rules/errors";
import { edgeDistance } from "@rules/geometry";
import type { DistancePort } from "@foundry/kernel/token-distance";
import { notifyKey } from "@foundry/shared/format";
import { type ArcKind, requireTargetInArc } from "./measure";
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { WagonModel } from "@foundry/data/actor/wagon";
import { tokenInCloseOrder } from "./close-order";
import { figureFromToken } from "./tokens";

/** Base edge to base edge between two tokens of one scene, inches; null when not on one scene. */
function tokenEdgeDistance(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number | null {
  if (!a.parent || a.parent !== b.parent) return null;
  return edgeDistance(figureFromToken(a), figureFromToken(b));
}

/** The action layer's distance port: the canvas measures base edge to base edge. */
export const canvasDistance: DistancePort = { between: tokenEdgeDistance };

/**
 * OW-5.2e / OW-5.2f / NAP-5.4.2 may the shooter's token fire at the target's? A target outside the
 * arc is refused with the rules' localized message (shown here) and false.
 */
function targetInArc(
  kind: ArcKind,
  shooterToken: TokenDocument.Implementation,
  targetToken: TokenDocument.Implementation,
): boolean {
  try {
    requireTargetInArc(kind, figureFromToken(shooterToken), figureFromToken(targetToken));
    return true;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    notifyKey("warn", error.localizationKey, error.data);
    return false;
  }
}

/**
 * The arc a token fires in, null when it has none: OW-5.2e a Gatling gun, OW-5.2f a wagon carrying
 * one (to the rear), NAP-5.4.2 a figure standing in a close order group.
 */
export function arcKindOf(token: TokenDocument.Implementation): ArcKind | null {
  const s = token.actor?.system;
  if (s instanceof GunModel) return s.kind === "gatling" ? "gatling" : null;
  if (s instanceof WagonModel) return s.gatling ? "wagonGatling" : null;
  if (s instanceof FigureModel && token.parent)
    return tokenInCloseOrder(token.parent, token.id ?? "") ? "closeOrder" : null;
  return null;
}

/**
 * OW-5.2e / OW-5.2f / NAP-5.4.2 may this token fire at that one (its own arc, if it has one)? The
 * fire flow calls it for each shooter (for a crew-served Gatling, with the gun's token); a refusal
 * is shown here.
 */
export function checkTargetArc(
  shooterToken: TokenDocument.Implementation,
  targetToken: TokenDocument.Implementation,
): boolean {
  const kind = arcKindOf(shooterToken);
  return kind === null || targetInArc(kind, shooterToken, targetToken);
}
