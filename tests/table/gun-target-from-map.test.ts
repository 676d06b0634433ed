/**
 * NAP-7.3 / NAP-7.3.1 Fire gun starts from the map: the cover of the targeted troops from the gun
 * (NAP-7.3.1b a solid shot takes none from a hedge) and the building they stand in, by its
 * protection (8: masonry or log, 6: wood frame). The dialog and the GM's procedure read the map
 * with the same code (gun-target-map.ts); what the player declares otherwise stands (the rules
 * leave it to the table) and the GM's chat card shows the map's beside it.
 */
import { describe, expect, it } from "vitest";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, lines, press, stack, type TableDouble } from "./harness";
import { GUN, battery, card } from "./artillery-battery";

/** A region around the Raiders (Hale 30" and Finch 33" east of the gun; pixels, 100 to the inch). */
const around = (system: object) => ({
  id: "r",
  name: "Farm",
  shapes: [{ type: "rectangle", x: 2800, y: -300, width: 700, height: 600 }],
  behaviors: [{ type: "terrain", system }],
});

function field(
  regions: object[],
  walls: object[] = [],
  answers: Record<string, unknown> = {},
  round: "shot" | "canister" = "shot",
): TableDouble {
  const table = battery({ round });
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: regions.map((r) => ({ id: "region", shapes: [], behaviors: [], ...r })),
    walls: walls.map((w) => ({ id: "w", c: [], door: 0, ds: 0, sight: 0, obstacle: undefined, window: false, ...w })),
  });
  table.answers = [answers];
  stack(table, [card(1), card(5), card(8)]);
  return table;
}

const asked = (table: TableDouble, name: string) => table.asked[0]?.fields.find((f) => f.name === name)?.value;
const declaredLines = (table: TableDouble) => lines(chat(table)).filter((l) => l.startsWith("Declared"));

describe("NAP-7.3 Fire gun: cover and building from the map", () => {
  it("NAP-7.3 the Raiders in woods: the cover starts soft, no building; fired as it opened, no declared line", async () => {
    const table = field([around({ kind: "woods" })]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect([asked(table, "cover"), asked(table, "building")]).toEqual(["soft", false]);
    expect(table.warnings).toEqual([]);
    expect(declaredLines(table)).toEqual([]);
  });

  it("NAP-7.3.1 the Raiders in a stone farmhouse: the building ticked, masonry, hard cover; a wood frame house (protection 6) opens at wood", async () => {
    const stone = field([around({ kind: "building" })]);
    expect(await press(stone, "fireGun", GUN)).toBe("done");
    expect([asked(stone, "cover"), asked(stone, "building"), asked(stone, "structure")]).toEqual([
      "hard",
      true,
      "masonry",
    ]);
    expect(declaredLines(stone)).toEqual([]);
    const frame = field([around({ kind: "building", protection: 6 })]);
    expect(await press(frame, "fireGun", GUN)).toBe("done");
    expect(asked(frame, "structure")).toBe("wood");
  });

  it("NAP-7.3.1b a hedge in front of the Raiders: none against solid shot — the dialog opens at no cover; loaded with canister, at soft", async () => {
    const hedge = [{ c: [2950, -1000, 2950, 1000], obstacle: "hedge" }];
    const shot = field([], hedge);
    expect(await press(shot, "fireGun", GUN)).toBe("done");
    expect(asked(shot, "cover")).toBe("none");
    expect(declaredLines(shot)).toEqual([]);
    const canister = field([], hedge, {}, "canister");
    expect(await press(canister, "fireGun", GUN)).toBe("done");
    expect(asked(canister, "cover")).toBe("soft");
  });

  it("NAP-7.3 cover and building declared against the map stand; the GM's card shows the map's beside them", async () => {
    const table = field([around({ kind: "building" })], [], { cover: "none", building: false });
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(declaredLines(table)).toEqual([
      "Declared no cover; the map shows hard cover.",
      "Declared no building; the map shows a masonry or log building.",
    ]);
  });
});
