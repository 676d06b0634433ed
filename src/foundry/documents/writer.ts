/**
 * The Foundry side of effects.ts: current data of an actor by UUID, and the writer that sends
 * each batch to the server in one call.
 */
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { UnitModel } from "@foundry/data/actor/unit";
import { WagonModel } from "@foundry/data/actor/wagon";
import { actorByUuid } from "@foundry/data/resolve";
import type { ActorLookup, ActorSnapshot, ActorUpdate, EffectWriter } from "./effects";

/** The snapshot of an actor document: its subtype and its data as plain sources. */
export function snapshotOf(actor: Actor.Implementation | null): ActorSnapshot | null {
  const system = actor?.system;
  if (system instanceof FigureModel) return { type: "figure", system: system.source };
  if (system instanceof UnitModel) return { type: "unit", system: system.source };
  if (system instanceof HerdModel) return { type: "herd", system: system.source };
  if (system instanceof WagonModel) return { type: "wagon", system: system.source };
  if (system instanceof GunModel) return { type: "gun", system: system.source };
  return null;
}

export const foundryLookup: ActorLookup = (uuid) => snapshotOf(actorByUuid(uuid));

export const foundryWriter: EffectWriter = {
  async updateWorldActors(updates: readonly ActorUpdate[]): Promise<void> {
    await Actor.implementation.updateDocuments(updates.map((u) => ({ _id: u._id, system: u.system })));
  },
  async updateTokenActors(sceneId: string, updates: readonly ActorUpdate[]): Promise<void> {
    const scene = game.scenes?.get(sceneId);
    if (!scene) throw new Error(`Combat Patrol: no scene ${sceneId} for token actor updates`);
    await TokenDocument.implementation.updateDocuments(
      updates.map((u) => ({ _id: u._id, delta: { system: u.system } })),
      { parent: scene },
    );
  },
};
