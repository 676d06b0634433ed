/**
 * NAP-5 / NAP-5.2 the engine forms its foot into close order when enemy riders come near
 * (src/rules/opponent/formation-options.ts): "there will be occasions, such as the presence of
 * cavalry, when small units will move and fight in close order".
 */
import { describe, expect, it } from "vitest";
import { DOCTRINES, chooseAction, type PlacedUnit, type Situation } from "@rules/opponent";
import { NAP } from "../mounted/fixtures";
import { ENGINE_SIDE, OPEN, column, placed } from "./fixtures";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { rifle } from "./fixtures";
import type { FigureState } from "@rules/model";

const MOUNTED: Partial<FigureState> = { mounted: true };

/** Five fusiliers in open order (2" apart, x = 0) on their card, under Napoleonic rules, facing `others`. */
function fusiliers(others: readonly PlacedUnit[], over: Partial<FigureState> = {}, closeOrder = false): Situation {
  const c = column("fus", 5, 0, 0, over);
  const figures = Object.fromEntries(c.unit.figures.map((f) => [f.id, { place: c.places[f.id]!, weapon: rifle }]));
  return {
    unit: { ...c.unit, name: "Fusiliers", leaderId: "fus-3", closeOrder },
    figures,
    allegiance: ENGINE_SIDE,
    others,
    terrain: OPEN,
    pool: FRONTIER_DECK.cards,
    rules: NAP,
  };
}

/** Two hussars, mounted, `x` inches east of the fusiliers' column (y 4 and 6). */
const hussars = (x: number) => placed("hussars", 2, x, 4, undefined, MOUNTED);

describe("NAP-5.2 the engine forms close order against riders", () => {
  it('NAP-5.2 hussars 10" off: the steady fusiliers form a line on their sergeant facing the nearest rider, saying why', () => {
    expect(chooseAction(fusiliers([hussars(11)]), DOCTRINES.steady)).toEqual({
      kind: "formation",
      unitId: "fus",
      formation: "line",
      facing: 0,
      why: {
        key: "COMBAT_PATROL.Opponent.Formation.againstRiders",
        data: { unit: "Fusiliers", enemy: "hussars", inches: 10 },
      },
    });
  });

  it("NAP-5.2 the doctrine's reach: riders 15\" off move the steady (18) and cautious (24), not the aggressive (12)", () => {
    const far = fusiliers([hussars(16)]);
    expect(chooseAction(far, DOCTRINES.steady).kind).toBe("formation");
    expect(chooseAction(far, DOCTRINES.cautious).kind).toBe("formation");
    expect(chooseAction(far, DOCTRINES.aggressive).kind).not.toBe("formation");
  });

  it("NAP-5.2 no cause: foot (not riders) as near, a unit already in close order, Old West rules, Indians", () => {
    const foot = placed("infantry", 2, 11, 4);
    expect(chooseAction(fusiliers([foot]), DOCTRINES.steady).kind).not.toBe("formation");
    expect(chooseAction(fusiliers([hussars(11)], {}, true), DOCTRINES.steady).kind).not.toBe("formation");
    const oldWest = { ...fusiliers([hussars(11)]), rules: { ...NAP, era: "old-west" as const } };
    expect(chooseAction(oldWest, DOCTRINES.steady).kind).not.toBe("formation");
    const indians = fusiliers([hussars(11)], { flags: { indian: true } });
    expect(chooseAction(indians, DOCTRINES.steady).kind).not.toBe("formation");
  });
});
