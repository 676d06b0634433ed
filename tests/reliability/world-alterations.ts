/**
 * The alterations the world fuzz tests make of an honest request (tests/reliability/fuzz-world-*.test.ts),
 * as a tampering client would: a figure's stat changed (its own side's or a foreign piece's), a
 * field of the wrong type; and the loop that sends them. One home, so each procedure's fuzz alters
 * and sends requests the same way.
 */
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { prng, type Prng } from "../doubles/recording";
import { format } from "../doubles/format";
import type { TableDouble } from "../doubles/table";
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

/** What a table holds that a refused request must leave alone: every deck, the writes, the messages. */
export function tableSnapshot(table: TableDouble): string {
  return JSON.stringify([[...table.actionDecks.entries()], table.writes.length, table.messages.size]);
}

/** One procedure's fuzz: the honest request, the tables it is sent to, the alterations and how activation moves. */
export interface AlteredRun {
  /** The honest request as it left the client. */
  readonly query: DrawQuery;
  /** The table that accepted it: a replay goes there (its figures have acted). */
  readonly honest: TableDouble;
  /** A table where nothing has acted yet: every other alteration goes there. */
  readonly fresh: TableDouble;
  readonly alterations: readonly (readonly [string, Alteration])[];
  readonly cases: number;
  /** The first case's seed (each case draws from its own seeded source). */
  readonly seed: number;
  /** Another unit activated for an "outOfActivation" case, and the honest activation set back after it. */
  readonly activateOther: (table: TableDouble) => void;
  readonly activateBack: (table: TableDouble) => void;
}

/**
 * The honest request altered `cases` times and sent afresh each time (no request id: the GM gives
 * it one; the input copied as the wire carries it, JSON). Which ones were accepted or refused
 * without a localized line, the kinds drawn, and both tables before and after.
 */
export async function sendAltered(run: AlteredRun): Promise<{
  readonly failures: string[];
  readonly kinds: string[];
  readonly before: string[];
  readonly after: string[];
}> {
  const tables = [run.honest, run.fresh];
  const before = tables.map(tableSnapshot);
  const failures: string[] = [];
  const kinds = new Set<string>();
  const { requestId: _sent, ...sent } = run.query;
  for (let i = 0; i < run.cases; i += 1) {
    const rnd = prng(run.seed + i);
    const [kind, alter] = rnd.pick(run.alterations);
    kinds.add(kind);
    const altered = alter(rnd, JSON.parse(JSON.stringify(run.query.input)) as Json);
    // A replay (as copies, or named as the honest client sent it) goes to the table that accepted the honest request.
    const on = kind.startsWith("replayed") ? run.honest : run.fresh;
    if (altered === "outOfActivation") run.activateOther(on);
    const answer = await on.coordinator.draw({
      ...sent,
      input: altered === "outOfActivation" ? run.query.input : altered,
    });
    if (altered === "outOfActivation") run.activateBack(on);
    const where = `case ${i} (${kind})`;
    if (answer.ok) failures.push(`${where}: accepted`);
    else if (answer.key.endsWith("drawFailed") || format(answer.key, answer.data) === answer.key)
      failures.push(`${where}: not a localized refusal: ${answer.key} ${JSON.stringify(answer.data)}`);
  }
  return { failures, kinds: [...kinds].sort(), before, after: tables.map(tableSnapshot) };
}
