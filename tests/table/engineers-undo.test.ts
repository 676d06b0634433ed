/**
 * NAP-8.1 the GM's Undo of the engineers' results on the scene: a detonation's Apply drew the bridge
 * blown and walled its ends (or drew a marker), a door attack's Apply opened the door; the Undo
 * (the same entry the card's Undo button calls) puts the units back, and what the GM's client then
 * does on the scene (canvas/scene-undo-foundry.ts, over the scene double) unwrites exactly what
 * that message wrote.
 */
import { describe, expect, it } from "vitest";
import { bringBridgeDown, detonationOf, planBridgeDown, type BridgeDrawing } from "@foundry/canvas/bridge-plan";
import { doorsToShut, raiseBridge } from "@foundry/canvas/scene-undo";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import { sceneWritesDouble } from "../doubles/roles/scene-writes";
import { V13_SCENE_CONSTANTS } from "../doubles/table";
import { apply, format, GM, pick, press, stack, type TableDouble } from "./harness";
import { ENGINEERS, SAPPER, engineers } from "./scenes";

const BRIDGE = "bridge0000000001";
const LOOK = {
  fillType: 0,
  fillColor: "#888888",
  fillAlpha: 0.5,
  strokeColor: "#000000",
  text: "Pont",
  fontSize: 48,
  textColor: "#ffffff",
  hidden: true,
};
const STANDING: BridgeDrawing = {
  id: BRIDGE,
  x: 4300,
  y: 1850,
  rotation: 0,
  shape: { type: "r", width: 500, height: 400 },
  flags: { "combat-patrol": { bridge: true } },
  look: LOOK,
};
const TEXTS = {
  destroyed: format("COMBAT_PATROL.Canvas.Bridge.destroyed"),
  detonated: format("COMBAT_PATROL.Canvas.Bridge.detonated"),
};

/** Emplaced charges at `x`,20.5 set off with a hit, applied; the scene as the GM's client then writes it. */
async function blown(table: TableDouble, x: number) {
  table.drawings.set(BRIDGE, STANDING);
  table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1, chargesAt: `${x},20.5` } });
  stack(table, [pick("a hit of 2", (c) => c.hit === 2)]);
  expect(await press(table, "detonate", SAPPER)).toBe("done");
  expect(await apply(table, GM)).toMatchObject({ ok: true });
  const message = table.lastMessage();
  const scene = sceneWritesDouble(table.drawings);
  const detonation = detonationOf(message.record);
  if (!detonation) throw new Error("no detonation");
  await bringBridgeDown(detonation, scene.bridge, TEXTS, V13_SCENE_CONSTANTS, message.id);
  return { scene, messageId: message.id };
}

function undo(table: TableDouble, messageId: string) {
  return new ApplyCoordinator(table.applyPorts()).apply({ messageId, requesterId: GM, action: "undo" });
}

describe("the GM's Undo on the scene (NAP-8.1)", () => {
  it("NAP-8.1 Undo of a blown bridge: the drawing stands as it looked before, its two closing walls go, the charges are back in place, and it can be blown again", async () => {
    const table = engineers();
    const { scene, messageId } = await blown(table, 45.5);
    expect(table.drawings.get(BRIDGE)?.flags).toMatchObject({
      "combat-patrol": { destroyed: true, blownBy: messageId },
    });
    expect(scene.walls.size).toBe(2);
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 0, chargesAt: null });

    expect(await undo(table, messageId)).toMatchObject({ ok: true });
    const raised = await raiseBridge(messageId, scene.undo);
    expect(raised).toMatchObject({ walls: [expect.any(String), expect.any(String)], markers: [] });
    expect(scene.walls.size).toBe(0);
    expect(table.drawings.get(BRIDGE)?.look).toEqual(LOOK);
    expect(table.drawings.get(BRIDGE)?.flags).toEqual({
      "combat-patrol": { bridge: true, destroyed: false, blownBy: null, lookBefore: null },
    });
    expect(table.unit(ENGINEERS).flags).toMatchObject({ chargesEmplaced: 1, chargesAt: "45.5,20.5" });
    // Standing again: the next detonation there finds the bridge, not an empty spot.
    expect(
      planBridgeDown({ detonated: true, at: { x: 45.5, y: 20.5 } }, [...table.drawings.values()], {
        size: 100,
        distance: 1,
      }),
    ).toMatchObject({
      kind: "bridge",
      drawingId: BRIDGE,
    });
    // Unwritten once: a second pass finds nothing of that message left.
    expect(await raiseBridge(messageId, scene.undo)).toBeNull();
  });

  it("NAP-8.1 Undo of charges that went off away from any bridge: its 'Charges detonated' marker goes; another message's marker stays", async () => {
    const table = engineers();
    const { scene, messageId } = await blown(table, 52);
    const markers = () => [...table.drawings.values()].filter((d) => d.id !== BRIDGE);
    expect(markers()).toHaveLength(1);
    // A marker another detonation drew (another message) is not this Undo's.
    await bringBridgeDown(
      { detonated: true, at: { x: 10, y: 10 } },
      scene.bridge,
      TEXTS,
      V13_SCENE_CONSTANTS,
      "other0000000001",
    );
    expect(markers()).toHaveLength(2);
    expect(await undo(table, messageId)).toMatchObject({ ok: true });
    expect(await raiseBridge(messageId, scene.undo)).toMatchObject({
      restore: [],
      walls: [],
      markers: [expect.any(String)],
    });
    expect(markers().map((d) => d.flags)).toEqual([
      { "combat-patrol": { detonation: true, blownBy: "other0000000001" } },
    ]);
    expect(table.drawings.get(BRIDGE)?.flags).toEqual({ "combat-patrol": { bridge: true } });
  });

  it("NAP-8.1 Undo of a door the engineers broke in: the door that message opened is shut as it was (locked stays locked), other doors are left", () => {
    const CLOSED = 0;
    const walls = [
      { id: "door1", ds: 1, flags: { "combat-patrol": { openedBy: "msg000000001", dsBefore: 2 } } },
      { id: "door2", ds: 1, flags: { "combat-patrol": { openedBy: "msg000000002", dsBefore: 0 } } },
      { id: "door3", ds: 1, flags: {} },
    ];
    expect(doorsToShut("msg000000001", walls, CLOSED)).toEqual([
      { _id: "door1", ds: 2, flags: { "combat-patrol": { openedBy: null, dsBefore: null } } },
    ]);
    expect(doorsToShut("msg000000003", walls, CLOSED)).toEqual([]);
  });
});
