/**
 * NAP-6.2.2 (7.10.2) fire at mounted figures at the table: the Fire button, the man-or-horse card, the horse removed,
 * the rider on foot; Apply writes it.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, GM, lines, OTHER, PLAYER, pick, press, stack, TableDouble } from "./harness";

const GRENADIER = "Actor.grenadier0000001";
const LINE = "Actor.line000000000001";
const LANCER = "Actor.lancer0000000001";
const HUSSARS = "Actor.hussars000000001";
const MOUNTED = { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false };

describe("fire at mounted figures (NAP-6.2.2)", () => {
  it("NAP-6.2.2 Gren. Marc hits the mounted Cpl. Lance: the d10 says the horse, no medium burst: the horse is removed, the rider dismounts unhurt; Apply writes him on foot", async () => {
    const table = new TableDouble();
    table.options = {
      ...DEFAULT_OPTIONS,
      era: "napoleonic",
      optional: { ...DEFAULT_OPTIONS.optional, mountedTargets: true },
    };
    table.addFigure(GRENADIER, "Gren. Marc", {}, "nap.musket", PLAYER);
    table.addUnit(LINE, "Line company", [GRENADIER], {}, PLAYER);
    table.addFigure(LANCER, "Cpl. Lance", { states: MOUNTED }, "nap.lance", OTHER);
    table.addUnit(HUSSARS, "Hussars", [LANCER], {}, OTHER);
    table.onScene = [GRENADIER, LANCER];
    const hit = pick("6 holes", (c) => c.hit === 6);
    const horse = pick("d10 up to 7, no medium burst", (c) => c.d10 <= 7 && !c.burst.medium, [hit]);
    const calm = pick("no medium burst", (c) => !c.burst.medium, [hit, horse]);
    stack(table, [hit, horse, calm, calm === horse ? hit : pick("spare", (c) => !c.burst.medium, [hit, horse, calm])]);
    table.targets = [LANCER];
    expect(await press(table, "fire", LINE, { distance: () => 3 })).toBe("done");
    const view = chat(table);
    expect(view.summary).toBe("One shot, one hit");
    expect(lines(view)[0]).toContain("randomizer 7: Cpl. Lance");
    expect(lines(view)[0]).toContain("The horse is hit and removed; the rider dismounts safely.");
    expect(view.changes).toEqual([
      "Gren. Marc: one more Out of Ammunition marker",
      "Cpl. Lance dismounts",
      "Hussars: one more morale marker",
    ]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.writes.map((w) => w.kind)).toEqual([
      "saveDecks",
      "createMessage",
      "updateWorldActors",
      "saveDecks",
      "updateMessage",
    ]);
    // The horse is gone: the rider is on foot, unhurt.
    expect(table.figureSource(LANCER).states).toMatchObject({ mounted: false, incapacitated: false });
    expect(table.figureSource(LANCER).wounds).toBe(0);
  });
});
