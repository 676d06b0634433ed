/**
 * OW-4e "Heroes can have up to six Endurance" where a figure comes into the world, not only where
 * its sheet is edited: a figure imported from a compendium or brought by the setup is checked by
 * the same engine limits. The setup dialog and the figure's sheet list the refusal (the options
 * check, actorForceWarnings); the figure's data model refuses the creation itself with the same
 * message (FigureModel._preCreate, enduranceRefusal: Foundry runs it, not this double).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { actorForceWarnings, forceFigure } from "@foundry/setup/forces";
import type { PackActor } from "@foundry/setup/pack-actors";
import { enduranceRefusal } from "@foundry/data/endurance";
import { format } from "../doubles/format";

const figure = (name: string, system: Record<string, unknown>): PackActor => ({
  _id: `${name.replace(/\W/g, "").padEnd(16, "0").slice(0, 16)}`,
  name,
  type: "figure",
  folder: null,
  sort: 0,
  system: { guts: "regular", accuracy: "regular", endurance: 2, hero: false, ...system },
  items: [],
  tokenSize: { width: 1, height: 1 },
});

const said = (actor: PackActor, options = DEFAULT_OPTIONS) =>
  actorForceWarnings(actor, [], options).map((w) => format(w.key, w.data));

describe("Endurance checked where a figure is created or imported (OW-4e)", () => {
  it("OW-4e a hero imported with Endurance 7 is named with his limit (the setup and his sheet); the creation is refused with the same words", () => {
    const kid = figure("The Kid", { hero: true, endurance: 7 });
    expect(said(kid)).toEqual(["The Kid has Endurance 7; a hero has 1 to 6: the figure cannot be created so."]);
    const refusal = enduranceRefusal({ name: "The Kid", hero: true, endurance: 7, animal: false }, DEFAULT_OPTIONS);
    expect(refusal && format(refusal.localizationKey, refusal.data)).toBe(
      "The Kid has Endurance 7; a hero has 1 to 6.",
    );
  });

  it("OW-4e six is a hero's: an imported trooper with 6 is named, a hero with 6 and a trooper with 5 pass; an animal (Accuracy NA) keeps its Table 3 range; the Napoleonic era has no ceiling", () => {
    expect(said(figure("Pvt. Cole", { endurance: 6 }))).toEqual([
      "Pvt. Cole has Endurance 6; only a hero may have more than 5: the figure cannot be created so.",
    ]);
    expect(said(figure("The Kid", { hero: true, endurance: 6 }))).toEqual([]);
    expect(said(figure("Pvt. Cole", { endurance: 5 }))).toEqual([]);
    expect(said(figure("Old Ephraim", { accuracy: "NA", endurance: 6 }))).toEqual([]);
    expect(said(figure("Sgt. Bates", { endurance: 6 }), { ...DEFAULT_OPTIONS, era: "napoleonic" })).toEqual([]);
    expect(forceFigure(figure("Pvt. Cole", { endurance: 6 }))).toMatchObject({ endurance: 6, accuracy: "regular" });
  });
});
