/**
 * Patches of a system object (documents/effects.ts): the fields that changed between two copies,
 * and the patch that undoes a change. Pure: no Foundry global.
 */
import type { PatchValue, SystemPatch } from "./effects";

/** The fields of `next` that differ from `prev`, nested (arrays and flag objects compared whole). */
export function diffPatch(prev: object, next: object): SystemPatch | null {
  const out: Record<string, PatchValue> = {};
  const before = new Map(Object.entries(prev));
  for (const [key, value] of Object.entries(next)) {
    const old = before.get(key);
    if (isPlainObject(value) && isPlainObject(old) && key !== "ruleFlags") {
      const inner = diffPatch(old, value);
      if (inner) out[key] = inner;
    } else if (!sameValue(old, value)) {
      out[key] = toPatchValue(value);
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The patch that turns `after` back into `before` (an undo of diffPatch(before, after)): the fields
 * that differ, with their old values. The rule flags are an ObjectField, which Foundry v13 merges
 * key by key on update (ObjectField#_updateDiff: mergeObject with performDeletions, common/data/
 * fields.mjs), so a flag the result added is removed with a "-=" key (docs/foundry-behaviour.md).
 */
export function restorePatch(before: object, after: object): SystemPatch | null {
  const back = diffPatch(after, before);
  if (!back) return null;
  const flagsBefore: unknown = Reflect.get(before, "ruleFlags");
  const flagsAfter: unknown = Reflect.get(after, "ruleFlags");
  const restored = back["ruleFlags"];
  if (isPlainObject(flagsBefore) && isPlainObject(flagsAfter) && isPlainObject(restored)) {
    const added = Object.keys(flagsAfter).filter((k) => !Object.hasOwn(flagsBefore, k));
    if (added.length)
      return { ...back, ruleFlags: { ...restored, ...Object.fromEntries(added.map((k) => [`-=${k}`, null])) } };
  }
  return back;
}

function isPlainObject(v: unknown): v is object {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function toPatchValue(v: unknown): PatchValue {
  if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(String);
  if (isPlainObject(v)) {
    const out: Record<string, PatchValue> = {};
    for (const [k, inner] of Object.entries(v)) out[k] = toPatchValue(inner);
    return out;
  }
  return null;
}
