/** OW-7.1a / NAP-6.1.1 mount and dismount: no card; the owner's batch at once, one message born applied. */
import { describe, expect, it } from "vitest";
import { chat, COLE, docId, PLAYER, POSSE, posseAndRaiders, press, writeKinds } from "./harness";

const mounted = { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false };

describe("mount and dismount (OW-7.1a, NAP-6.1.1)", () => {
  it("OW-7.1a Pvt. Cole mounts (the Posse's activation is used): ONE batch of both actors, ONE message already applied", async () => {
    const table = posseAndRaiders();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    expect(await press(table, "mount", COLE)).toBe("done");
    expect(table.writes).toEqual([
      { kind: "updateWorldActors", ids: [docId(COLE), docId(POSSE)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "createMessage", id: table.lastMessage().id },
    ]);
    expect(table.figureSource(COLE).states.mounted).toBe(true);
    expect(table.unitSource(POSSE).acted).toBe(true);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
    const view = chat(table);
    expect(view.summary).toBe("One figure mounts: the activation is used");
    expect(view.changes).toEqual(["Pvt. Cole mounts"]);
  });

  it("NAP-6.1.1 Dismount on the unit: only its mounted figures dismount", async () => {
    const table = posseAndRaiders();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.patchFigure(COLE, { states: mounted });
    expect(await press(table, "dismount", POSSE)).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.figureSource(COLE).states.mounted).toBe(false);
    expect(chat(table).changes).toEqual(["Pvt. Cole dismounts"]);
  });
});
