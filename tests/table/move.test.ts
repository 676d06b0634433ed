/**
 * CORE-10 move and sprint, NAP-6.1.1 / OW-7.1a a mounted figure gallops: the buttons, the terrain asked, the GM's draw,
 * the message, Apply.
 */
import { describe, expect, it } from "vitest";
import { apply, chat, COLE, docId, GM, lines, PLAYER, posseAndRaiders, press, writeKinds } from "./harness";

const KANE = "Actor.rider0000000001";

describe("move and sprint (CORE-10, NAP-6.1.1, OW-7.1a)", () => {
  it("CORE-10 Move: one card, the allowance in chat; Apply writes nothing (the move is made on the canvas)", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "move", COLE)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Pvt. Cole moves"]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.summary).toBe('Pvt. Cole may move 4".');
    expect(lines(view)).toEqual(['Pvt. Cole: card 1 shows 4"', 'May move 4".']);
    expect(view.changes).toEqual([]);
    // a result that changes no piece has nothing to apply (the card shows no Apply)
    expect(await apply(table, GM)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.nothingToApply" });
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("CORE-10 Sprint in half-speed terrain: two cards halved, stunned at the end of the activation; Apply writes the stun", async () => {
    const table = posseAndRaiders();
    table.answers = [{ terrain: "0.5" }];
    expect(await press(table, "sprint", COLE)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Pvt. Cole sprints"]);
    const view = chat(table);
    expect(view.summary).toBe('Pvt. Cole may move 3.5" and is stunned at the end of the activation.');
    expect(lines(view)).toEqual([
      'Pvt. Cole: cards #1, #2 show 4 + 3 = 7"',
      "× 0.5 (slowed: wounds, load or ground)",
      'May move 3.5".',
      "Stunned at the end of the activation.",
    ]);
    expect(view.changes).toEqual(["Pvt. Cole: stunned"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).states.stunned).toBe(true);
  });

  it("NAP-6.1.1 / OW-7.1a a mounted figure's Sprint is a gallop: three cards, the mounted rules' text", async () => {
    const table = posseAndRaiders();
    table.addFigure(
      KANE,
      "Trooper Kane",
      { states: { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false } },
      "ow.revolver",
      PLAYER,
    );
    expect(await press(table, "sprint", KANE)).toBe("done");
    const view = chat(table);
    expect(view.summary).toBe(
      'Trooper Kane gallops: 15" (stunned at the end of the activation, or after hand to hand).',
    );
    expect(lines(view)).toEqual([
      'Trooper Kane: cards #1, #2, #3 show 4 + 3 + 8 = 15"',
      'May move 15".',
      "Galloping: stunned at the end of the activation, or after the hand to hand if it made contact.",
    ]);
  });
});
