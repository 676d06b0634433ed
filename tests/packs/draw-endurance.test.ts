/** OW-9.2.8 a new animal token draws its Endurance in the printed range from one card's ten-sided die icon. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { RulesError } from "@rules/errors";
import { drawEndurance } from "@rules/old-west/endurance";
import { LIVESTOCK } from "@rules/tables/livestock";
import { card } from "../helpers/cards";

const D10 = Array.from({ length: 10 }, (_, i) => i + 1);
const spread = (min: number, max: number) => D10.map((d10) => drawEndurance({ min, max }, card({ d10 })).endurance);

describe("drawEndurance (OW-9.2.8)", () => {
  it("OW-9.2.8 Bison 4-5: d10 1-5 gives 4, 6-10 gives 5", () => {
    expect(spread(4, 5)).toEqual([4, 4, 4, 4, 4, 5, 5, 5, 5, 5]);
  });

  it("OW-9.2.8 Grizzly 4-6: 4 on 1-4, 5 on 5-7, 6 on 8-10 (the low end takes the extra face)", () => {
    expect(spread(4, 6)).toEqual([4, 4, 4, 4, 5, 5, 5, 6, 6, 6]);
  });

  it("OW-9.2.8 Sheep 2: a single value whatever the card", () => {
    expect(new Set(spread(2, 2))).toEqual(new Set([2]));
  });

  it("OW-9.2.8 records the card read: serial, the d10 section and the value", () => {
    const c = card({ d10: 7 });
    expect(drawEndurance({ min: 2, max: 3 }, c).card).toEqual({ serial: c.serial, reason: "livestock.endurance", sections: ["d10"], shows: "d10=7;endurance=3" });
  });

  it("OW-9.2.8 over the Frontier deck every value of every Table 3 range can be drawn, and only those", () => {
    for (const animal of LIVESTOCK) {
      const drawn = new Set(FRONTIER_DECK.cards.map((c) => drawEndurance(animal.endurance, c).endurance));
      const expected = Array.from({ length: animal.endurance.max - animal.endurance.min + 1 }, (_, i) => animal.endurance.min + i);
      expect([...drawn].sort(), animal.id).toEqual(expected);
    }
  });

  it("OW-9.2.8 refuses a range that is not whole, starts below 1, runs backwards or is wider than the die", () => {
    for (const range of [{ min: 0, max: 2 }, { min: 3, max: 2 }, { min: 1.5, max: 2 }, { min: 1, max: 11 }]) {
      expect(() => drawEndurance(range, card({ d10: 1 })), JSON.stringify(range)).toThrow(RulesError);
    }
  });
});
