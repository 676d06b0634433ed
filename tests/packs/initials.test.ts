/**
 * A new document never shares an array or object with another: Foundry's
 * DataField#getInitialValue returns a plain `initial` value itself (common/data/fields.mjs), so
 * every array or object field's initial is a function that builds a fresh one.
 */
import { describe, expect, it } from "vitest";
import { ArrayField, ObjectField, SetField, leafFields, loadModelFields } from "./model-schemas";

describe("initial values of array and object fields", () => {
  it("every array, set or object field of every data model has a function initial (or none)", async () => {
    const models = await loadModelFields();
    const shared: string[] = [];
    let seen = 0;
    for (const [model, fields] of Object.entries(models)) {
      for (const [path, field] of leafFields(fields)) {
        if (!(field instanceof ArrayField || field instanceof SetField || field instanceof ObjectField)) continue;
        seen += 1;
        const initial = field.options.initial;
        if (initial !== undefined && typeof initial !== "function") shared.push(`${model}.${path}`);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(shared).toEqual([]);
  });

  it("each call builds a fresh list: a unit's members are never another unit's", async () => {
    const models = await loadModelFields();
    const members = models["Actor.unit"]?.members;
    const initial = members?.options.initial as () => unknown[];
    expect(initial()).toEqual([]);
    expect(initial()).not.toBe(initial());
  });
});
