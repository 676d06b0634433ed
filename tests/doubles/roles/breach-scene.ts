/**
 * OW-6.1.2b the scene as the GM's client writes a breach and its Undo unwrites it
 * (canvas/breach-plan.ts BreachScene), over the table double's walls (inches): a door set open, a
 * wall replaced by its pieces (`<id>.1`, `<id>.2`), each write recorded in `table.writes` as the
 * canvas role records walls. The flags Foundry would keep on the wall documents are kept here.
 */
import type { Point } from "@rules/geometry";
import type { BreachScene } from "@foundry/canvas/breach-plan";
import type { TableDouble } from "../table";

type Wall = TableDouble["walls"] extends Map<string, infer W> ? W : never;

export function breachSceneDouble(table: TableDouble): BreachScene {
  const flags = new Map<string, Record<string, unknown>>();
  const scoped = (id: string) => ({ "combat-patrol": flags.get(id) ?? {} });
  return {
    wall(id) {
      const w = table.walls.get(id);
      return w ? { id, a: w.a, b: w.b, door: w.door, ds: w.open ? 1 : 0 } : null;
    },
    async openDoor(id, openedBy, dsBefore) {
      const w = table.walls.get(id);
      if (!w) return;
      w.open = true;
      flags.set(id, { openedBy, dsBefore });
      table.writes.push({ kind: "updateWall", id, open: true });
    },
    async splitWall(id, pieces, breachedBy) {
      const w = table.walls.get(id);
      if (!w) return;
      const { ...wallBefore }: Wall & { id?: string } = { ...w, id };
      table.walls.delete(id);
      pieces.forEach(([a, b]: readonly [Point, Point], i) => {
        const piece = `${id}.${i + 1}`;
        table.walls.set(piece, { ...w, a, b });
        flags.set(piece, { breachedBy, wallBefore });
      });
      table.writes.push({ kind: "updateWall", id, pieces: pieces.map(([a, b]) => [a, b]) });
    },
    walls: () => [...table.walls.entries()].map(([id, w]) => ({ id, ds: w.open ? 1 : 0, flags: scoped(id) })),
    async updateWalls(updates) {
      for (const u of updates) {
        const w = table.walls.get(u._id);
        if (w) w.open = u.ds === 1;
        flags.set(u._id, { ...flags.get(u._id), ...u.flags["combat-patrol"] });
        table.writes.push({ kind: "updateWall", id: u._id, open: u.ds === 1 });
      }
    },
    async deleteWalls(ids) {
      for (const id of ids) table.walls.delete(id);
    },
    async recreateWalls(copies) {
      for (const copy of copies) {
        const { id, ...wall } = copy as Wall & { id: string };
        table.walls.set(id, wall);
      }
    },
  };
}
