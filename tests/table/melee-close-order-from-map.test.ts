/**
 * NAP-5.4.1 the close-order bonus in hand to hand is the map's: the dialog starts each side's box
 * from what its tokens measure, and the GM's client reads the same: a box ticked for a unit the
 * map does not show in close order is refused with one line and nothing is drawn, written or
 * posted. (Unticked for a unit that is: attacked from the rear, the players' call.)
 */
import { describe, expect, it } from "vitest";
import { chat, COLE, HALE, posseAndRaiders, press, RAIDERS } from "./harness";
import { tableSnapshot } from "../reliability/world-alterations";

function field(closeOrder: readonly string[], answers: Readonly<Record<string, unknown>> | null) {
  const table = posseAndRaiders();
  table.targets = [HALE];
  for (const unit of closeOrder) table.closeOrderUnits.add(unit);
  if (answers) table.answers = [answers];
  return table;
}

const refusals = (table: ReturnType<typeof field>) => table.warnings.map((w) => w.text);

describe("NAP-5.4.1 hand to hand: close order from the map", () => {
  it("NAP-5.4.1 the Raiders in close order on the map: the defender's box starts ticked and the GM accepts it", async () => {
    const table = field([RAIDERS], null);
    expect(await press(table, "melee", COLE)).toBe("done");
    const boxes = table.asked[0]!.fields.filter((f) => f.name.endsWith(".closeOrder")).map((f) => [f.name, f.value]);
    expect(boxes).toEqual([
      ["attacker.closeOrder", false],
      ["defender.closeOrder", true],
    ]);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).title).toBe("Pvt. Cole attacks Sgt. Hale");
  });

  it("NAP-5.4.1 the attacker claims close order the map does not show: refused, nothing written", async () => {
    const table = field([], { "attacker.closeOrder": true });
    const before = tableSnapshot(table);
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(refusals(table)).toEqual([
      "The map does not show Posse in close order: no close-order bonus. Nothing was drawn.",
    ]);
    expect(tableSnapshot(table)).toBe(before);
  });
});
