/**
 * CORE-10 the engine reacts to a person's move: when a figure of the unit acting now (a person's,
 * not the engine's) has moved, each of the engine's units not activated now weighs a reaction
 * (rules/opponent/interrupt-options.ts). A unit that reacts posts its reason (why-card.ts), sends
 * the Reaction button's request "fire, or act before the enemy goes on" for each shooter (NAP-5.6
 * once for a close order group), then, for the figures that passed, the Fire button's volley at the
 * mover (play-choice.ts playFire), or each one's Move request into cover (move-play.ts playMove):
 * the GM takes it on their passed reactions (rules/validation/world-checks.ts
 * requireActivatedOrReacting). A unit weighs each enemy activation's moves until it reacts once
 * there: the rules set no limit, but an engine that checked at every step of every move would spend
 * the GM's deck on checks (docs/opponent-doctrine.md). On Foundry the moves come from the tokens
 * (opponent-hooks.ts updateToken, reaction-foundry.ts).
 */
import type { UnitState } from "@rules/model";
import { DOCTRINES } from "@rules/opponent/doctrine-data";
import {
  chooseMoveReaction,
  reactionWorth,
  type CoverChoice,
  type FaceChoice,
  type InterruptChoice,
  type MoveReaction,
} from "@rules/opponent/interrupt-options";
import { asAnyResult } from "@rules/results";
import { unitActivationKey, type CurrentActivation } from "@foundry/kernel/activation-flag";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { Table } from "@foundry/kernel/table-ports";
import { requestReaction } from "@foundry/actions/reaction/checks";
import { playedByEngine, type EngineOpponent } from "@foundry/kernel/engine-side";
import { playMove } from "./move-play";
import { playFire } from "./play-choice";
import { sendTurnToFace } from "./reaction-play";
import { situationOn } from "./table-situation";
import { postLine, postRefusal, whyText } from "./why-card";

/** What one of the engine's units did about the move: its choice, the figures whose checks passed, and how it ended. */
export interface InterruptPlayed {
  readonly choice: MoveReaction;
  readonly passed: readonly string[];
  readonly outcome: "fired" | "tookCover" | "turned" | "noPass" | "refused";
}

/** The figures a posted reaction lets act: a figure's passed check, or NAP-5.6 the group's reacting figures. */
function passedIn(answer: DrawResponse<PostedResult>): string[] {
  const result = answer.ok ? asAnyResult(answer.output.record.result) : null;
  if (result?.procedure === "reaction") return result.passed ? [result.figureId] : [];
  if (result?.procedure === "closeOrderReaction") return [...result.reacting];
  return [];
}

/** The reason, then each reaction check: the figures that passed, or null when the GM refused one (said in the chat). */
async function checks(choice: InterruptChoice | CoverChoice, unit: UnitState, table: Table): Promise<string[] | null> {
  await postLine(whyText(choice.why, table), unit.id, table);
  const passed: string[] = [];
  for (const checker of choice.checkers) {
    const figure = checker === null ? null : (unit.figures.find((f) => f.id === checker) ?? null);
    const answer = await requestReaction(table, unit, figure, "interrupt");
    if (!answer?.ok) {
      await postRefusal(unit, answer, table);
      return null;
    }
    passed.push(...passedIn(answer));
  }
  return passed;
}

/** The reaction checks, then the volley of the figures that passed. */
async function react(choice: InterruptChoice, unit: UnitState, table: Table): Promise<InterruptPlayed> {
  const passed = await checks(choice, unit, table);
  if (!passed) return { choice, passed: [], outcome: "refused" };
  const shooterIds = choice.volley.shooterIds.filter((id) => passed.includes(id));
  if (shooterIds.length === 0) return { choice, passed, outcome: "noPass" };
  const answer = await playFire({ ...choice.volley, shooterIds }, situationOn(unit, table), table);
  if (answer?.ok) return { choice, passed, outcome: "fired" };
  await postRefusal(unit, answer, table);
  return { choice, passed, outcome: "refused" };
}

