/**
 * CORE-6 "defending an obstacle +1", read from the map: a fence (a linear obstacle wall) on the
 * line between the two fighters. The hand to hand dialog ticks the defender's box from the tokens
 * and the walls; the GM's client reads the same and refuses a request that claims an obstacle the
 * map does not show, or leaves off one it shows: one line, nothing drawn, written or posted.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, COLE, HALE, posseAndRaiders, press } from "./harness";
import { sceneGround } from "./scenes";
import { tableSnapshot } from "../reliability/world-alterations";
import { format } from "../doubles/format";

/** Cole and Hale in base contact (1" apart, centre to centre), a fence between them or none. */
function field(fence: boolean, answers: Readonly<Record<string, unknown>> | null) {
  const table = posseAndRaiders();
  table.targets = [HALE];
  table.positions.set(COLE, { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(HALE, { id: HALE, at: { x: 0, y: 1 }, base: roundBase(1), facing: 270 });
  sceneGround(table, [], fence ? [{ c: [-1000, 50, 1000, 50], sight: 0, obstacle: "fence" }] : []);
  if (answers) table.answers = [answers];
  return table;
}

const refusals = (table: ReturnType<typeof field>) => table.warnings.map((w) => w.text);

type Modifier = { readonly key: string; readonly value: number };
type MeleeSent = { melee: Record<"attacker" | "defender", { modifiers?: Modifier[] }> };

/** The defender's modifier keys in the request the dialog sent. */
const defenderModifiers = (table: ReturnType<typeof field>) =>
  ((table.sent[0]?.input as MeleeSent | undefined)?.melee.defender.modifiers ?? []).map((m) => m.key);

/**
 * The honest request pressed on `honest`, its defender's modifiers changed as a forged client
 * would, sent to `table`'s GM: the refusal's line (null when accepted).
 */
async function forgedDefender(
  honest: ReturnType<typeof field>,
  table: ReturnType<typeof field>,
  change: (mods: readonly Modifier[]) => Modifier[],
): Promise<string | null> {
  const spy = vi.spyOn(honest.coordinator, "draw");
  expect(await press(honest, "melee", COLE)).toBe("done");
  const query = spy.mock.calls[0]?.[0];
  if (!query) throw new Error("nothing sent");
  const { requestId: _id, ...sent } = query;
  const input = JSON.parse(JSON.stringify(sent.input)) as MeleeSent;
  input.melee.defender.modifiers = change(input.melee.defender.modifiers ?? []);
  const answer = await table.coordinator.draw({ ...sent, input });
  return answer.ok ? null : format(answer.key, answer.data);
}
const obstacleBox = (table: ReturnType<typeof field>) =>
  table.asked[0]!.fields.find((f) => f.name === "defender.obstacle")?.value;

describe("CORE-6 hand to hand: the defended obstacle from the map", () => {
  it("CORE-6 a fence between Cole and Hale: the dialog starts Hale defending it and the GM accepts it", async () => {
    const table = field(true, null);
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(obstacleBox(table)).toBe(true);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).title).toBe("Pvt. Cole attacks Sgt. Hale");
  });

  it("CORE-6 open ground between them: the box starts unticked and fixed; ticked anyway, the request still claims none", async () => {
    const table = field(false, { "defender.obstacle": true });
    expect(await press(table, "melee", COLE)).toBe("done");
    expect(obstacleBox(table)).toBe(false);
    expect(table.asked[0]!.fields.find((f) => f.name === "defender.obstacle")).toMatchObject({ disabled: true });
    expect(refusals(table)).toEqual([]);
    expect(defenderModifiers(table)).not.toContain("obstacle");
  });

  it("CORE-6 a client that claims an obstacle on open ground is refused by the GM: nothing written", async () => {
    const table = field(false, null);
    const before = tableSnapshot(table);
    const answer = await forgedDefender(field(false, null), table, (mods) => [...mods, { key: "obstacle", value: 1 }]);
    expect(answer).toBe("The map shows no obstacle between the fighters: Sgt. Hale defends none. Nothing was drawn.");
    expect(tableSnapshot(table)).toBe(before);
  });

  it("CORE-6 a fence between them: unticked in the dialog, Hale still defends it; a client that leaves it off is refused", async () => {
    const unticked = field(true, { "defender.obstacle": false });
    expect(await press(unticked, "melee", COLE)).toBe("done");
    expect(refusals(unticked)).toEqual([]);
    expect(defenderModifiers(unticked)).toContain("obstacle");
    const table = field(true, null);
    const before = tableSnapshot(table);
    const answer = await forgedDefender(field(true, null), table, (mods) => mods.filter((m) => m.key !== "obstacle"));
    expect(answer).toBe("The map shows an obstacle between the fighters: Sgt. Hale defends it. Nothing was drawn.");
    expect(tableSnapshot(table)).toBe(before);
  });

  it("CORE-6 an obstacle on the attacker's side or impetus on the defender's (the dialog offers neither): refused at the boundary", async () => {
    const honest = field(true, null);
    const spy = vi.spyOn(honest.coordinator, "draw");
    expect(await press(honest, "melee", COLE)).toBe("done");
    const query = spy.mock.calls[0]?.[0];
    if (!query) throw new Error("nothing sent");
    const { requestId: _id, ...sent } = query;
    const forged = (side: "attacker" | "defender", key: string) => {
      const input = JSON.parse(JSON.stringify(sent.input)) as { melee: Record<string, { modifiers?: unknown[] }> };
      const fighter = input.melee[side]!;
      fighter.modifiers = [...(fighter.modifiers ?? []), { key, value: key === "impetus" ? 2 : 1 }];
      return { ...sent, input };
    };
    for (const [side, key] of [
      ["attacker", "obstacle"],
      ["defender", "impetus"],
    ] as const) {
      const table = field(true, null);
      const before = tableSnapshot(table);
      const answer = await table.coordinator.draw(forged(side, key));
      expect(answer.ok ? null : answer.data).toEqual({
        action: "melee",
        field: `${side}.modifiers`,
        problem: "not the dialog's",
      });
      expect(tableSnapshot(table)).toBe(before);
    }
  });
});
