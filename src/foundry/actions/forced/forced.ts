/**
 * Forced moves move tokens: a move a result asks for (CORE-6 recoil, CORE-7 fall back,
 * run for cover, advance) is offered on the chat card; its "Move the token" button calls this
 * action on the moving actor with the move (params: direction, inches, whole unit). The
 * destination comes from the rules' geometry (geometry/forced.ts: away from / toward the nearest
 * enemy, a unit of the other side: rules/sides.ts); the owner (or the GM) confirms it in one click, then each token moves (port.canvas.moveToken).
 */
import { forcedMove } from "@rules/geometry/forced";
import { enemiesOf } from "@rules/sides";
import type { Point } from "@rules/geometry";
import { MOVE_DIRECTIONS, type MoveDirection, type UnitState } from "@rules/model";
import { pieceOf } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";

const FORCED_KEYS = "COMBAT_PATROL.Action.Forced.";

/**
 * CORE-6 / CORE-7 where "the enemy" a forced move goes away from or toward stands: the standing
 * figures with a token of the other side's units, never a friend (src/rules/sides.ts). The engine's
 * pursuit reads a fall back's end the same way (opponent/pursuit-play.ts).
 */
export function enemyPlaces(
  unit: UnitState,
  port: TableUses<{ pieces: "allegiance" | "unitsOnScene"; scene: "figureBase" }>,
): Point[] {
  const own = new Set(unit.figures.map((f) => f.id));
  return enemiesOf(unit, port.pieces.allegiance, port.pieces.unitsOnScene())
    .flatMap((u) => u.figures.filter((f) => !own.has(f.id) && !f.incapacitated))
    .flatMap((f) => {
      const base = port.scene.figureBase(f.id);
      return base ? [base.at] : [];
    });
}

export async function forcedMoveAction(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const direction: MoveDirection | undefined = MOVE_DIRECTIONS.find((d) => d === request.params.direction);
  const inches = Number(request.params.inches);
  if (!direction || !(inches > 0)) return port.user.warn(`${FORCED_KEYS}noMove`);
  const movers = (
    request.params.wholeUnit === "true" || !piece.figure
      ? piece.unit.figures.filter((f) => !f.incapacitated)
      : [piece.figure]
  ).flatMap((f) => {
    const base = port.scene.figureBase(f.id);
    return base ? [{ figure: f, at: base.at }] : [];
  });
  if (movers.length === 0) return port.user.warn(`${FORCED_KEYS}noToken`);
  const move = forcedMove(
    movers.map((m) => m.at),
    enemyPlaces(piece.unit, port),
    direction,
    inches,
  );
  if (!move) return port.user.warn(`${FORCED_KEYS}noEnemy`);
  // Drawn first on the canvas, then confirmed.
  await port.canvas.drawMoves(
    movers.map((m) => ({ from: m.at, to: { x: m.at.x + move.by.x, y: m.at.y + move.by.y } })),
    request.params.messageId ?? null,
  );
  const name = piece.figure && request.params.wholeUnit !== "true" ? piece.figure.name : piece.unit.name;
  const answers = await port.dialogs.ask({
    title: port.user.format(`${FORCED_KEYS}title`, { name }),
    intro: port.user.format(`${FORCED_KEYS}what.${direction}`, { name, inches }),
    fields: [],
    ok: port.user.format(`${FORCED_KEYS}confirm`),
  });
  if (!answers) return;
  for (const m of movers) await port.canvas.moveToken(m.figure.id, { x: m.at.x + move.by.x, y: m.at.y + move.by.y });
}
