/**
 * The Foundry implementation of the scene and canvas roles of the table (kernel/table-ports.ts):
 * what the scene holds, measured as the rules measure it (tokens, walls, charges, a stampede's
 * ground), and what the user sees and does on the canvas (a clicked point, arcs, templates, moved
 * tokens, breached walls, marks). Provided to the kernel at init (canvas/canvas-hooks.ts) and loaded with
 * the first action.
 */
import type { Point } from "@rules/geometry";
import { facingFromTokenRotation } from "@rules/geometry";
import { actorOfPart } from "@rules/parts";
import { foundryFormat } from "@foundry/shared/format";
import { actorByUuid } from "@foundry/data/resolve";
import { GunModel } from "@foundry/data/actor/gun";
import { WagonModel } from "@foundry/data/actor/wagon";
import { tablePiece, tokenOf } from "@foundry/kernel/foundry-pieces";
import type { CanvasRoles } from "@foundry/kernel/table-ports";
import { tokenDistance } from "@foundry/kernel/token-distance";
import { checkTargetArc } from "./range";
import { figureFromToken, gridOf } from "./tokens";
import { toInches } from "./figures";
import { isArcShown, toggleArc } from "./overlay";
import { drawMoves, figureBase, figuresUnder, moveToken, saveCharge, sceneCharges, wallAt } from "./charges";
import { openingsOnPath } from "./openings";
import { impassableAreas } from "./obstacles";
import { drawingsOf } from "./scene-drawings";
import { markChargesAt } from "./bridge-foundry";
import { sceneTerrain } from "./terrain/foundry";

/** The token a shooter fires from: his gun's (or the wagon carrying it, OW-5.2f), else his own. */
function firingToken(shooterId: string, unitId: string): TokenDocument.Implementation | null {
  if (actorByUuid(unitId)?.system instanceof GunModel) {
    const gun = tokenOf(unitId);
    if (gun) return gun;
    for (const actor of game.actors ?? []) {
      if (actor.system instanceof WagonModel && actor.system.gunId === unitId) return tokenOf(actor.uuid);
    }
  }
  return tokenOf(shooterId);
}

/**
 * NAP-7.3 one left click on the viewed scene, in inches (right click or Escape: null). The
 * templates layer is active meanwhile so the click selects no token; the stage's pointer events
 * and the layer-local position are read as canvas/templates.ts previewCircle reads them.
 */
function clickedPoint(prompt = "COMBAT_PATROL.Action.FireGun.clickPoint"): Promise<Point | null> {
  const layer = canvas?.templates;
  const stage = canvas?.stage;
  const scene = canvas?.scene ?? null;
  if (!layer || !stage || !scene) return Promise.resolve(null);
  ui.notifications?.info(foundryFormat(prompt));
  const previous = canvas?.activeLayer ?? null;
  layer.activate();
  return new Promise<Point | null>((resolve) => {
    const finish = (p: Point | null) => {
      stage.off("pointerdown", down);
      stage.off("rightdown", cancel);
      window.removeEventListener("keydown", escape);
      if (previous instanceof foundry.canvas.layers.InteractionLayer) previous.activate();
      resolve(p === null ? null : toInches(p, gridOf(scene)));
    };
    const down = (event: PIXI.FederatedPointerEvent) => {
      if (event.button !== 0) return;
      const p = event.getLocalPosition(layer);
      finish({ x: p.x, y: p.y });
    };
    const cancel = () => finish(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") finish(null);
    };
    stage.on("pointerdown", down);
    stage.on("rightdown", cancel);
    window.addEventListener("keydown", escape);
  });
}

export const foundryCanvasRoles: CanvasRoles = {
  scene: {
    distance(fromId, toId) {
      const a = tokenOf(fromId);
      const b = tokenOf(toId);
      return a && b ? tokenDistance(a, b) : null;
    },
    inArc(shooterId, unitId, targetId) {
      const shooter = firingToken(shooterId, unitId);
      const target = tokenOf(actorOfPart(targetId));
      return !shooter || !target || checkTargetArc(shooter, target);
    },
    tokenFacing(request) {
      const token = request.token ?? tokenOf(request.actor.uuid);
      return token ? facingFromTokenRotation(token.rotation ?? 0) : null;
    },
    figuresAt(ids) {
      // A token's figure carries the token's id (canvas/tokens.ts); the rules here address actors.
      return ids.flatMap((id) => {
        const token = tokenOf(id);
        return token ? [{ ...figureFromToken(token), id }] : [];
      });
    },
    firingLine(unitId, targetId) {
      // The gun's token, else the wagon carrying it (firingToken); figureFromToken gives a gun its
      // stored facing (OW-5.2e) and any other token the facing of its rotation (a wagon: OW-5.2f).
      const gun = firingToken(unitId, unitId);
      const target = tokenOf(actorOfPart(targetId));
      if (!gun || !target || !gun.parent || gun.parent !== target.parent) return null;
      return { gun: figureFromToken(gun), target: figureFromToken(target) };
    },
    figureBase,
    wallAt,
    // NAP-5.3 the scene's door walls and the walls flagged as windows (canvas/openings.ts).
    openingsCrossed: (from, to) => openingsOnPath(from, to),
    // NAP-6.1.2b the drawings the GM flagged impassable to riders (canvas/obstacles.ts).
    impassableToMounted: () => (canvas?.scene ? impassableAreas(drawingsOf(canvas.scene), gridOf(canvas.scene)) : []),
    charges: sceneCharges,
    // OW-9.2.7 a stampede on the scene (stampede-run.ts), loaded on the first stampede (the start-up bundle's budget).
    stampedeGround: (request) => import("./stampede-run").then((m) => m.stampedeGround(request)),
    // The Terrain regions and obstacle walls of a scene (terrain/foundry.ts), read on this client.
    terrain: sceneTerrain,
  },
  canvas: {
    pickPoint: clickedPoint,
    showArc(unitId) {
      // The client's overlay (canvas/overlay.ts) draws the arc of the token's kind (arcKindOf).
      const token = firingToken(unitId, unitId);
      if (token?.id && !isArcShown(token.id)) toggleArc(token.id);
    },
    figuresUnder: (at, size) => figuresUnder(at, size, tablePiece),
    saveCharge,
    moveToken,
    drawMoves,
    runStampede: (ground, paths, displacement) =>
      import("./stampede-run").then((m) => m.runStampede(ground, paths, displacement)),
    offerTrampling: (ground, herdId, trampled) =>
      import("./stampede-run").then((m) => m.offerTrampling(ground, herdId, trampled)),
    // NAP-8.1 the engineers' charges marked where they were emplaced (canvas/bridge-foundry.ts).
    markCharges: markChargesAt,
  },
};
