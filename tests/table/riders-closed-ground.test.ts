/**
 * NAP-6.1.2b ground closed to riders, as the Terrain regions mark it (water by default, or any
 * region whose Terrain behavior says "impassable to mounted"): a rider's clicked move into it is
 * refused on his client with the region's name, and the GM refuses the same request sent anyway;
 * a bridge (a ford region over the water) is ground of its own and may be ridden.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import { chat, lines, pick, press, stack, type TableDouble } from "./harness";
import { send } from "./world-cases";
import { LANCER, hussarsAndLine, sceneGround } from "./scenes";

/** A stream 2" wide across the way, from x = 3 to x = 5; a bridge over it from y = -1 to y = 1 when asked. */
const stream = {
  id: "stream",
  name: "Mill stream",
  shapes: [{ type: "rectangle", x: 300, y: -1000, width: 200, height: 2000 }],
  behaviors: [{ type: "terrain", system: { kind: "water" } }],
};
const bridge = {
  id: "bridge",
  name: "Bridge",
  shapes: [{ type: "rectangle", x: 250, y: -100, width: 300, height: 200 }],
  behaviors: [{ type: "terrain", system: { kind: "ford", going: "road", bog: "none" } }],
};
/** Woods the GM marked closed to horses on its Terrain behavior. */
const thicket = {
  id: "thicket",
  name: "Thorn thicket",
  shapes: [{ type: "rectangle", x: 300, y: 200, width: 300, height: 300 }],
  behaviors: [{ type: "terrain", system: { kind: "woods", impassableToMounted: "yes" } }],
};

/** Cpl. Lance's rider at (0, 0); the ground; the click at `to`. */
function lance(to: { x: number; y: number }, regions: object[]): TableDouble {
  const table = hussarsAndLine();
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
  sceneGround(table, regions, []);
  table.pickedPoint = to;
  return table;
}

describe("ground closed to riders read from the Terrain regions (NAP-6.1.2b)", () => {
  it("NAP-6.1.2b Cpl. Lance rides at the mill stream: refused after the click with the stream's name, no card drawn, nothing written", async () => {
    const table = lance({ x: 8, y: 3 }, [stream, bridge]);
    stack(table, []);
    expect(await press(table, "move", LANCER)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Cpl. Lance cannot ride there: Mill stream is closed to horses.",
    ]);
    expect(table.asked).toEqual([]);
    expect(table.messages.size).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("NAP-6.1.2b over the bridge he rides (the ford is ground of its own); a thicket marked closed to horses on its Terrain behavior is refused", async () => {
    const over = lance({ x: 8, y: 0 }, [stream, bridge]);
    const seven = pick('a 7" move', (c) => c.move === 7);
    stack(over, [seven, pick('a 5" move', (c) => c.move === 5, [seven])]);
    expect(await press(over, "move", LANCER)).toBe("done");
    expect(over.warnings).toEqual([]);
    expect(lines(chat(over)).join("\n")).toContain('12"');

    const thorns = lance({ x: 5, y: 3.5 }, [thicket]);
    stack(thorns, []);
    expect(await press(thorns, "move", LANCER)).toBe("done");
    expect(thorns.warnings.map((w) => w.text)).toEqual([
      "Cpl. Lance cannot ride there: Thorn thicket is closed to horses.",
    ]);
  });

  it("NAP-6.1.2b the GM reads the same: the bridge's move sent again to the far bank through the water is refused, nothing drawn or posted", async () => {
    const table = lance({ x: 8, y: 0 }, [stream, bridge]);
    const spy = vi.spyOn(table.coordinator, "draw");
    const seven = pick('a 7" move', (c) => c.move === 7);
    stack(table, [seven, pick('a 5" move', (c) => c.move === 5, [seven]), seven]);
    expect(await press(table, "move", LANCER)).toBe("done");
    const query = structuredClone(spy.mock.calls[0]![0]);
    spy.mockRestore();
    const before = table.messages.size;
    const answer = await send(table, query, { ...(query.input as object), to: { x: 8, y: 3 } });
    expect(answer).toMatchObject({ ok: false });
    expect(JSON.stringify(answer)).toContain("closedToRiders");
    expect(table.messages.size).toBe(before);
  });
});
