/**
 * The alterations the world fuzz tests make of an honest request (tests/reliability/fuzz-world-*.test.ts),
 * as a tampering client would: a figure's stat changed (its own side's or a foreign piece's), a
 * field of the wrong type. One home, so each procedure's fuzz alters requests the same way.
 */
import type { Prng } from "../doubles/recording";
import { leafPaths, withLeaf, wrongType } from "./fuzz";

export type Json = Record<string, unknown>;

/** An altered request, or the honest one sent while another unit is activated. */
export type Alteration = (rnd: Prng, input: Json) => Json | "outOfActivation";

/** Every object in the request that is a figure (an id, a name and a Guts grade), by its path. */
export function figurePaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [];
  const here = !Array.isArray(value) && "guts" in value && "id" in value ? [path] : [];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => figurePaths(v, [...path, k]))];
}

/** The value at a path of the request. */
export function at(input: unknown, path: readonly string[]): unknown {
  let node = input;
  for (const key of path) node = typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined;
  return node;
}

/** A stat and a value for it (the figure's own may be drawn: statChanged draws again). */
export type StatValues = readonly [string, (rnd: Prng) => unknown][];

/** The stats a figure's sheet gives (Table 3 grades and numbers, its states). */
export const FIGURE_STATS: StatValues = [
  ["accuracy", (rnd) => rnd.pick(["elite", "green"])],
  ["guts", (rnd) => rnd.pick(["elite", "green"])],
  ["melee", (rnd) => 1 + rnd.int(5)],
  ["endurance", (rnd) => rnd.pick([1, 3, 4])],
  ["reaction", (rnd) => rnd.pick([1, 5, 6])],
  ["wounds", (rnd) => 1 + rnd.int(2)],
  ["mounted", () => true],
  ["hero", () => true],
];

/** A figure's stat changed to another value than its own (a value it already has is no alteration). */
export function statChanged(stats: StatValues = FIGURE_STATS): Alteration {
  return (rnd, input) => {
    const path = rnd.pick(figurePaths(input));
    const figure = at(input, path);
    for (;;) {
      const [stat, value] = rnd.pick(stats);
      const next = value(rnd);
      if (at(figure, [stat]) !== next) return withLeaf(input, [...path, stat], next);
    }
  };
}

/** A field replaced by a value of the wrong type (a string for a number, null for an object…). */
export const wrongField: Alteration = (rnd, input) => {
  const leaves = leafPaths(input).filter((p) => !["speaker", "title", "unitNames"].includes(p[0]!));
  const path = rnd.pick(leaves);
  return withLeaf(input, path, wrongType(rnd, at(input, path)));
};
