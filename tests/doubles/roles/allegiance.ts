/**
 * Whose side a unit is on over the table double, read as kernel/foundry-allegiance.ts reads
 * Foundry: the dispositions the test gave its tokens (the unit's own and its figures'), whether
 * the scene shows both sides, and the players (never the GM) who own the unit's actor. One reader
 * for the pieces role and the world double.
 */
import { NO_ALLEGIANCE, type Allegiance } from "@rules/sides";
import type { TableDouble } from "../table";
import { GM } from "../users";

const sideOf = (disposition: number | undefined) =>
  disposition === 1 ? "friendly" : disposition === -1 ? "hostile" : null;

export function allegianceOf(table: TableDouble, unitId: string): Allegiance {
  const piece = table.piece(unitId);
  if (!piece) return NO_ALLEGIANCE;
  const ids = [unitId, ...piece.unit.figures.map((f) => f.id)];
  const sides = new Set(ids.map((id) => sideOf(table.dispositions.get(id))));
  sides.delete(null);
  const shown = new Set([...table.dispositions.values()].map(sideOf));
  const playersOwning = (id: string) =>
    [...table.owners.entries()].filter(([user, ids]) => user !== GM && ids.has(id)).map(([user]) => user);
  // The figures' owners on the scene (herds and wagons are nobody's side): apart when two differ.
  const figureIds = piece.unit.figures.map((f) => f.id).filter((id) => id !== unitId && table.actors.has(id));
  const figures = table.onScene.filter((id) => table.actors.get(id)?.snapshot.type === "figure");
  const ownerSets = new Set(figures.map((id) => playersOwning(id).sort().join(",")));
  return {
    side: sides.size === 1 ? ([...sides][0] ?? null) : null,
    sceneShowsBothSides: shown.has("friendly") && shown.has("hostile"),
    // The players of its figures (the tokens on the table), else of the unit's own actor.
    owners: [...new Set(figureIds.length > 0 ? figureIds.flatMap(playersOwning) : playersOwning(unitId))].sort(),
    scenePlayersApart: ownerSets.size > 1,
  };
}
