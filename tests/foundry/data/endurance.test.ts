/** OW-4e the Endurance a figure's edit may set: the engine's checkEndurance, a message instead of a clamp. */
import { describe, expect, it } from "vitest";
import { enduranceRefusal } from "@foundry/data/endurance";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import { format } from "../../doubles/format";

const oldWest = { ...DEFAULT_OPTIONS, era: "old-west" as const };
const napoleonic = { ...DEFAULT_OPTIONS, era: "napoleonic" as const };
const says = (edit: Parameters<typeof enduranceRefusal>[0], options: RulesOptions = oldWest) => {
  const r = enduranceRefusal(edit, options);
  return r ? format(r.localizationKey, r.data) : null;
};

describe("OW-4e Endurance where it is set", () => {
  it("OW-4e a hero may have 6 Endurance, not 7: the refusal names him and the limit", () => {
    expect(says({ name: "The Kid", hero: true, endurance: 6, animal: false })).toBeNull();
    expect(says({ name: "The Kid", hero: true, endurance: 7, animal: false })).toBe(
      "The Kid has Endurance 7; a hero has 1 to 6.",
    );
  });

  it("OW-4e six is a hero's: another figure with 6 is refused, 5 stands", () => {
    expect(says({ name: "Pvt. Cole", hero: false, endurance: 5, animal: false })).toBeNull();
    expect(says({ name: "Pvt. Cole", hero: false, endurance: 6, animal: false })).toContain("Pvt. Cole");
  });

  it("OW-4e an animal keeps its Table 3 range (drawn by the livestock token); the Napoleonic era has no such ceiling", () => {
    expect(says({ name: "Old Ephraim", hero: false, endurance: 6, animal: true })).toBeNull();
    expect(says({ name: "Sgt. Bates", hero: false, endurance: 6, animal: false }, napoleonic)).toBeNull();
  });
});