/** The reaction checks, then the move into cover of the figures that passed (each his Move request). */
async function takeCover(choice: CoverChoice, unit: UnitState, table: Table): Promise<InterruptPlayed> {
  const passed = await checks(choice, unit, table);
  if (!passed) return { choice, passed: [], outcome: "refused" };
  const moves = choice.move.moves.filter((m) => passed.includes(m.figureId));
  if (moves.length === 0) return { choice, passed, outcome: "noPass" };
  const answer = await playMove({ ...choice.move, moves }, situationOn(unit, table), table);
  if (answer?.ok) return { choice, passed, outcome: "tookCover" };
  await postRefusal(unit, answer, table);
  return { choice, passed, outcome: "refused" };
}

/**
 * NAP-5.4.1 the Turn to face button's request: the line's facing and the bearing to the mover's unit
 * from the map (out of sight, straight about: the dialog's 6 o'clock), one group check (NAP-5.6).
 */
async function face(choice: FaceChoice, unit: UnitState, table: Table): Promise<InterruptPlayed> {
  await postLine(whyText(choice.why, table), unit.id, table);
  const answer = await sendTurnToFace(unit, table.pieces.piece(choice.targetUnitId)?.unit ?? null, table);
  if (!answer.ok) {
    await postRefusal(unit, answer, table);
    return { choice, passed: [], outcome: "refused" };
  }
  const result = asAnyResult(answer.output.record.result);
  const passed = result?.procedure === "closeOrderTurn" && result.passed ? result.reaction.reacting : [];
  return { choice, passed: [...passed], outcome: passed.length > 0 ? "turned" : "noPass" };
}

/**
 * CORE-10 the engine's reactions to the move of `moverId` (a figure's actor UUID) in `activation`:
 * none when the mover's unit is not acting now or is the engine's own; else each of its units that
 * reacts, best first (the volley's chance times the check's). `reacted` keeps, per activation, the
 * units that reacted already (the caller's, for the combat).
 */
export async function reactToMove(
  moverId: string,
  activation: CurrentActivation,
  opponent: EngineOpponent,
  table: Table,
  reacted: Set<string>,
): Promise<InterruptPlayed[]> {
  const mover = table.pieces.piece(moverId)?.unit;
  if (!mover || !activation.units.includes(mover.id)) return [];
  if (playedByEngine(opponent, table.pieces.allegiance(mover.id))) return [];
  const doctrine = DOCTRINES[opponent.doctrine];
  const keyOf = (unit: UnitState) => `${unitActivationKey(activation, unit.id)}:${unit.id}`;
  const choices = table.pieces
    .unitsOnScene()
    .filter((u) => !activation.units.includes(u.id) && !reacted.has(keyOf(u)))
    .filter((u) => playedByEngine(opponent, table.pieces.allegiance(u.id)))
    .map((unit) => ({ unit, choice: chooseMoveReaction(situationOn(unit, table), mover.id, doctrine) }))
    .filter((c): c is { unit: UnitState; choice: MoveReaction } => c.choice !== null)
    // The volleys and moves into cover first, best first; then the lines that turn.
    .sort((a, b) => reactionWorth(b.choice) - reactionWorth(a.choice));
  const played: InterruptPlayed[] = [];
  for (const { unit } of choices) {
    // Chosen again on the world as the earlier reactions left it (the mover may be down by now).
    const now = table.pieces.piece(unit.id)?.unit ?? unit;
    const choice = chooseMoveReaction(situationOn(now, table), mover.id, doctrine);
    if (!choice) continue;
    reacted.add(keyOf(unit));
    played.push(
      choice.kind === "interrupt"
        ? await react(choice, now, table)
        : choice.kind === "takeCover"
          ? await takeCover(choice, now, table)
          : await face(choice, now, table),
    );
  }
  return played;
}
