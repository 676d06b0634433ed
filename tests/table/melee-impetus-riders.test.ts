/**
 * OW-7.1d / NAP-6.2.1.1 impetus is a rider's: "Units that contact the enemy by moving 4" or more
 * in a straight line have Impetus" (the mounted rules), "Mounted figures that attack an enemy are
 * eligible to use the impetus modifier". The hand to hand dialog offers it only to a mounted
 * attacker, and the GM's client refuses it for a figure its sheet has on foot.
 */
import { describe, expect, it, vi } from "vitest";
import { chat, COLE, HALE, posseAndRaiders, press } from "./harness";
import { tableSnapshot } from "../reliability/world-alterations";

function field(mounted: boolean) {
  const table = posseAndRaiders();
  table.targets = [HALE];
  if (mounted) table.patchFigure(COLE, { states: { ...table.figureSource(COLE).states, mounted: true } });
  return table;
}

const names = (table: ReturnType<typeof field>) => table.asked[0]!.fields.map((f) => f.name);

describe("OW-7.1d / NAP-6.2.1.1 impetus in hand to hand", () => {
  it("OW-7.1d Cole on foot: no impetus box; a client that adds impetus is refused, nothing written", async () => {
    const honest = field(false);
    const spy = vi.spyOn(honest.coordinator, "draw");
    expect(await press(honest, "melee", COLE)).toBe("done");
    expect(names(honest)).not.toContain("attacker.impetus");
    const query = spy.mock.calls[0]?.[0];
    if (!query) throw new Error("nothing sent");
    const { requestId: _id, ...sent } = query;
    const input = JSON.parse(JSON.stringify(sent.input)) as { melee: { attacker: { modifiers?: unknown[] } } };
    input.melee.attacker.modifiers = [...(input.melee.attacker.modifiers ?? []), { key: "impetus", value: 2 }];
    const table = field(false);
    const before = tableSnapshot(table);
    const answer = await table.coordinator.draw({ ...sent, input });
    expect(answer.ok ? null : answer.key).toBe("COMBAT_PATROL.Error.impetusOnFoot");
    expect(tableSnapshot(table)).toBe(before);
  });

  it("NAP-6.2.1.1 Cole mounted: the box is offered, and ticked the GM accepts it", async () => {
    const table = field(true);
    table.answers = [{ "attacker.impetus": true }];
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(names(table)).toContain("attacker.impetus");
    expect(table.warnings).toEqual([]);
    expect(chat(table).title).toBe("Pvt. Cole attacks Sgt. Hale");
  });
});
