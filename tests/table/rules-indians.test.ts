/**
 * OW-9.1 (3) "Indians cannot use crewed weapons (e.g., Gatling guns and artillery) or dynamite",
 * from the buttons: a gun crewed by an Indian is neither loaded nor fired; an Indian lights no
 * charge and pushes no plunger, whoever placed it. NAP-8.2 has no such rule: in Horse and Musket
 * an Indian may serve a gun.
 */
import { describe, expect, it } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import { COLE, DUNN, pick, PLAYER, posseAndRaiders, press, stack, TableDouble } from "./harness";
import { dynamiteScene, NAPOLEONIC } from "./scenes";

const GUN = "Actor.gun0000000000001";
const GUNNER = "Actor.gunner0000000001";
const BRAVE = "Actor.brave00000000001";
const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/** A twelve-pounder at (0,0) served by Sgt. Gunn and Running Elk (an Indian), its round and markers as told. */
function gunWithBrave(over: Partial<GunSource>): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(GUNNER, "Sgt. Gunn", {}, null, PLAYER);
  table.addFigure(BRAVE, "Running Elk", { indian: true }, null, PLAYER);
  table.addGun(
    GUN,
    "Twelve-pounder",
    [GUNNER, BRAVE],
    { kind: "artillery", weightClass: "8-12", limber: { distance: 3, state: "ok" }, ...over },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  table.positions.set("Actor.hale000000000001", at(30, 0));
  table.targets = ["Actor.hale000000000001"];
  return table;
}

describe("Indians and crewed weapons (OW-9.1)", () => {
  it("OW-9.1 a gun with an Indian in its crew is not loaded: Load is refused with the reason, nothing written", async () => {
    const table = gunWithBrave({ round: "none", outOfAmmo: 1 });
    table.answers = [{ round: "shot" }];
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Twelve-pounder: Indians cannot use crewed weapons."]);
    expect(table.writes).toEqual([]);
  });

  it("OW-9.1 nor fired: Fire gun on a loaded gun with an Indian in its crew is refused before any dialog, nothing drawn", async () => {
    const table = gunWithBrave({ round: "shot", outOfAmmo: 0 });
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Twelve-pounder: Indians cannot use crewed weapons."]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-8.2 in Horse and Musket the Indian rules forbid no gun: the same crew loads", async () => {
    const table = gunWithBrave({ round: "none", outOfAmmo: 1 });
    table.options = NAPOLEONIC;
    table.answers = [{ round: "shot" }];
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
  });
});

describe("Indians and dynamite (OW-9.1)", () => {
  it("OW-9.1 an Indian next to the fuse end of Cole's charge may not light it: refused with the reason, nothing written", async () => {
    const table = dynamiteScene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    await press(table, "setFuse", COLE);
    // Cpl. Dunn is an Indian scout, standing at the fuse end.
    table.patchFigure(DUNN, { indian: true });
    table.tokenAt.set(DUNN, table.tokenAt.get(COLE)!);
    const before = table.writes.length;
    table.dice = [4];
    expect(await press(table, "lightFuse", DUNN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Cpl. Dunn: Indians cannot use dynamite."]);
    expect(table.writes.length).toBe(before);
  });

  it("OW-9.1 nor push the plunger of a wired charge: refused, nothing written", async () => {
    const table = dynamiteScene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    await press(table, "connectBlastingMachine", COLE);
    table.addFigure(BRAVE, "Running Elk", { indian: true }, "ow.bow", PLAYER);
    table.addUnit("Actor.braves00000000001", "War party", [BRAVE], {}, PLAYER);
    table.tokenAt.set(BRAVE, table.tokenAt.get(COLE)!);
    const before = table.writes.length;
    expect(await press(table, "pushPlunger", BRAVE)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Running Elk: Indians cannot use dynamite."]);
    expect(table.writes.length).toBe(before);
  });
});
