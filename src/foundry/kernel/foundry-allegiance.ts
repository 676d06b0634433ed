/**
 * Whose side a unit is on, as Foundry shows it (src/rules/sides.ts decides what it means): the
 * disposition of its tokens (the setup and the starter adventures give side A FRIENDLY and side B
 * HOSTILE tokens, the GM's herd NEUTRAL: docs/foundry-behaviour.md "Token disposition") on the
 * scene they stand on, and the players who own its actor and the figures beside it. One reader for the player's pieces role
 * and the GM's world facts, so the dialog and the GM's check read the same enemy.
 */
import { NO_ALLEGIANCE, type Allegiance } from "@rules/sides";
import { actorByUuid } from "@foundry/data/resolve";
import { FigureModel } from "@foundry/data/actor/figure";
import { actingPiece, tokensOf } from "./foundry-pieces";

/** The side a disposition shows: FRIENDLY and HOSTILE only (NEUTRAL and SECRET tell no side). */
function sideOf(disposition: number): "friendly" | "hostile" | null {
  if (disposition === CONST.TOKEN_DISPOSITIONS.FRIENDLY) return "friendly";
  if (disposition === CONST.TOKEN_DISPOSITIONS.HOSTILE) return "hostile";
  return null;
}

/** The players (never a GM) who own the actor, by id. */
function playersOwning(actor: Actor.Implementation): string[] {
  return [...(game.users ?? [])]
    .filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER"))
    .flatMap((u) => (u.id ? [u.id] : []))
    .sort();
}

/** The unit's allegiance: its tokens on the viewed scene first, else the active one, else any. */
export function allegianceOf(unitId: string): Allegiance {
  const actor = actorByUuid(unitId);
  if (!actor) return NO_ALLEGIANCE;
  const unit = actingPiece(actor)?.unit;
  const ids = [unitId, ...(unit?.figures.map((f) => f.id) ?? [])];
  const scenes = game.scenes;
  const scene = scenes
    ? [scenes.viewed, scenes.active, ...scenes].find((s) => !!s && ids.some((id) => tokensOf(id, s).length > 0))
    : undefined;
  const sides = new Set(scene ? ids.flatMap((id) => tokensOf(id, scene).map((t) => sideOf(t.disposition))) : []);
  sides.delete(null);
  const shown = new Set(scene ? scene.tokens.map((t) => sideOf(t.disposition)) : []);
  // The players of its figures (the tokens on the table), else of the unit's own actor.
  const figureActors = (unit?.figures ?? []).flatMap((f) => {
    const figure = f.id === unitId ? null : actorByUuid(f.id);
    return figure ? [figure] : [];
  });
  const owners = [...new Set((figureActors.length > 0 ? figureActors : [actor]).flatMap(playersOwning))].sort();
  // The figures' owners on the scene (herds and wagons are nobody's side): apart when two differ.
  const ownerSets = new Set(
    scene
      ? [...scene.tokens].flatMap((t) =>
          t.actor?.system instanceof FigureModel ? [playersOwning(t.actor).join(",")] : [],
        )
      : [],
  );
  return {
    // Tokens of both sides in one unit tell no side.
    side: sides.size === 1 ? ([...sides][0] ?? null) : null,
    sceneShowsBothSides: shown.has("friendly") && shown.has("hostile"),
    owners,
    scenePlayersApart: ownerSets.size > 1,
  };
}
