/** OW-5.1 / NAP-3.1 reload: no card; the owner's batch is written at once and the message is born applied. */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { chat, COLE, docId, posseAndRaiders, press, PLAYER, writeKinds } from "./harness";

describe("reload (OW-5.1, NAP-3.1)", () => {
  it("OW-5.1 Pvt. Cole reloads one Out of Ammunition marker: ONE actor write, then ONE message already applied", async () => {
    const table = posseAndRaiders();
    // Computed on the GM's client like any result: applied as it is posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.patchFigure(COLE, { outOfAmmo: 1 });
    expect(await press(table, "reload", COLE)).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).outOfAmmo).toBe(0);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
    const view = chat(table);
    expect(view.summary).toBe("Pvt. Cole reloads: 1 marker removed, 0 left.");
    expect(view.changes).toEqual(["Pvt. Cole: one Out of Ammunition marker removed"]);
  });

  it("NAP-3.1 (Napoleonic era) a figure with nothing to reload: the rules' refusal shown, nothing written", async () => {
    const table = posseAndRaiders();
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    expect(await press(table, "reload", COLE)).toBe("done");
    expect(table.warnings).toHaveLength(1);
    expect(table.writes).toEqual([]);
  });
});
