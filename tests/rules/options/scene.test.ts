import { describe, expect, it } from "vitest";
import {
  DEFAULT_OPTIONS,
  applySceneOverrides,
  isEmptyOverride,
  optionsFrom,
  sceneOverrideForm,
  sceneOverridesFrom,
} from "@rules/options";

describe("scene overrides over the world options", () => {
  const world = optionsFrom({
    era: "old-west",
    year: 1876,
    hollywood: { dynamite: true },
    optional: { horsemanship: true },
  });

  it("no overrides: the world options as they are", () => {
    expect(applySceneOverrides(world, {})).toEqual(world);
    expect(applySceneOverrides(world, null)).toBe(world);
  });

  it("a Napoleonic scene in an Old West world: era, year and Hollywood switches from the scene, the rest from the world", () => {
    const o = applySceneOverrides(world, {
      era: "napoleonic",
      year: 1812,
      hollywood: { dynamite: false, heroes: false },
    });
    expect(o.era).toBe("napoleonic");
    expect(o.year).toBe(1812);
    expect(o.hollywood).toEqual({ ...world.hollywood, dynamite: false, heroes: false });
    expect(o.optional).toEqual(world.optional);
    expect(o.commandRadius).toEqual(world.commandRadius);
  });

  it("a scene may lift the year filter (null) or keep the world's (absent)", () => {
    expect(applySceneOverrides(world, { year: null }).year).toBeNull();
    expect(applySceneOverrides(world, { era: "old-west" }).year).toBe(1876);
  });

  it("reads the flag as a form wrote it: '' inherits, strings become values", () => {
    const { overrides, issues } = sceneOverridesFrom({
      era: "napoleonic",
      year: "1815",
      hollywood: { dynamite: "", animals: "true", heroes: "false" },
    });
    expect(issues).toEqual([]);
    expect(overrides).toEqual({ era: "napoleonic", year: 1815, hollywood: { animals: true, heroes: false } });
    expect(applySceneOverrides(DEFAULT_OPTIONS, overrides).hollywood).toEqual({
      dynamite: false,
      animals: true,
      wagonGatling: false,
      heroes: false,
    });
  });

  it("'none' lifts the year; an empty flag overrides nothing", () => {
    expect(sceneOverridesFrom({ year: "none" }).overrides).toEqual({ year: null });
    const empty = sceneOverridesFrom({ era: "", year: "", hollywood: { dynamite: "" } }).overrides;
    expect(empty).toEqual({});
    expect(isEmptyOverride(empty)).toBe(true);
    expect(sceneOverridesFrom(undefined).overrides).toEqual({});
  });

  it("unreadable values are dropped with an issue each, the rest still applies", () => {
    const { overrides, issues } = sceneOverridesFrom({
      era: "wwii",
      year: "18x5",
      hollywood: { dynamite: "maybe", animals: true },
    });
    expect(overrides).toEqual({ hollywood: { animals: true } });
    expect(issues.map((i) => [i.path, i.key])).toEqual([
      ["era", "COMBAT_PATROL.Error.Option.choice"],
      ["year", "COMBAT_PATROL.Error.Option.year"],
      ["hollywood.dynamite", "COMBAT_PATROL.Error.Option.boolean"],
    ]);
  });

  it("form round trip: what the form shows reads back to the same overrides", () => {
    const overrides = { era: "napoleonic", year: null, hollywood: { wagonGatling: true } } as const;
    const form = sceneOverrideForm(overrides);
    expect(form).toEqual({
      era: "napoleonic",
      year: "none",
      hollywood: { dynamite: "", animals: "", wagonGatling: "true", heroes: "" },
    });
    expect(sceneOverridesFrom(form).overrides).toEqual(overrides);
  });
});
