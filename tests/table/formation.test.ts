/**
 * NAP-5.2 Change formation at the table: the player picks the formation and its facing (from the
 * map: toward the nearest enemy in sight); the GM's client reads the unit's tokens, draws ONE
 * movement card for the unit and posts each figure's move; the card's Form up button moves the
 * tokens into the line, and the unit is in close order where they end.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { FORM_UP_BUTTON } from "@foundry/actions/close-order/formation-lines";
import { activate, chat, GM, lines, OTHER, pick, PLAYER, press, stack, TableDouble, writeKinds } from "./harness";
import { NAPOLEONIC } from "./scenes";

const SGT = "Actor.fusilier00000001";
const FIGS = [SGT, "Actor.fusilier00000002", "Actor.fusilier00000003", "Actor.fusilier00000004"];
const NAMES = ["Sgt. Ney", "Fus. Abel", "Fus. Brun", "Fus. Caron"];
const COMPANY = "Actor.company000000001";
const HUSSAR = "Actor.hussar0000000001";
const HUSSARS = "Actor.hussars000000001";
/** Where the fusiliers stand, scattered round their sergeant at (0,0) facing 0° (+x). */
const SCATTERED = [
  [0, 0],
  [-1, 2.5],
  [-1.5, -2],
  [0.5, 4],
] as const;

/** The Fusiliers (Napoleonic line infantry) in open order on their card; the Hussars 20" off at their 3 o'clock. */
function fusiliers(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  FIGS.forEach((id, i) => {
    table.addFigure(id, NAMES[i]!, {}, "nap.musket", PLAYER);
    const [x, y] = SCATTERED[i]!;
    table.positions.set(id, { id, at: { x, y }, base: roundBase(1), facing: 0 });
    table.tokenAt.set(id, { x, y });
  });
  table.addUnit(COMPANY, "Fusiliers", FIGS, { leaderId: SGT }, PLAYER);
  table.addFigure(HUSSAR, "Tpr. Bold", {}, "nap.sword", OTHER);
  table.addUnit(HUSSARS, "Hussars", [HUSSAR], {}, OTHER);
  table.positions.set(HUSSAR, { id: HUSSAR, at: { x: 0, y: 20 }, base: roundBase(1) });
  table.onScene = [...FIGS, HUSSAR];
  activate(table, [COMPANY]);
  return table;
}

describe("NAP-5.2 Change formation", () => {
  it("NAP-5.2 the Fusiliers form a line facing the Hussars: one card for the unit, each figure's move on the chat card; Form up moves the tokens into the line, in close order", async () => {
    const table = fusiliers();
    const six = pick("a 6-inch move", (c) => c.move === 6);
    stack(table, [six]);
    table.answers = [{ formation: "line" }];
    expect(await press(table, "changeFormation", COMPANY)).toBe("done");
    // The dialog: the formation, and the facing opening toward the Hussars (3 o'clock of the sergeant's 0°).
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([
      ["formation", "line"],
      ["facing", "3"],
    ]);
    expect(table.sent.map((s) => [s.procedure, s.input])).toEqual([
      [
        "nap.formation",
        expect.objectContaining({ unit: { id: COMPANY, name: "Fusiliers" }, formation: "line", facing: 90 }),
      ],
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Fusiliers: change formation");
    expect(view.summary).toBe('The unit forms a line (6").');
    expect(lines(view)[0]).toBe(`Card ${six.serial}: each figure may move up to 6" into the new formation.`);
    expect(lines(view)[1]).toBe("Sgt. Ney stands fast: the unit forms on him.");
    expect(
      lines(view)
        .slice(2, 5)
        .every((l) => l.endsWith("in his place.")),
    ).toBe(true);
    expect(lines(view).at(-1)).toBe("The unit is in close order.");

    // Form up: the card's button moves each token to its place and turns it to face the Hussars.
    const message = table.lastMessage();
    const offers = FORM_UP_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 });
    expect(offers.map((o) => [o.action, o.actorId, o.label?.key])).toEqual([
      ["formUp", COMPANY, "COMBAT_PATROL.Action.Formation.formUp"],
    ]);
    expect(await press(table, "formUp", COMPANY, { params: offers[0]!.params })).toBe("done");
    const ends = FIGS.map((id) => table.positions.get(id)!.at);
    // A line across the facing (90°: along x), bases touching: one y, x one inch apart.
    expect(new Set(ends.map((p) => Math.round(p.y * 100) / 100))).toEqual(new Set([0]));
    expect(ends.map((p) => Math.round(p.x)).sort((a, b) => a - b)).toEqual([-2, -1, 0, 1]);
    expect(FIGS.map((id) => table.positions.get(id)!.facing)).toEqual([90, 90, 90, 90]);
  });

  it("NAP-5.2 a 3-inch card, Fus. Caron 10 inches off: he stops short and the unit is not yet in close order; Form up moves no one farther than the card", async () => {
    const table = fusiliers();
    const caron = FIGS[3]!;
    table.positions.set(caron, { id: caron, at: { x: 6, y: 8 }, base: roundBase(1), facing: 0 });
    table.tokenAt.set(caron, { x: 6, y: 8 });
    stack(table, [pick("a 3-inch move", (c) => c.move === 3)]);
    table.answers = [{ formation: "line", facing: "12" }];
    expect(await press(table, "changeFormation", COMPANY)).toBe("done");
    const shown = lines(chat(table));
    expect(shown.filter((l) => l.includes("short of it")).length).toBeGreaterThan(0);
    expect(shown.at(-1)).toBe("The unit is not in close order.");
    const message = table.lastMessage();
    const offers = FORM_UP_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 });
    const before = FIGS.map((id) => table.positions.get(id)!.at);
    await press(table, "formUp", COMPANY, { params: offers[0]!.params });
    FIGS.forEach((id, i) => {
      const p = table.positions.get(id)!.at;
      expect(Math.hypot(p.x - before[i]!.x, p.y - before[i]!.y)).toBeLessThanOrEqual(3 + 1e-3);
    });
    expect(shown.find((l) => l.startsWith("Fus. Caron"))).toMatch(
      /^Fus\. Caron: [\d.]+" to his place, stops [\d.]+" short of it\.$/,
    );
  });

  it("NAP-5.2 CORE-3 the unit already moved on this card: refused in one line, nothing drawn; on the Hussars' card: refused", async () => {
    const table = fusiliers();
    stack(table, [pick("a 6-inch move", (c) => c.move === 6), pick("a 5-inch move", (c) => c.move === 5)]);
    table.answers = [{ formation: "line" }, { formation: "twoRanks" }];
    await press(table, "changeFormation", COMPANY);
    expect(await press(table, "changeFormation", COMPANY)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.actionSpent.move"]);
    const idle = fusiliers();
    activate(idle, [HUSSARS]);
    idle.answers = [{ formation: "line" }];
    await press(idle, "changeFormation", COMPANY, { user: GM });
    expect(idle.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
  });
});
