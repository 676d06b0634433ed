/**
 * CORE-3 the engine plays its units when an Activation Card activates them, on the active GM's
 * client: for each activated unit whose tokens show the engine's side (opponent-setting.ts), in the
 * card's order, the situation read from the table (table-situation.ts), the chooser's one choice by
 * the doctrine (rules/opponent chooseAction), played through the actions (play-choice.ts). Each
 * unit is played once in each of its activations (an Elite unit's second one is another), even
 * when the flag is written again. Deterministic: the same cards and doctrine give the same play.
 */
import { chooseAction, followUp } from "@rules/opponent/choose";
import { DOCTRINES, type Doctrine } from "@rules/opponent/doctrine-data";
import type { Objective } from "@rules/opponent/objective";
import type { UnitState } from "@rules/model";
import { type CurrentActivation, unitActivationKey } from "@foundry/kernel/activation-flag";
import type { Table } from "@foundry/kernel/table-ports";
import { playedByEngine, type EngineOpponent } from "@foundry/kernel/engine-side";
import { playHerds } from "./herd-play";
import { moraleFirst } from "./morale-first";
import { playChoice, playOne, type Played } from "./play-choice";
import { situationOn } from "./table-situation";
import { tokensOf, waitForReactions } from "./reaction-window";

/** OW-2 / NAP-2 what a unit's side plays for in the combat's scenario (objective.ts); null: no scenario, it fights. */
export type ObjectiveOf = (unitId: string) => Objective | null;

const NO_OBJECTIVE: ObjectiveOf = () => null;

/** One unit's turn: its name and every option tried, in order. */
export interface UnitPlay {
  readonly unitId: string;
  readonly unit: string;
  readonly tried: readonly Played[];
}

/**
 * The key of one unit's activation in `played`: the activation's (its turn, card, and which of an
 * Elite unit's two) and the unit's own, so that each unit a card activates is played once.
 */
const playedKey = (activation: CurrentActivation, unitId: string): string =>
  `${unitId}@${unitActivationKey(activation, unitId)}`;

/**
 * The units of the activation the engine plays and has not played yet in it: its side's, an
 * artillery piece's crew (gun-play.ts), a Gatling's (gatling-play.ts) and a wagon (wagon-play.ts)
 * among them, but not a herd (a herded one moves on its herders' play, herd-play.ts; any other is the GM's).
 */
export function engineUnits(
  activation: CurrentActivation,
  opponent: EngineOpponent,
  table: Pick<Table, "pieces">,
  played: ReadonlySet<string>,
): string[] {
  return activation.units.filter((id) => {
    if (played.has(playedKey(activation, id))) return false;
    const piece = table.pieces.piece(id);
    if (!piece || piece.unit.kind === "herd") return false;
    return playedByEngine(opponent, table.pieces.allegiance(id));
  });
}

/**
 * Play the engine's units of this activation, one after the other; `played` keeps the activations
 * already played (the caller's memory across flag writes). What each did.
 */
export async function playActivation(
  activation: CurrentActivation,
  opponent: EngineOpponent,
  table: Table,
  played: Set<string>,
  objectiveOf: ObjectiveOf = NO_OBJECTIVE,
): Promise<UnitPlay[]> {
  const doctrine = DOCTRINES[opponent.doctrine];
  const plays: UnitPlay[] = [];
  for (const id of engineUnits(activation, opponent, table, played)) {
    played.add(playedKey(activation, id));
    // The unit as the world holds it now (an earlier unit's volley may have changed the field).
    const unit = table.pieces.piece(id)?.unit;
    if (!unit) continue;
    const before = tokensOf(unit, table);
    const tried = await playUnit(unit, doctrine, table, objectiveOf(id));
    // CORE-10 the people may react to its move before the engine goes on (reaction-window.ts).
    await waitForReactions(table.pieces.piece(id)?.unit ?? unit, before, tried, opponent, table);
    // OW-9.2.3 then the herd it was given moves on its activation (herd-play.ts), as the herding player chooses.
    const herders = table.pieces.piece(id)?.unit ?? unit;
    plays.push({
      unitId: id,
      unit: unit.name,
      tried: [...tried, ...(await playHerds(herders, objectiveOf(id), table))],
    });
  }
  return plays;
}

/**
 * One unit's activation: CORE-7 its morale check first when it carries markers (with the leader's
 * or the lone hero's removal when chosen), then the choice over the unit as the check left it;
 * OW-4d a lone hero's removal is his only action.
 */
async function playUnit(
  unit: UnitState,
  doctrine: Doctrine,
  table: Table,
  objective: Objective | null,
): Promise<Played[]> {
  const first = chooseAction(situationOn(unit, table, objective), doctrine);
  const morale = await moraleFirst(unit, first, table);
  const then = (tried: readonly Played[]) => withFollowUp(unit.id, tried, doctrine, table, objective);
  if (!morale) return then(await playChoice(first, situationOn(unit, table, objective), doctrine, table));
  if (morale.onlyAction) return [morale.played];
  const now = table.pieces.piece(unit.id)?.unit ?? unit;
  const situation = situationOn(now, table, objective);
  // The checks are done this activation: the chooser weighs no marker again (it would take them off anew).
  const choice = chooseAction({ ...situation, unit: { ...now, moraleMarkers: 0 } }, doctrine);
  return [morale.played, ...(await then(await playChoice(choice, situation, doctrine, table)))];
}

/**
 * CORE-3 a figure fires once and moves once in an activation: a volley played is followed by the
 * move the doctrine would make, a move by the volley (rules/opponent/choose.ts followUp), chosen
 * over the table as the first left it and played alone (no fallback: a refusal is said, and that is all).
 */
async function withFollowUp(
  unitId: string,
  tried: readonly Played[],
  doctrine: Doctrine,
  table: Table,
  objective: Objective | null,
): Promise<Played[]> {
  const played = tried.find((t) => t.outcome === "played")?.kind;
  // NAP-5.2 a formation change is the unit's move: its volley may follow.
  const done = played === "formation" ? "move" : played;
  const now = table.pieces.piece(unitId)?.unit;
  if ((done !== "fire" && done !== "move") || !now) return [...tried];
  const situation = situationOn(now, table, objective);
  const next = followUp(situation, doctrine, done);
  return next ? [...tried, await playOne(next, situation, table)] : [...tried];
}
