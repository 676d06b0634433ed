/**
 * NAP-6.2.1.2b the mounted melee's reactions at the table: riders pursue withdrawing enemy with a
 * Reaction (the Pursue button, even in their own side's activation when their fire made the enemy
 * fall back), foot may not use a Reaction to close with moving riders (the Reaction dialog's
 * purpose, refused by the GM), and the charge may halt halfway for the target's reactions.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
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

describe("foot may not react to close with moving riders (NAP-6.2.1.2b)", () => {
  /** The Line company (foot, OTHER's) reacts while the Hussars, activated, ride at it. */
  function ridersActing() {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)], OTHER);
    return table;
  }

  it("NAP-6.2.1.2b Gren. Marc's Reaction dialog asks what it is for, with the check's odds (a bar, the exact fraction on hover); closing to contact with the Hussars on the move is refused by the GM in one line, nothing drawn", async () => {
    const table = ridersActing();
    table.answers = [{ purpose: "closeToContact" }];
    expect(await press(table, "reaction", GRENADIER, { user: OTHER })).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Reaction: Gren. Marc");
    const purpose = dialog.fields.find((f) => f.name === "purpose");
    expect(purpose?.value).toBe("interrupt");
    expect(purpose?.type === "select" ? purpose.options.map((o) => o.label) : []).toEqual([
      "Fire, or act before the enemy goes on",
      "Move",
      "Close to contact for hand to hand",
      "Turn to face or close ranks",
    ]);
    const odds = dialog.live?.({ purpose: "interrupt" }) ?? [];
    const within = FRONTIER_DECK.cards.filter((c) => c.reaction <= 3).length;
    expect(odds[0]?.text).toBe(
      `The reaction check: reacts ${Math.round((within / 50) * 100)}% · no reaction ${Math.round(((50 - within) / 50) * 100)}%`,
    );
    expect(odds[0]?.bar?.map((b) => b.tone)).toEqual(["good", "bad"]);
    expect(odds[0]?.title).toMatch(/\d+\/\d+/);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Gren. Marc is on foot and may not react to close with riders on the move. Nothing was drawn.",
    ]);
    expect(table.messages.size).toBe(0);
  });

  it("NAP-6.2.1.2b the same foot reaction to turn to face the Hussars is drawn; closing to contact while a foot unit acts is drawn too", async () => {
    const table = ridersActing();
    table.answers = [{ purpose: "turnToFace" }];
    expect(await press(table, "reaction", GRENADIER, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe("Gren. Marc passes the reaction check (1 against 3).");

    const footActing = hussarsAndLine();
    activate(footActing, [LINE]);
    stack(footActing, [pick("reaction 1", (c) => c.reaction === 1)]);
    footActing.patchFigure(TROOPER, {
      states: { stunned: false, pinned: false, mounted: false, hidden: false, incapacitated: false },
    });
    footActing.answers = [{ purpose: "closeToContact" }];
    expect(await press(footActing, "reaction", TROOPER)).toBe("done");
    expect(footActing.warnings).toEqual([]);
    expect(chat(footActing).summary).toBe("Tpr. Bold passes the reaction check (1 against 3).");
  });
});
