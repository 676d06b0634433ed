/**
 * Documents stored INSIDE another document's source, migrated as plain objects (no Foundry): an
 * Adventure's actors (with their items), items and scenes, whose unlinked tokens carry an ActorDelta.
 *
 * Foundry keeps an Adventure's content as whole arrays of sources (`BaseAdventure.defineSchema`:
 * `actors`, `items`, `scenes` are `SetField(EmbeddedDataField(BaseActor | BaseItem | BaseScene))`),
 * so an Adventure is migrated by writing its changed arrays back in one update (world.ts).
 *
 * An unlinked token's ActorDelta holds only what differs from its base actor: `system` (a partial
 * object) and `items` (whole item sources, and tombstones `{_id, _tombstone: true}` for base items
 * the token lost: `TombstoneData` in common/data/data.mjs). The steps run on the token's actor as
 * the table sees it (base merged with delta); only what they change is written into the delta, so
 * the token keeps following its base actor for everything else.
 *
 * Nothing here throws: a document whose steps throw is kept as it was and reported by name.
 */
import type { MigrationFailure, MigrationReport } from "./runner";
import { planOwned } from "./runner";
import { MIGRATION_STEPS, migrateSource, type MigrationStep, type SystemSource } from "@foundry/data/schema-migrations";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const isTombstone = (v: unknown): boolean => isRec(v) && v._tombstone === true;

/** A stored document source the steps can read: an id, a name, a subtype and a system object. */
interface Readable {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: SystemSource;
}

function readable(v: unknown, fallbackType: string | null = null): Readable | null {
  if (!isRec(v) || !isRec(v.system)) return null;
  const id = str(v._id);
  const type = str(v.type) ?? fallbackType;
  if (id === null || type === null) return null;
  return { id, name: str(v.name) ?? id, type, system: v.system };
}

/** `base` with `over` merged in, objects key by key (how Foundry lays an ActorDelta's system over its base). */
function merged(base: Rec, over: Rec): Rec {
  const out: Rec = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isRec(below) && isRec(value) ? merged(below, value) : value;
  }
  return out;
}

/** An item source with the Item steps run; the same object when nothing changed. */
function migratedItem(item: unknown, from: number, steps: readonly MigrationStep[]): unknown {
  const r = readable(item);
  if (!r || !isRec(item)) return item;
  const system = migrateSource("Item", { name: r.name, type: r.type, system: r.system }, from, steps).system;
  return same(system, r.system) ? item : { ...item, system };
}

/** An actor source (with its items) migrated: the per-document steps, then the Owned steps. Throws when a step does. */
function migrateActorSource(actor: unknown, from: number, steps: readonly MigrationStep[] = MIGRATION_STEPS) {
  const r = readable(actor);
  if (!r || !isRec(actor)) return actor;
  const items = list(actor.items);
  const owned = planOwned(
    { name: r.name, type: r.type, system: r.system },
    items.flatMap((i) => {
      const item = readable(i);
      return item ? [{ id: item.id, source: { name: item.name, type: item.type, system: item.system } }] : [];
    }),
    from,
    steps,
  );
  let system = migrateSource("Actor", { name: r.name, type: r.type, system: r.system }, from, steps).system;
  if (owned?.patch) system = { ...system, ...owned.patch };
  const deleted = new Set(owned?.deleteItems ?? []);
  const kept = items
    .filter((i) => !(isRec(i) && deleted.has(str(i._id) ?? "")))
    .map((i) => migratedItem(i, from, steps));
  const next = { ...actor, system, ...(Array.isArray(actor.items) ? { items: kept } : {}) };
  return same(next, actor) ? actor : next;
}

/**
 * An unlinked token's ActorDelta migrated against its base actor's (already migrated) source: null
 * when the delta needs nothing. Throws when a step does.
 */
