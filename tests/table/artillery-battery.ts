/**
 * The battery the artillery table tests fire and move (NAP-7): a loaded twelve-pounder (8-12#
 * row) with five crew facing the Raiders, and the readings of its result (the gun's source after
 * Apply, the chat text, the areas the canvas draws).
 */
import type { ActionCard } from "@rules/cards/schema";
import { roundBase, type Figure } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import { artilleryAreas } from "@foundry/canvas/areas";
import { chat, FINCH, HALE, lines, pick, PLAYER, posseAndRaiders, type TableDouble, gunSource } from "./harness";

export const GUN = "Actor.gun0000000000001";
export const G1 = "Actor.gunner0000000001";
export const G2 = "Actor.gunner0000000002";
export const G3 = "Actor.gunner0000000003";
export const G4 = "Actor.gunner0000000004";
export const G5 = "Actor.gunner0000000005";

export const card = (serial: number): ActionCard => pick(`#${serial}`, (c) => c.serial === serial);
export const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/**
 * A loaded twelve-pounder (8-12# row) at (0,0) facing along +x, five crew; the Raiders 30" ahead, Hale before Finch;
 * a click (Move gun's destination, a canvas aim) 6" behind the gun.
 */
export function battery(over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  for (const [id, name] of [
    [G1, "Sgt. Gunn"],
    [G2, "Gunner Two"],
    [G3, "Gunner Three"],
    [G4, "Gunner Four"],
    [G5, "Gunner Five"],
  ] as const) {
    table.addFigure(id, name, {}, null, PLAYER);
  }
  table.addGun(
    GUN,
    "Twelve-pounder",
    [G1, G2, G3, G4, G5],
    {
      kind: "artillery",
      weightClass: "8-12",
      round: "shot",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  table.positions.set(HALE, at(30, 0));
  table.positions.set(FINCH, at(33, 0));
  table.targets = [HALE];
  // NAP-7.1 Move gun: the player clicks where the gun goes, 6" behind it over open ground (no terrain drawn).
  table.pickedPoint = { x: -6, y: 0 };
  return table;
}

export const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

/**
 * NAP-7.3 the areas the canvas draws for the posted result (canvas/templates.ts onArtilleryResult, from the gun's
 * token).
 */
export const areasOf = (table: TableDouble) =>
  artilleryAreas(table.lastMessage().record!.result, { x: 0, y: 0 }, { short: 30, medium: 40, long: 80 });

export const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.summary, ...lines(view), ...view.changes].join("\n");
};
