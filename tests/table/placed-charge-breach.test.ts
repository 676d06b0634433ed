/**
 * OW-6.1.2b a bundle set against a wall or door breaches it: the GM's draw procedure "ow.breach"
 * reads the charge from its item, posts the breach on his record (applied: it writes the scene),
 * and his client writes the wall or door (canvas/breach-plan.ts, over the table double's walls);
 * his Undo puts it back. A forged or replayed request is refused with nothing written.
 */
import { describe, expect, it, vi } from "vitest";
import { mendBreach, writeBreach } from "@foundry/canvas/breach-plan";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import type { BreachResult } from "@rules/old-west/dynamite";
import { breachSceneDouble } from "../doubles/roles/breach-scene";
import { format } from "../doubles/format";
import { chat, COLE, GM, HALE, lines, pick, PLAYER, press, stack, type TableDouble } from "./harness";
import { dynamiteScene } from "./scenes";
import { at, send, type Json } from "./world-cases";

const scene = dynamiteScene;

const all = (table: TableDouble) => [...table.chargeItems.values()];
const view = (table: TableDouble) =>
  [chat(table).title, chat(table).summary, ...lines(chat(table)), ...chat(table).changes].join(" | ");

/** The GM's client as it posts the last message: the breach written on the table double's walls. */
async function gmWritesBreach(table: TableDouble, walls = breachSceneDouble(table)) {
  const message = table.lastMessage();
  const result = message.record?.result;
  if (result?.procedure !== "ow.breach" || !message.applied.done) return null;
  return writeBreach(result as BreachResult, message.id, walls, 1);
}

/** Cole's charge placed, fused and wired by his player, who pushes the plunger (no medium: no one hit); the request sent. */
async function plungerPushed(table: TableDouble) {
  await press(table, "prepareBundle", COLE);
  await press(table, "placeCharge", COLE);
  stack(table, [pick("move 7", (c) => c.move === 7)]);
  await press(table, "layFuse", COLE);
  await press(table, "connectBlastingMachine", COLE);
  stack(table, [pick("no medium", (c) => !c.burst.medium)]);
  const spy = vi.spyOn(table.coordinator, "draw");
  expect(await press(table, "pushPlunger", COLE, { user: PLAYER })).toBe("done");
  const query = spy.mock.calls.map((c) => c[0]).find((q) => q.procedure === "ow.breach");
  spy.mockRestore();
  if (!query) throw new Error("no breach sent");
  return { query: structuredClone(query) };
}

/** The GM's record of the breach. */
const breachEntry = (table: TableDouble) =>
  [...table.actionDecks.values()].flatMap((d) => d.results ?? []).find((e) => e.procedure === "ow.breach");

const undo = (table: TableDouble, messageId: string) =>
  new ApplyCoordinator(table.applyPorts()).apply({ messageId, requesterId: GM, action: "undo" });

