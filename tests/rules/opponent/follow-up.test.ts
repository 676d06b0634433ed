/**
 * CORE-3 what follows an engine unit's volley or move in the same activation
 * (src/rules/opponent/choose.ts followUp): after a volley the best move, after a move the best
 * volley with the "moved" shift (CORE-5.2) and never a rider's long arm (OW-7.1f).
 */
import { describe, expect, it } from "vitest";
import { DOCTRINES, bestMove, followUp, volleyOptions, type FireChoice } from "@rules/opponent";
import { placed, raidersAgainst, rifle } from "./fixtures";

const OW_RIFLE = { ...rifle, id: "ow.rifle" };
const OW_REVOLVER = { ...rifle, id: "ow.revolver", range: { short: 6, medium: 12, long: 24 } };

describe("CORE-3 the engine's second action in an activation", () => {
  it("CORE-3 after a volley, the move its doctrine would make (the same as bestMove over the same table)", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    for (const doctrine of Object.values(DOCTRINES))
      expect(followUp(s, doctrine, "fire")).toEqual(bestMove(s, doctrine));
  });

  it("CORE-5.2 after a move, the best volley with every man's moved shift: a lower chance than standing", () => {
    const s = raidersAgainst([placed("posse", 3, 10)]);
    const after = followUp(s, DOCTRINES.steady, "move") as FireChoice;
    expect(after.kind).toBe("fire");
    expect(after.input.shooters.every((sh) => sh.shifts?.moved === true)).toBe(true);
    expect(after.chance).toBeLessThan(volleyOptions(s)[0]!.chance);
  });

  it("OW-7.1f riders who moved, 4 inches from the posse: the rifles stay silent, the revolvers fire", () => {
    const rifles = raidersAgainst([placed("posse", 3, 5)], undefined, { mounted: true }, OW_RIFLE);
    expect(volleyOptions(rifles)).not.toEqual([]);
    expect(followUp(rifles, DOCTRINES.aggressive, "move")).toBeNull();
    const revolvers = raidersAgainst([placed("posse", 3, 5)], undefined, { mounted: true }, OW_REVOLVER);
    expect(followUp(revolvers, DOCTRINES.aggressive, "move")?.kind).toBe("fire");
  });

  it("CORE-3 nothing follows for nobody standing", () => {
    const s = raidersAgainst([placed("posse", 3, 10)], undefined, { incapacitated: true });
    expect(followUp(s, DOCTRINES.aggressive, "move")).toBeNull();
    expect(followUp(s, DOCTRINES.aggressive, "fire")).toBeNull();
  });
});
