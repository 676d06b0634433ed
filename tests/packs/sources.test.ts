/**
 * The committed pack sources: regenerated in memory they are byte for byte what is on disk
 * (not stale), system.json declares exactly these packs, every document validates (zod per
 * document type; `system` against the data models' own field lists), and every reference
 * inside a pack (folder, embedded key, actor UUID, owned weapon) resolves.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { migrateSource } from "@foundry/data/schema-migrations";
import { PACKS_ROOT, buildPacks, generatedFiles, manifestPacks } from "../../tools/packs/build";
import type { PackSource, SourceDoc } from "../../tools/packs/docs";
import { ICON_DIR } from "../../tools/packs/icons";
import { MAP_DIR } from "../../tools/packs/maps";
import { BANNER_DIR } from "../../tools/packs/banners";
import { validateDocument } from "../../tools/packs/schema";
import { loadModelSchemas, type ModelSchemas } from "./model-schemas";

const packs = buildPacks();

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((entry) => {
    const path = join(root, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let models: ModelSchemas;
beforeAll(async () => {
  models = await loadModelSchemas();
});

describe("generated pack sources", () => {
  it("are not stale: regenerating writes exactly the committed files (run `npm run packs:generate`)", () => {
    const expected = generatedFiles(packs);
    const onDisk = [...filesUnder(PACKS_ROOT), ...[ICON_DIR, MAP_DIR, BANNER_DIR].flatMap((dir) => filesUnder(dir).filter((p) => p.endsWith(".svg")))].sort();
    expect(onDisk).toEqual([...expected.keys()].sort());
    const differing = [...expected].filter(([path, text]) => readFileSync(path, "utf8") !== text).map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it("system.json declares exactly the generated packs", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: unknown };
    expect(manifest.packs).toEqual(manifestPacks(packs));
  });

  it("ids are unique across every pack, embedded documents included", () => {
    const ids: string[] = [];
    const walk = (doc: Record<string, unknown>) => {
      ids.push(String(doc._id));
      for (const field of ["items", "cards", "pages"]) {
        const children = doc[field];
        if (Array.isArray(children)) for (const c of children as Record<string, unknown>[]) walk(c);
      }
    };
    for (const pack of packs) for (const doc of pack.docs) walk(doc);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** A document of a pack with a `system`, and where it is ("pack/actor/item"). */
interface PackDocument {
  readonly documentName: "Actor" | "Item" | "Card";
  readonly doc: Record<string, unknown>;
  readonly where: string;
}

/**
 * Every document of a pack but its folders: its items or actors (each actor's embedded items after it), each deck's
 * cards.
 */
function* packDocuments(pack: PackSource): Generator<PackDocument> {
  for (const doc of pack.docs) {
    if (doc._key.startsWith("!folders!")) continue;
    if (pack.type === "Item") yield { documentName: "Item", doc, where: `${pack.name}/${doc.name}` };
    if (pack.type === "Actor") {
      yield { documentName: "Actor", doc, where: `${pack.name}/${doc.name}` };
      for (const item of doc.items as Record<string, unknown>[]) yield { documentName: "Item", doc: item, where: `${pack.name}/${doc.name}/${String(item.name)}` };
    }
    if (pack.type === "Cards") for (const card of doc.cards as Record<string, unknown>[]) yield { documentName: "Card", doc: card, where: `${pack.name}/${doc.name}/${String(card.name)}` };
  }
}

/** Every Actor/Item `system` (pack documents and embedded items) against its data model. */
function systemProblems(pack: PackSource, schemas: ModelSchemas): string[] {
  const problems: string[] = [];
  for (const { documentName, doc, where } of packDocuments(pack)) {
    const schema: z.ZodType | undefined = schemas[documentName][String(doc.type)];
    if (!schema) {
      problems.push(`${where}: no ${documentName} data model for type "${String(doc.type)}"`);
      continue;
    }
    const result = schema.safeParse(doc.system);
    if (!result.success) for (const i of result.error.issues) problems.push(`${where} system.${i.path.join(".")}: ${i.message}`);
  }
  return problems;
}

