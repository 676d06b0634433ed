/**
 * OW-9.2.4 "Herds are difficult to move through … Foot figures move at quarter movement through
 * herds. Mounted figures are reduced to half movement." The Move button: with a herd on the
 * table the dialog asks whether the way goes through it; the GM's movement draw applies the
 * engine's throughHerdFactor; the chat card says so.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { chat, COLE, GM, lines, PLAYER, posseAndRaiders, press, stack, type TableDouble } from "./harness";

const HERD = "Actor.herd000000000001";
const KANE = "Actor.rider0000000001";

function withLonghorns(): TableDouble {
  const table = posseAndRaiders();
  table.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, animals: true } };
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6 });
  table.onScene = [...table.onScene, HERD];
  stack(table, [], GM);
  return table;
}

describe("moving through a herd (OW-9.2.4)", () => {
  it('OW-9.2.4 Pvt. Cole moves on foot through the Longhorns: card 1\'s 4" at a quarter, 1"; the chat card says why', async () => {
    const table = withLonghorns();
    table.answers = [{ throughHerd: true }];
    expect(await press(table, "move", COLE)).toBe("done");
    expect(table.asked[0]?.fields.map((f) => f.name)).toEqual(["terrain", "throughHerd"]);
    const view = chat(table);
    expect(view.summary).toBe('Pvt. Cole may move 1".');
    expect(lines(view)).toEqual([
      'Pvt. Cole: card 1 shows 4"',
      "Through a herd: × 0.25 (a quarter on foot, a half mounted).",
      'May move 1".',
    ]);
    expect(table.lastMessage().record?.result).toMatchObject({ herdFactor: 0.25, factor: 0.25, inches: 1 });
  });

  it('OW-9.2.4 through the herd in half-speed ground: both factors, 4" × 0.5 × 0.25 = 0.5"', async () => {
    const table = withLonghorns();
    table.answers = [{ terrain: "0.5", throughHerd: true }];
    await press(table, "move", COLE);
    expect(table.lastMessage().record?.result).toMatchObject({ herdFactor: 0.25, factor: 0.125, inches: 0.5 });
    // the herd's quarter on its own line, the ground's half on the "slowed" line: each said once
    expect(lines(chat(table))).toEqual([
      'Pvt. Cole: card 1 shows 4"',
      "Through a herd: × 0.25 (a quarter on foot, a half mounted).",
      "× 0.5 (slowed: wounds, load or ground)",
      'May move 0.5".',
    ]);
  });

  it('OW-9.2.4 a mounted figure through the herd is halved: 4 + 3 = 7" becomes 3.5"', async () => {
    const table = withLonghorns();
    table.addFigure(
      KANE,
      "Trooper Kane",
      { states: { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false } },
      "ow.revolver",
      PLAYER,
    );
    table.answers = [{ throughHerd: true }];
    await press(table, "move", KANE);
    const view = chat(table);
    expect(lines(view)).toEqual([
      'Trooper Kane: cards #1, #2 show 4 + 3 = 7"',
      "Through a herd: × 0.5 (a quarter on foot, a half mounted).",
      'May move 3.5".',
    ]);
    expect(table.lastMessage().record?.result).toMatchObject({ herdFactor: 0.5, inches: 3.5 });
  });

  it("OW-9.2.4 the way keeps clear of the herd: full speed, no herd line; with no herd on the table the dialog does not ask", async () => {
    const table = withLonghorns();
    await press(table, "move", COLE);
    expect(lines(chat(table))).toEqual(['Pvt. Cole: card 1 shows 4"', 'May move 4".']);
    expect(table.lastMessage().record?.result).not.toHaveProperty("herdFactor");
    const none = posseAndRaiders();
    await press(none, "move", COLE);
    expect(none.asked[0]?.fields.map((f) => f.name)).toEqual(["terrain"]);
  });
});
