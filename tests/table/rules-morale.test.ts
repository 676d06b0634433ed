/**
 * NAP-4 (base 3.14, which OW-3c refers to) in the Old West as in Horse and Musket: the Rally
 * button asks whether the trained leader removes markers; if he does, his men fire with the
 * leader-absent shift for the rest of the activation; if the player declines, every marker is
 * checked on a card and nobody takes the shift.
 */
import { describe, expect, it } from "vitest";
import { apply, chat, COLE, DUNN, GM, lines, pick, POSSE, posseAndRaiders, press, stack, TableDouble } from "./harness";

/** The Posse with Cpl. Dunn its trained Regular leader and one morale marker, the Raiders targeted. */
function posseWithMarker(): TableDouble {
  const table = posseAndRaiders();
  table.patchFigure(DUNN, { leader: { rank: "team", trained: true } });
  table.patchUnit(POSSE, { leaderId: DUNN, moraleMarkers: 1 });
  table.targets = ["Actor.hale000000000001"];
  return table;
}

/** Press Fire on the Posse (6" out): each shooter's leader-absent box as the dialog starts it. */
async function leaderAbsentBoxes(table: TableDouble): Promise<[string, boolean][]> {
  let boxes: [string, boolean][] = [];
  table.fireAnswer = (state) => {
    boxes = state.shooters.map((s) => [s.figure.name, s.shifts.leaderAbsent]);
    return null;
  };
  expect(await press(table, "fire", POSSE, { distance: () => 6 })).toBe("done");
  return boxes;
}

describe("the leader may remove markers, both eras (NAP-4, OW-3c)", () => {
  it("NAP-4 Old West Rally: the dialog asks whether the trained leader removes markers; he does: no card, the chat says his men fire without him; Apply; then Fire starts Pvt. Cole (not the leader) with the leader-absent shift", async () => {
    const table = posseWithMarker();
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([
      ["terrain", "open"],
      ["leaderRemoves", true],
    ]);
    const view = chat(table);
    expect(lines(view)[0]).toBe("Posse: one morale marker, the leader removes one");
    expect(view.cards).toEqual([]);
    expect(view.changes).toContain("Posse: the leader took markers off, his men fire without him this activation");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.unitSource(POSSE).moraleMarkers).toBe(0);
    expect(await leaderAbsentBoxes(table)).toEqual([
      ["Pvt. Cole", true],
      ["Cpl. Dunn", false],
    ]);
  });

  it("NAP-4 Old West: the player keeps the leader out of it (box unticked): the marker is checked on a card and nobody fires with the leader-absent shift", async () => {
    const table = posseWithMarker();
    table.answers = [{ leaderRemoves: false }];
    const card = pick("any", () => true);
    stack(table, [card]);
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(chat(table).cards.map((c) => c.serial)).toEqual([card.serial]);
    expect(chat(table).changes.join("\n")).not.toContain("fire without him");
    await apply(table, GM);
    expect(await leaderAbsentBoxes(table)).toEqual([
      ["Pvt. Cole", false],
      ["Cpl. Dunn", false],
    ]);
  });

  it("OW-3c an untrained leader is not asked (he may not remove markers): the dialog has no leader box", async () => {
    const table = posseWithMarker();
    table.patchFigure(DUNN, { leader: { rank: "team", trained: false } });
    stack(table, [pick("any", () => true)]);
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => f.name)).toEqual(["terrain"]);
    expect(chat(table).cards).toHaveLength(1);
    expect(table.figureSource(COLE).states.stunned).toBe(false);
  });
});
