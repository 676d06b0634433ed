/**
 * CORE-5.2 the "moved" shift as state: a drawn move flags the piece, the fire dialog pre-fills
 * the shift from the flag, and the start of its unit's next activation clears it. Pure functions,
 * written through the real effects planner over plain snapshots.
 */
import { describe, expect, it } from "vitest";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import { clearMovedEffects, movedEffect } from "@foundry/canvas/moved-flags";
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import { soloUnit } from "@foundry/kernel/solo-unit";
import { planEffects, type ActorSnapshot } from "@foundry/documents/effects";
import { figureState } from "@foundry/data/derive";
import { DEFAULTS } from "@foundry/data/sources";

const COLE = "Actor.cole000000000001";
const DUNN = "Actor.dunn000000000001";
const POSSE = "Actor.posse00000000001";
const HERD = "Actor.herd000000000001";

const movement = (figureId: string): ProcedureResult =>
  ({
    procedure: "movement",
    cards: [],
    effects: [],
    summary: { key: "x", data: {} },
    figureId,
    mode: "normal",
    cardInches: [6],
    factor: 1,
    inches: 6,
    stunnedAtEnd: false,
  }) as ProcedureResult;

function figure(id: string, moved: boolean): FigureState {
  return figureState(
    id,
    id.slice(6, 10),
    { ...DEFAULTS.figure(), ruleFlags: moved ? { moved: true } : {} },
    "ow.rifle",
  );
}
function posse(coleMoved: boolean, dunnMoved: boolean, unitMoved = false): UnitState {
  return {
    id: POSSE,
    name: "Posse",
    kind: "foot",
    grade: "regular",
    figures: [figure(COLE, coleMoved), figure(DUNN, dunnMoved)],
    leaderId: COLE,
    commandDie: 3,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
    flags: unitMoved ? { moved: true } : {},
  };
}

describe("the moved shift (CORE-5.2)", () => {
  it("CORE-5.2 a drawn move flags the figure that moved; a result that draws no move flags nobody", () => {
    expect(movedEffect(movement(DUNN))).toEqual({
      kind: "flag",
      unitId: DUNN,
      figureId: DUNN,
      flag: "moved",
      value: true,
    });
    expect(movedEffect({ procedure: "fire", cards: [], effects: [], summary: { key: "x", data: {} } })).toBeNull();
    // A part (a wagon's team) moves its actor.
    expect(movedEffect(movement(`${HERD}#animal-2`))?.figureId).toBe(HERD);
  });

  it("CORE-5.2 written through the planner, the flag reaches the fire dialog's pre-filled shift", () => {
    const snapshots: Record<string, ActorSnapshot> = { [DUNN]: { type: "figure", system: DEFAULTS.figure() } };
    const plan = planEffects([movedEffect(movement(DUNN))!], (id) => snapshots[id] ?? null);
    expect(plan.patches.get(DUNN)).toEqual({ ruleFlags: { moved: true } });
    const dunn = figureState(DUNN, "Dunn", { ...DEFAULTS.figure(), ruleFlags: { moved: true } }, "ow.rifle");
    expect(defaultShifts(dunn, soloUnit(dunn)).moved).toBe(true);
    const still = figureState(DUNN, "Dunn", DEFAULTS.figure(), "ow.rifle");
    expect(defaultShifts(still, soloUnit(still)).moved).toBe(false);
  });

  it("CORE-5.2 the unit's next activation clears the flag of every figure that moved, and only of units that activate", () => {
    expect(clearMovedEffects([posse(false, true, true)], [POSSE])).toEqual([
      { kind: "flag", unitId: POSSE, figureId: DUNN, flag: "moved", value: false },
      { kind: "flag", unitId: POSSE, figureId: null, flag: "moved", value: false },
    ]);
    expect(clearMovedEffects([posse(true, true)], ["Actor.raiders000000001"])).toEqual([]);
    expect(clearMovedEffects([posse(false, false)], [POSSE])).toEqual([]);
  });

  it("CORE-5.2 a lone figure is its own unit: one clear, on the figure", () => {
    const alone = soloUnit(figure(COLE, true));
    expect(clearMovedEffects([alone], [COLE])).toEqual([
      { kind: "flag", unitId: COLE, figureId: COLE, flag: "moved", value: false },
    ]);
  });

  it("CORE-5.2 set then cleared through the planner: the stored flag is false again", () => {
    const snapshots: Record<string, ActorSnapshot> = {
      [DUNN]: { type: "figure", system: { ...DEFAULTS.figure(), ruleFlags: { moved: true } } },
    };
    const plan = planEffects(clearMovedEffects([posse(false, true)], [POSSE]), (id) => snapshots[id] ?? null);
    expect(plan.patches.get(DUNN)).toEqual({ ruleFlags: { moved: false } });
    expect(plan.skipped).toEqual([]);
  });
});
