/**
 * The tokens of a scene as geometry figures (Foundry side of figures.ts): `figureFromToken`,
 * the unit every token belongs to, and one spatial index per scene, rebuilt only after a
 * token or actor changed.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { type Figure, SpatialIndex } from "@rules/geometry";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { UnitModel } from "@foundry/data/actor/unit";
import { WagonModel } from "@foundry/data/actor/wagon";
import { type GridScale, type TokenGeometry, baseKindOf, figureFromTokenData } from "./figures";

/** The scene's grid as the translation reads it (pixels and inches per grid space). */
export function gridOf(scene: Scene.Implementation | null | undefined): GridScale {
  const grid = scene?.grid;
  const size = grid?.size ?? 100;
  const distance = grid?.distance ?? 1;
  return { size: size > 0 ? size : 100, distance: distance > 0 ? distance : 1 };
}

/** The plain geometry fields of a token document. */
function tokenGeometry(token: TokenDocument.Implementation): TokenGeometry {
  return {
    id: token.id ?? "",
    x: token.x ?? 0,
    y: token.y ?? 0,
    width: token.width ?? 1,
    height: token.height ?? 1,
    rotation: token.rotation ?? 0,
    base: baseKindOf(token.getFlag(SYSTEM_ID, "base")),
  };
}

/** The UUID the rules name a token's actor by (the synthetic actor of an unlinked token). */
export function actorUuidOf(token: TokenDocument.Implementation): string | null {
  return token.actor?.uuid ?? null;
}

/** The world actor behind a token (its base actor, also for an unlinked token). */
export function baseActorOf(token: TokenDocument.Implementation): Actor.Implementation | null {
  return (token.actorId ? game.actors?.get(token.actorId) : undefined) ?? null;
}

/**
 * Figure actor UUID -> the UUID of the unit-like actor it belongs to (unit members, gun crew,
 * wagon driver and passengers). One pass over the world's actors.
 */
export function memberships(): Map<string, string> {
  const out = new Map<string, string>();
  for (const actor of game.actors ?? []) {
    const s = actor.system;
    const members =
      s instanceof UnitModel
        ? s.members
        : s instanceof GunModel
          ? s.crewIds
          : s instanceof WagonModel
            ? [...(s.driverId ? [s.driverId] : []), ...s.passengerIds]
            : [];
    for (const m of members) if (!out.has(m)) out.set(m, actor.uuid);
  }
  return out;
}

/** Is the token's actor itself a unit on the table (herd animals, a wagon, a gun)? */
function isUnitToken(token: TokenDocument.Implementation): boolean {
  const s = token.actor?.system;
  return s instanceof HerdModel || s instanceof WagonModel || s instanceof GunModel || s instanceof UnitModel;
}

/**
 * The unit a token stands for: a herd's, wagon's or gun's token is its own unit (by the base
 * actor, so every unlinked animal of a herd is one herd); a figure belongs to the unit that lists
 * it, else it is a unit of one.
 */
export function unitOfToken(
  token: TokenDocument.Implementation,
  members: ReadonlyMap<string, string> = memberships(),
): string | null {
  if (isUnitToken(token)) return baseActorOf(token)?.uuid ?? actorUuidOf(token);
  const own = actorUuidOf(token);
  const base = baseActorOf(token)?.uuid ?? null;
  return (own ? members.get(own) : undefined) ?? (base ? members.get(base) : undefined) ?? own;
}

/**
 * A token as a geometry figure (id = the token's id), with its unit when known. A gun faces where
 * its data says (OW-5.2e: re-facing is an activation the rules record); the token is turned to
 * match (canvas-hooks.ts), other figures face where their token is turned.
 */
export function figureFromToken(token: TokenDocument.Implementation, unit?: string | null): Figure {
  const figure = figureFromTokenData(tokenGeometry(token), gridOf(token.parent), unit);
  const s = token.actor?.system;
  return s instanceof GunModel ? { ...figure, facing: s.facing } : figure;
}

/** Every token of a scene as figures, each with its unit. */
export function sceneFigures(scene: Scene.Implementation): Figure[] {
  const members = memberships();
  return scene.tokens.map((t) => figureFromToken(t, unitOfToken(t, members)));
}

/* ------------------------------------------------ the scene's spatial index, cached */

let version = 0;
const cache = new Map<string, { version: number; index: SpatialIndex }>();

/** Tokens or actors changed: the next query rebuilds the index (canvas-hooks.ts calls this). */
export function invalidateFigures(): void {
  version += 1;
}

/** The spatial index of a scene's figures (rebuilt after any token or actor change). */
export function sceneIndex(scene: Scene.Implementation): SpatialIndex {
  const key = scene.id ?? "";
  const known = cache.get(key);
  if (known && known.version === version) return known.index;
  const index = new SpatialIndex(sceneFigures(scene));
  cache.set(key, { version, index });
  return index;
}

/** The token documents of a scene by id (the figures' ids). */
export function tokenById(scene: Scene.Implementation, id: string): TokenDocument.Implementation | null {
  return scene.tokens.get(id) ?? null;
}
