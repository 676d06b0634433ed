/**
 * OW-9.3 the GM computes the wagon's facts: its move, its morale and a volley at it are checked
 * against the world before any card is drawn. Each honest request is captured off the wire as the
 * button sends it, then sent again altered as a tampering client would: refused in one line,
 * nothing drawn, written or posted.
 */
import { describe, expect, it, vi } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { OTHER } from "../doubles/table";
import { activate, PLAYER, POSSE, press, RAIDERS, stack, pick, type TableDouble } from "./harness";
import { DRIVER, WAGON, stagecoach } from "./scenes";
import { withPieceCopies } from "../doubles/piece-copies";

type Json = Record<string, unknown>;

async function honest(table: TableDouble, action: string, actor: string, options = {}): Promise<DrawQuery> {
  const spy = vi.spyOn(table.coordinator, "draw");
  expect(await press(table, action, actor, options)).toBe("done");
  const query = spy.mock.calls[0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error(`${action}: nothing sent`);
  const { requestId: _sent, ...fresh } = structuredClone(withPieceCopies(table, query));
  return fresh as DrawQuery;
}

/** The request sent again to the GM; its answer, and whether anything was drawn, written or posted. */
async function resend(table: TableDouble, query: DrawQuery, input: unknown) {
  const before = {
    deck: JSON.stringify(table.actionDecks.get(PLAYER)),
    writes: table.writes.length,
    posts: table.messages.size,
  };
  const answer = await table.coordinator.draw({ ...query, input });
  const after = {
    deck: JSON.stringify(table.actionDecks.get(PLAYER)),
    writes: table.writes.length,
    posts: table.messages.size,
  };
  return { key: answer.ok ? "ok" : answer.key, unchanged: JSON.stringify(before) === JSON.stringify(after) };
}

/** A figure of the wagon's unit in the request's copy, changed. */
function withDriver(input: Json, at: (i: Json) => Json, patch: Json): Json {
  const copy = structuredClone(input);
  const unit = at(copy).unit as Json;
  unit.figures = (unit.figures as Json[]).map((f) => (f.id === DRIVER ? { ...f, ...patch } : f));
  return copy;
}

describe("the wagon's requests against the world (OW-9.3)", () => {
  it("OW-9.3a/b the wagon's move: the driver's Guts raised is refused, out of its activation refused, a second move in one activation refused; the honest one drawn", async () => {
    const table = stagecoach();
    stack(table, [pick("a move", (c) => c.move > 0)]);
    activate(table, [WAGON]);
    const query = await honest(table, "wagonMove", WAGON);
    const input = query.input as Json;
    const raised = withDriver(input, (i) => (i.move as Json).state as Json, { guts: "green" });
    const fresh = stagecoach();
    activate(fresh, [WAGON]);
    expect(await resend(fresh, query, raised)).toEqual({ key: "COMBAT_PATROL.Error.notAsOnTable", unchanged: true });
    activate(fresh, [RAIDERS]);
    expect(await resend(fresh, query, input)).toEqual({ key: "COMBAT_PATROL.Error.notActivated", unchanged: true });
    // The honest move already drawn on the first table: sent again in the same activation.
    expect(await resend(table, query, input)).toEqual({ key: "COMBAT_PATROL.Error.actionSpent.move", unchanged: true });
  });

  it("OW-9.3a the wagon's morale: its team claimed down when the map has it unhurt is refused", async () => {
    const table = stagecoach({ moraleMarkers: 3 });
    const query = await honest(table, "wagonMorale", WAGON);
    const input = structuredClone(query.input as Json);
    const wagon = input.wagon as Json;
    wagon.team = { ...(wagon.team as Json), state: "incapacitated" };
    expect(await resend(stagecoach({ moraleMarkers: 3 }), query, input)).toEqual({
      key: "COMBAT_PATROL.Error.notAsOnTable",
      unchanged: true,
    });
  });

  it("OW-9.3d a volley at the stagecoach: out of the Posse's activation refused; the honest one drawn once per activation", async () => {
    const table = stagecoach({}, OTHER);
    table.targets = [WAGON];
    activate(table, [POSSE]);
    const query = await honest(table, "fire", POSSE, { distance: () => 12 });
    expect(query.procedure).toBe("ow.fireAtWagon");
    const fresh = stagecoach({}, OTHER);
    activate(fresh, [RAIDERS]);
    expect(await resend(fresh, query, query.input)).toEqual({
      key: "COMBAT_PATROL.Error.notActivated",
      unchanged: true,
    });
    expect(await resend(table, query, query.input)).toEqual({
      key: "COMBAT_PATROL.Error.actionSpent.fire",
      unchanged: true,
    });
  });
});
