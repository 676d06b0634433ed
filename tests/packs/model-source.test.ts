/**
 * One definition per data-model field: every model's `source` (one getter in
 * src/foundry/data/base.ts, `toObject(false)`) is the stored object it was built from, for every
 * Actor and Item subtype: the defaults and every document of that subtype in the generated packs.
 * The models are built under the Foundry stand-in of model-schemas.ts, which constructs an
 * instance the way Foundry's DataModel does (migrate, clean, initialize each field).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildPacks } from "../../tools/packs/build";
import { DEFAULTS, type ActorType, type ItemType } from "@foundry/data/sources";
import { loadModelSchemas } from "./model-schemas";

type Stored = Record<string, unknown>;
interface ModelInstance {
  readonly source: unknown;
  toObject(source?: boolean): unknown;
}
type ModelClass = (new (data: Stored) => ModelInstance) & { metadata: { documentName: string; type: string } };

/** The model classes are built on the stand-in TypeDataModel here, so they are read as such. */
function isModelClass(value: unknown): value is ModelClass {
  return typeof value === "function" && "metadata" in value && "defineSchema" in value;
}

const ACTOR_TYPES: readonly ActorType[] = ["figure", "unit", "herd", "wagon", "gun"];
const ITEM_TYPES: readonly ItemType[] = ["weapon", "explosive"];

let models: Map<string, ModelClass>;
beforeAll(async () => {
  await loadModelSchemas(); // installs the stand-in before the models load
  const data: Record<"Actor" | "Item", Record<string, unknown>> = await import("@foundry/data/data-models");
  const classes = [...Object.values(data.Actor), ...Object.values(data.Item)].filter(isModelClass);
  models = new Map(classes.map((m) => [`${m.metadata.documentName}.${m.metadata.type}`, m]));
  expect(models.size).toBe(ACTOR_TYPES.length + ITEM_TYPES.length);
});

/** Every `system` of a given document type and subtype in the generated packs (actors, items and owned items). */
function packSystems(documentName: "Actor" | "Item", type: string): Stored[] {
  const out: Stored[] = [];
  const visit = (doc: Stored, name: "Actor" | "Item") => {
    if (name === documentName && doc["type"] === type && typeof doc["system"] === "object" && doc["system"] !== null) out.push(doc["system"] as Stored);
    if (name === "Actor" && Array.isArray(doc["items"])) for (const item of doc["items"] as Stored[]) visit(item, "Item");
  };
  for (const pack of buildPacks()) if (pack.type === "Actor" || pack.type === "Item") for (const doc of pack.docs) visit(doc, pack.type);
  return out;
}

function build(documentName: "Actor" | "Item", type: string, stored: Stored): ModelInstance {
  const Model = models.get(`${documentName}.${type}`);
  if (!Model) throw new Error(`no model for ${documentName}.${type}`);
  return new Model(structuredClone(stored));
}

describe("a model's source is the stored object (one getter, toObject(false))", () => {
  for (const type of ACTOR_TYPES) {
    it(`Actor ${type}: the defaults and every pack ${type} read back unchanged`, () => {
      const stored: Stored[] = [DEFAULTS[type](), ...packSystems("Actor", type)];
      for (const s of stored) expect(build("Actor", type, s).source).toEqual(s);
    });
  }
  for (const type of ITEM_TYPES) {
    it(`Item ${type}: the defaults and every pack ${type} read back unchanged`, () => {
      const stored: Stored[] = [DEFAULTS[type](), ...packSystems("Item", type)];
      for (const s of stored) expect(build("Item", type, s).source).toEqual(s);
    });
  }

  it("the packs hold documents of the subtypes this test reads (figure, unit, weapon at least)", () => {
    expect(packSystems("Actor", "figure").length).toBeGreaterThan(0);
    expect(packSystems("Actor", "unit").length).toBeGreaterThan(0);
    expect(packSystems("Item", "weapon").length).toBeGreaterThan(0);
  });

  it("a field absent from the stored object reads as its initial (Foundry cleans the source at load)", () => {
    const { notes: _notes, ...withoutNotes } = DEFAULTS.figure();
    expect(build("Actor", "figure", { ...withoutNotes, melee: 2 }).source).toEqual({ ...DEFAULTS.figure(), melee: 2 });
  });

  it("source is a copy: changing it leaves the model untouched", () => {
    const model = build("Actor", "figure", DEFAULTS.figure());
    const first = model.source as ReturnType<typeof DEFAULTS.figure>;
    first.states.pinned = true;
    first.wounds = 3;
    expect(model.source).toEqual(DEFAULTS.figure());
  });

  it("source holds the prepared values (an Active Effect's change), the stored toObject() does not; derived properties stay out", () => {
    const model = build("Actor", "figure", DEFAULTS.figure());
    // What an Active Effect does to the instance during prepareData, and a derived property (prepareDerivedData).
    Object.assign(model, { melee: 4, wounded: true });
    expect(model.source).toEqual({ ...DEFAULTS.figure(), melee: 4 });
    expect(model.toObject()).toEqual(DEFAULTS.figure());
  });
});
