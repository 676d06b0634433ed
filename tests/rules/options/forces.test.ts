import { describe, expect, it } from "vitest";
import { figureWarnings, figureWeaponIds, forceWarnings, tableWeapon, unitWarnings } from "@rules/options";
import { figure, unit, withOptions } from "./fixtures";

const keys = (ws: readonly { key: string }[]) => ws.map((w) => w.key.replace("COMBAT_PATROL.Warning.", ""));

describe("forces checked against the options", () => {
  const allOn = withOptions({
    hollywood: { dynamite: true, animals: true, wagonGatling: true, heroes: true },
    optional: { horsemanship: true, heavyCavalry: true },
  });

  it("OW-6a dynamite given to an Indian figure is flagged even when dynamite is allowed", () => {
    const brave = figure("b", { name: "Running Elk", flags: { indian: true, dynamite: 2 } });
    const ws = figureWarnings(brave, allOn, { id: "U", kind: "foot" });
    expect(ws).toEqual([
      {
        key: "COMBAT_PATROL.Warning.dynamiteIndian",
        rule: "OW-6a",
        data: { figure: "Running Elk" },
        unitId: "U",
        figureId: "b",
      },
    ]);
  });

  it("OW-6a the Indian trait counts while the Indian rules are in play (as the engine's dynamiteAllowed reads it)", () => {
    const brave = figure("b", { name: "Running Elk", flags: { indian: true, dynamite: 2 } });
    const off = withOptions({ hollywood: { dynamite: true }, optional: { indianRules: false } });
    expect(figureWarnings(brave, off)).toEqual([]);
  });

  it("OW-6a a bundle counts as dynamite; the named trait wins over flags", () => {
    expect(keys(figureWarnings({ id: "x", name: "x", weaponIds: ["ow.dynamite-bundle"] }, withOptions({})))).toEqual([
      "dynamiteOff",
    ]);
    expect(keys(figureWarnings({ id: "x", name: "x", dynamite: 0, flags: { dynamite: 3 } }, withOptions({})))).toEqual(
      [],
    );
    expect(tableWeapon("ow.dynamite-bundle")?.id).toBe("ow.dynamite");
  });

  it("OW-4 a hero without the heroes option; OW-7.1.1 Horsemanship without its option", () => {
    const o = withOptions({ hollywood: { heroes: false } });
    expect(keys(figureWarnings(figure("h", { hero: true, horsemanship: true }), o))).toEqual([
      "heroesOff",
      "horsemanshipOff",
    ]);
    expect(figureWarnings(figure("h", { hero: true, horsemanship: true }), allOn)).toEqual([]);
  });

  it("OW-7.1.1 Horsemanship on a rider of a unit that is not elite cavalry is flagged (the table ignores it)", () => {
    const scout = figure("s", { name: "Scout Reed", horsemanship: true });
    expect(keys(figureWarnings(scout, allOn, { id: "U", kind: "mounted", grade: "regular" }))).toEqual([
      "horsemanshipNotEliteCavalry",
    ]);
    expect(keys(figureWarnings(scout, allOn, { id: "U", kind: "foot", grade: "elite" }))).toEqual([
      "horsemanshipNotEliteCavalry",
    ]);
    expect(figureWarnings(scout, allOn, { id: "U", kind: "mounted", grade: "elite" })).toEqual([]);
  });

  it("OW-5.1d a weapon dated after the scenario year, with the date and year in the data", () => {
    const ws = figureWarnings(figure("s", { name: "Slim", weaponId: "ow.shotgun" }), withOptions({ year: 1866 }));
    expect(ws).toEqual([
      {
        key: "COMBAT_PATROL.Warning.weaponAfterYear",
        rule: "OW-5.1d",
        data: { figure: "Slim", weapon: "Shotgun", date: 1875, year: 1866 },
        unitId: null,
        figureId: "s",
      },
    ]);
    expect(figureWarnings(figure("s", { weaponId: "ow.shotgun" }), withOptions({ year: 1875 }))).toEqual([]);
    expect(figureWarnings(figure("s", { weaponId: "ow.musket" }), withOptions({ year: 1820 }))).toEqual([]);
  });

  it("NAP-3 a Napoleonic-only weapon in an Old West scenario, and an OW weapon in a Napoleonic one", () => {
    const west = figureWarnings(figure("a", { name: "A", weaponId: "nap.rifle" }), withOptions({ era: "old-west" }));
    expect(west).toMatchObject([
      {
        key: "COMBAT_PATROL.Warning.weaponOtherEra",
        rule: "NAP-3",
        data: { weapon: "Rifle", table: "COMBAT_PATROL.Era.napoleonic", era: "COMBAT_PATROL.Era.old-west" },
      },
    ]);
    expect(
      keys(figureWarnings(figure("a", { weaponId: "ow.revolver" }), withOptions({ era: "napoleonic", year: 1812 }))),
    ).toEqual(["weaponOtherEra", "weaponAfterYear"]);
  });

  it("an unknown table id is flagged; a home-made weapon ('') is not; ids are counted once", () => {
    expect(keys(figureWarnings({ id: "x", name: "x", weaponIds: ["ow.ray-gun", ""] }, allOn))).toEqual([
      "unknownWeapon",
    ]);
    expect(figureWeaponIds({ id: "x", name: "x", weaponId: "ow.rifle", weaponIds: ["ow.rifle", "ow.bow"] })).toEqual([
      "ow.rifle",
      "ow.bow",
    ]);
  });

  it("OW-9.1 Indians may not serve crewed weapons: a crew unit or a Gatling; NAP-8.2 does not say so", () => {
    const crew = unit("G", [figure("i", { flags: { indian: true } })], { kind: "crew" });
    expect(keys(unitWarnings(crew, allOn))).toEqual(["crewedIndian"]);
    expect(unitWarnings(crew, withOptions({ era: "napoleonic" }))).toEqual([]);
  });

  it("OW-9.2 animals: a herd or a GM animal (grizzly) without the option; OW-5.2f wagon Gatling", () => {
    const bear = { id: "B", name: "Old Ephraim", animals: true, figures: [] };
    const wagon = { id: "W", name: "Deadwood Stage", kind: "wagon" as const, wagonGatling: true, figures: [] };
    const ws = forceWarnings([bear, wagon], withOptions({}));
    expect(ws).toEqual([
      {
        key: "COMBAT_PATROL.Warning.animalsOff",
        rule: "OW-9.2",
        data: { unit: "Old Ephraim" },
        unitId: "B",
        figureId: null,
      },
      {
        key: "COMBAT_PATROL.Warning.wagonGatlingOff",
        rule: "OW-5.2f",
        data: { unit: "Deadwood Stage" },
        unitId: "W",
        figureId: null,
      },
    ]);
    expect(forceWarnings([bear, wagon], allOn)).toEqual([]);
  });

  it("a clean force gives no warning", () => {
    const posse = unit("P", [
      figure("earp", { hero: true, weaponId: "ow.revolver" }),
      figure("a", { weaponId: "ow.rifle" }),
    ]);
    expect(forceWarnings([posse], withOptions({ year: 1881 }))).toEqual([]);
  });
});