describe.each(packs.map((p) => [p.name, p] as const))("pack %s", (_name, pack) => {
  it("every document validates as its document type (zod)", () => {
    const problems = pack.docs.flatMap((doc) => validateDocument(pack, doc));
    expect(problems).toEqual([]);
  });

  it("documents sit in folders a GM can browse, and no folder is empty", () => {
    const folders = pack.docs.filter((d) => d._key.startsWith("!folders!"));
    const documents = pack.docs.filter((d) => !d._key.startsWith("!folders!"));
    if (pack.type !== "Cards" && pack.type !== "Adventure") expect(documents.filter((d) => d.folder === null).map((d) => d.name)).toEqual([]);
    expect(folders.filter((f) => !pack.docs.some((d) => d.folder === f._id)).map((f) => f.name)).toEqual([]);
  });

  it("every Actor, Item and Card system matches its data model field for field", () => {
    expect(systemProblems(pack, models)).toEqual([]);
  });

  it("folders, embedded keys, images and actor references resolve inside the pack", () => {
    const problems: string[] = [];
    const byId = new Map<string, SourceDoc>(pack.docs.map((d) => [d._id, d]));
    for (const doc of pack.docs) {
      const folder = doc.folder;
      if (folder !== null && folder !== undefined) {
        const f = byId.get(String(folder));
        if (!f || !f._key.startsWith("!folders!") || f.type !== pack.type) problems.push(`${doc.name}: folder ${String(folder)} is not a ${pack.type} folder of this pack`);
      }
      const img = doc.img;
      if (typeof img === "string") {
        const local = img.replace(/^systems\/combat-patrol\//, "");
        if (local === img || !existsSync(local)) problems.push(`${doc.name}: image ${img} is not a file of this system`);
      }
      if (pack.type === "Actor" && !doc._key.startsWith("!folders!")) problems.push(...actorReferenceProblems(doc, byId));
    }
    expect(problems).toEqual([]);
  });
});

/** Actor UUIDs stored in a system ("Actor.<id>") must name an actor of the right type in the same pack. */
function actorReferenceProblems(doc: SourceDoc, byId: ReadonlyMap<string, SourceDoc>): string[] {
  const problems: string[] = [];
  const system = doc.system as Record<string, unknown>;
  const expect = (ref: unknown, types: readonly string[], field: string) => {
    if (ref === null) return;
    const id = typeof ref === "string" ? /^Actor\.([A-Za-z0-9]{16})$/.exec(ref)?.[1] : undefined;
    const target = id ? byId.get(id) : undefined;
    if (!target || !types.includes(String(target.type))) problems.push(`${doc.name}: ${field} ${String(ref)} is not a ${types.join("/")} actor of this pack`);
  };
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  switch (doc.type) {
    case "unit":
      for (const m of list(system.members)) expect(m, ["figure"], "members");
      expect(system.leaderId, ["figure"], "leaderId");
      expect(system.commanderId, ["unit"], "commanderId");
      if (system.leaderId !== null && !list(system.members).includes(system.leaderId)) problems.push(`${doc.name}: the leader is not a member`);
      break;
    case "gun":
      for (const m of list(system.crewIds)) expect(m, ["figure"], "crewIds");
      expect(system.leaderId, ["figure"], "leaderId");
      if (system.leaderId !== null && !list(system.crewIds).includes(system.leaderId)) problems.push(`${doc.name}: the leader is not in the crew`);
      break;
    case "wagon":
      expect(system.driverId, ["figure"], "driverId");
      for (const m of list(system.passengerIds)) expect(m, ["figure"], "passengerIds");
      expect(system.gunId, ["gun"], "gunId");
      break;
    case "herd":
      expect(system.herdedBy, ["unit"], "herdedBy");
      break;
    case "figure": {
      const items = (doc.items as { _id: string; type: string }[]).filter((i) => i.type === "weapon");
      if (system.weaponId !== null && !items.some((i) => i._id === system.weaponId)) problems.push(`${doc.name}: weaponId is not an owned weapon`);
      break;
    }
  }
  return problems;
}

describe("the checks catch broken sources", () => {
  const weapons = packs.find((p) => p.name === "frontier-weapons")!;
  const forces = packs.find((p) => p.name === "old-west-forces")!;
  const weapon = weapons.docs.find((d) => d.type === "weapon")!;
  const withDoc = (pack: PackSource, doc: SourceDoc): PackSource => ({ ...pack, docs: pack.docs.map((d) => (d._id === doc._id ? doc : d)) });

  it("a system with a missing field, an unknown field or a value outside its choices fails the data model check", () => {
    const system = weapon.system as Record<string, unknown>;
    const { notes: _dropped, ...missing } = system;
    for (const broken of [missing, { ...system, extra: 1 }, { ...system, reload: "sometimes" }, { ...system, range: { short: -1, medium: 2, long: 3 } }]) {
      expect(systemProblems(withDoc(weapons, { ...weapon, system: broken }), models).length, JSON.stringify(broken).slice(0, 60)).toBeGreaterThan(0);
    }
  });

  it("an action card showing 7 bullet holes, or an activation card of an unknown kind, fails the Card data models", () => {
    expect(Object.keys(models.Card).sort()).toEqual(["action", "activation"]);
    const decks = packs.find((p) => p.type === "Cards")!;
    for (const deck of decks.docs) {
      const cards = deck.cards as Record<string, unknown>[];
      const first = cards[0]!;
      const system = first.system as Record<string, unknown>;
      const broken = first.type === "action" ? { ...system, hit: 7 } : { ...system, kind: "joker" };
      const withBroken = { ...deck, cards: [{ ...first, system: broken }, ...cards.slice(1)] };
      expect(systemProblems(withDoc(decks, withBroken), models).length, deck.name).toBeGreaterThan(0);
    }
  });

  it("a document without its _key, with a wrong subtype or an unknown field fails the document schema", () => {
    for (const broken of [{ ...weapon, _key: "" }, { ...weapon, type: "gun" }, { ...weapon, surprise: true }]) {
      expect(validateDocument(weapons, broken).length).toBeGreaterThan(0);
    }
  });

  it("a unit whose member is not in the pack fails the reference check", () => {
    const unit = forces.docs.find((d) => d.type === "unit")!;
    const system = unit.system as Record<string, unknown>;
    const broken = { ...unit, system: { ...system, members: ["Actor.AAAAAAAAAAAAAAAA"] } };
    expect(actorReferenceProblems(broken, new Map(forces.docs.map((d) => [d._id, d]))).length).toBeGreaterThan(0);
  });
});

describe("pack sources are at the current schema version", () => {
  it("migrating any Actor or Item system from version 0 changes nothing (the packs are written in the newest shape)", () => {
    const changed: string[] = [];
    for (const pack of packs) {
      for (const { documentName, doc, where } of packDocuments(pack)) {
        if (documentName === "Card") continue;
        const system = doc.system as Record<string, unknown>;
        const migrated = migrateSource(documentName, { name: String(doc.name), type: String(doc.type), system }, 0).system;
        if (JSON.stringify(migrated) !== JSON.stringify(system)) changed.push(where);
      }
    }
    expect(changed).toEqual([]);
  });
});
