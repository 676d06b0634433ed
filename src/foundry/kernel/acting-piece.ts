/**
 * Small helpers every handler shares: the acting piece (with the "not a piece" warning), the
 * figure that acts for a unit, and a refusal shown to the user. No Foundry global: all through
 * the table port.
 */
import { showRefusal } from "@foundry/shared/refusals";
import type { FigureState, UnitState } from "@rules/model";
import type { ActionRequest } from "./action-layer";
import type { TablePiece, TableUses } from "./table-ports";

/** A refusal the engine or the table gave, shown to the user; nothing was written. Any other error propagates. */
export function refuse(port: TableUses<{ user: "warn" }>, error: unknown): void {
  showRefusal((key, data) => port.user.warn(key, data), error);
}

/** The piece the button acts for; null (and a warning) when the actor is no piece. */
export function pieceOf(request: ActionRequest, port: TableUses<{ pieces: "piece"; user: "warn" }>): TablePiece | null {
  const piece = port.pieces.piece(request.actor.uuid);
  if (!piece) port.user.warn("COMBAT_PATROL.Error.notAPiece", { name: request.actor.name });
  return piece;
}

/** The figure that acts: the one the button was on, else the unit's leader, else its first standing figure. */
export function actingFigure(piece: TablePiece): FigureState | null {
  if (piece.figure) return piece.figure;
  const standing = piece.unit.figures.filter((f) => !f.incapacitated);
  return standing.find((f) => f.id === piece.unit.leaderId) ?? standing[0] ?? null;
}

/**
 * CORE-6 the two sides of a hand to hand a button starts: the acting figure and the first
 * targeted figure of another unit; null (and the localized warning) when either is missing.
 */
export function meleePair(
  request: ActionRequest,
  port: TableUses<{ pieces: "piece" | "targetedFigures"; user: "warn" }>,
): {
  readonly piece: TablePiece;
  readonly attacker: FigureState;
  readonly defender: { readonly figure: FigureState; readonly unit: UnitState };
} | null {
  const piece = pieceOf(request, port);
  if (!piece) return null;
  const attacker = actingFigure(piece);
  const defender = port.pieces.targetedFigures().find((f) => f.unit.id !== piece.unit.id) ?? null;
  if (!attacker || !defender) {
    port.user.warn("COMBAT_PATROL.Action.Melee.needTarget");
    return null;
  }
  return { piece, attacker, defender };
}
