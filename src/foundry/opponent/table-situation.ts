/**
 * What the engine opponent sees when one of its units activates, read from the GM's table (the
 * same ports a person's action reads): the unit's figures with their tokens' places and weapons,
 * every other unit on the scene with its places, weapons and side (the allegiance the GM's world
 * reads), the scene's terrain, the cards left in the GM's own Action Deck (the exact odds) and
 * the rules in play; for a gun's crew, the gun (gun-play.ts); for a Gatling's, the Gatling
 * (gatling-play.ts); for a wagon, the wagon (wagon-play.ts). A figure without a token is off the
 * map (the chooser leaves it out).
 */
import type { Figure } from "@rules/geometry";
import type { UnitState, WeaponProfile } from "@rules/model";
import type { Objective } from "@rules/opponent/objective";
import type { OwnFigure, PlacedUnit, Situation } from "@rules/opponent/situation";
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import type { TableUses } from "@foundry/kernel/table-ports";
import { gatlingSituationOn, type GatlingSituationTable } from "./gatling-play";
import { gunSituationOn, type GunSituationTable } from "./gun-play";
import { wagonSituationOn, type WagonSituationTable } from "./wagon-play";

export type SituationTable = TableUses<{
  user: "options";
  pieces: "unitsOnScene" | "allegiance" | "weaponOf";
  scene: "figuresAt" | "terrain";
  draw: "pool";
}> &
  GunSituationTable &
  GatlingSituationTable &
  WagonSituationTable;

/** The tokens of a unit's figures by figure id (a figure without one is left out). */
function placesOf(unit: UnitState, table: SituationTable): Record<string, Figure> {
  const places = table.scene.figuresAt(unit.figures.map((f) => f.id));
  return Object.fromEntries(places.map((p) => [p.id, p]));
}

/** The weapon each figure uses (null when unarmed), by figure id. */
function weaponsOf(unit: UnitState, table: SituationTable): Record<string, WeaponProfile | null> {
  return Object.fromEntries(unit.figures.map((f) => [f.id, table.pieces.weaponOf(f.id)?.profile ?? null]));
}

/** The situation of `unit` (as the world holds it) on the GM's table, with what its side plays for (none: it fights). */
export function situationOn(unit: UnitState, table: SituationTable, objective: Objective | null = null): Situation {
  const places = placesOf(unit, table);
  const weapons = weaponsOf(unit, table);
  const gun = gunSituationOn(unit, table);
  const wagon = wagonSituationOn(unit, table);
  const gatling = gatlingSituationOn(unit, table);
  const figures: Record<string, OwnFigure> = {};
  for (const figure of unit.figures) {
    const place = places[figure.id];
    // CORE-5.2 the shifts the fire dialog starts with (the sheet's): the same the volley is sent with.
    if (place) figures[figure.id] = { place, weapon: weapons[figure.id] ?? null, shifts: defaultShifts(figure, unit) };
  }
  const others: PlacedUnit[] = table.pieces
    .unitsOnScene()
    .filter((u) => u.id !== unit.id)
    .map((u) => ({
      unit: u,
      places: placesOf(u, table),
      weapons: weaponsOf(u, table),
      allegiance: table.pieces.allegiance(u.id),
    }));
  return {
    unit,
    figures,
    allegiance: table.pieces.allegiance(unit.id),
    others,
    terrain: table.scene.terrain(),
    pool: table.draw.pool(),
    rules: table.user.options(),
    ...(objective ? { objective } : {}),
    // NAP-7 a gun's crew: the gun as the Fire gun dialog reads it (gun-play.ts).
    ...(gun ? { gun } : {}),
    // OW-9.3 a wagon: its state and token (wagon-play.ts).
    ...(wagon ? { wagon } : {}),
    // OW-5.2 a Gatling's crew: the gun as the Fire dialog reads it (gatling-play.ts).
    ...(gatling ? { gatling } : {}),
  };
}
