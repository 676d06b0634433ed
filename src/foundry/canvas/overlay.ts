/**
 * What this client shows over the tokens, never stored: command radii of the leaders the user
 * toggled (token HUD button, keybinding) or of a whole side (scene control), with a red ring on
 * every figure outside its leader's radius (CORE-11, OW-3a). Drawn with PIXI on the interface
 * group (areas/outline.ts, the same shapes as the stored areas); redrawn when tokens move.
 */
import { baseReach } from "@rules/geometry";
import { UnitModel } from "@foundry/data/actor/unit";
import { currentOptions } from "@foundry/settings/current";
import { arcArea, commandArea } from "./areas";
import { drawArea } from "./areas/outline";
import { leaderInfoOf } from "./command";
import { pixelsOf, toPixels } from "./figures";
import { arcOf, figuresOutsideRadius, leaderRadius } from "./measure";
import { arcKindOf } from "./range";
import { actorUuidOf, baseActorOf, figureFromToken, gridOf } from "./tokens";
import { interfaceLayer } from "./interface-layer";

const RADIUS_COLOUR = 0x4dabf7;
const ARC_COLOUR = 0xf08c00;
/** How far an arc of fire is drawn (display only: the arc itself has no length). */
const ARC_DISPLAY_INCHES = 36;
const OUT_COLOUR = 0xe03131;

/** Leader tokens whose radius this user shows (by token id), and whether a whole side is shown. */
const shown = new Set<string>();
/** Tokens whose arc of fire this user shows. */
const arcsShown = new Set<string>();
let sideShown = false;
const layer = interfaceLayer();

/** Show or hide one leader's command radius. Returns whether it is now shown. */
export function toggleLeaderRadius(tokenId: string): boolean {
  const on = !shown.has(tokenId);
  if (on) shown.add(tokenId);
  else shown.delete(tokenId);
  redraw();
  return on;
}

/** Show or hide a token's arc of fire (OW-5.2e/f, NAP-5.4.2). Returns whether it is now shown. */
export function toggleArc(tokenId: string): boolean {
  const on = !arcsShown.has(tokenId);
  if (on) arcsShown.add(tokenId);
  else arcsShown.delete(tokenId);
  redraw();
  return on;
}

export function isArcShown(tokenId: string): boolean {
  return arcsShown.has(tokenId);
}

export function isLeaderRadiusShown(tokenId: string): boolean {
  return shown.has(tokenId);
}

/** Show or hide the radii of every leader of the user's side. */
export function setSideRadii(on: boolean): void {
  sideShown = on;
  redraw();
}

/**
 * The side whose leaders the scene control shows: the disposition of the tokens the user
 * controls; with none controlled, the tokens he owns (every token for the GM).
 */
function sideLeaders(scene: Scene.Implementation): TokenDocument.Implementation[] {
  const controlled = canvas?.tokens?.controlled ?? [];
  const dispositions = new Set(controlled.map((t) => t.document.disposition));
  return scene.tokens.filter((t) => {
    const info = leaderInfoOf(t.actor);
    if (!info || info.rank === null) return false;
    if (dispositions.size > 0) return dispositions.has(t.disposition);
    return t.isOwner;
  });
}

/** The tokens of the unit a leader leads (his unit's members on the scene). */
function followers(scene: Scene.Implementation, leader: TokenDocument.Implementation): TokenDocument.Implementation[] {
  const leaderIds = new Set([actorUuidOf(leader), baseActorOf(leader)?.uuid].filter((id): id is string => !!id));
  const unit = game.actors?.find(
    (a) => a.system instanceof UnitModel && a.system.leaderId !== null && leaderIds.has(a.system.leaderId),
  );
  if (!unit || !(unit.system instanceof UnitModel)) return [];
  const members = new Set(unit.system.members);
  return scene.tokens.filter(
    (t) => t.id !== leader.id && [actorUuidOf(t), baseActorOf(t)?.uuid].some((id) => !!id && members.has(id)),
  );
}

/** Redraw every shown radius (after a token moved, a toggle, a new canvas). */
export function redraw(): void {
  const scene = canvas?.scene ?? null;
  const g = layer.get();
  if (!g) return;
  g.clear();
  if (!scene) return;
  const grid = gridOf(scene);
  const options = currentOptions(scene);
  const leaders = new Map<string, TokenDocument.Implementation>();
  for (const id of shown) {
    const t = scene.tokens.get(id);
    if (t) leaders.set(id, t);
  }
  if (sideShown) for (const t of sideLeaders(scene)) leaders.set(t.id ?? "", t);
  for (const id of arcsShown) {
    const token = scene.tokens.get(id);
    const kind = token ? arcKindOf(token) : null;
    if (token && kind)
      drawArea(g, arcArea(arcOf(kind, figureFromToken(token)), ARC_DISPLAY_INCHES).shape, grid, ARC_COLOUR);
  }
  for (const token of leaders.values()) {
    const info = leaderInfoOf(token.actor);
    if (!info) continue;
    const radius = leaderRadius(info, options);
    if (radius === null) continue;
    const leader = figureFromToken(token);
    // Edge to edge: the radius runs from the leader's base edge (commandArea).
    drawArea(g, commandArea(leader, radius).shape, grid, RADIUS_COLOUR, 3);
    const others = followers(scene, token);
    const outside = new Set(
      figuresOutsideRadius(
        leader,
        info,
        others.map((t) => figureFromToken(t)),
        options,
      ),
    );
    for (const t of others) {
      if (!outside.has(t.id ?? "")) continue;
      const f = figureFromToken(t);
      const p = toPixels(f.at, grid);
      g.lineStyle(4, OUT_COLOUR, 0.95).drawCircle(p.x, p.y, pixelsOf(baseReach(f), grid) + 6);
    }
  }
}

/** A new canvas: the old graphics went with the old one. */
export function resetOverlay(): void {
  layer.forget();
  shown.clear();
  arcsShown.clear();
  redraw();
}
