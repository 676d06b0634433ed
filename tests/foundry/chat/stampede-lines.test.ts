/**
 * OW-9.2.7c the stampede's chat card says what the herd did at each obstacle on its run (the preview's stampede card
 * showed none).
 */
import { describe, expect, it } from "vitest";
import { card } from "../../helpers/cards";
import { figure, unit } from "../../helpers/figures";
import { at, herdOf, rules } from "../../rules/old-west/fixtures";
import { fixedSource } from "@rules/cards/source";
import { stampedeMove } from "@rules/old-west/stampede";
import type { StampedeObstacle } from "@rules/old-west/stampede-terrain";
import { makeRecord } from "@foundry/kernel/result-record";
import { resultView } from "@foundry/chat/view";
import { format } from "../../doubles/format";

const OW = rules({ hollywood: { animals: true } });
const herd = herdOf(
  unit(
    "H",
    ["a1", "a2"].map((id) => figure(id, { name: "Steer" })),
    { name: "Longhorns", kind: "herd" },
  ),
  { stampeding: true, stampedeClock: 12 },
);

function linesOver(obstacles: readonly StampedeObstacle[] | undefined): string[] {
  const six = card({ serial: 19, move: 6 });
  const result = stampedeMove(
    herd,
    fixedSource([six]),
    { herdAt: [at("a1", 0, 0)], others: [], referenceBearing: 0, ...(obstacles ? { obstacles } : {}) },
    OW,
  );
  return resultView(makeRecord({ result, drawn: [six], units: [herd.unit], deck: "Frontier" }), format, {}).lines.map(
    (l) => l.text,
  );
}

describe("stampede move lines (OW-9.2.7c)", () => {
  it('OW-9.2.7c a large barn 4" ahead turns the herd aside, a fence 1" ahead is jumped: one line each, in the order met', () => {
    const barn = {
      id: "barn",
      kind: "area" as const,
      size: "large" as const,
      vertices: [
        { x: 4, y: -1 },
        { x: 6, y: -1 },
        { x: 6, y: 6 },
        { x: 4, y: 6 },
      ],
    };
    const fence = { id: "fence", kind: "fence" as const, a: { x: 1, y: -3 }, b: { x: 1, y: 3 } };
    const text = linesOver([barn, fence]);
    expect(text.filter((t) => t.startsWith("After"))).toEqual([
      'After 1" the herd jumps a wall or fence.',
      'After 2" a large obstacle turns the herd aside; it runs on round it.',
    ]);
  });

  it("OW-9.2.7c open ground: no obstacle line", () => {
    expect(linesOver(undefined).some((t) => t.startsWith("After"))).toBe(false);
  });
});
