/**
 * NAP-5.3 / NAP-5.3b the engine's close order line, moved as the Move button moves a figure in close
 * order: for each figure ONE movement request whose clicked point is straight ahead of it after the
 * line's wheel (the GM reads the wheel to face it off the line's tokens and the ground on the way,
 * kernel/map-move.ts readWheel, readMove), with what the Move dialog starts from for that click:
 * the close order quarter and the open inches for slow ground, the walls, fences and hedges
 * crossed, no sideways move, the wheel's inches. A way through a door or window is refused before
 * any card is drawn, as the player's own click is (checkCloseOrderOpening).
 *
 * Every request goes before any token moves (the GM measures the wheel on the line as it stands).
 * Then the whole line moves as one by what the shortest allowance gives (no figure moves more than
 * its own cards allow, and the formation is kept): the wheel as far as that reaches, the advance
 * out of what it leaves, each token turned with the line (canvas moveToken with its facing).
 */
import { RulesError } from "@rules/errors";
import { normalizeDegrees, type Point } from "@rules/geometry";
import type { FigureState } from "@rules/model";
import { roughTerrainFactor } from "@rules/napoleonic/closeOrder";
import { checkCloseOrderOpening } from "@rules/napoleonic/close-order-opening";
import type { LineMove, MoveChoice } from "@rules/opponent/choice";
import { linePlace } from "@rules/opponent/close-order-moves";
import type { Situation } from "@rules/opponent/situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { readMove } from "@foundry/kernel/map-move";
import type { Table } from "@foundry/kernel/table-ports";

type Answer = DrawResponse<PostedResult>;

/** A number of the posted movement result (0 when it names none). */
function resultNumber(answer: Answer, field: string): number {
  if (!answer.ok) return 0;
  const value: unknown = Reflect.get(answer.output.record.result, field);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The close order modifiers the result took off (NAP-5.3: sideways, obstacles, the wheel), each negative. */
function penaltiesOf(answer: Answer): { readonly key: string; readonly value: number }[] {
  if (!answer.ok) return [];
  const list: unknown = Reflect.get(answer.output.record.result, "closeOrder");
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown) => {
    const key: unknown = typeof p === "object" && p !== null ? Reflect.get(p, "key") : null;
    const value: unknown = typeof p === "object" && p !== null ? Reflect.get(p, "value") : null;
    return typeof key === "string" && typeof value === "number" ? [{ key, value }] : [];
  });
}

/**
 * NAP-5.3b the share of the wheel a figure's cards pay for: all of it when it has inches left after
 * the modifiers; else what its cards gave (at the least: the cards at the move's factor) less the
 * other modifiers, over the wheel's inches.
 */
function wheelShare(answer: Answer, wheelInches: number): number {
  if (wheelInches <= 0 || resultNumber(answer, "inches") > 0) return 1;
  const cards: unknown = answer.ok ? Reflect.get(answer.output.record.result, "cardInches") : null;
  const drawn = Array.isArray(cards) ? cards.reduce<number>((sum, c) => sum + (typeof c === "number" ? c : 0), 0) : 0;
  const others = penaltiesOf(answer)
    .filter((p) => p.key !== "wheel")
    .reduce((sum, p) => sum - p.value, 0);
  return Math.min(1, Math.max(0, (drawn * resultNumber(answer, "factor") - others) / wheelInches));
}

/** NAP-5.3 "cannot move through a door or window in close order": the refusal the player's own click gets. */
function openingRefusal(s: Situation, table: Table, paths: readonly (readonly [Point, Point])[]): Answer | null {
  for (const [from, to] of paths) {
    try {
      checkCloseOrderOpening(s.unit.name, true, table.scene.openingsCrossed(from, to)[0] ?? null);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { ok: false, key: error.localizationKey, data: error.data };
    }
  }
  return null;
}

/** NAP-5.3 one figure's Move request in close order, clicked at `aim`, as the Move dialog starts from it. */
function requestMove(s: Situation, figure: FigureState, from: Point, aim: Point, line: LineMove, table: Table) {
  const map = readMove(table.scene.terrain(), from, aim);
  // NAP-5.3b slow ground on the way: a quarter in close order, the open stretch at the full rate.
  const slow = map.slowInches > 0;
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: figure.name } };
  return table.draw.resolve({
    procedure: "movement",
    input: {
      movement: {
        unitId: s.unit.id,
        figure,
        mode: "normal",
        terrainFactor: slow ? roughTerrainFactor(true) : 1,
        ...(slow && map.openInches > 0 ? { openInches: map.openInches } : {}),
      },
      mounted: figure.mounted,
      to: aim,
      ...(figure.mounted ? { bogCheck: false } : {}),
      closeOrder: { lateralOrOblique: false, linearObstacles: map.linearObstacles, wheelInches: line.wheelInches },
      ...chatContext(table.writes.speaker(figure.id), title, [s.unit]),
    },
  });
}

/**
 * Each figure's request, then the line moved as one. The first refusal is the move's (the caller
 * falls back); nothing moves unless every figure was granted its move.
 */
export async function playLineMove(
  choice: Pick<MoveChoice, "moves">,
  line: LineMove,
  s: Situation,
  table: Table,
): Promise<Answer | null> {
  const steps = choice.moves.flatMap((step) => {
    const figure = s.unit.figures.find((f) => f.id === step.figureId);
    return figure ? [{ ...step, figure, aim: step.aim ?? step.to }] : [];
  });
  const refused = openingRefusal(
    s,
    table,
    steps.flatMap((m) => [[m.from, m.to] as const, [m.from, m.aim] as const]),
  );
  if (refused) return refused;
  const answers: Answer[] = [];
  for (const step of steps) {
    const answer = await requestMove(s, step.figure, step.from, step.aim, line, table);
    if (!answer.ok) return answer;
    answers.push(answer);
  }
  if (answers.length === 0) return null;
  // The whole line by the least any figure may: the wheel first, then the advance.
  const share = Math.min(...answers.map((a) => wheelShare(a, line.wheelInches)));
  const turn = line.turn * share;
  const advance = share < 1 ? 0 : Math.min(line.advance, ...answers.map((a) => resultNumber(a, "inches")));
  const facing = normalizeDegrees(line.facing + turn);
  for (const step of steps) {
    const to = linePlace(step.from, line, turn, advance);
    if (turn === 0) await table.canvas.moveToken(step.figure.id, to);
    else await table.canvas.moveToken(step.figure.id, to, facing);
  }
  return answers[0]!;
}
