/**
 * OW-9.2.7, OW-9.2.7b, OW-9.2.7c a stampede on the scene: the Foundry side of the stampede
 * action's port methods (actions/stampede). foundry-port.ts loads this file on the first
 * stampede, so it stays out of the start-up bundle.
 * - stampedeGround: the herd's tokens, the central token's facing, every other figure and the
 *   scene's walls, fences and marked areas (inches);
 * - runStampede: the path(s) drawn as areas, the herd's tokens moved in one update;
 * - offerTrampling: one chat prompt listing the figures within 1", each with a "Trample" button
 *   (canvas/startle.ts binds it to the "trample" action).
 */
import type { Point } from "@rules/geometry";
import type { StampedeObstacle, StampedePath } from "@rules/old-west/stampede-terrain";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { StampedeGround } from "@foundry/kernel/table-ports";
import { foundryFormat } from "@foundry/shared/format";
import type { ChatSpeaker } from "@foundry/kernel/result-message";
import { FigureModel } from "@foundry/data/actor/figure";
import { HerdModel } from "@foundry/data/actor/herd";
import { createAreas } from "./areas/foundry";
import { drawingsOf, wallsOf } from "./scene-drawings";
import { pixelsOf } from "./figures";
import { centralOf, followUpdates } from "./herd-coherency";
import { expectMoves } from "./moves";
import { sceneObstacles, splitDisplacements, stampedePathAreas } from "./obstacles";
import { baseActorOf, figureFromToken, gridOf, memberships, unitOfToken } from "./tokens";

/** The scene of the request's token, else the viewed scene. */
function sceneOf(request: ActionRequest): Scene.Implementation | null {
  return request.token?.parent ?? game.scenes?.viewed ?? null;
}

function sceneById(id: string): Scene.Implementation | null {
  return game.scenes?.get(id) ?? null;
}

/** The herd actor's tokens on a scene. */
function herdTokens(scene: Scene.Implementation, herdId: string): TokenDocument.Implementation[] {
  return scene.tokens.filter((t) => baseActorOf(t)?.uuid === herdId);
}

export async function stampedeGround(request: ActionRequest): Promise<StampedeGround | null> {
  const scene = sceneOf(request);
  const herdActor = request.actor;
  const s = herdActor.system;
  if (!scene || !(s instanceof HerdModel)) return null;
  const tokens = herdTokens(scene, herdActor.uuid);
  const herdAt = tokens.map((t) => figureFromToken(t, herdActor.uuid));
  const central = centralOf({ herdId: herdActor.uuid, centralId: s.centralTokenId, figures: herdAt });
  if (!central) return null;
  const own = new Set(herdAt.map((f) => f.id));
  const members = memberships();
  const others = scene.tokens
    .filter((t) => !own.has(t.id ?? ""))
    .map((t) => figureFromToken(t, unitOfToken(t, members)));
  return {
    sceneId: scene.id ?? "",
    herdAt,
    others,
    referenceBearing: central.facing ?? 0,
    obstacles: obstaclesOnScene(scene),
  };
}

/**
 * OW-9.2.7c the scene's obstacles: every Wall document (`c` its segment; flag obstacle "fence"
 * makes it a fence) and every Drawing the GM flagged `combat-patrol.obstacle` small/medium/large.
 */
function obstaclesOnScene(scene: Scene.Implementation): StampedeObstacle[] {
  return sceneObstacles(wallsOf(scene), drawingsOf(scene), gridOf(scene));
}

export async function runStampede(ground: StampedeGround, paths: readonly StampedePath[], d: Point): Promise<void> {
  const scene = sceneById(ground.sceneId);
  if (!scene) return;
  // OW-9.2.7c the path the herd ran over the obstacles, shown on the canvas.
  if (paths.length > 0) await createAreas(scene, stampedePathAreas(paths));
  const grid = gridOf(scene);
  const ids = new Set(ground.herdAt.map((f) => f.id));
  const tokens = scene.tokens.filter((t) => ids.has(t.id ?? ""));
  // OW-9.2.7c a split herd: each animal runs the path on its side (obstacles.ts splitDisplacements).
  const split = splitDisplacements(ground.herdAt, paths);
  const updates = split
    ? tokens.map((t) => {
        const own = split.get(t.id ?? "") ?? d;
        return { _id: t.id ?? "", x: (t.x ?? 0) + pixelsOf(own.x, grid), y: (t.y ?? 0) + pixelsOf(own.y, grid) };
      })
    : followUpdates(
        tokens.map((t) => ({ id: t.id ?? "", x: t.x ?? 0, y: t.y ?? 0 })),
        { x: pixelsOf(d.x, grid), y: pixelsOf(d.y, grid) },
      );
  if (updates.length === 0) return;
  expectMoves(updates.map((u) => u._id));
  await scene.updateEmbeddedDocuments("Token", updates);
}

export async function offerTrampling(
  ground: StampedeGround,
  herdId: string,
  trampled: readonly { readonly tokenId: string; readonly animals: number }[],
): Promise<void> {
  const scene = sceneById(ground.sceneId);
  const first = scene ? herdTokens(scene, herdId)[0] : undefined;
  const herdActor = first ? baseActorOf(first) : null;
  if (!scene || !herdActor) return;
  const rows: string[] = [];
  for (const { tokenId, animals } of trampled) {
    const token = scene.tokens.get(tokenId);
    const actor = token?.actor;
    if (!token || !actor || !(actor.system instanceof FigureModel)) continue;
    rows.push(
      `<li>${foundry.utils.escapeHTML(actor.name ?? "")} <button type="button" data-cp-trample="${actor.uuid}" data-cp-token="${token.id ?? ""}" data-cp-herd="${herdId}" data-cp-animals="${animals}">${foundryFormat("COMBAT_PATROL.Canvas.Trample.fight")}</button></li>`,
    );
  }
  if (rows.length === 0) return;
  const content = `<div class="cp-trample"><p>${foundryFormat("COMBAT_PATROL.Canvas.Trample.prompt", { unit: foundry.utils.escapeHTML(herdActor.name ?? "") })}</p><ul>${rows.join("")}</ul></div>`;
  const s = ChatMessage.implementation.getSpeaker({ actor: herdActor });
  const speaker: ChatSpeaker = {
    scene: s.scene ?? null,
    actor: s.actor ?? null,
    token: s.token ?? null,
    alias: s.alias ?? null,
  };
  await ChatMessage.implementation.create({ content, speaker });
}
