/**
 * NAP-8.2b units start hidden or spotted as the scenario sets them (the figure's Hidden state);
 * with the optional spotting rule (7.12) a hidden figure that fires is spotted, a bowman is not:
 * the Fire button, the GM's fire procedure, Apply.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import { apply, OTHER, PLAYER, press, stack, TableDouble } from "./harness";
import { GRENADIER, LINE, NAPOLEONIC } from "./scenes";

const BAND = "Actor.band000000000001";
const MUSKET = "Actor.brave00000000001";
const BOW = "Actor.brave00000000002";
const HIDDEN = { stunned: false, pinned: false, mounted: false, hidden: true, incapacitated: false };

/** A war band of two hidden braves (a musket, a bow) 6" from Gren. Marc, under these rules. */
function ambush(options: RulesOptions): TableDouble {
  const table = new TableDouble();
  table.options = options;
  table.addFigure(MUSKET, "Running Elk", { states: { ...HIDDEN }, indian: true }, "nap.musket", PLAYER);
  table.addFigure(BOW, "Grey Owl", { states: { ...HIDDEN }, indian: true }, "nap.bow", PLAYER);
  table.addUnit(BAND, "War band", [MUSKET, BOW], {}, PLAYER);
  table.addFigure(GRENADIER, "Gren. Marc", {}, "nap.musket", OTHER);
  table.addUnit(LINE, "Line company", [GRENADIER], {}, OTHER);
  table.onScene = [MUSKET, BOW, GRENADIER];
  table.targets = [GRENADIER];
  stack(table, []);
  return table;
}

const SPOTTING: RulesOptions = { ...NAPOLEONIC, optional: { ...NAPOLEONIC.optional, firingSpots: true } };

describe("firing gives a hidden figure away, a bow does not (NAP-8.2b)", () => {
  it("NAP-8.2b with the optional spotting rule the war band fires from hiding: Running Elk's musket gives him away, Grey Owl's bow does not; Apply writes it", async () => {
    const table = ambush(SPOTTING);
    expect(await press(table, "fire", BAND, { distance: () => 6 })).toBe("done");
    const hidden = table.lastMessage().record?.result.effects.filter((e) => e.kind === "hidden");
    expect(hidden).toEqual([{ kind: "hidden", unitId: BAND, figureId: MUSKET, hidden: false }]);
    await apply(table);
    expect(table.figureSource(MUSKET).states.hidden).toBe(false);
    expect(table.figureSource(BOW).states.hidden).toBe(true);
  });

  it("NAP-8.2b without the option (the default) firing spots nobody: both stay hidden", async () => {
    expect(DEFAULT_OPTIONS.optional.firingSpots).toBe(false);
    const table = ambush(NAPOLEONIC);
    expect(await press(table, "fire", BAND, { distance: () => 6 })).toBe("done");
    expect(table.lastMessage().record?.result.effects.filter((e) => e.kind === "hidden")).toEqual([]);
  });
});
