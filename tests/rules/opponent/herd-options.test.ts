/**
 * OW-9.2.3 / OW-9.2.2 where the engine's herders drive their herd: one offset for every animal (the
 * herd moves as one, by its central figure's inches), toward the objective when there is one, else
 * toward the herders' middle, stopping short of contact; never into water or onto a figure.
 */
import { describe, expect, it } from "vitest";
import { type Figure, distance, pt, roundBase } from "@rules/geometry";
import type { Zone } from "@rules/scenario";
import type { Terrain } from "@rules/terrain";
import { herdDrive, herdWhy } from "@rules/opponent/herd-options";
import { inchesToObjective, objectiveField } from "@rules/opponent/objective-field";
import { TERRAIN_DEFAULTS } from "@rules/terrain";

const OPEN: Terrain = { areas: [], obstacles: [] };
const at = (id: string, x: number, y: number): Figure => ({ id, at: pt(x, y), base: roundBase(1) });
const HERD = [at("cow-1", 0, 0), at("cow-2", -2, 0)];
const HERDERS = [at("hand-1", 10, 0), at("hand-2", 10, 2), at("hand-3", 10, -2)];
const EAST: Zone = { kind: "rect", x: 15, y: -20, w: 5, h: 40 };

describe("OW-9.2.3 the herders' drive", () => {
  it("OW-9.2.3 OW-9.2.2 kept with its herders: 6 inches drawn, both cows 6 inches east toward the hands' middle (10, 0)", () => {
    const drive = herdDrive({ animals: HERD, herders: HERDERS, others: HERDERS, terrain: OPEN, inches: 6 });
    expect(drive?.purpose).toBe("herders");
    expect(drive?.offset.x).toBeCloseTo(6, 9);
    expect(drive?.offset.y).toBeCloseTo(0, 9);
    expect(drive?.inches).toBeCloseTo(6, 9);
    const why = herdWhy("Cowhands", "Longhorns", drive!);
    expect(why).toEqual({
      key: "COMBAT_PATROL.Opponent.Herd.keep",
      data: { unit: "Cowhands", herd: "Longhorns", inches: 6 },
    });
  });

  it("OW-9.2.3 12 inches drawn: the lead cow stops short of the hand at (10, 0), 8.75 inches on (a quarter inch short of touching at 9)", () => {
    const drive = herdDrive({ animals: HERD, herders: HERDERS, others: HERDERS, terrain: OPEN, inches: 12 });
    expect(drive?.offset.x).toBeCloseTo(8.75, 9);
    expect(drive?.offset.y).toBeCloseTo(0, 9);
  });

  it("OW-9.2.3 a stream (water) across the way: no cow may end in it or cross it, so 6 inches drawn drive them 3 inches at most, to its bank", () => {
    const stream: Terrain = {
      areas: [
        {
          id: "stream",
          kind: "water",
          vertices: [pt(3, -10), pt(5, -10), pt(5, 10), pt(3, 10)],
        },
      ],
      obstacles: [],
    };
    const drive = herdDrive({ animals: HERD, herders: HERDERS, others: HERDERS, terrain: stream, inches: 6 });
    // the lead cow's centre may reach x = 3 (the bank), not beyond: 6, 5.75 … down to 3 (3 inches)
    expect(drive?.offset.x).toBeLessThanOrEqual(3 + 1e-9);
    expect(drive?.offset.x).toBeGreaterThan(2.5);
  });

  it("OW-2 OW-9.2.3 toward the objective: the whole herd by one offset of at most 4 inches, the lead cow nearer the east edge", () => {
    const objective = { zone: EAST, name: "eastEdge", aim: "reach" as const };
    const drive = herdDrive({ animals: HERD, herders: [], others: [], terrain: OPEN, inches: 4, objective });
    expect(drive?.purpose).toBe("objective");
    expect(drive!.inches).toBeLessThanOrEqual(4);
    // the way's points are one-inch cells' centres: the farthest within 4 inches, 2.9 inches on
    expect(drive!.inches).toBeGreaterThan(2.5);
    const field = objectiveField(OPEN, TERRAIN_DEFAULTS, EAST, false, [pt(0, 0)]);
    const end = pt(drive!.offset.x, drive!.offset.y);
    expect(inchesToObjective(field, end)).toBeLessThan(inchesToObjective(field, pt(0, 0)) - 2.5);
    expect(distance(pt(0, 0), end)).toBeCloseTo(drive!.inches, 9);
    expect(herdWhy("Cowhands", "Longhorns", drive!, objective).key).toBe("COMBAT_PATROL.Opponent.Herd.objective");
  });

  it("OW-9.2.3 no inches, or no animal on the map: no drive", () => {
    expect(herdDrive({ animals: HERD, herders: HERDERS, others: HERDERS, terrain: OPEN, inches: 0 })).toBeNull();
    expect(herdDrive({ animals: [], herders: HERDERS, others: HERDERS, terrain: OPEN, inches: 6 })).toBeNull();
  });
});
