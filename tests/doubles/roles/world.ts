/**
 * The world the GM's client reads (kernel/world-facts.ts) over the table double: its actors as the
 * data models derive them, the weapon items, the token positions the test set (inches) and the
 * viewed scene's Terrain regions and walls, the placed charges (gone off too), the walls a breach
 * reads, the units the test activated, and the chat's results as the GM's record holds them.
 */
import type { FigureState, UnitState, WeaponProfile } from "@rules/model";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import type { TableDouble } from "../table";
import { piecesDouble } from "./pieces";
import { sceneDouble } from "./scene";
import { allegianceOf } from "./allegiance";
import { NO_ALLEGIANCE } from "@rules/sides";
import { postedOnRecord } from "@foundry/kernel/result-on-record";

export function worldDouble(table: TableDouble): WorldFacts {
  const pieces = piecesDouble(table);
  // The same reader the scene role uses (the viewed scene's regions and walls through sceneTerrainOf).
  const scene = sceneDouble(table, () => null);
  return {
    piece: (id) => table.piece(id),
    weaponOf: (id) => pieces.weaponOf(id)?.profile ?? null,
    ground: (ids) => {
      const first = ids[0];
      if (first === undefined || !table.positions.has(first)) return null;
      return { figures: scene.figuresAt(ids), terrain: scene.terrain() };
    },
    charge: (id) => table.chargeItems.get(id) ?? null,
    wall: (id) => {
      const wall = table.walls.get(id);
      return wall ? { door: wall.door, open: wall.open } : null;
    },
    wagonCarrying: (gunId) => table.gun(gunId)?.wagon?.unit.id ?? null,
    // The pieces role reads the same sides (allegiance.ts).
    allegiance: (id) => allegianceOf(table, id),
    activation: () => table.currentActivation,
    // The chat's messages as the server stores them, read against the GM's record (the decks' results).
    postedResult: (id) => {
      const m = table.messages.get(id);
      return m ? postedOnRecord(table.store.actionDecks(), { id, requestId: m.requestId, record: m.stored }) : null;
    },
    postedResults: (procedure) =>
      [...table.messages.values()].flatMap((m) => {
        if (m.record?.result.procedure !== procedure) return [];
        const posted = postedOnRecord(table.store.actionDecks(), {
          id: m.id,
          requestId: m.requestId,
          record: m.stored,
        });
        return posted ? [posted] : [];
      }),
  };
}

/**
 * A world of plain units (tests that build engine states by hand): each unit and its figures are
 * pieces as given, each figure armed with `weapons[figure id]`, else the profile its weaponId names.
 */
export function worldOfUnits(
  units: readonly UnitState[],
  weaponOf: (figure: FigureState) => WeaponProfile | null = () => null,
  activation: CurrentActivation | null = null,
): WorldFacts {
  return {
    piece: (id) => {
      for (const unit of units) {
        if (unit.id === id) return { unit, unitActorId: unit.id, figure: null };
        const figure = unit.figures.find((f) => f.id === id);
        if (figure) return { unit, unitActorId: unit.id, figure };
      }
      return null;
    },
    weaponOf: (id) => {
      const figure = units.flatMap((u) => u.figures).find((f) => f.id === id);
      return figure ? weaponOf(figure) : null;
    },
    ground: () => null,
    charge: () => null,
    wall: () => null,
    wagonCarrying: () => null,
    allegiance: () => NO_ALLEGIANCE,
    activation: () => activation,
    postedResult: () => null,
    postedResults: () => [],
  };
}
