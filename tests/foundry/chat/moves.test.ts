/**
 * CORE-6 / CORE-7 the moves a result asks for (the planner hands them back untouched): the chat
 * card lists each in words and offers it to the piece's owner as a ruler preview. The offers
 * line up with the card's list, name the actor that moves and the inches.
 */
import { describe, expect, it } from "vitest";
import type { Effect, FigureState, UnitState } from "@rules/model";
import { resolveMelee } from "@rules/procedures";
import { fixedSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import { makeRecord } from "@foundry/kernel/result-record";
import { moveOffers, moveProcedure } from "@foundry/kernel/result-moves";
import { resultView } from "@foundry/chat/view";
import { planEffects } from "@foundry/documents/effects";
import { card } from "../../helpers/cards";
import { format } from "../../doubles/format";

const COLE = "Actor.cole000000000001";
const HALE = "Actor.hale000000000001";
const POSSE = "Actor.posse00000000001";
const RAIDERS = "Actor.raiders000000001";

function figure(id: string, name: string, melee: number): FigureState {
  return {
    id,
    name,
    guts: "regular",
    accuracy: "regular",
    melee,
    endurance: 3,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    weaponId: null,
  };
}
const unit = (id: string, name: string, figures: FigureState[]): UnitState => ({
  id,
  name,
  kind: "foot",
  grade: "regular",
  figures,
  leaderId: null,
  commandDie: null,
  moraleMarkers: 0,
  closeOrder: false,
  outOfCommand: false,
  acted: false,
});

describe("moves offered from the chat card", () => {
  it("CORE-6 the melee loser's recoil 2\" and the victor's optional advance 1\": one offer each, in the card's order, never written as actor data", () => {
    const cole = figure(COLE, "Pvt. Cole", 3);
    const hale = figure(HALE, "Sgt. Hale", 0);
    // Cole 3 + 2 beats Hale 0 + 1; the loser's damage card wounds him.
    const result = resolveMelee(
      {
        attacker: { unitId: POSSE, figure: cole, hth: 0, modifiers: [] },
        defender: { unitId: RAIDERS, figure: hale, hth: 0, modifiers: [] },
      },
      fixedSource([card({ melee: 2 }), card({ melee: 1 }), card({ damage: "WOUND" })]),
      { rules: DEFAULT_OPTIONS },
    );
    const record = makeRecord({
      result,
      drawn: [],
      units: [unit(POSSE, "Posse", [cole]), unit(RAIDERS, "Raiders", [hale])],
    });
    const offers = moveOffers(record);
    expect(offers.map((o) => [o.actorId, o.inches, o.optional])).toEqual([
      [HALE, 2, false],
      [COLE, 1, true],
    ]);
    const view = resultView(record, format);
    expect(view.moves).toHaveLength(offers.length);
    expect(view.moves[offers[0]!.index]).toContain("Sgt. Hale");
    expect(view.moves[offers[1]!.index]).toContain("Pvt. Cole");
    // The planner never turns them into actor data: they come back as moves, nothing skipped or patched.
    const plan = planEffects(
      result.effects.filter((e) => e.kind === "move"),
      () => null,
    );
    expect(plan.moves).toHaveLength(2);
    expect(plan.patches.size).toBe(0);
  });

  it("CORE-7 a unit that falls back moves whole (every figure's token); a part moves its actor; no offer for 0 inches", () => {
    const effects: Effect[] = [
      { kind: "move", unitId: RAIDERS, figureId: null, inches: 6, direction: "fall-back" },
      {
        kind: "move",
        unitId: "Actor.wagon00000000001",
        figureId: "Actor.wagon00000000001#team",
        inches: 4,
        direction: "scatter",
        clock: 3,
      },
      { kind: "move", unitId: POSSE, figureId: COLE, inches: 0, direction: "toward-cover" },
    ];
    const record = makeRecord({
      result: { procedure: "morale", cards: [], effects, summary: { key: "x", data: {} } },
      drawn: [],
    });
    expect(moveOffers(record)).toEqual([
      { index: 0, actorId: RAIDERS, wholeUnit: true, inches: 6, direction: "fall-back", optional: false },
      {
        index: 1,
        actorId: "Actor.wagon00000000001",
        wholeUnit: false,
        inches: 4,
        direction: "scatter",
        optional: false,
      },
    ]);
    expect(moveProcedure({ direction: "fall-back" })).toBe("move.fall-back");
  });
});
