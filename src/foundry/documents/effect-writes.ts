/**
 * The planner's patches as server writes (documents/effects.ts plans them): every world actor in
 * one Actor.updateDocuments call, every unlinked token actor of a scene in one
 * TokenDocument.updateDocuments call; and the same writes the other way, to undo a result. Pure:
 * the writer is a port (documents/writer.ts in Foundry, a counting double in tests).
 */
import type { Effect } from "@rules/model";
import { planEffects, type ActorLookup, type MoveEffect, type SystemPatch } from "./effects";

/** Where an actor UUID lives: a world actor, or the synthetic actor of an unlinked token on a scene. */
type ActorHome =
  | { readonly kind: "world"; readonly actorId: string }
  | { readonly kind: "token"; readonly sceneId: string; readonly tokenId: string };

export function actorHome(uuid: string): ActorHome | null {
  const world = /^Actor\.([A-Za-z0-9]{16})$/.exec(uuid);
  if (world) return { kind: "world", actorId: world[1]! };
  const token = /^Scene\.([A-Za-z0-9]{16})\.Token\.([A-Za-z0-9]{16})\.Actor\.[A-Za-z0-9]{16}$/.exec(uuid);
  if (token) return { kind: "token", sceneId: token[1]!, tokenId: token[2]! };
  return null;
}

/** One document update as the writer sends it. */
export interface ActorUpdate {
  /** The world actor id, or the token id for an unlinked token's actor. */
  readonly _id: string;
  readonly system: SystemPatch;
}

/**
 * The seam to Foundry's database: one call = one server write. The Foundry implementation is
 * in writer.ts; a test passes a double that counts calls.
 */
export interface EffectWriter {
  /** Update world actors (Actor.updateDocuments). */
  updateWorldActors(updates: readonly ActorUpdate[]): Promise<void>;
  /** Update the synthetic actors of unlinked tokens on one scene (TokenDocument.updateDocuments, delta). */
  updateTokenActors(sceneId: string, updates: readonly ActorUpdate[]): Promise<void>;
}

interface GroupedWrites {
  readonly world: readonly ActorUpdate[];
  readonly scenes: ReadonlyMap<string, readonly ActorUpdate[]>;
  /** Patches whose actor UUID is neither a world actor nor a token actor (a compendium actor). */
  readonly unwritable: readonly string[];
}

/** Group the patches into one batch of world actors and one batch per scene. */
export function groupWrites(patches: ReadonlyMap<string, SystemPatch>): GroupedWrites {
  const world: ActorUpdate[] = [];
  const scenes = new Map<string, ActorUpdate[]>();
  const unwritable: string[] = [];
  for (const [uuid, system] of patches) {
    const home = actorHome(uuid);
    if (!home) unwritable.push(uuid);
    else if (home.kind === "world") world.push({ _id: home.actorId, system });
    else scenes.set(home.sceneId, [...(scenes.get(home.sceneId) ?? []), { _id: home.tokenId, system }]);
  }
  return { world, scenes, unwritable };
}

export interface AppliedEffects {
  /** Server writes made (calls to the writer). */
  readonly writes: number;
  /** The actors written, each with the patch that puts it back as it was (the GM's undo). */
  readonly restores: readonly { readonly actorId: string; readonly patch: SystemPatch }[];
  readonly moves: readonly MoveEffect[];
  readonly skipped: readonly Effect[];
  readonly unwritable: readonly string[];
}

/** Plan, group and write: the whole of an action's state changes in at most one write per home. */
export async function applyEffectsWith(
  effects: readonly Effect[],
  lookup: ActorLookup,
  writer: EffectWriter,
): Promise<AppliedEffects> {
  const plan = planEffects(effects, lookup);
  const grouped = groupWrites(plan.patches);
  let writes = 0;
  if (grouped.world.length > 0) {
    await writer.updateWorldActors(grouped.world);
    writes += 1;
  }
  for (const [sceneId, updates] of grouped.scenes) {
    await writer.updateTokenActors(sceneId, updates);
    writes += 1;
  }
  const restores = [...plan.restores]
    .filter(([id]) => !grouped.unwritable.includes(id))
    .map(([actorId, patch]) => ({ actorId, patch }));
  return { writes, restores, moves: plan.moves, skipped: plan.skipped, unwritable: grouped.unwritable };
}

/** Put actors back as they were (the undo of applyEffectsWith): one write per home, as the effects were. */
export async function restoreWith(
  restores: readonly { readonly actorId: string; readonly patch: SystemPatch }[],
  writer: EffectWriter,
): Promise<number> {
  const grouped = groupWrites(new Map(restores.map((r) => [r.actorId, r.patch] as const)));
  let writes = 0;
  if (grouped.world.length > 0) {
    await writer.updateWorldActors(grouped.world);
    writes += 1;
  }
  for (const [sceneId, updates] of grouped.scenes) {
    await writer.updateTokenActors(sceneId, updates);
    writes += 1;
  }
  return writes;
}
