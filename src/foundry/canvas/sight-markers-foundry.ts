/**
 * CORE-5 the sight markers drawn on the canvas (never stored, this client only): a ring round each
 * figure of the units the user targets, coloured by what his selected tokens' units see of it
 * (sight-markers.ts decides; SIGHT_MARK_COLOURS), redrawn when his targets, his selection or a
 * token change, cleared when he targets nothing.
 *
 * What we rely on in Foundry v13 (docs/foundry-behaviour.md, "Targeting and the sight markers"):
 * - `Hooks.callAll("targetToken", user, token, targeted)` is called by the user's target set
 *   (`UserTargets#add`/`delete`/`clear`, client/canvas/placeables/tokens/targets.mjs; search ids
 *   4319017018, 7948861077), once per token, the clearing of a whole set included; fvtt-types 13
 *   types it (`hooks.d.mts`: targetToken(user, token, targeted)).
 * - `Token#_refreshTarget` begins with `this.target.clear()` and draws Foundry's own arrows and pips
 *   into `Token#target` (client/canvas/placeables/token.mjs, search id 16848107476): nothing of ours
 *   goes there, it would be wiped on the next refreshTarget. Our rings are one PIXI.Graphics on the
 *   interface group, as the command radii (overlay.ts), at the tokens' bases in pixels.
 */
import { baseReach } from "@rules/geometry";
import { tablePiece, tokenOf } from "@foundry/kernel/foundry-pieces";
import { targetedUnits } from "@foundry/kernel/foundry-table";
import { foundryCanvasRoles } from "./foundry-canvas-roles";
import { pixelsOf, toPixels } from "./figures";
import { figureFromToken, gridOf } from "./tokens";
import { SIGHT_MARK_COLOURS, targetSightMarks, type SightTable } from "./sight-markers";
import { interfaceLayer } from "./interface-layer";

/** The table as the markers read it on this client: its pieces and the viewed scene (the actions' own ports). */
const table: SightTable = {
  pieces: { piece: tablePiece, targetedUnits: () => targetedUnits().map((u) => u.unit) },
  scene: foundryCanvasRoles.scene,
};

const layer = interfaceLayer();

/** Redraw the markers for this user's targets as his selected tokens see them (none: cleared). */
export function drawSightMarkers(): void {
  const g = layer.get();
  const scene = canvas?.scene ?? null;
  if (!g) return;
  g.clear();
  if (!scene || (game.user?.targets.size ?? 0) === 0) return;
  const acting = (canvas?.tokens?.controlled ?? [])
    .map((t) => t.document.actor?.uuid)
    .filter((id): id is string => !!id);
  const grid = gridOf(scene);
  for (const mark of targetSightMarks(table, acting)) {
    const token = tokenOf(mark.figureId, scene);
    if (!token) continue;
    const figure = figureFromToken(token);
    const at = toPixels(figure.at, grid);
    const radius = pixelsOf(baseReach(figure), grid) + 10;
    const colour = SIGHT_MARK_COLOURS[mark.mark];
    g.lineStyle(5, colour, 0.95).drawCircle(at.x, at.y, radius);
    if (mark.mark === "hidden") {
      // Out of sight: the ring struck through, so it reads without its colour too.
      const d = radius * Math.SQRT1_2;
      g.moveTo(at.x - d, at.y + d).lineTo(at.x + d, at.y - d);
    }
  }
}

/** A new canvas: the old graphics went with the old one. */
export function resetSightMarkers(): void {
  layer.forget();
  drawSightMarkers();
}
