/**
 * CORE-6 hand to hand at the table: the Melee button, its dialog (live exact odds), the GM's draw, the message, Apply.
 */
import { describe, expect, it } from "vitest";
import { apply, chat, COLE, docId, GM, HALE, lines, posseAndRaiders, press, writeKinds } from "./harness";

describe("melee (CORE-6)", () => {
  it("CORE-6 Pvt. Cole attacks the targeted Sgt. Hale: the dialog shows both sides and the exact odds; one draw, one message; Apply writes Cole's wound", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    expect(await press(table, "melee", COLE)).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Hand to hand: Pvt. Cole against Sgt. Hale");
    expect(dialog.fields.map((f) => f.name)).toEqual([
      "attacker.closeOrder",
      "attacker.other",
      "defender.closeOrder",
      "defender.obstacle",
      "defender.fromRear",
      "defender.other",
    ]);
    // The live odds line is computed over the cards left (the whole Frontier deck here).
    const odds = dialog.live?.(Object.fromEntries(dialog.fields.map((f) => [f.name, f.value]))) ?? [];
    expect(odds).toHaveLength(1);
    expect(odds[0]?.text).toMatch(/^Exact odds over the 50 cards left: Pvt\. Cole .*Sgt\. Hale/);
    // Percentages shown, the exact fractions on hover.
    expect(odds[0]?.text).toMatch(/\d%/);
    expect(odds[0]?.text).not.toMatch(/\d+\/\d+/);
    expect(odds[0]?.title).toMatch(/\d+\/\d+/);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Pvt. Cole attacks Sgt. Hale");
    expect(view.summary).toBe("Sgt. Hale wins the hand to hand, 5 to 4.");
    expect(lines(view)).toEqual([
      "Attacker Pvt. Cole: Melee 0 + HtH 0 + card 1 shows 4 = 4",
      "Defender Sgt. Hale: Melee 0 + HtH 2 + card 2 shows 3 = 5",
      "Sgt. Hale wins 5 to 4 — card 3 shows Wound: Pvt. Cole, leg, wounded (1 of 2 wounds)",
    ]);
    expect(view.changes).toEqual(["Pvt. Cole: one more wound"]);
    expect(view.moves).toEqual(['Pvt. Cole must move 2" back (recoil)', 'Sgt. Hale may move 1" forward']);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).wounds).toBe(1);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("CORE-6 no targeted figure of another unit: a warning, nothing drawn", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Melee.needTarget"]);
    expect(table.writes).toEqual([]);
  });
});
