import { describe, expect, it } from "vitest";
import figureV1 from "./fixtures/figure-v1.json";
import figureV2 from "./fixtures/figure-v2.json";
import weaponV1 from "./fixtures/weapon-v1.json";
import weaponV2 from "./fixtures/weapon-v2.json";
import {
  MIGRATION_STEPS,
  SCHEMA_VERSION,
  figureToV2,
  figureDynamiteToV3,
  migrateSource,
  migrateSystemSource,
  stepsAfter,
  weaponRowNamed,
  weaponToV2,
  type DocumentSource,
  type MigrationStep,
} from "@foundry/data/schema-migrations";
import { DEFAULTS, type ActorType, type ItemType } from "@foundry/data/sources";

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);

/** What Foundry's cleanData does after a migration: missing fields take their schema initial. */
function withDefaults(defaults: Tree, stored: Tree): Tree {
  const out: Tree = {};
  for (const [key, initial] of Object.entries(defaults)) {
    const value = stored[key];
    out[key] =
      value === undefined
        ? initial
        : isTree(initial) && isTree(value) && Object.keys(initial).length > 0
          ? withDefaults(initial, value)
          : value;
  }
  return out;
}
const complete = (type: ActorType | ItemType, system: Tree): Tree =>
  withDefaults(Object.fromEntries(Object.entries(DEFAULTS[type]())), system);

const doc = (d: { name: string; type: string; system: Tree }): DocumentSource => ({
  name: d.name,
  type: d.type,
  system: d.system,
});

describe("schema version", () => {
  it("the current version is the last step's", () => {
    expect(SCHEMA_VERSION).toBe(3);
    expect(MIGRATION_STEPS.map((s) => s.version)).toEqual(
      [...MIGRATION_STEPS.map((s) => s.version)].sort((a, b) => a - b),
    );
  });

  it("a world at the current version has no step to run; a never-migrated world (0) runs them all", () => {
    expect(stepsAfter(SCHEMA_VERSION)).toEqual([]);
    expect(stepsAfter(0)).toHaveLength(MIGRATION_STEPS.length);
  });

  it("steps run in version order whatever order they are listed in", () => {
    const seen: number[] = [];
    const step = (version: number): MigrationStep => ({
      version,
      title: `v${version}`,
      Actor: { figure: (d) => (seen.push(version), d) },
    });
    migrateSource("Actor", doc({ name: "x", type: "figure", system: {} }), 1, [step(4), step(2), step(3)]);
    expect(seen).toEqual([2, 3, 4]);
  });
});

describe("v1 -> v2 fixtures", () => {
  it("CORE-5.6 a v1 figure with wounds beyond Endurance migrates to the current figure: wounds = Endurance, incapacitated, no stored 'wounded'", () => {
    const migrated = migrateSource("Actor", doc(figureV1), 1);
    expect(migrated.system).not.toHaveProperty("wounded");
    expect(migrated.system.wounds).toBe(3);
    expect(complete("figure", migrated.system)).toEqual(figureV2);
  });

  it('CORE-5.6 string-typed numbers: a v1 figure stored with endurance "3" and wounds "5" gets the wounds repair and stores numbers', () => {
    const source = doc({ ...figureV1, system: { ...figureV1.system, endurance: "3", wounds: "5", melee: " 1 " } });
    const migrated = migrateSource("Actor", source, 1);
    expect(migrated.system).toMatchObject({ endurance: 3, wounds: 3, melee: 1, states: { incapacitated: true } });
    expect(complete("figure", migrated.system)).toEqual(figureV2);
    // A text that is not a number is left for Foundry's validation to refuse, never guessed.
    expect(migrateSource("Actor", doc({ ...figureV1, system: { endurance: "three" } }), 1).system.endurance).toBe(
      "three",
    );
  });

  it('string-typed numbers: a figure counting dynamite as texts ("2") keeps them when its carried stick is folded in', () => {
    const change = figureDynamiteToV3(
      { name: "Pete", type: "figure", system: { dynamite: { sticks: "2", bundles: "0" } } },
      [{ id: "stick00000000001", source: { name: "Dynamite", type: "explosive", system: { quantity: "1" } } }],
    );
    expect(change.patch).toEqual({ dynamite: { sticks: 2, bundles: 0 } });
  });

  it("a v1 figure within its Endurance keeps its wounds and states", () => {
    const source = doc({ ...figureV1, system: { ...figureV1.system, wounds: 1 } });
    const migrated = figureToV2(source);
    expect(migrated.system.wounds).toBe(1);
    expect(migrated.system).not.toHaveProperty("states");
  });

  it("OW-5 the v1 pack's empty 'Bow' takes the printed OW Table 1 row", () => {
    const migrated = migrateSource("Item", doc(weaponV1), 1);
    expect(complete("weapon", migrated.system)).toEqual(weaponV2);
  });

  it("a v1 weapon embedded in a v1 figure migrates the same way", () => {
    const item = figureV1.items[0]!;
    expect(migrateSource("Item", doc(item), 1).system).toMatchObject({ tableId: "ow.bow", range: { short: 6 } });
  });

  it("a weapon whose name no table prints, or that already has v2 data, is left unchanged", () => {
    const homemade = doc({ name: "Elephant gun", type: "weapon", system: { notes: "big" } });
    expect(weaponToV2(homemade)).toBe(homemade);
    const edited = doc({
      name: "Bow",
      type: "weapon",
      system: { tableId: "", range: { short: 7, medium: 14, long: 28 } },
    });
    expect(weaponToV2(edited)).toBe(edited);
  });

  it("weapon names match the printed row without '(bayonet)' and ignoring case", () => {
    expect(weaponRowNamed("musket")?.id).toBe("ow.musket");
    expect(weaponRowNamed("Rifle (bayonet)")?.id).toBe("ow.rifle");
    expect(weaponRowNamed("Hatchet or Tomahawk")?.id).toBe("nap.hatchet-tomahawk");
    expect(weaponRowNamed("")).toBeNull();
  });

  it("notes a v1 weapon carried survive the fill", () => {
    const migrated = weaponToV2(doc({ name: "Bow", type: "weapon", system: { notes: "<p>Apache bow</p>" } }));
    expect(migrated.system.notes).toBe("<p>Apache bow</p>");
  });
});

describe("idempotence (the steps also run at load)", () => {
  it("running the steps twice gives the same source as once", () => {
    for (const [name, source] of [
      ["Actor", doc(figureV1)],
      ["Item", doc(weaponV1)],
    ] as const) {
      const once = migrateSource(name, source, 0);
      expect(migrateSource(name, once, 0)).toEqual(once);
    }
  });

  it("a current source is unchanged by the load-time migration", () => {
    expect(migrateSystemSource("Actor", "figure", figureV2)).toEqual(figureV2);
    expect(migrateSystemSource("Item", "weapon", weaponV2)).toEqual(weaponV2);
  });

  it("the load-time migration cannot fill a weapon by name (it has none) and leaves it alone", () => {
    expect(migrateSystemSource("Item", "weapon", {})).toEqual({});
  });

  it("subtypes without a step pass through", () => {
    const unit = doc({ name: "1st", type: "unit", system: { grade: "green" } });
    expect(migrateSource("Actor", unit, 0)).toEqual(unit);
  });
});
