/**
 * CORE-10 the engine's move, played as the Move button plays it: for each figure, ONE movement
 * request (the point it moves to named as a clicked destination, so the GM reads the path on the
 * map), the cards drawn from the GM's own deck; then its token is moved along the chosen straight
 * path by the inches the cards gave (no farther than the point chosen). Slow ground on the way
 * (the chooser's cost above the path's length) is declared at half rate, as a player picks it.
 * NAP-5.3 a unit in close order moves as a line (close-order-play.ts), and charges as one
 * (close-order-charge-play.ts, a bayonet charge).
 */
import { bearing, type Figure, type Point } from "@rules/geometry";
import type { FigureState, UnitState } from "@rules/model";
import type { ChargeChoice, MoveChoice } from "@rules/opponent/choice";
import type { Situation } from "@rules/opponent/situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { playLineMove } from "./close-order-play";

/**
 * Whether the table plays this move or charge: NAP-5.3 a unit in close order, only one chosen as a
 * line (close-order-moves.ts a move, close-order-charge.ts a bayonet charge); a figure's own move
 * or charge out of a close order line is the GM's to play.
 */
export function playsMove(choice: MoveChoice | ChargeChoice, s: Situation, table: Pick<Table, "user">): boolean {
  if (!(table.user.options().era === "napoleonic" && s.unit.closeOrder)) return true;
  return choice.line !== undefined;
}

/** The point `inches` along the straight path from `from` to `to` (never past `to`). */
export function along(from: Point, to: Point, inches: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0 || inches >= length) return to;
  const share = Math.max(0, inches) / length;
  return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
}

/** The inches a movement result allows (its `inches`), 0 when it names none. */
export function allowedInches(answer: DrawResponse<PostedResult>): number {
  if (!answer.ok) return 0;
  const inches: unknown = Reflect.get(answer.output.record.result, "inches");
  return typeof inches === "number" && Number.isFinite(inches) ? inches : 0;
}

/**
 * A piece's move toward `to` (a wagon, a gun): `send` makes its Move request from where its token
 * (`id`) stands; granted, the token is moved that way by the inches the result allows (no farther
 * than `to`), turned to the way when `turn` says so. The answer and the token's way; null when the
 * piece has no token on the scene.
 */
export async function moveTokenToward(
  table: Table,
  id: string,
  to: Point,
  send: (token: Figure) => Promise<DrawResponse<PostedResult>>,
  turn: boolean,
): Promise<{ readonly answer: DrawResponse<PostedResult>; readonly from: Point; readonly end: Point } | null> {
  const token = table.scene.figuresAt([id])[0];
  if (!token) return null;
  const answer = await send(token);
  if (!answer.ok) return { answer, from: token.at, end: token.at };
  const end = along(token.at, to, allowedInches(answer));
  await table.canvas.moveToken(id, end, turn ? bearing(token.at, to) : undefined);
  return { answer, from: token.at, end };
}

/**
 * CORE-10 one figure's Move request toward `to` (named as the clicked destination), then, when the
 * GM grants it, his token moved that way by the inches the cards allow; the answer and the inches.
 */
export async function moveFigure(
  unit: UnitState,
  figure: FigureState,
  from: Point,
  to: Point,
  terrainFactor: number,
  table: Table,
): Promise<{ readonly answer: DrawResponse<PostedResult>; readonly inches: number }> {
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: figure.name } };
  const answer = await table.draw.resolve({
    procedure: "movement",
    input: {
      movement: { unitId: unit.id, figure, mode: "normal", terrainFactor },
      mounted: figure.mounted,
      to,
      ...(figure.mounted ? { bogCheck: false } : {}),
      ...chatContext(table.writes.speaker(figure.id), title, [unit]),
    },
  });
  const inches = allowedInches(answer);
  if (answer.ok) await table.canvas.moveToken(figure.id, along(from, to, inches));
  return { answer, inches };
}

/**
 * Each figure's movement request, then its token moved by what the cards allow. The first
 * figure's refusal is the move's (the caller falls back); a later one stops the move there.
 */
export async function playMove(
  choice: MoveChoice,
  s: Situation,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  // NAP-5.3 a close order line: every figure's request, then the line moved as one.
  if (choice.line) return playLineMove(choice, choice.line, s, table);
  // CORE-8 slow ground on the way: the half rate a player would pick for it.
  const terrainFactor = choice.cost > choice.inches + 1e-9 ? 0.5 : 1;
  let first: DrawResponse<PostedResult> | null = null;
  for (const step of choice.moves) {
    const figure = s.unit.figures.find((f) => f.id === step.figureId);
    if (!figure) continue;
    const { answer } = await moveFigure(s.unit, figure, step.from, step.to, terrainFactor, table);
    first ??= answer;
    if (!answer.ok) return first;
  }
  return first;
}
