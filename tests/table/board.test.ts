/** OW-9.3c board a wagon and leave it: no card; the owner's batch at once, one message born applied. */
import { describe, expect, it } from "vitest";
import { chat, COLE, docId, DUNN, posseAndRaiders, press, PLAYER } from "./harness";

const STAGE = "Actor.wagon00000000001";

describe("board and leave a wagon (OW-9.3c)", () => {
  it("OW-9.3c Pvt. Cole boards the targeted Stage: he is aboard after ONE write, the message born applied", async () => {
    const table = posseAndRaiders();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.addWagon(STAGE, "Stage", { driverId: DUNN }, PLAYER);
    table.targets = [STAGE];
    expect(await press(table, "board", COLE)).toBe("done");
    expect(table.writes[0]?.kind).toBe("updateWorldActors");
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.figureSource(COLE).ruleFlags["aboard"]).toBe(STAGE);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
    const view = chat(table);
    expect(view.summary).toBe("Pvt. Cole boards Stage.");
    expect(view.changes).toEqual(["Pvt. Cole is now aboard Stage"]);
  });

  it("OW-9.3c Pvt. Cole leaves the Stage he rides in: taken off its passengers, his aboard flag cleared", async () => {
    const table = posseAndRaiders();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.addWagon(STAGE, "Stage", { driverId: DUNN, passengerIds: [COLE] }, PLAYER);
    table.patchFigure(COLE, { ruleFlags: { aboard: STAGE } });
    expect(await press(table, "leaveWagon", COLE)).toBe("done");
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: expect.arrayContaining([docId(COLE)]) });
    const wagon = table.actors.get(STAGE)!.snapshot;
    expect(wagon.type === "wagon" ? wagon.system.passengerIds : null).toEqual([]);
    expect(table.figureSource(COLE).ruleFlags["aboard"] ?? null).toBeNull();
    expect(chat(table).summary).toBe("Pvt. Cole dismounts from Stage.");
  });

  it("OW-9.3c Board with no wagon targeted or ridden: a warning, nothing written", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "board", COLE)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Wagon.needWagon"]);
    expect(table.writes).toEqual([]);
  });
});
