/**
 * Migrations never lose data. Fixtures for every schema version and every subtype it had
 * (v1: figure and weapon, helper fixtures in tests/foundry/migrations; v2, the current one:
 * every Actor and Item subtype, the unit/herd/wagon/gun/explosive ones here, taken from the
 * generated packs). From every older version a fixture keeps every field it stored (only the
 * documented derived `wounded` flag goes) and every value the steps do not document changing;
 * a current fixture comes out identical. The load-time migration never throws and never
 * changes its input on 1,400 seeded odd systems. A document that fails is kept as it was and
 * reported by name, the others are written.
 */
import { describe, expect, it } from "vitest";
import figureV1 from "../foundry/migrations/fixtures/figure-v1.json";
import figureV2 from "../foundry/migrations/fixtures/figure-v2.json";
import weaponV1 from "../foundry/migrations/fixtures/weapon-v1.json";
import weaponV2 from "../foundry/migrations/fixtures/weapon-v2.json";
import unitV2 from "./fixtures/migrations/unit-v2.json";
import herdV2 from "./fixtures/migrations/herd-v2.json";
import wagonV2 from "./fixtures/migrations/wagon-v2.json";
import gunV2 from "./fixtures/migrations/gun-v2.json";
import explosiveV2 from "./fixtures/migrations/explosive-v2.json";
import {
  MIGRATION_STEPS,
  SCHEMA_VERSION,
  migrateSource,
  migrateSystemSource,
  type DocumentName,
  type DocumentSource,
  type MigrationStep,
  type SystemSource,
} from "@foundry/data/schema-migrations";
import { runMigration, type MigrationCollection, type SystemUpdate } from "@foundry/migrations/runner";
import { DEFAULTS } from "@foundry/data/sources";
import { prng } from "../doubles/recording";
import { DELETE, deepFreeze, leafPaths, thrown, withLeaf, wrongType } from "./fuzz";

interface Fixture {
  readonly version: number;
  readonly documentName: DocumentName;
  readonly source: DocumentSource;
}

const ACTORS = ["figure", "unit", "herd", "wagon", "gun"] as const;
const ITEMS = ["weapon", "explosive"] as const;
const documentOf = (type: string): DocumentName => ((ITEMS as readonly string[]).includes(type) ? "Item" : "Actor");
const fixture = (version: number, doc: { name: string; type: string; system: object }): Fixture => ({
  version,
  documentName: documentOf(doc.type),
  source: { name: doc.name, type: doc.type, system: { ...doc.system } },
});

const FIXTURES: readonly Fixture[] = [
  fixture(1, figureV1),
  fixture(1, weaponV1),
  fixture(2, { name: "Sgt. Hale", type: "figure", system: figureV2 }),
  fixture(2, { name: "Bow", type: "weapon", system: weaponV2 }),
  fixture(2, unitV2),
  fixture(2, herdV2),
  fixture(2, wagonV2),
  fixture(2, gunV2),
  fixture(2, explosiveV2),
];

/**
 * The last version whose steps change one document's shape (v3 is an Owned step: a figure with its items, steps.ts).
 */
const LAST_SHAPE = Math.max(
  ...MIGRATION_STEPS.filter((s) => s.Actor !== undefined || s.Item !== undefined).map((s) => s.version),
);

/** What the steps are documented to drop or change (steps.ts "History"); everything else must survive. */
const DROPS: Readonly<Record<string, readonly string[]>> = { figure: ["wounded"] };
const CHANGES: Readonly<Record<string, readonly string[]>> = { figure: ["wounds", "states.incapacitated"] };

const valueAt = (tree: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined),
    tree,
  );

/** Fields of `before` that `after` lost or changed without the steps documenting it. */
function lost(type: string, before: SystemSource, after: SystemSource): string[] {
  const out: string[] = [];
  for (const path of leafPaths(before)) {
    const key = path.join(".");
    if (!key) continue;
    if ((DROPS[type] ?? []).includes(key)) continue;
    const now = valueAt(after, path);
    if (now === undefined) out.push(`${key} lost`);
    else if (!(CHANGES[type] ?? []).includes(key) && JSON.stringify(now) !== JSON.stringify(valueAt(before, path)))
      out.push(`${key} changed`);
  }
  return out;
}

