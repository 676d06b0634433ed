/**
 * CORE-5.2 a shot's shifts come from the sheets, read on the GM's client: the fire dialog starts
 * each shooter's shifts from his state (moved this activation, wounded, no leader directing, from
 * the saddle) and locks the ones his sheet gives; a client that leaves one off, or slips in a shift
 * the dialog never offers (a bonus), is refused with one line and nothing is drawn, written or
 * posted. A shift the player adds against himself (a move made by dragging the token) stands.
 * NAP-5.4.2 likewise the target's close order, which its tokens measure: a client that claims it
 * (one band shorter) is refused. Then 1,000 seeded alterations of both, each refused.
 */
import { describe, expect, it, vi } from "vitest";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { fireDialogView } from "@foundry/actions/fire/fire-view";
import { DEFAULT_OPTIONS } from "@rules/options";
import { prng } from "../doubles/recording";
import { format } from "../doubles/format";
import { activate, chat, COLE, DUNN, pick, POSSE, press, RAIDERS, stack } from "./harness";
import { posseFacingRaiders } from "./scenes";
import { tableSnapshot, type Json } from "../reliability/world-alterations";

/** Cole wounded (one of two wounds) and flagged as moved this activation; the Posse activated. */
function field(answer: (state: FireDialogState) => FireDialogState = (s) => s) {
  const table = posseFacingRaiders();
  table.patchFigure(COLE, { wounds: 1, endurance: 2, ruleFlags: { moved: true } });
  const miss = pick("a miss", (c) => c.hit === 0);
  stack(table, [miss, miss]);
  activate(table, [POSSE]);
  table.fireAnswer = answer;
  return table;
}

const refusals = (table: ReturnType<typeof field>) => table.warnings.map((w) => w.text);
type Shifts = FireDialogState["shooters"][number]["shifts"];
const shiftsOf = (s: FireDialogState, id: string, over: Partial<Shifts>): FireDialogState => ({
  ...s,
  shooters: s.shooters.map((x) => (x.figure.id === id ? { ...x, shifts: { ...x.shifts, ...over } } : x)),
});

describe("CORE-5.2 the shot's shifts from the sheets", () => {
  it("CORE-5.2 the dialog starts Cole wounded and moved and locks both; Dunn's boxes stay free", async () => {
    let seen: FireDialogState | null = null;
    const table = field((s) => {
      seen = s;
      return s;
    });
    expect(await press(table, "fire", POSSE)).toBe("done");
    const state = seen as FireDialogState | null;
    if (!state) throw new Error("no dialog");
    const view = fireDialogView(state, [], DEFAULT_OPTIONS, format);
    const boxes = view.rows.map((r) => r.shifts.filter((b) => b.locked).map((b) => b.key));
    expect(boxes).toEqual([["moved", "wounded"], []]);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toMatch(/^2 shots/);
  });

  it("CORE-5.2 a client that unticks Cole's wound is refused: nothing drawn, written or posted", async () => {
    const table = field((s) => shiftsOf(s, COLE, { wounded: false }));
    const before = tableSnapshot(table);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual(["Pvt. Cole is wounded: the shot keeps that shift. Nothing was drawn."]);
    expect(tableSnapshot(table)).toBe(before);
  });

  it("CORE-5.2 a client that unticks Cole's move is refused", async () => {
    const table = field((s) => shiftsOf(s, COLE, { moved: false }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual(["Pvt. Cole moved this activation: the shot keeps that shift. Nothing was drawn."]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5.2 Dunn's move ticked against himself stands: the GM accepts it and both fire", async () => {
    const table = field((s) => shiftsOf(s, DUNN, { moved: true }));
    const spy = vi.spyOn(table.coordinator, "draw");
    expect(await press(table, "fire", POSSE)).toBe("done");
    const input = JSON.parse(JSON.stringify(spy.mock.calls[0]?.[0]?.input)) as { fire: { shooters: Json[] } };
    const dunn = input.fire.shooters.find((x) => (x.figure as Json).id === DUNN);
    expect(dunn?.shifts).toEqual({ moved: true, wounded: false, leaderAbsent: false, saddle: false });
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toMatch(/^2 shots/);
  });
});

describe("NAP-5.4.2 the target's close order from its tokens", () => {
  it("NAP-5.4.2 a client that claims the Raiders in close order (one band shorter) is refused: nothing written", async () => {
    const table = field((s) => ({ ...s, closeOrder: true }));
    const before = tableSnapshot(table);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([
      "The map does not show Raiders in close order: the shot takes no close-order band. Nothing was drawn.",
    ]);
    expect(tableSnapshot(table)).toBe(before);
  });

  it("NAP-5.4.2 Raiders whose tokens stand in close order: the dialog starts with it and the GM accepts the shot", async () => {
    let started = false;
    const table = field((s) => {
      started = s.closeOrder;
      return s;
    });
    table.closeOrderUnits.add(RAIDERS);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(started).toBe(true);
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toMatch(/^2 shots/);
  });
});

describe("CORE-5.2 altered shifts, fuzzed", () => {
  it("CORE-5.2 / NAP-5.4.2 1,000 requests with a sheet's shift left off, a shift the dialog never offers or a close order the map does not show: each refused with a localized line, nothing written", async () => {
    // The honest request, captured off the wire as the dialog sends it.
    const honestTable = field();
    const spy = vi.spyOn(honestTable.coordinator, "draw");
    expect(await press(honestTable, "fire", POSSE)).toBe("done");
    const query = spy.mock.calls[0]?.[0];
    if (!query) throw new Error("nothing sent");
    spy.mockRestore();
    const fresh = field();
    const before = tableSnapshot(fresh);
    const { requestId: _id, ...sent } = query;
    const failures: string[] = [];
    const kinds = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const rnd = prng(90_000 + i);
      const input = JSON.parse(JSON.stringify(query.input)) as Json;
      const fire = input.fire as Json;
      const shooters = fire.shooters as Json[];
      const cole = shooters.find((s) => (s.figure as Json).id === COLE) as Json;
      const dunn = shooters.find((s) => (s.figure as Json).id === DUNN) as Json;
      const kind = rnd.pick(["leftOff", "bonus", "both", "closeOrder"]);
      if (kind === "closeOrder") (fire.target as Json).closeOrder = true;
      kinds.add(kind);
      if (kind === "leftOff" || kind === "both") {
        const left = rnd.pick([["wounded"], ["moved"], ["wounded", "moved"]]);
        cole.shifts = {
          ...(cole.shifts as Json),
          ...Object.fromEntries(left.map((k) => [k, rnd.pick([false, 0, null])])),
        };
      }
      if (kind === "bonus" || kind === "both") {
        const who = rnd.pick([cole, dunn]);
        const bonus = rnd.pick<Json>([
          { extra: [{ key: "aim", shifts: -(1 + rnd.int(9)) }] },
          { thrown: true },
          { extraCanisterUnits: 1 + rnd.int(3) },
        ]);
        who.shifts = { ...(who.shifts as Json), ...bonus };
      }
      const answer = await fresh.coordinator.draw({ ...sent, input });
      if (answer.ok) failures.push(`case ${i} (${kind}): accepted`);
      else if (format(answer.key, answer.data) === answer.key) failures.push(`case ${i}: not localized: ${answer.key}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...kinds].sort()).toEqual(["bonus", "both", "closeOrder", "leftOff"]);
    expect(tableSnapshot(fresh)).toBe(before);
    // Control: the honest request itself is accepted on a fresh table.
    expect((await field().coordinator.draw(sent)).ok).toBe(true);
  });
});
