/** CORE-7 morale at activation (Rally / Morale check buttons): the terrain asked, the GM's draw, the message, Apply. */
import { describe, expect, it } from "vitest";
import { apply, chat, docId, GM, lines, POSSE, posseAndRaiders, press, writeKinds } from "./harness";

describe("morale (CORE-7)", () => {
  it("CORE-7 Rally with 2 markers: the leader removes 1, the card shows OK, markers cleared; Apply writes the unit", async () => {
    const table = posseAndRaiders();
    table.patchUnit(POSSE, { moraleMarkers: 2 });
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Morale check: Posse"]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Posse: morale check");
    expect(view.summary).toBe("Posse: one morale check");
    expect(lines(view)).toEqual([
      "Posse: 2 morale markers, the leader removes one",
      "Regular column, open row: card 1 shows OK",
      "Morale markers cleared.",
    ]);
    // NAP-4 (3.14, both eras): the leader removed a marker, so his men fire without him this activation.
    expect(view.changes).toEqual([
      "Posse: morale markers cleared",
      "Posse: the leader took markers off, his men fire without him this activation",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(POSSE)] });
    expect(table.unitSource(POSSE).moraleMarkers).toBe(0);
  });

  it("CORE-7 Morale check without markers: a warning, no dialog, nothing drawn", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "moraleCheck", POSSE)).toBe("done");
    expect(table.warnings).toEqual([
      { key: "COMBAT_PATROL.Action.Morale.noMarkers", text: "Posse: no morale markers, no check to make." },
    ]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
  });
});