describe("migration fixtures", () => {
  it("every schema version has a fixture for every subtype: v1 figure and weapon, the current shapes (v2; v3 changes an actor with its items only) all seven", () => {
    expect(SCHEMA_VERSION).toBe(3);
    expect(MIGRATION_STEPS.map((s) => s.version)).toEqual([2, 3]);
    expect(LAST_SHAPE).toBe(2);
    const current = FIXTURES.filter((f) => f.version === LAST_SHAPE)
      .map((f) => f.source.type)
      .sort();
    expect(current).toEqual([...ACTORS, ...ITEMS].sort());
    expect(Object.keys(DEFAULTS).sort()).toEqual([...ACTORS, ...ITEMS].sort());
    expect(
      FIXTURES.filter((f) => f.version === 1)
        .map((f) => f.source.type)
        .sort(),
    ).toEqual(["figure", "weapon"]);
  });

  for (const f of FIXTURES) {
    it(`a v${f.version} ${f.source.type} ("${f.source.name}") migrated from every older version keeps every field and value not documented to change`, () => {
      const source = deepFreeze(structuredClone(f.source));
      for (let from = 0; from <= f.version; from += 1) {
        const migrated = migrateSource(f.documentName, source, from);
        expect(lost(source.type, source.system, migrated.system), `from v${from}`).toEqual([]);
        expect(migrated.name).toBe(source.name);
        expect(migrated.type).toBe(source.type);
        // Idempotent: the load-time migration running again changes nothing.
        expect(migrateSource(f.documentName, migrated, 0)).toEqual(migrated);
      }
      if (f.version === LAST_SHAPE)
        expect(migrateSystemSource(f.documentName, source.type, source.system)).toEqual(source.system);
    });
  }
});

