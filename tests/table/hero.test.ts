/** OW-4 heroes at the table: OW-4d a lone hero's morale from the Rally / Morale check buttons, OW-4e his Endurance. */
import { describe, expect, it } from "vitest";
import {
  apply,
  chat,
  docId,
  GM,
  lines,
  PLAYER,
  pick,
  posseAndRaiders,
  press,
  stack,
  writeKinds,
  type TableDouble,
} from "./harness";

const KID = "Actor.kid0000000000001";
const KIDS = "Actor.kidunit000000001";

function withHero(
  over: { guts?: "elite" | "regular" | "green"; endurance?: number; markers?: number } = {},
): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(
    KID,
    "The Kid",
    { hero: true, guts: over.guts ?? "elite", endurance: over.endurance ?? 6 },
    "ow.revolver",
    PLAYER,
  );
  table.addUnit(KIDS, "The Kid's card", [KID], { moraleMarkers: over.markers ?? 3 }, PLAYER);
  return table;
}

const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("heroes (OW-4)", () => {
  it("OW-4d an Elite lone hero with 3 markers removes 2 at the start of his activation, the third is checked; Apply clears the markers", async () => {
    const table = withHero();
    stack(table, [pick("a card", () => true)]);
    expect(await press(table, "rally", KIDS)).toBe("done");
    expect(table.asked.map((a) => a.fields.map((f) => f.name))).toEqual([["terrain", "removeMarkers"]]);
    expect(table.asked[0]?.intro).toBe(
      "Morale markers on The Kid: 3. One card per marker, read in the unit's Guts column and the row of the terrain it stands in.",
    );
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("ow.heroMorale");
    expect(record?.result.cards).toHaveLength(1);
    const shown = text(table);
    expect(shown).toContain("removes 2 morale markers");
    expect(shown).toContain("whole activation");
    expect(shown).toContain("The Kid: one morale marker");
    expect(shown).not.toContain("'s card");
    expect(record?.result.effects).toEqual([{ kind: "clearMoraleMarkers", unitId: KIDS }]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(KIDS)] });
    expect(table.unitSource(KIDS).moraleMarkers).toBe(0);
  });

  it("OW-4d a Regular hero with 1 marker removes it: no card is drawn, the markers are cleared", async () => {
    const table = withHero({ guts: "regular", markers: 1 });
    stack(table, []);
    await press(table, "moraleCheck", KIDS);
    const record = table.lastMessage().record;
    expect(record?.result.cards).toEqual([]);
    expect(record?.result.effects).toEqual([{ kind: "clearMoraleMarkers", unitId: KIDS }]);
    await apply(table, GM);
    expect(table.unitSource(KIDS).moraleMarkers).toBe(0);
  });

  it("OW-4d the player keeps his markers to act: every marker is checked (Elite hero, 2 markers, 2 cards)", async () => {
    const table = withHero({ markers: 2 });
    const a = pick("a card", () => true);
    stack(table, [a, pick("another", () => true, [a])]);
    table.answers = [{ removeMarkers: false }];
    await press(table, "rally", KIDS);
    expect(table.lastMessage().record?.result.cards).toHaveLength(2);
  });

  it("OW-4e a hero with Endurance 7 is refused with a message before any card is drawn", async () => {
    const table = withHero({ endurance: 7 });
    await press(table, "rally", KIDS);
    expect(table.warnings.map((w) => w.text)).toEqual(["The Kid has Endurance 7; a hero has 1 to 6."]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
  });
});
