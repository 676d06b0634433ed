/**
 * Helpers of the fuzz tests: deep freezing (a change to the input throws), the localized-error
 * check (the key exists in lang/en.json and the error's data fills every placeholder), and
 * small generators of bad values.
 */
import { RulesError } from "@rules/errors";
import { lang } from "../helpers/lang";
import type { Prng } from "../doubles/recording";

/** Why `error` is not a clear localized refusal (null when it is one). */
export function notLocalized(error: unknown): string | null {
  if (!(error instanceof RulesError))
    return `not a RulesError: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  const text = lang(error.localizationKey);
  if (text === undefined) return `${error.localizationKey} is not in lang/en.json`;
  const missing = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !(name in error.data));
  return missing.length ? `${error.localizationKey} leaves {${missing.join("}, {")}} unfilled` : null;
}

/** Freeze a value and everything in it: any later change throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Run `fn` and return what it threw (undefined when it returned). */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * A value of another type than `value` (never equal to it under JSON). Never null for a
 * non-null value: many fields are nullable, and null is their "none", not a wrong type.
 */
export function wrongType(rnd: Prng, value: unknown): unknown {
  const options: unknown[] =
    typeof value === "number"
      ? ["7", true, [], {}, "NaN"]
      : typeof value === "string"
        ? [3, false, [value], { value }]
        : typeof value === "boolean"
          ? ["true", 1, 0, []]
          : Array.isArray(value)
            ? ["x", 1, null, {}]
            : value === null
              ? [true, [1]]
              : ["x", 1, true, []];
  return rnd.pick(options);
}

/** Every leaf path of a JSON object ("burst.large", "morale.green.open"). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
}

/** A copy of `value` with the leaf at `path` replaced (or deleted when `next` is DELETE). */
export const DELETE = Symbol("delete");
export function withLeaf<T>(value: T, path: readonly string[], next: unknown): T {
  const copy = structuredClone(value);
  let node: unknown = copy;
  for (const key of path.slice(0, -1))
    node = typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined;
  if (typeof node !== "object" || node === null) throw new Error(`no object at ${path.join(".")}`);
  const last = path[path.length - 1]!;
  if (next === DELETE) Reflect.deleteProperty(node, last);
  else Reflect.set(node, last, next);
  return copy;
}

/** A random string of `length` characters, markup and quotes included. */
export function junk(rnd: Prng, length: number): string {
  const alphabet = "abcXYZ019 {}[]\":,\\/<>&'\n\t\u00e9\u2603\u{1F600}-+.eE";
  const chars = [...alphabet];
  let out = "";
  for (let i = 0; i < length; i += 1) out += rnd.pick(chars);
  return out;
}
