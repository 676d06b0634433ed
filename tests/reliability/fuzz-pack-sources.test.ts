/**
 * Pack sources, fuzzed (the generated sources): 1,600 seeded broken documents made from
 * the real generated ones: a field deleted, of the wrong type or unknown, a bad _id, _key or
 * image path, a broken embedded item, card or page; and broken `system` objects checked
 * against the data models' own field lists. Each is refused by its pack's zod schema with an
 * issue naming the field, and the source object is never changed (deep-frozen, compared).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildPacks } from "../../tools/packs/build";
import type { PackSource, SourceDoc } from "../../tools/packs/docs";
import { validateDocument } from "../../tools/packs/schema";
import { loadModelSchemas, type ModelSchemas } from "../packs/model-schemas";
import { prng, type Prng } from "../doubles/recording";
import { DELETE, deepFreeze, leafPaths, withLeaf, wrongType } from "./fuzz";

const DOC_CASES = 1100;
const SYSTEM_CASES = 500;

const packs = buildPacks();
let models: ModelSchemas;
beforeAll(async () => {
  models = await loadModelSchemas();
});

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

interface Broken {
  readonly doc: SourceDoc;
  /** The issue must name this path ("img", "cards.3.system", "items.0._key"). */
  readonly path: string;
  readonly kind: string;
}

type DocGen = (rnd: Prng, doc: SourceDoc) => Broken | null;

const topKeys = (doc: SourceDoc) => Object.keys(doc).filter((k) => k !== "_key");

const DOC_GENERATORS: readonly [string, DocGen][] = [
  [
    "deleteField",
    (rnd, doc) => {
      const key = rnd.pick(topKeys(doc));
      return { doc: withLeaf(doc, [key], DELETE), path: key, kind: "deleteField" };
    },
  ],
  [
    "wrongType",
    (rnd, doc) => {
      const key = rnd.pick(topKeys(doc).filter((k) => k !== "_id"));
      return { doc: withLeaf(doc, [key], wrongType(rnd, doc[key])), path: key, kind: "wrongType" };
    },
  ],
  [
    "unknownField",
    (rnd, doc) => {
      const key = rnd.pick(["extra", "System", "permission", "data", "__v"]);
      return { doc: withLeaf(doc, [key], 1), path: "", kind: "unknownField" };
    },
  ],
  [
    "badId",
    (rnd, doc) => ({
      doc: withLeaf(doc, ["_id"], rnd.pick(["short", "has-dash-00000000", "", "x".repeat(17), "ünïcödé000000000"])),
      path: "_id",
      kind: "badId",
    }),
  ],
  [
    "badKey",
    (rnd, doc) => ({
      doc: withLeaf(
        doc,
        ["_key"],
        rnd.pick([`!items!${doc._id}x`, `!actors!${doc._id.slice(1)}`, doc._id, "", `!journal!0000000000000000`]),
      ),
      path: "_key",
      kind: "badKey",
    }),
  ],
  [
    "badImage",
    (rnd, doc) => {
      if (!("img" in doc)) return null;
      return {
        doc: withLeaf(
          doc,
          ["img"],
          rnd.pick([
            "https://example.com/x.png",
            "javascript:alert(1)",
            "systems/other-system/x.svg",
            "systems/combat-patrol/x.gif",
            "systems/combat-patrol/../../x.svg ",
          ]),
        ),
        path: "img",
        kind: "badImage",
      };
    },
  ],
  [
    "badName",
    (rnd, doc) => ({
      doc: withLeaf(doc, ["name"], rnd.pick<unknown>(["", "   ", null, 12])),
      path: "name",
      kind: "badName",
    }),
  ],
  [
    "badEmbedded",
    (rnd, doc) => {
      for (const field of ["items", "cards", "pages"]) {
        const list = doc[field];
        if (!Array.isArray(list) || list.length === 0) continue;
        const i = rnd.int(list.length);
        const child: unknown = list[i];
        if (!isRecord(child)) continue;
        const [key, value] = rnd.pick<[string, unknown]>([
          ["_key", "!bad!key"],
          ["_id", "nope"],
          ["name", ""],
          ["sort", -1],
          ["flags", "x"],
        ]);
        if (!(key in child)) continue;
        return { doc: withLeaf(doc, [field, String(i), key], value), path: `${field}.${i}`, kind: "badEmbedded" };
      }
      return null;
    },
  ],
  [
    "badCardSystem",
    (rnd, doc) => {
      const cards = doc.cards;
      if (!Array.isArray(cards) || cards.length === 0) return null;
      const i = rnd.int(cards.length);
      const card: unknown = cards[i];
      if (!isRecord(card) || !isRecord(card.system)) return null;
      const leaf = rnd.pick(Object.keys(card.system));
      return {
        doc: withLeaf(doc, ["cards", String(i), "system", leaf], wrongType(rnd, card.system[leaf])),
        path: `cards.${i}.system`,
        kind: "badCardSystem",
      };
    },
  ],
];

