/**
 * NAP-5.4.1 the close-order bonus in hand to hand is the map's: the dialog starts each side's box
 * from what its tokens measure, and the GM's client reads the same: a box ticked for a unit the
 * map does not show in close order is refused with one line and nothing is drawn, written or
 * posted. A defender in close order loses it only attacked from the rear: the dialog ticks that
 * from the tokens (the attacker more than 90° off the defender's facing), and the GM refuses a
 * rear the map does not show.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, COLE, HALE, posseAndRaiders, press, RAIDERS } from "./harness";
import { tableSnapshot } from "../reliability/world-alterations";
import { format } from "../doubles/format";

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

  /** Cole at the origin; Hale in base contact 1" on, facing away from him (90°: a rear attack) or toward him (270°). */
  function placed(haleFacing: number, answers: Readonly<Record<string, unknown>> | null) {
    const table = field([RAIDERS], answers);
    table.positions.set(COLE, { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) });
    table.positions.set(HALE, { id: HALE, at: { x: 0, y: 1 }, base: roundBase(1), facing: haleFacing });
    return table;
  }

  it("NAP-5.4.1 Cole behind Hale on the map: the dialog starts 'attacked from the rear' ticked, no close-order bonus, and the GM accepts it", async () => {
    const table = placed(90, null);
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(table.asked[0]!.fields.find((f) => f.name === "defender.fromRear")?.value).toBe(true);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).title).toBe("Pvt. Cole attacks Sgt. Hale");
  });

  it("NAP-5.4.1 Cole in front of Hale: the box starts unticked and fixed; ticked anyway, Hale keeps his close-order bonus", async () => {
    const table = placed(270, { "defender.fromRear": true });
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(table.asked[0]!.fields.find((f) => f.name === "defender.fromRear")).toMatchObject({
      value: false,
      disabled: true,
    });
    expect(refusals(table)).toEqual([]);
    const sent = table.sent[0]?.input as { melee: { defender: { modifiers?: { key: string }[] } } };
    expect(sent.melee.defender.modifiers?.map((m) => m.key)).toContain("closeOrder");
  });

  it("NAP-5.4.1 Cole in front of Hale: a client that drops Hale's close-order bonus as if from the rear is refused, nothing written", async () => {
    const honest = placed(270, null);
    const spy = vi.spyOn(honest.coordinator, "draw");
    expect(await press(honest, "melee", COLE)).toBe("done");
    const query = spy.mock.calls[0]?.[0];
    if (!query) throw new Error("nothing sent");
    const { requestId: _id, ...sent } = query;
    const input = JSON.parse(JSON.stringify(sent.input)) as { melee: { defender: { modifiers?: { key: string }[] } } };
    input.melee.defender.modifiers = (input.melee.defender.modifiers ?? []).filter((m) => m.key !== "closeOrder");
    const table = placed(270, null);
    const before = tableSnapshot(table);
    const answer = await table.coordinator.draw({ ...sent, input });
    expect(answer.ok ? null : format(answer.key, answer.data)).toBe(
      "The map shows Pvt. Cole in front of Sgt. Hale, not behind: a defender in close order keeps the close-order bonus. Nothing was drawn.",
    );
    expect(tableSnapshot(table)).toBe(before);
  });
});
