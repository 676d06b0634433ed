/** The pieces role: the double's actors translated by the data models' own derive functions; targets and the scene as the test set them. */
import type { PiecesPort } from "@foundry/kernel/table-ports";
import type { UnitState, WeaponProfile } from "@rules/model";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { tableWeapon } from "@rules/validation/fire";
import type { TablePiece } from "@foundry/kernel/table-ports";
import type { TableDouble } from "../table";
import { allegianceOf } from "./allegiance";
import { playedByEngine } from "@foundry/kernel/engine-side";
import { actorOfPart } from "@rules/parts";
import { GM, userName } from "../users";

export function piecesDouble(table: TableDouble): PiecesPort {
  const piecesOf = (ids: readonly string[]): TablePiece[] =>
    ids.map((id) => table.piece(id)).filter((p): p is TablePiece => p !== null);
  const unitsOnce = (pieces: readonly TablePiece[]): UnitState[] =>
    pieces.map((p) => p.unit).filter((u, i, all) => all.findIndex((o) => o.id === u.id) === i);
  return {
    piece: (id) => table.piece(id),
    targetedUnits: () => unitsOnce(piecesOf(table.targets)),
    targetedFigures: () =>
      piecesOf(table.targets).flatMap((p) => (p.figure ? [{ figure: p.figure, unit: p.unit }] : [])),
    unitsOnScene: () => unitsOnce(piecesOf(table.onScene)),
    allegiance: (id) => allegianceOf(table, id),
    playedByEngine: (id) => playedByEngine(table.engine, allegianceOf(table, id)),
    wagon: (id) => table.wagon(id),
    wagonFor: (figure) => {
      const targeted = table.targets.find((id) => table.actors.get(id)?.snapshot.type === "wagon");
      if (targeted) return table.wagon(targeted);
      for (const [id, e] of table.actors) {
        if (
          e.snapshot.type === "wagon" &&
          (e.snapshot.system.driverId === figure.id || e.snapshot.system.passengerIds.includes(figure.id))
        )
          return table.wagon(id);
      }
      return null;
    },
    gun: (id) => table.gun(id),
    weaponOf: (id) => {
      const entry = table.actors.get(id);
      if (!entry?.weaponId) return null;
      return { profile: weaponProfileOf(entry.weaponId), name: entry.weaponId };
    },
    herd: (id) => table.herd(id),
    // As the Foundry port: the players (every one of the double's is connected) owning any of them, a part as its actor.
    playersOwning: (ids) => {
      const actors = ids.map(actorOfPart);
      return [...table.owners]
        .filter(([userId, owned]) => userId !== GM && actors.some((id) => owned.has(id)))
        .map(([id]) => ({ id, name: userName(id) ?? id }));
    },
  };
}

function weaponProfileOf(id: string): WeaponProfile {
  // The Napoleonic rows too (NAP Table 1: lance, musket with bayonet, axe).
  return tableWeapon(id) ?? frontierWeapon(id);
}
