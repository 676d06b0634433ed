/** OW-6.1.1 thrown dynamite and CORE-9 a blast at the table: the buttons, the GM's draw, the message, Apply. */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  PLAYER,
  stack,
  apply,
  chat,
  COLE,
  docId,
  FINCH,
  GM,
  HALE,
  lines,
  posseAndRaiders,
  press,
  RAIDERS,
  writeKinds,
} from "./harness";

const dynamiteOn = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, dynamite: true } };

function thrower() {
  const table = posseAndRaiders();
  table.targets = [HALE];
  table.options = dynamiteOn;
  table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
  return table;
}

describe("thrown dynamite (OW-6.1.1)", () => {
  it('OW-6.1.1 Pvt. Cole throws a stick 2" at the Raiders: the dialog offers what he carries; on target; Apply takes ONE stick (the bundle stays)', async () => {
    const table = thrower();
    table.answers = [{ range: 2 }];
    expect(await press(table, "throwDynamite", COLE, { distance: () => 6 })).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Pvt. Cole throws dynamite");
    const charge = dialog.fields[0]!;
    expect(charge.type === "select" ? charge.options.map((o) => o.label) : []).toEqual(["2 sticks", "one bundle"]);
    // The range starts at the measured distance to the nearest target figure.
    expect(dialog.fields[1]).toMatchObject({ name: "range", value: 6 });
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Pvt. Cole throws dynamite at Raiders");
    expect(view.summary).toBe("Pvt. Cole's dynamite lands on target");
    expect(lines(view)).toEqual([
      "Pvt. Cole: needs 4 holes, card 1 shows 5: hit",
      "Place the small template on the target.",
      "Pvt. Cole has 2 charges left.",
    ]);
    expect(view.changes).toEqual(["Pvt. Cole: one stick of dynamite left"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).dynamite).toEqual({ sticks: 1, bundles: 1 });
  });

  it("OW-6a no dynamite carried: a warning, no dialog, nothing drawn", async () => {
    const table = thrower();
    table.patchFigure(COLE, { dynamite: { sticks: 0, bundles: 0 } });
    expect(await press(table, "throwDynamite", COLE, { distance: () => 6 })).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.noDynamite"]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
  });
});

describe("blast (CORE-9)", () => {
  it("CORE-9 a medium blast over the two targeted Raiders: a burst and a damage card each; Apply writes both wounds and two markers in ONE batch", async () => {
    const table = posseAndRaiders();
    stack(table, [], GM);
    table.targets = [HALE, FINCH];
    expect(await press(table, "blast", COLE, { params: { size: "medium" }, user: GM })).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("medium blast over 2 figures");
    expect(view.summary).toBe("The medium blast hits 2 figures");
    expect(lines(view)).toEqual([
      "Sgt. Hale: card 1 shows the medium burst: hit — card 2: torso, wounded (1 of 2 wounds)",
      "Red Finch: card 3 shows the medium burst: hit — card 4: leg, wounded (1 of 2 wounds)",
    ]);
    expect(view.changes).toEqual([
      "Sgt. Hale: one more wound",
      "Red Finch: one more wound",
      "Raiders: 2 more morale markers",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({
      kind: "updateWorldActors",
      ids: [docId(HALE), docId(FINCH), docId(RAIDERS)],
    });
    expect([
      table.figureSource(HALE).wounds,
      table.figureSource(FINCH).wounds,
      table.unitSource(RAIDERS).moraleMarkers,
    ]).toEqual([1, 1, 2]);
  });

  it("CORE-9 a player cannot place a blast over anyone's men: a warning, and the GM refuses it sent all the same", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE, FINCH];
    expect(await press(table, "blast", COLE, { params: { size: "large" } })).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Only the GM can do this."]);
    const figures = [HALE, FINCH].map((id) => ({ unitId: RAIDERS, figure: table.piece(id)!.figure! }));
    const sent = await table.service(PLAYER).resolve({
      procedure: "blast",
      input: { blast: { size: "large", figures }, speaker: { alias: "Cole" }, title: null, unitNames: [] },
    });
    expect(sent).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.gmOnly" });
    expect(table.writes).toEqual([]);
  });

  it("CORE-9 no targeted figure: a warning, nothing drawn", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "blast", COLE, { params: { size: "small" }, user: GM })).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Blast.needTargets"]);
    expect(table.writes).toEqual([]);
  });
});
