/**
 * CORE-7 the morale column from the terrain: the Rally dialog starts from where the unit's standing
 * figures stand on the map (the viewed scene's Terrain regions, read as the GM's procedure reads
 * them), nothing typed; the card reads that row. Where the player picks the other row, the GM's card
 * says what the map shows.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, COLE, DUNN, lines, POSSE, posseAndRaiders, press } from "./harness";

/** The Posse (Cole and Dunn, 1" round bases) with 2 markers, standing in woods or in the open. */
function posse(inWoods: boolean) {
  const table = posseAndRaiders();
  table.patchUnit(POSSE, { moraleMarkers: 2 });
  table.positions.set(COLE, { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(DUNN, { id: DUNN, at: { x: 2, y: 0 }, base: roundBase(1) });
  const woods = {
    id: "woods",
    shapes: [{ type: "rectangle", x: -300, y: -300, width: 600, height: 600 }],
    behaviors: [{ type: "terrain", system: { kind: "woods" } }],
  };
  table.sceneDocuments.set(VIEWED_SCENE, { regions: inWoods ? [woods] : [], walls: [] });
  return table;
}

/** The terrain field the Rally dialog opened with. */
const terrainAsked = (table: ReturnType<typeof posse>) =>
  table.asked[0]?.fields.find((f) => f.name === "terrain")?.value;

describe("CORE-7 the morale column comes from the map", () => {
  it("CORE-7 the Posse stands in the woods: the Rally dialog starts at the cover row, nothing typed, and the card reads it", async () => {
    const table = posse(true);
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(terrainAsked(table)).toBe("cover");
    const text = lines(chat(table));
    expect(text.some((l) => /cover row/.test(l))).toBe(true);
    expect(text.some((l) => /map shows/.test(l))).toBe(false);
  });

  it("CORE-7 in the open: the open row, nothing typed", async () => {
    const table = posse(false);
    expect(await press(table, "rally", POSSE)).toBe("done");
    expect(terrainAsked(table)).toBe("open");
    expect(lines(chat(table)).some((l) => /open row/.test(l))).toBe(true);
  });

  it("CORE-7 the player picks the open row in the woods: the card reads the open row and says the map shows cover", async () => {
    const table = posse(true);
    table.answers = [{ terrain: "open" }];
    expect(await press(table, "rally", POSSE)).toBe("done");
    const text = lines(chat(table));
    expect(text.some((l) => /open row/.test(l))).toBe(true);
    expect(text[0]).toBe("Checked as in the open; the map shows in cover.");
  });
});
