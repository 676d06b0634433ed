/**
 * The canvas role: every change to the canvas recorded in `table.writes` (templates, charges, moved tokens, drawn moves,
 * stampedes, marks). A breach's walls are written by the GM's side: breach-scene.ts.
 */
import type { CanvasPort } from "@foundry/kernel/table-ports";
import { heTemplateDiameter } from "@rules/geometry";
import type { TableDouble } from "../table";

export function canvasDouble(
  table: TableDouble,
  _userId: string,
  _distances: (from: string, to: string) => number | null,
): CanvasPort {
  return {
    pickPoint: async (prompt) => {
      table.pointPrompts.push(prompt);
      return table.pickedPoint;
    },
    showArc: (unitId) => {
      const carrier =
        [...table.actors.entries()].find(
          ([, e]) => e.snapshot.type === "wagon" && e.snapshot.system.gunId === unitId,
        )?.[0] ?? null;
      table.arcsShown.push(table.facings.has(unitId) || !carrier ? unitId : carrier);
    },
    saveCharge: async (write) => {
      if (write.id === null) {
        const id = table.nextChargeId();
        table.chargeItems.set(id, { ...write, id, charge: { ...write.charge, id } });
        table.writes.push({ kind: "createCharge", holderId: write.holderId, stage: write.charge.stage });
        return id;
      }
      table.chargeItems.set(write.id, { ...write, id: write.id });
      table.writes.push({
        kind: "updateCharge",
        id: write.id,
        stage: write.charge.stage,
        fuse: write.charge.fuseActivations,
        die: write.charge.die,
      });
      return write.id;
    },
    figuresUnder: async (at, size) => {
      table.writes.push({ kind: "drawTemplate", size, at });
      const radius = heTemplateDiameter(size, table.options.heTemplate) / 2;
      return [...table.tokenAt.entries()]
        .filter(([, p]) => Math.hypot(p.x - at.x, p.y - at.y) <= radius + 0.5)
        .flatMap(([id]) => {
          const piece = table.piece(id);
          return piece?.figure ? [{ unitId: piece.unit.id, figure: piece.figure }] : [];
        });
    },
    drawMoves: async (paths, messageId) => {
      table.writes.push({ kind: "drawMoves", paths, messageId });
    },
    moveToken: async (id, to, facing) => {
      if (!table.tokenAt.has(id)) return false;
      table.tokenAt.set(id, to);
      // As in Foundry, the figure stands where its token was moved: the scene and the GM's world read it there.
      const placed = table.positions.get(id);
      if (placed) table.positions.set(id, { ...placed, at: to, ...(facing !== undefined ? { facing } : {}) });
      if (facing !== undefined) table.facings.set(id, facing);
      table.writes.push({ kind: "moveToken", id, to, ...(facing !== undefined ? { facing } : {}) });
      return true;
    },
    runStampede: async (ground, paths, displacement) => {
      table.writes.push({ kind: "runStampede", sceneId: ground.sceneId, paths: paths.length, displacement });
    },
    offerTrampling: async (_ground, herdId, trampled) => {
      table.writes.push({ kind: "offerTrampling", herdId, trampled });
    },
    markCharges: async (at) => {
      table.writes.push({ kind: "markCharges", at });
    },
  };
}
