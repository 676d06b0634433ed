/**
 * The chat card's line writers, ONE per result kind the engine emits (src/rules/results.ts). The
 * table's type names every kind: a kind the engine adds without a writer here fails the type
 * check. The writer is chosen by the result's `procedure` (its kind), never guessed from fields.
 */
import type { ProcedureResult } from "@rules/model";
import { asAnyResult, type AnyResult, type ResultKind, type ResultOf } from "@rules/results";
import { activation, commandDice, endActivation, heroCard, swapDice } from "./activation";
import { canister, gunAim, limber, load, shell, shellRoof, solidShot, solidShotBuilding, unlimber } from "./artillery";
import {
  bog,
  closeOrderReaction,
  closeOrderTurn,
  damage,
  mountedBog,
  mountedReaction,
  reaction,
  regainControl,
  runawayCheck,
  spotting,
  stampedeCheck,
} from "./checks";
import type { Ctx, LineView, LineWriter } from "./context";
import { fire } from "./fire";
import { blast, breach, carriedDynamite, charge, dynamiteThrow, throwLines } from "./he";
import { melee, mountedMelee, trample } from "./melee";
import { breakthroughAdvance } from "./breakthrough";
import { heroMorale, indianQuit, morale, napMorale } from "./morale";
import {
  gatlingMove,
  gunMove,
  herdMove,
  mountedMovement,
  movement,
  runawayMove,
  stampedeMove,
  wagonMove,
} from "./movement";
import { detonation, doorAttack, emplace, mount, napReload } from "./napoleonic";
import { boarding, cutOut, herding, overturn, owLimber, owReload, reface } from "./old-west";

export type LineWriters = { readonly [K in ResultKind]: LineWriter<ResultOf<K>> };

export const LINE_WRITERS: LineWriters = {
  activation: (ctx, r) => activation(ctx, r, writeStored),
  commandDice,
  endActivation,
  swapDice,
  fire,
  melee,
  morale,
  damage,
  blast,
  throw: throwLines,
  movement,
  reaction,
  bog,
  spotting,
  gunAim,
  solidShot,
  canister,
  shell,
  solidShotBuilding,
  shellRoof,
  load,
  gunMove,
  unlimber,
  limber,
  mountedMovement,
  mount,
  mountedMelee,
  mountedReaction,
  mountedBog,
  breakthroughAdvance,
  napMorale,
  closeOrderReaction,
  closeOrderTurn,
  reload: napReload,
  indianQuit,
  emplace,
  detonation,
  doorAttack,
  "ow.reload": owReload,
  "ow.heroCard": heroCard,
  "ow.heroMorale": heroMorale,
  "ow.dynamiteThrow": dynamiteThrow,
  "ow.charge": charge,
  "ow.carriedDynamite": carriedDynamite,
  "ow.breach": breach,
  // OW-6b the headline says it all; the changes list the new counts.
  "ow.dynamiteGiven": () => [],
  "ow.limber": owLimber,
  "ow.gatlingMove": gatlingMove,
  "ow.reface": reface,
  "ow.herdMove": herdMove,
  "ow.herding": herding,
  "ow.stampedeCheck": stampedeCheck,
  "ow.stampedeMove": stampedeMove,
  "ow.trample": trample,
  "ow.runawayCheck": runawayCheck,
  "ow.runawayMove": runawayMove,
  "ow.regainControl": regainControl,
  "ow.wagonMove": wagonMove,
  "ow.boarding": boarding,
  "ow.cutOut": cutOut,
  "ow.overturn": overturn,
};

function run<K extends ResultKind>(ctx: Ctx, kind: K, result: ResultOf<K>): LineView[] {
  const writer: LineWriter<ResultOf<K>> = LINE_WRITERS[kind];
  return writer(ctx, result);
}

/** The lines of a result of the union: its kind's writer. */
export function writeLines(ctx: Ctx, result: AnyResult): LineView[] {
  return run(ctx, result.procedure, result as ResultOf<typeof result.procedure>);
}

/** A stored result (a chat record): its kind's writer; no lines for a procedure the engine does not have. */
export function writeStored(ctx: Ctx, result: ProcedureResult): LineView[] {
  const known = asAnyResult(result);
  return known ? writeLines(ctx, known) : [];
}
