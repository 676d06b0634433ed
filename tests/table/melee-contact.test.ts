/**
 * CORE-6 a hand to hand is fought in base contact, read from the map: the Hand to hand button says
 * so before anything is asked when the tokens stand apart, and the GM's client refuses a request
 * for fighters whose tokens do not touch (one line, nothing drawn, written or posted). Bases within
 * half an inch are in contact (a base placed by hand, or diagonally on a square grid).
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import { COLE, HALE, posseAndRaiders, press } from "./harness";
import { tableSnapshot } from "../reliability/world-alterations";
import { format } from "../doubles/format";

/** Cole at the origin, Hale at `at` (1" round bases), Hale targeted. */
function field(at: { x: number; y: number }) {
  const table = posseAndRaiders();
  table.targets = [HALE];
  table.positions.set(COLE, { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(HALE, { id: HALE, at, base: roundBase(1), facing: 270 });
  return table;
}

describe("CORE-6 hand to hand in base contact", () => {
  it('CORE-6 Hale 10" off: the button says they are apart, no dialog, nothing drawn', async () => {
    const table = field({ x: 0, y: 10 });
    const before = tableSnapshot(table);
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(table.asked).toEqual([]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      'Pvt. Cole stands 9" from Sgt. Hale: hand to hand needs their bases in contact. Nothing was drawn.',
    ]);
    expect(tableSnapshot(table)).toBe(before);
  });

  it('CORE-6 diagonally next to each other on the grid (0.4" apart): in contact, the fight is drawn', async () => {
    const table = field({ x: 1, y: 1 });
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.messages.size).toBe(1);
  });

  it("CORE-6 a client that asks for a fight between tokens apart is refused by the GM: nothing written", async () => {
    const honest = field({ x: 0, y: 1 });
    const spy = vi.spyOn(honest.coordinator, "draw");
    expect(await press(honest, "melee", COLE)).toBe("done");
    const query = spy.mock.calls[0]?.[0];
    if (!query) throw new Error("nothing sent");
    const { requestId: _id, ...sent } = query;
    const apart = field({ x: 0, y: 4 });
    const before = tableSnapshot(apart);
    const answer = await apart.coordinator.draw(sent);
    expect(answer.ok ? "accepted" : format(answer.key, answer.data)).toBe(
      'Pvt. Cole stands 3" from Sgt. Hale: hand to hand needs their bases in contact. Nothing was drawn.',
    );
    expect(tableSnapshot(apart)).toBe(before);
  });
});