describe("breaching (OW-6.1.2b)", () => {
  it("OW-6.1.2b a bundle placed against a wall: the plunger (pressed by the GM) blows a 4\" gap: the GM's client splits the wall segment around the charge", async () => {
    const table = scene();
    table.walls.set("wall1", { a: { x: -10, y: 0.8 }, b: { x: 10, y: 0.8 }, door: false, open: false });
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    expect(all(table)[0]?.against).toEqual({ id: "wall1", kind: "wall" });
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    await press(table, "connectBlastingMachine", COLE);
    stack(table, [pick("no medium", (c) => !c.burst.medium)], GM);
    table.own(GM, COLE);
    expect(await press(table, "pushPlunger", COLE, { user: GM })).toBe("done");
    expect(await gmWritesBreach(table)).toBe("wall");
    const wall = table.writes.find((w) => w.kind === "updateWall");
    expect(wall).toEqual({
      kind: "updateWall",
      id: "wall1",
      pieces: [
        [
          { x: -10, y: 0.8 },
          { x: -2, y: 0.8 },
        ],
        [
          { x: 2, y: 0.8 },
          { x: 10, y: 0.8 },
        ],
      ],
    });
    const text = view(table);
    expect(text).toContain('4" gap in the wall');
    expect(table.lastMessage().applied.done).toBe(true);
  });

  it("OW-6.1.2b a bundle against a door, the plunger pushed by a player: the GM's client breaches it on his record (applied), the door is set open there, the card says it is blown in; the GM's Undo shuts it", async () => {
    const table = scene();
    table.walls.set("door1", { a: { x: -1, y: -0.9 }, b: { x: 1, y: -0.9 }, door: true, open: false });
    const { query } = await plungerPushed(table);
    expect(query.input).toEqual({
      chargeId: all(table)[0]?.id,
      by: { id: COLE, name: "Pvt. Cole" },
      speaker: expect.anything(),
      title: expect.anything(),
      unitNames: expect.anything(),
    });
    const message = table.lastMessage();
    expect(message.record?.result).toMatchObject({
      procedure: "ow.breach",
      target: { id: "door1", kind: "door" },
      breached: true,
      at: { x: 0, y: 0 },
    });
    expect(view(table)).toContain("blows the door in");
    expect(message.applied.done).toBe(true);
    expect(breachEntry(table)).toMatchObject({ procedure: "ow.breach", status: "applied", undo: [] });

    const walls = breachSceneDouble(table);
    expect(await gmWritesBreach(table, walls)).toBe("door");
    expect(table.walls.get("door1")?.open).toBe(true);
    expect(table.writes.filter((w) => w.kind === "updateWall")).toEqual([
      { kind: "updateWall", id: "door1", open: true },
    ]);
    // The same request sent again: the door stands open, nothing is posted on the record.
    const messages = table.messages.size;
    expect(await send(table, query, query.input)).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyBreached",
    });
    expect(table.messages.size).toBe(messages);

    expect(await undo(table, message.id)).toMatchObject({ ok: true });
    expect(await mendBreach(message.id, walls, 0)).toEqual({ doors: 1, pieces: 0, walls: 0 });
    expect(table.walls.get("door1")?.open).toBe(false);
    expect(breachEntry(table)).toMatchObject({ status: "undone" });
  });

  it("OW-6.1.2b a bundle against a wall, the plunger pushed by a player: the GM's client splits the wall; the GM's Undo puts the whole wall back", async () => {
    const table = scene();
    const whole = { a: { x: -10, y: 0.8 }, b: { x: 10, y: 0.8 }, door: false, open: false };
    table.walls.set("wall1", { ...whole });
    const { query } = await plungerPushed(table);
    const message = table.lastMessage();
    expect(message.applied.done).toBe(true);
    expect(view(table)).toContain('4" gap in the wall');
    const walls = breachSceneDouble(table);
    expect(await gmWritesBreach(table, walls)).toBe("wall");
    expect([...table.walls.keys()].sort()).toEqual(["wall1.1", "wall1.2"]);
    expect(table.walls.get("wall1.1")?.b).toEqual({ x: -2, y: 0.8 });
    // The same request sent again: the wall it split is gone, nothing is posted on the record.
    expect(await send(table, query, query.input)).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyBreached",
    });

    expect(await undo(table, message.id)).toMatchObject({ ok: true });
    expect(await mendBreach(message.id, walls, 0)).toEqual({ doors: 0, pieces: 2, walls: 1 });
    expect([...table.walls.entries()]).toEqual([["wall1", whole]]);
  });

  it("OW-6.1.2b a forged breach request (a charge not on the table, one not against a wall, one that has not gone off) is refused with nothing written", async () => {
    const table = scene();
    table.walls.set("door1", { a: { x: -1, y: -0.9 }, b: { x: 1, y: -0.9 }, door: true, open: false });
    const { query } = await plungerPushed(table);
    const [item] = all(table);
    if (!item) throw new Error("no charge");
    const snapshot = () => ({
      writes: table.writes.length,
      messages: table.messages.size,
      walls: JSON.stringify([...table.walls]),
      deck: JSON.stringify(table.actionDecks.get(PLAYER)),
    });
    const refused = async (input: unknown, setUp: () => void = () => undefined) => {
      setUp();
      const before = snapshot();
      const answer = await send(table, query, input);
      expect(snapshot()).toEqual(before);
      if (answer.ok) throw new Error("accepted");
      table.chargeItems.set(item.id, item);
      return format(answer.key, answer.data);
    };
    const input = query.input as Json;
    expect(await refused(at(input, ["chargeId"], "Item.gone"))).toMatch(/no longer on the table/);
    expect(await refused(input, () => table.chargeItems.set(item.id, { ...item, against: null }))).toMatch(
      /was not set against a wall or door/,
    );
    expect(
      await refused(input, () =>
        table.chargeItems.set(item.id, { ...item, charge: { ...item.charge, stage: "wired" } }),
      ),
    ).toMatch(/has not gone off/);
    expect(await refused(at(input, ["by"], { id: HALE, name: "Hale" }))).toMatch(/Hale/);
    // The honest request still goes through (the control).
    expect((await send(table, query, input)).ok).toBe(true);
  });
});
