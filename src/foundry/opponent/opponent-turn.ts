/**
 * CORE-3 the engine plays its units when an Activation Card activates them, on the active GM's
 * client: for each activated unit whose tokens show the engine's side (opponent-setting.ts), in the
 * card's order, the situation read from the table (table-situation.ts), the chooser's one choice by
 * the doctrine (rules/opponent chooseAction), played through the actions (play-choice.ts). Each
 * unit is played once in each of its activations (an Elite unit's second one is another), even
 * when the flag is written again. Deterministic: the same cards and doctrine give the same play.
 */
import { chooseAction } from "@rules/opponent/choose";
import { DOCTRINES } from "@rules/opponent/doctrine-data";
import { type CurrentActivation, unitActivationKey } from "@foundry/kernel/activation-flag";
import type { Table } from "@foundry/kernel/table-ports";
import { playedByEngine, type EngineOpponent } from "./opponent-setting";
import { playChoice, type Played } from "./play-choice";
import { situationOn } from "./table-situation";

/** One unit's turn: its name and every option tried, in order. */
export interface UnitPlay {
  readonly unitId: string;
  readonly unit: string;
  readonly tried: readonly Played[];
}

/**
 * The units of the activation the engine plays and has not played yet in it: its side's, neither
 * a gun's crew, a wagon nor a herd (those stay the GM's to play).
 */
export function engineUnits(
  activation: CurrentActivation,
  opponent: EngineOpponent,
  table: Pick<Table, "pieces">,
  played: ReadonlySet<string>,
): string[] {
  return activation.units.filter((id) => {
    if (played.has(unitActivationKey(activation, id))) return false;
    const piece = table.pieces.piece(id);
    if (!piece || piece.unit.kind === "herd" || piece.unit.kind === "wagon" || table.pieces.gun(id)) return false;
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
): Promise<UnitPlay[]> {
  const doctrine = DOCTRINES[opponent.doctrine];
  const plays: UnitPlay[] = [];
  for (const id of engineUnits(activation, opponent, table, played)) {
    played.add(unitActivationKey(activation, id));
    // The unit as the world holds it now (an earlier unit's volley may have changed the field).
    const unit = table.pieces.piece(id)?.unit;
    if (!unit) continue;
    const situation = situationOn(unit, table);
    const choice = chooseAction(situation, doctrine);
    plays.push({ unitId: id, unit: unit.name, tried: await playChoice(choice, situation, doctrine, table) });
  }
  return plays;
}
