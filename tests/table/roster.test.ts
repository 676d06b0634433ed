/** OW-2 unit size, OW-4e a hero's Endurance, OW-9.1 an Indian's weapons: the unit sheet's Check unit button. */
import { describe, expect, it } from "vitest";
import { PLAYER, POSSE, posseAndRaiders, press, type TableDouble } from "./harness";

function posseOfFive(table: TableDouble): void {
  const ids = [
    "Actor.posse0000000a01",
    "Actor.posse0000000a02",
    "Actor.posse0000000a03",
    "Actor.posse0000000a04",
    "Actor.posse0000000a05",
  ];
  ids.forEach((id, i) => table.addFigure(id, `Deputy ${i + 1}`, {}, "ow.rifle", PLAYER));
  table.addUnit(POSSE, "Posse", ids, {}, PLAYER);
}

describe("unit checks (OW-2, OW-4e, OW-9.1)", () => {
  it("OW-2 the Posse of 2 figures is refused: an Old West unit has 4 to 6; no message posted", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "checkUnit", POSSE)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Posse: 2 figures; an Old West unit has 4 to 6."]);
    expect(table.writes).toEqual([]);
  });

  it("OW-2 a Posse of 5 passes: one chat line says it is ready with 5 figures standing, nothing else written", async () => {
    const table = posseAndRaiders();
    posseOfFive(table);
    await press(table, "checkUnit", POSSE);
    expect(table.warnings).toEqual([]);
    expect(table.writes.map((w) => w.kind)).toEqual(["createMessage"]);
    expect(table.lastMessage().content).toBe("<p>Posse: ready to play, 5 figures standing.</p>");
  });

  it("OW-4e OW-9.1 a hero with Endurance 7 and an Indian with a Gatling gun are each refused by name", async () => {
    const table = posseAndRaiders();
    posseOfFive(table);
    table.patchFigure("Actor.posse0000000a01", { hero: true, endurance: 7 });
    table.addFigure("Actor.posse0000000a02", "Deputy 2", { indian: true }, "ow.gatling-gun", PLAYER);
    await press(table, "checkUnit", POSSE);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Deputy 1 has Endurance 7; a hero has 1 to 6.",
      "Deputy 2: Indians cannot use ow.gatling-gun (crewed weapons and dynamite).",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("OW-2 a negative morale marker count (a bad edit) is refused as not a whole number", async () => {
    const table = posseAndRaiders();
    posseOfFive(table);
    table.patchUnit(POSSE, { moraleMarkers: -1 });
    await press(table, "checkUnit", POSSE);
    expect(table.warnings.map((w) => w.text)).toEqual(["Morale markers must be a whole number of 0 or more (got -1)."]);
  });
});
