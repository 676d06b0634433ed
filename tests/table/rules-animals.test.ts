/**
 * OW-9.2.4 and OW-9.2.5 at the table (both "assist" or without a button of their own): a figure
 * moving through a herd presses Move and chooses the herd's speed in the dialog's terrain list;
 * the bear's and the herd's Hand to hand buttons (the GM's), and the bear's Move charging.
 */
import { describe, expect, it } from "vitest";
import { apply, chat, COLE, GM, lines, pick, PLAYER, press, stack, type TableDouble } from "./harness";
import { BEAR, HERD, withHerd as herdScene } from "./scenes";

const KANE = "Actor.rider0000000001";

/** The herd scene, the GM's deck ready (animals are the GM's). */
function withHerd(): TableDouble {
  const table = herdScene();
  stack(table, [], GM);
  return table;
}

const text = (table: TableDouble): string => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("through a herd (OW-9.2.4, assist: the Move dialog's terrain)", () => {
  it('OW-9.2.4 Pvt. Cole on foot moves through the Longhorns: Move, quarter speed chosen, card 1 shows 4" so he may move 1"', async () => {
    const table = withHerd();
    table.answers = [{ terrain: "0.25" }];
    expect(await press(table, "move", COLE)).toBe("done");
    expect(table.asked[0]?.fields[0]).toMatchObject({
      name: "terrain",
      options: expect.arrayContaining([
        { value: "0.25", label: "Quarter speed" },
        { value: "0.5", label: "Half speed (woods, rough)" },
      ]),
    });
    const shown = text(table);
    expect(shown).toContain('Pvt. Cole: card 1 shows 4"');
    expect(shown).toContain("× 0.25");
    expect(shown).toContain('May move 1".');
  });

  it('OW-9.2.4 Trooper Kane, mounted, moves through the Longhorns at half speed: 4 + 3 = 7" halved to 3.5"', async () => {
    const table = withHerd();
    table.addFigure(
      KANE,
      "Trooper Kane",
      { states: { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false } },
      "ow.revolver",
      PLAYER,
    );
    table.answers = [{ terrain: "0.5" }];
    expect(await press(table, "move", KANE)).toBe("done");
    const shown = text(table);
    expect(shown).toContain('Trooper Kane: cards #1, #2 show 4 + 3 = 7"');
    expect(shown).toContain('May move 3.5".');
  });
});

describe("only bears initiate melee (OW-9.2.5)", () => {
  it("OW-9.2.5 the GM presses Hand to hand on Old Ephraim against Pvt. Cole: Melee 3 + card; Apply writes Cole's wound", async () => {
    const table = withHerd();
    table.targets = [COLE];
    expect(await press(table, "melee", BEAR, { user: GM })).toBe("done");
    const shown = text(table);
    expect(shown).toContain("Attacker Old Ephraim 1: Melee 3 + HtH 0 + card 1 shows 4 = 7");
    expect(shown).toContain("Old Ephraim 1 wins 7 to 3");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(COLE).wounds).toBe(1);
  });

  it("OW-9.2.5 the bear provoked charges (assist: the GM's Move on the bear, charging ticked): one more card than its walk", async () => {
    const table = withHerd();
    const a = pick("a move card", (c) => c.move > 0);
    const b = pick("another move card", (c) => c.move > 0, [a]);
    stack(table, [a, b], GM);
    table.answers = [{ charging: true }];
    expect(await press(table, "herdMove", BEAR, { user: GM })).toBe("done");
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([a.serial, b.serial]);
    expect(text(table)).toContain(`${a.move + b.move}"`);
  });

  it("OW-9.2.5 cattle do not initiate melee: the Longhorns' Hand to hand is refused with a message, nothing drawn or written", async () => {
    const table = withHerd();
    table.targets = [COLE];
    expect(await press(table, "melee", HERD, { user: GM })).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Longhorns cannot start a hand to hand fight: only bears attack.",
    ]);
    expect(table.writes).toEqual([]);
  });
});
