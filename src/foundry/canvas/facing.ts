/**
 * NAP-5.4.1 a figure's recorded facing turns its tokens: the close order Turn to face writes a
 * "facing" rule flag on each figure that turned (Apply, one batch); the client that wrote it
 * turns that figure's tokens on every scene (one update per scene, only tokens that differ), as
 * the gun's facing does (canvas-hooks.ts turnGunTokens).
 */
import { tokenRotationFromFacing } from "@rules/geometry";
import { FigureModel } from "@foundry/data/actor/figure";
import { baseActorOf } from "./tokens";

/** The rule flag the Turn to face writes (actions/close-order/close-order-procedure.ts FACING_FLAG). */
const FACING = "facing";

/** updateActor: a figure whose rule flags changed and hold a facing turns its tokens to it. */
export async function turnFigureTokens(
  actor: Actor.Implementation,
  changes: { readonly system?: unknown },
): Promise<void> {
  if (!(actor.system instanceof FigureModel)) return;
  const system = changes.system;
  if (typeof system !== "object" || system === null || !("ruleFlags" in system)) return;
  const facing = actor.system.ruleFlags[FACING];
  if (typeof facing !== "number" || !Number.isFinite(facing)) return;
  const rotation = tokenRotationFromFacing(facing);
  for (const scene of game.scenes ?? []) {
    const updates = scene.tokens
      .filter((t) => baseActorOf(t)?.id === actor.id && t.isOwner && t.rotation !== rotation)
      .map((t) => ({ _id: t.id ?? "", rotation }));
    if (updates.length > 0) await scene.updateEmbeddedDocuments("Token", updates);
  }
}
