import { describe, expect, it } from "vitest";
import { STATUS_DEFINITIONS, STATUS_IDS, activeStatuses, statusToggle } from "@foundry/documents/status-effects";
import type { ActorSnapshot } from "@foundry/documents/effects";
import { DEFAULTS } from "@foundry/data/sources";
import lang from "../../../lang/en.json";

const figure = (over: Partial<ReturnType<typeof DEFAULTS.figure>> = {}): ActorSnapshot => ({
  type: "figure",
  system: { ...DEFAULTS.figure(), ...over },
});

describe("token status effects", () => {
  it("every status the brief lists is defined once, with a core icon and a label", () => {
    expect(STATUS_DEFINITIONS.map((d) => d.id)).toEqual([...STATUS_IDS]);
    for (const d of STATUS_DEFINITIONS) {
      expect(d.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(lang.COMBAT_PATROL.Status).toHaveProperty(d.id);
    }
  });

  it("CORE-8 a figure's states, wounds and out-of-ammo markers show with their counts", () => {
    const s = figure({
      wounds: 2,
      outOfAmmo: 2,
      states: { stunned: true, pinned: true, mounted: false, hidden: false, incapacitated: false },
    });
    expect(activeStatuses(s)).toEqual([
      { id: "stunned", count: 1 },
      { id: "wounded", count: 2 },
      { id: "outOfAmmo", count: 2 },
      { id: "pinned", count: 1 },
    ]);
    expect(activeStatuses(figure())).toEqual([]);
  });

  it("CORE-7 morale markers and out of command show on a unit", () => {
    const unit: ActorSnapshot = { type: "unit", system: { ...DEFAULTS.unit(), moraleMarkers: 3, outOfCommand: true } };
    expect(activeStatuses(unit)).toEqual([
      { id: "moraleMarkers", count: 3 },
      { id: "outOfCommand", count: 1 },
    ]);
  });

  it("OW-9.2.7 a stampeding herd and OW-9.3f a runaway wagon show", () => {
    expect(
      activeStatuses({ type: "herd", system: { ...DEFAULTS.herd(), stampede: { active: true, clock: 3 } } }),
    ).toEqual([{ id: "stampeding", count: 1 }]);
    expect(activeStatuses({ type: "wagon", system: { ...DEFAULTS.wagon(), runaway: true } })).toEqual([
      { id: "runaway", count: 1 },
    ]);
  });

  it("a HUD toggle writes the same field the sheet does", () => {
    expect(statusToggle(figure(), "stunned", true)).toEqual({ states: { stunned: true } });
    expect(statusToggle(figure({ outOfAmmo: 3 }), "outOfAmmo", false)).toEqual({ outOfAmmo: 0 });
    expect(statusToggle(figure(), "outOfAmmo", true)).toEqual({ outOfAmmo: 1 });
    expect(statusToggle(figure({ wounds: 2 }), "wounded", true)).toBeNull();
    expect(statusToggle(figure(), "runaway", true)).toBeNull();
    expect(statusToggle({ type: "herd", system: DEFAULTS.herd() }, "stampeding", true)).toEqual({
      stampede: { active: true },
    });
  });
});
