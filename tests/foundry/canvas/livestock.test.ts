/**
 * OW-9.2.8 a new livestock token's Endurance in its Table 3 range: the decisions (which actors,
 * where the value goes, the world setting) and the draw procedure, run over fixed cards and
 * through the real draw coordinator on the GM's own Action Deck.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { fixedSource } from "@rules/cards/source";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import {
  LIVESTOCK_ENDURANCE,
  enduranceModeOf,
  enduranceRangeOf,
  enduranceTarget,
  needsEndurance,
} from "@foundry/canvas/livestock";
import { EMPTY_WORLD } from "@foundry/kernel/world-facts";
import { GM, RecordingTable, coordinator } from "../../doubles/recording";
import { card } from "../../helpers/cards";

const HORSES = "Scene.scene00000000001.Token.token00000000001.Actor.horses0000000001";
const gm: DrawContext = {
  userId: GM,
  requesterId: GM,
  gm: true,
  options: DEFAULT_OPTIONS,
  turn: 1,
  world: EMPTY_WORLD,
  spend: () => undefined,
  reactionsLeft: () => 0,
  mayAct: () => true,
};

describe("livestock Endurance on token creation (OW-9.2.8)", () => {
  it("OW-9.2.8 the range comes from the actor's flag; a single value or no range needs nothing", () => {
    expect(enduranceRangeOf({ min: 2, max: 3 })).toEqual({ min: 2, max: 3 });
    for (const bad of [
      null,
      undefined,
      "2-3",
      { min: 2 },
      { min: 0, max: 2 },
      { min: 3, max: 2 },
      { min: 1.5, max: 2 },
    ])
      expect(enduranceRangeOf(bad), JSON.stringify(bad)).toBeNull();
    expect(needsEndurance(enduranceRangeOf({ min: 2, max: 3 }))).toBe(true);
    expect(needsEndurance(enduranceRangeOf({ min: 2, max: 2 }))).toBe(false);
    expect(needsEndurance(null)).toBe(false);
  });

  it("an unlinked animal draws for its own token every time; a linked herd once", () => {
    expect(enduranceTarget({ actorLink: false }, { enduranceDrawn: true })).toBe("token");
    expect(enduranceTarget({ actorLink: true }, {})).toBe("actor");
    expect(enduranceTarget({ actorLink: true }, { enduranceDrawn: true })).toBeNull();
  });

  it("the world setting defaults to a draw; 'low' takes the low end", () => {
    expect(enduranceModeOf(undefined)).toBe("draw");
    expect(enduranceModeOf("draw")).toBe("draw");
    expect(enduranceModeOf("low")).toBe("low");
    expect(enduranceModeOf("high")).toBe("draw");
  });

  it("OW-9.2.8 Horses 2-3: the card's ten-sided die 1-5 gives 2, 6-10 gives 3 (one card, its d10 read)", () => {
    const draw = (d10: number) =>
      LIVESTOCK_ENDURANCE.run(
        { actorId: HORSES, name: "Horses", range: { min: 2, max: 3 } },
        fixedSource([card({ d10 })]),
        gm,
      );
    expect(draw(5).endurance).toBe(2);
    expect(draw(6).endurance).toBe(3);
    expect(draw(6).card).toMatchObject({
      reason: "livestock.endurance",
      sections: ["d10"],
      shows: "d10=6;endurance=3",
    });
  });

  it("OW-9.2.8 through the GM's draw service: one card of the GM's own deck, one deck write, the draw in the log", async () => {
    const table = new RecordingTable();
    const registry = new ProcedureRegistry();
    registry.register("ow.livestockEndurance", LIVESTOCK_ENDURANCE);
    const service = coordinator(table, registry);
    await service.resetActionDecks({ userIds: [GM], deckFile: null });
    table.writes.length = 0;
    const answer = await service.draw({
      procedure: "ow.livestockEndurance",
      input: { actorId: HORSES, name: "Horses", range: { min: 4, max: 6 } },
      requesterId: GM,
      deckOwnerId: GM,
      serials: [17],
    });
    if (!answer.ok) throw new Error(answer.key);
    const output = answer.output as { endurance: number; drawn: { d10: number }[] };
    const d10 = output.drawn[0]!.d10;
    expect(output.endurance).toBe(4 + Math.floor(((d10 - 1) * 3) / 10));
    expect(table.writes).toEqual(["saveDecks(1)"]);
    expect(answer.draws.map((d) => [d.card, d.reason, d.section])).toEqual([["17", "livestock.endurance", "d10"]]);
  });
});
