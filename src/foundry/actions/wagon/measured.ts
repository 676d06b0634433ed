/**
 * What the map measures for a move the player clicks (OW-9.3b / OW-9.3f a wagon's turn and the
 * obstacles on its way; the Move button's bog check reads its own, kernel/map-move.ts), and the
 * dialogs started from it: the fields the map supplies come filled, the player confirms or
 * changes them. The same readings run on the GM's client (wagon-world.ts), so a changed fact
 * shows on the chat card or is refused.
 */
import { angleDifference, bearing, type Figure, type Point } from "@rules/geometry";
import { readPath, type Terrain } from "@rules/terrain";
import type { TableUses } from "@foundry/kernel/table-ports";
import { clickFromToken } from "@foundry/kernel/map-move";

/** A straight move from a token to a point as the map reads it: the turn off its facing, the linear obstacles crossed. */
export interface MeasuredMove {
  /** Whole degrees, 0..180: how far the way turns off the token's facing (the sign: > 0 clockwise). */
  readonly turnDegrees: number;
  readonly signedTurn: number;
  readonly obstacles: number;
}

/** OW-9.3f the turn from a token's facing to `to`, and the linear obstacles the straight way crosses. */
export function measureMove(terrain: Terrain, from: Figure, to: Point): MeasuredMove {
  const signedTurn = Math.round(angleDifference(from.facing ?? 0, bearing(from.at, to)));
  return {
    turnDegrees: Math.abs(signedTurn),
    signedTurn,
    obstacles: readPath(terrain, [from.at, to]).obstacles.length,
  };
}

/**
 * The player clicks where the token goes; its move measured on the viewed scene. Null when the
 * token is not on the scene (play off the map: the dialog asks as typed); "cancelled" when he
 * cancels the click.
 */
export async function clickedMove(
  port: TableUses<{ scene: "figuresAt" | "terrain"; canvas: "pickPoint" }>,
  tokenId: string,
  prompt: string,
): Promise<{ readonly to: Point; readonly measured: MeasuredMove } | null | "cancelled"> {
  const clicked = await clickFromToken(port, tokenId, prompt);
  if (clicked === null || clicked === "cancelled") return clicked;
  return { to: clicked.to, measured: measureMove(port.scene.terrain(), clicked.from, clicked.to) };
}
