/**
 * NAP-6.2.1.2b the mounted melee's reactions at the table: riders pursue withdrawing enemy with a
 * Reaction (the Pursue button, even in their own side's activation when their fire made the enemy
 * fall back), foot may not use a Reaction to close with moving riders (the Reaction dialog's
 * purpose, refused by the GM), and the charge may halt halfway for the target's reactions.
 */
import { describe, expect, it } from "vitest";
import { activate, chat, lines, OTHER, pick, press, stack } from "./harness";
import { GRENADIER, HUSSARS, hussarsAndLine, LINE, TROOPER } from "./scenes";

describe("riders pursue withdrawing enemy (NAP-6.2.1.2b)", () => {
  it('NAP-6.2.1.2b the Hussars pursue the Line company falling back from the Guts check their own fire forced, in their own activation: Pursue draws the check and one movement card, the card says it is a pursuit of 4"', async () => {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    expect(await press(table, "pursue", HUSSARS)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.asked).toEqual([]);
    const view = chat(table);
    expect(view.title).toBe("Hussars: pursuit");
    expect(view.summary).toBe(`Pursuit: card ${pass.serial}, the reaction succeeds.`);
    expect(lines(view)).toEqual(['They may ride 4" after the withdrawing enemy.']);
    expect(table.lastMessage().record?.result).toMatchObject({ kind: "pursuit", passed: true, inches: 4 });
  });

  it("NAP-6.2.1.2b a counter-charge still meets a charge: in the Hussars' own activation the GM refuses it (no enemy acting), nothing drawn", async () => {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    await press(table, "counterCharge", HUSSARS);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.noEnemyActing"]);
    expect(table.messages.size).toBe(0);
  });
});
