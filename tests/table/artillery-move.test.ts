/** Move gun (NAP-7.1): limbered on a road, manhandled through rough with its bog check. */
import { describe, expect, it } from "vitest";
import { press, stack, writeKinds } from "./harness";
import { GUN, battery, card, text } from "./artillery-battery";

describe("artillery: Move gun (NAP-7.1)", () => {
  it("NAP-7.1 limbered on a road: two cards", async () => {
    const table = battery({ limbered: true });
    table.answers = [{ terrain: "road" }];
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain('The gun may move 7".');
    expect(said).toContain('The gun: cards #1, #2 show 4 + 3 = 7"');
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-7.1 manhandled through rough: a quarter of one card and a bog check as Elite", async () => {
    const table = battery();
    table.answers = [{ terrain: "rough", inchesInRough: 2 }];
    stack(table, [card(5), card(3)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const said = text(table);
    // 9" a quarter = 2.25"; bogged: it stops half way through the 2" of rough.
    expect(said).toContain('Bogged in the rough: the gun stops 1" into it.');
    expect(said).toContain('The gun: card 5 shows 9"');
    expect(said).toContain('May move 2.25".');
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });
});