/** A broken `system` of an Actor, Item or Card, and the path the data model must name. */
function brokenSystem(rnd: Prng): { schema: z.ZodType; system: unknown; path: string; kind: string; where: string } {
  const withSystems = packs.filter((p) => p.type === "Actor" || p.type === "Item" || p.type === "Cards");
  const pack = rnd.pick(withSystems);
  const doc = rnd.pick(pack.docs.filter((d) => !d._key.startsWith("!folders!")));
  let system: unknown = doc.system;
  let schema = pack.type === "Item" ? models.Item[String(doc.type)] : models.Actor[String(doc.type)];
  let where = `${pack.name}/${doc.name}`;
  if (pack.type === "Cards") {
    const cards = Array.isArray(doc.cards) ? doc.cards : [];
    const card: unknown = rnd.pick(cards);
    if (!isRecord(card)) throw new Error("a card is not an object");
    system = card.system;
    schema = models.Card[String(card.type)];
    where += ` card ${String(card.name)}`;
  }
  if (!schema || !isRecord(system)) throw new Error(`no model for ${where}`);
  // ruleFlags is a free object (any key, any value): nothing in it can be wrong.
  const leaves = leafPaths(system).filter((p) => p.length > 0 && p[0] !== "ruleFlags");
  const leaf = rnd.pick(leaves);
  const roll = rnd.next();
  if (roll < 0.4)
    return { schema, system: withLeaf(system, leaf, DELETE), path: leaf.join("."), kind: "delete", where };
  if (roll < 0.8) {
    const current = leaf.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), system);
    return {
      schema,
      system: withLeaf(system, leaf, wrongType(rnd, current)),
      path: leaf.join("."),
      kind: "wrongType",
      where,
    };
  }
  const parent = leaf.slice(0, -1);
  return {
    schema,
    system: withLeaf(system, [...parent, "unknownField"], 1),
    path: parent.join("."),
    kind: "unknownField",
    where,
  };
}

describe("pack sources, fuzzed", () => {
  it("control: every generated document passes its pack's schema", () => {
    const problems = packs.flatMap((pack) => pack.docs.flatMap((doc) => validateDocument(pack, doc)));
    expect(problems).toEqual([]);
  });

  it(`${DOC_CASES} broken documents: each refused by its pack's schema with an issue naming the field; the source unchanged`, () => {
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    let made = 0;
    for (let i = 0; made < DOC_CASES; i += 1) {
      const rnd = prng(70_000 + i);
      const [kind, gen] = rnd.pick(DOC_GENERATORS);
      const pack: PackSource =
        kind === "badCardSystem" ? rnd.pick(packs.filter((p) => p.type === "Cards")) : rnd.pick(packs);
      const doc = rnd.pick(pack.docs);
      const broken = gen(rnd, doc);
      if (!broken) continue;
      made += 1;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const before = JSON.stringify(broken.doc);
      deepFreeze(broken.doc);
      const issues = validateDocument(pack, broken.doc);
      const where = `case ${i} (${kind}, ${pack.name}/${doc.name})`;
      const naming = new RegExp(broken.path ? `: ${esc(broken.path)}(\\.|:)` : `: : `);
      if (issues.length === 0) failures.push(`${where}: accepted`);
      else if (!issues.some((issue) => naming.test(issue)))
        failures.push(`${where}: no issue names ${broken.path || "(root)"}: ${issues.slice(0, 2).join(" | ")}`);
      if (JSON.stringify(broken.doc) !== before) failures.push(`${where}: the source changed`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    for (const [kind] of DOC_GENERATORS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(30);
  });

  it(`${SYSTEM_CASES} broken systems: each refused by the data model's field list with an issue at the field; the source unchanged`, () => {
    const failures: string[] = [];
    for (let i = 0; i < SYSTEM_CASES; i += 1) {
      const rnd = prng(80_000 + i);
      const { schema, system, path, kind, where } = brokenSystem(rnd);
      const before = JSON.stringify(system);
      deepFreeze(system);
      const result = schema.safeParse(system);
      const label = `case ${i} (${kind} ${path}, ${where})`;
      if (result.success) failures.push(`${label}: accepted`);
      else if (!result.error.issues.some((issue) => issue.path.join(".").startsWith(path))) {
        failures.push(`${label}: issues at ${result.error.issues.map((x) => x.path.join(".")).join(", ")}`);
      }
      if (JSON.stringify(system) !== before) failures.push(`${label}: the source changed`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
