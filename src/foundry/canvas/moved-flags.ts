/**
 * CORE-5.2 the "moved this activation" shift as state: a figure that drew a move is flagged
 * (rule flag ACTION_FLAGS.moved, the flag defaultShifts pre-fills the fire dialog from), and the
 * flag is cleared when its unit's next activation starts. Pure: the allowance writer and the
 * combat turn turn these effects into their one batched write.
 */
import type { Effect, ProcedureResult, UnitState } from "@rules/model";
import { drawnMove } from "./allowance";
import { ACTION_FLAGS } from "@rules/procedures/data";

type FlagEffect = Extract<Effect, { kind: "flag" }>;

/** The effect that flags the piece a result moved (null for a result that draws no move, or names no piece). */
export function movedEffect(result: ProcedureResult): FlagEffect | null {
  const move = drawnMove(result);
  if (!move?.actorId) return null;
  return { kind: "flag", unitId: move.actorId, figureId: move.actorId, flag: ACTION_FLAGS.moved, value: true };
}

/**
 * CORE-5.2 the activation of these units starts: every flag "moved" on them or their figures is
 * cleared (one effect per actor; nothing for a piece that has not moved).
 */
export function clearMovedEffects(units: readonly UnitState[], activated: readonly string[]): Effect[] {
  const starting = new Set(activated);
  const effects: Effect[] = [];
  const seen = new Set<string>();
  for (const unit of units.filter((u) => starting.has(u.id))) {
    for (const figure of unit.figures) {
      if (figure.flags?.[ACTION_FLAGS.moved] !== true || seen.has(figure.id)) continue;
      seen.add(figure.id);
      effects.push({ kind: "flag", unitId: unit.id, figureId: figure.id, flag: ACTION_FLAGS.moved, value: false });
    }
    // A lone figure is its own unit: its flag is the figure's, cleared above.
    if (unit.flags?.[ACTION_FLAGS.moved] === true && !seen.has(unit.id)) {
      seen.add(unit.id);
      effects.push({ kind: "flag", unitId: unit.id, figureId: null, flag: ACTION_FLAGS.moved, value: false });
    }
  }
  return effects;
}