describe("the load-time migration on odd systems", () => {
  it("1,400 seeded odd systems (fields deleted, of the wrong type, unknown, wounds beyond Endurance): never throws, never changes its input, keeps every field", () => {
    const failures: string[] = [];
    let i = 0;
    for (const f of FIXTURES) {
      for (let n = 0; n < 1400 / FIXTURES.length + 1; n += 1, i += 1) {
        const rnd = prng(30_000 + i);
        let system: SystemSource = structuredClone(f.source.system);
        for (let m = 0; m < 1 + rnd.int(3); m += 1) {
          const leaves = leafPaths(system).filter((p) => p.length > 0);
          if (leaves.length === 0) break;
          const leaf = rnd.pick(leaves);
          const roll = rnd.next();
          system =
            roll < 0.3
              ? withLeaf(system, leaf, DELETE)
              : roll < 0.6
                ? withLeaf(system, leaf, wrongType(rnd, valueAt(system, leaf)))
                : roll < 0.8
                  ? withLeaf(system, [`extra${m}`], rnd.pick<unknown>([1, "x", null, { a: 1 }]))
                  : withLeaf(
                      withLeaf(system, ["wounds"], rnd.pick<unknown>([99, -1, "3", null, 2.5])),
                      ["endurance"],
                      rnd.pick<unknown>([1, 0, "2", null, Number.NaN]),
                    );
        }
        const before = JSON.stringify(system);
        deepFreeze(system);
        let after: SystemSource | undefined;
        const error = thrown(() => {
          after = migrateSystemSource(f.documentName, f.source.type, system);
        });
        const where = `case ${i} (${f.source.type}): ${before.slice(0, 120)}`;
        if (error !== undefined) failures.push(`${where}: threw ${String(error)}`);
        if (JSON.stringify(system) !== before) failures.push(`${where}: the input changed`);
        if (after) {
          const missing = lost(f.source.type, system, after).filter((x) => x.endsWith("lost"));
          if (missing.length) failures.push(`${where}: ${missing.join(", ")}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(i).toBeGreaterThanOrEqual(1400);
  });
});

/* ------------------------------------------------------------------ the runner: kept and reported */

function collection(
  label: string,
  documentName: DocumentName,
  fixtures: readonly Fixture[],
  refuse: (u: SystemUpdate) => boolean = () => false,
) {
  const writes: SystemUpdate[][] = [];
  const docs = fixtures.map((f, n) =>
    deepFreeze({
      id: `${f.source.type}${String(n).padStart(16 - f.source.type.length, "0")}`,
      source: structuredClone(f.source),
    }),
  );
  const c: MigrationCollection & { writes: SystemUpdate[][] } = {
    label,
    documentName,
    documents: docs,
    writes,
    async write(updates) {
      if (updates.some(refuse)) throw new Error("the server refused: system.wounds must be an integer");
      writes.push([...updates]);
    },
  };
  return { c, docs };
}

const v1Actors = (): Fixture[] => [
  fixture(1, figureV1),
  fixture(1, { ...figureV1, name: "Cpl. Broken" }),
  fixture(1, { ...figureV1, name: "Pvt. Fine", system: { ...figureV1.system, wounds: 0 } }),
];

describe("a document that fails to migrate is kept and reported", () => {
  it("a step that throws on one actor: it is named with its place and error, never written, its source untouched; the others are written", async () => {
    const breaking: MigrationStep[] = [
      ...MIGRATION_STEPS,
      {
        version: 3,
        title: "test step",
        Actor: {
          figure: (d) => {
            if (d.name === "Cpl. Broken") throw new Error("no melee column");
            return d;
          },
        },
      },
    ];
    const { c, docs } = collection("World actors", "Actor", v1Actors());
    const before = JSON.stringify(docs);
    const report = await runMigration([c], 1, breaking);
    expect(report.failures).toEqual([
      { name: "Cpl. Broken", where: "World actors", documentName: "Actor", id: docs[1]!.id, error: "no melee column" },
    ]);
    expect(report.migrated).toBe(2);
    expect(c.writes.flat().map((u) => u._id)).toEqual([docs[0]!.id, docs[2]!.id]);
    expect(JSON.stringify(docs)).toBe(before);
  });

  it("a step that throws something that is not an Error is reported too", async () => {
    const breaking: MigrationStep[] = [
      {
        version: 3,
        title: "t",
        Item: {
          weapon: () => {
            throw "bad weapon row";
          },
        },
      },
    ];
    const { c } = collection("World items", "Item", [fixture(2, { name: "Bow", type: "weapon", system: weaponV2 })]);
    const report = await runMigration([c], 2, breaking);
    expect(report.failures.map((f) => [f.name, f.error])).toEqual([["Bow", "bad weapon row"]]);
    expect(c.writes).toEqual([]);
  });

  it("a refused write: the batch is retried one by one, the good land, the refused one is named and kept", async () => {
    const { c, docs } = collection("Frontier Forces", "Actor", v1Actors(), (u) => u._id.endsWith("1"));
    const report = await runMigration([c], 1);
    expect(report.failures.map((f) => [f.name, f.where])).toEqual([["Cpl. Broken", "Frontier Forces"]]);
    expect(report.migrated).toBe(2);
    expect(c.writes).toEqual([
      [expect.objectContaining({ _id: docs[0]!.id })],
      [expect.objectContaining({ _id: docs[2]!.id })],
    ]);
  });

  it("every write refused: every document named, nothing lost, the count migrated 0", async () => {
    const { c, docs } = collection("World actors", "Actor", v1Actors(), () => true);
    const before = JSON.stringify(docs);
    const report = await runMigration([c], 1);
    expect(report.migrated).toBe(0);
    expect(report.failures.map((f) => f.name).sort()).toEqual(["Cpl. Broken", "Pvt. Fine", "Sgt. Hale"]);
    expect(JSON.stringify(docs)).toBe(before);
  });

  it("a whole world of current fixtures plans no write at all (nothing rewritten needlessly)", async () => {
    const actors = collection(
      "World actors",
      "Actor",
      FIXTURES.filter((f) => f.version === 2 && f.documentName === "Actor"),
    );
    const items = collection(
      "World items",
      "Item",
      FIXTURES.filter((f) => f.version === 2 && f.documentName === "Item"),
    );
    const report = await runMigration([actors.c, items.c], 2);
    expect(report).toEqual({ migrated: 0, unchanged: 7, failures: [] });
    expect([...actors.c.writes, ...items.c.writes]).toEqual([]);
  });
});
