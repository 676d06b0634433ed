/**
 * OW-6.1.3 as the seed wrote it, from the figure's buttons: "he must spend an activation to
 * connect the blasting machine to the fuse", so a charge with no fuse laid has nothing to connect to.
 */
import { describe, expect, it } from "vitest";
import { chargeActions, chat, COLE, pick, press, stack, type TableDouble } from "./harness";
import { dynamiteScene } from "./scenes";

const stageOf = (table: TableDouble) => [...table.chargeItems.values()][0]?.charge.stage;

describe("the blasting machine needs a fuse (OW-6.1.3)", () => {
  it("OW-6.1.3 Cole places his bundle and presses Connect at once: refused (no fuse to connect to), nothing written; the sheet does not offer it", async () => {
    const table = dynamiteScene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    expect(stageOf(table)).toBe("placed");
    expect(chargeActions(["placed"])).toEqual(["layFuse"]);
    const before = table.writes.length;
    expect(await press(table, "connectBlastingMachine", COLE)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "The charge has no fuse yet: lay the fuse before the blasting machine is connected to it.",
    ]);
    expect(table.writes.length).toBe(before);
    expect(stageOf(table)).toBe("placed");
  });

  it("OW-6.1.3 once a fuse is being laid, Connect wires the machine to it (one activation): the charge is wired, the chat says so", async () => {
    const table = dynamiteScene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    expect(stageOf(table)).toBe("layingFuse");
    expect(await press(table, "connectBlastingMachine", COLE)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(stageOf(table)).toBe("wired");
    expect(chat(table).summary).toContain("is wired to the blasting machine");
  });
});