function migrateDeltaSource(
  delta: unknown,
  base: unknown,
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Rec | null {
  const b = readable(base);
  if (!isRec(delta) || !b || !isRec(base)) return null;
  const type = str(delta.type) ?? b.type;
  const own: Rec = isRec(delta.system) ? delta.system : {};
  const seen = merged(b.system, own);
  const name = str(delta.name) ?? b.name;

  // The token's items as the table sees them: the base's, replaced or removed by the delta's.
  const ownItems = list(delta.items).map((i) => (isTombstone(i) ? i : migratedItem(i, from, steps)));
  const items = new Map<string, unknown>();
  for (const i of list(base.items)) if (isRec(i) && str(i._id)) items.set(str(i._id)!, i);
  for (const i of ownItems) {
    const id = isRec(i) ? str(i._id) : null;
    if (id === null) continue;
    if (isTombstone(i)) items.delete(id);
    else items.set(id, i);
  }
  const owned = planOwned(
    { name, type, system: seen },
    [...items.values()].flatMap((i) => {
      const item = readable(i);
      return item ? [{ id: item.id, source: { name: item.name, type: item.type, system: item.system } }] : [];
    }),
    from,
    steps,
  );
  let system = migrateSource("Actor", { name, type, system: seen }, from, steps).system;
  if (owned?.patch) system = { ...system, ...owned.patch };

  // Write into the delta only what the steps changed; what the delta held and the steps dropped goes.
  const nextSystem: Rec = { ...own };
  for (const [key, value] of Object.entries(system)) if (!same(value, seen[key])) nextSystem[key] = value;
  for (const key of Object.keys(own)) if (!(key in system)) Reflect.deleteProperty(nextSystem, key);

  const baseIds = new Set(list(base.items).flatMap((i) => (isRec(i) && str(i._id) ? [str(i._id)!] : [])));
  let nextItems = ownItems;
  for (const id of owned?.deleteItems ?? []) {
    nextItems = nextItems.filter((i) => !(isRec(i) && str(i._id) === id && !isTombstone(i)));
    if (baseIds.has(id) && !nextItems.some((i) => isRec(i) && str(i._id) === id))
      nextItems.push({ _id: id, _tombstone: true });
  }
  const next: Rec = {
    ...delta,
    ...(isRec(delta.system) || Object.keys(nextSystem).length ? { system: nextSystem } : {}),
    ...(Array.isArray(delta.items) || nextItems.length ? { items: nextItems } : {}),
  };
  return same(next, delta) ? null : next;
}

/** What an Adventure's migration writes back: only the arrays that changed. */
export type AdventureChange = Partial<Record<"actors" | "items" | "scenes", unknown[]>>;

/** Migrate an Adventure's embedded actors, items and scenes' token deltas; never throws. */
export function migrateAdventureSource(
  label: string,
  source: unknown,
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): { readonly change: AdventureChange | null; readonly report: MigrationReport } {
  const src: Rec = isRec(source) ? source : {};
  const failures: MigrationFailure[] = [];
  let migrated = 0;
  let unchanged = 0;
  const change: AdventureChange = {};
  const fail = (doc: unknown, documentName: "Actor" | "Item", error: unknown) => {
    const r = isRec(doc) ? doc : {};
    const id = str(r._id) ?? "";
    failures.push({ name: str(r.name) ?? id, where: label, documentName, id, error: message(error) });
  };
  const each = (key: "actors" | "items", documentName: "Actor" | "Item", run: (doc: unknown) => unknown) => {
    if (!Array.isArray(src[key])) return [];
    let changed = false;
    const out = list(src[key]).map((doc) => {
      try {
        const next = run(doc);
        if (next === doc) unchanged += 1;
        else {
          changed = true;
          migrated += 1;
        }
        return next;
      } catch (error) {
        fail(doc, documentName, error);
        return doc;
      }
    });
    if (changed) change[key] = out;
    return out;
  };
  const actors = each("actors", "Actor", (a) => migrateActorSource(a, from, steps));
  each("items", "Item", (i) => migratedItem(i, from, steps));

  // Scenes: an unlinked token's delta against the Adventure's own (migrated) actor it stands for.
  const bases = new Map(actors.flatMap((a) => (isRec(a) && str(a._id) ? [[str(a._id)!, a] as const] : [])));
  let scenesChanged = false;
  const scenes = list(src.scenes).map((scene) => {
    if (!isRec(scene) || !Array.isArray(scene.tokens)) return scene;
    let tokensChanged = false;
    const tokens = scene.tokens.map((token) => {
      if (!isRec(token) || token.actorLink === true) return token;
      const base = bases.get(str(token.actorId) ?? "");
      if (!base || !isRec(token.delta)) return token;
      try {
        const delta = migrateDeltaSource(token.delta, base, from, steps);
        if (!delta) return token;
        tokensChanged = true;
        migrated += 1;
        return { ...token, delta };
      } catch (error) {
        fail({ _id: str(token._id), name: str(token.name) ?? str(base.name) }, "Actor", error);
        return token;
      }
    });
    if (!tokensChanged) return scene;
    scenesChanged = true;
    return { ...scene, tokens };
  });
  if (scenesChanged) change.scenes = scenes;
  return { change: Object.keys(change).length ? change : null, report: { migrated, unchanged, failures } };
}
