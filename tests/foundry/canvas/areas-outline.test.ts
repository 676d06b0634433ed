/**
 * The areas this client shows without storing them (command radii, arcs of fire) are
 * drawn from the same Area shapes as the stored ones, with PIXI calls both v13 and v14 have.
 */
import { describe, expect, it } from "vitest";
import { closeOrderArc, gatlingArc } from "@rules/geometry";
import { arcArea, bandArea, commandArea } from "@foundry/canvas/areas";
import { type AreaPen, drawArea } from "@foundry/canvas/areas/outline";

const grid = { size: 100, distance: 1 };

class PenRecorder implements AreaPen {
  readonly calls: [string, ...number[]][] = [];
  lineStyle(w: number, c: number, a: number) {
    this.calls.push(["lineStyle", w, c, a]);
  }
  beginFill(c: number, a: number) {
    this.calls.push(["beginFill", c, a]);
  }
  endFill() {
    this.calls.push(["endFill"]);
  }
  drawCircle(x: number, y: number, r: number) {
    this.calls.push(["drawCircle", x, y, r]);
  }
  moveTo(x: number, y: number) {
    this.calls.push(["moveTo", x, y]);
  }
  lineTo(x: number, y: number) {
    this.calls.push(["lineTo", x, y]);
  }
  arc(x: number, y: number, r: number, s: number, e: number) {
    this.calls.push(["arc", x, y, r, s, e]);
  }
  drawPolygon(points: number[]) {
    this.calls.push(["drawPolygon", ...points]);
  }
}

describe("client-only areas drawn from the port's shapes", () => {
  it('CORE-11 a squad leader\'s 24" radius is drawn from his base edge: 24.5" from his centre', () => {
    const pen = new PenRecorder();
    drawArea(
      pen,
      commandArea({ id: "sgt", at: { x: 5, y: 6 }, base: { shape: "round", diameter: 1 } }, 24).shape,
      grid,
      0x4dabf7,
      3,
    );
    expect(pen.calls.find((c) => c[0] === "drawCircle")).toEqual(["drawCircle", 500, 600, 2450]);
    expect(pen.calls.at(-1)).toEqual(["endFill"]);
  });

  it("OW-5.2e a Gatling's arc is a ±45° wedge on its facing", () => {
    const pen = new PenRecorder();
    drawArea(
      pen,
      arcArea(gatlingArc({ id: "g", at: { x: 1, y: 1 }, base: { shape: "round", diameter: 1 }, facing: 90 }), 36).shape,
      grid,
      0xf08c00,
    );
    const arc = pen.calls.find((c) => c[0] === "arc")!;
    expect(arc.slice(1, 4)).toEqual([100, 100, 3600]);
    expect(arc[4]).toBeCloseTo((45 * Math.PI) / 180, 9);
    expect(arc[5]).toBeCloseTo((135 * Math.PI) / 180, 9);
  });

  it("NAP-5.4.2 a close-order figure's arc is ±15°", () => {
    const pen = new PenRecorder();
    drawArea(
      pen,
      arcArea(closeOrderArc({ id: "c", at: { x: 0, y: 0 }, base: { shape: "round", diameter: 1 }, facing: 0 }), 36)
        .shape,
      grid,
      0xf08c00,
    );
    const arc = pen.calls.find((c) => c[0] === "arc")!;
    expect(arc[4]).toBeCloseTo((-15 * Math.PI) / 180, 9);
    expect(arc[5]).toBeCloseTo((15 * Math.PI) / 180, 9);
  });

  it("NAP-7.3.2 a band is drawn as its rectangle", () => {
    const pen = new PenRecorder();
    drawArea(pen, bandArea("canister", { x: 0, y: 0 }, 0, 6, 2).shape, grid, 0xf08c00);
    const [, ...points] = pen.calls.find((c) => c[0] === "drawPolygon")!;
    const poly = points.map((v) => Math.round(v));
    expect(poly).toEqual([0, 100, 600, 100, 600, -100, 0, -100]);
  });
});
