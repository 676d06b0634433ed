import { describe, expect, it } from "vitest";
import {
  BAND_COLOURS,
  allowanceFlag,
  allowanceLabel,
  drawnMove,
  pathBand,
  pathBands,
  readAllowance,
  rulerColour,
  splitPath,
} from "@foundry/canvas/allowance";
import type { ProcedureResult } from "@rules/model";

const base: ProcedureResult = { procedure: "movement", cards: [], effects: [], summary: { key: "x", data: {} } };

describe("movement allowance on the ruler", () => {
  it("CORE-10 a path is within, crossing or beyond the allowance", () => {
    expect(pathBand(0, 6, 6)).toBe("within");
    expect(pathBand(4, 7, 6)).toBe("crossing");
    expect(pathBand(6, 8, 6)).toBe("beyond");
    expect(pathBands([0, 3, 5, 8, 10], 6)).toEqual(["within", "within", "crossing", "beyond"]);
  });

  it('CORE-8 a half-speed allowance (wounded, 6" card = 3") turns the second leg red', () => {
    expect(pathBands([0, 3, 6], 3)).toEqual(["within", "beyond"]);
  });

  it("splits a path where the allowance runs out", () => {
    const { within, beyond } = splitPath(
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 4 },
      ],
      6,
    );
    expect(within).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 2 },
    ]);
    expect(beyond).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 4 },
    ]);
    expect(
      splitPath(
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
        ],
        5,
      ).beyond,
    ).toEqual([]);
    expect(
      splitPath(
        [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
        ],
        0,
      ),
    ).toEqual({
      within: [{ x: 0, y: 0 }],
      beyond: [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
      ],
    });
  });

  it("CORE-10 reads the drawn move of a movement result (figure, cards, inches)", () => {
    const move = drawnMove({ ...base, figureId: "Actor.abc", cardInches: [5], inches: 2.5 } as ProcedureResult);
    expect(move).toEqual({ actorId: "Actor.abc", inches: 2.5, cards: [5], procedure: "movement" });
  });

  it("OW-7.1a a mounted move: two cards", () => {
    const move = drawnMove({
      ...base,
      procedure: "mountedMovement",
      figureId: "Actor.rider",
      cardInches: [4, 7],
      inches: 11,
    } as ProcedureResult);
    expect(move?.cards).toEqual([4, 7]);
    expect(move?.inches).toBe(11);
  });

  it("OW-9.2.2 a herd move is read from its central figure's movement (the herd actor moves)", () => {
    const move = drawnMove({
      ...base,
      procedure: "ow.herdMove",
      movement: { ...base, figureId: "Actor.herd#animal-1", cardInches: [3, 6], inches: 9 },
      stampedes: false,
    } as ProcedureResult);
    expect(move).toEqual({ actorId: "Actor.herd", inches: 9, cards: [3, 6], procedure: "ow.herdMove" });
  });

  it("a result that draws no move gives none; a wagon's move names no figure", () => {
    expect(drawnMove({ ...base, procedure: "fire" })).toBeNull();
    expect(drawnMove({ ...base, procedure: "ow.herdMove", movement: null } as ProcedureResult)).toBeNull();
    expect(
      drawnMove({ ...base, procedure: "ow.wagonMove", cardInches: [6], inches: 6 } as ProcedureResult)?.actorId,
    ).toBeNull();
  });

  it("the flag round-trips and refuses junk", () => {
    const flag = allowanceFlag({ actorId: "Actor.a", inches: 7, cards: [7], procedure: "movement" }, "msg1");
    expect(readAllowance(JSON.parse(JSON.stringify(flag)))).toEqual(flag);
    expect(readAllowance({ inches: -1 })).toBeNull();
    expect(readAllowance("6")).toBeNull();
    expect(readAllowance({ inches: 4 })).toEqual({ inches: 4, cards: [], procedure: "movement", messageId: null });
  });

  it("labels inches used of the allowance", () => {
    expect(allowanceLabel(7.54, 6)).toBe('7.5 / 6"');
  });
});

describe("the ruler's colours", () => {
  const flag = { inches: 6, cards: [6], procedure: "movement", messageId: null };
  it("CORE-10 green within the allowance, amber where it runs out, red past it", () => {
    expect(rulerColour({ stage: "planned", before: 0, after: 5 }, flag)).toBe(BAND_COLOURS.within);
    expect(rulerColour({ stage: "pending", before: 5, after: 7 }, flag)).toBe(BAND_COLOURS.crossing);
    expect(rulerColour({ stage: "planned", before: 7, after: 9 }, flag)).toBe(BAND_COLOURS.beyond);
  });
  it("keeps Foundry's style for the movement history and when no move was drawn", () => {
    expect(rulerColour({ stage: "passed", before: 7, after: 9 }, flag)).toBeNull();
    expect(rulerColour({ stage: "planned", before: 7, after: 9 }, null)).toBeNull();
  });
});
