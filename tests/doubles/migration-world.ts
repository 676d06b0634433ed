/**
 * An in-memory world for the world migration (the port of src/foundry/migrations/places.ts):
 * actors with items, scenes whose unlinked tokens keep an ActorDelta over their base actor, and
 * compendiums (locked or not, whose listing can throw) of actors, items, scenes and adventures.
 * Every write changes the stored sources, so a test reads the result where the table reads it.
 */
import type {
  PackContents,
  StoredActor,
  StoredAdventure,
  StoredPack,
  StoredScene,
  StoredSet,
  StoredToken,
  WorldDocuments,
  PlaceLabels,
} from "@foundry/migrations/places";
import type { SystemUpdate } from "@foundry/migrations/runner";

export type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const merged = (base: Rec, over: Rec): Rec => {
  const out: Rec = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isRec(out[k]) && isRec(v) ? merged(out[k] as Rec, v) : v;
  return out;
};

export interface ItemSource {
  _id: string;
  name: string;
  type: string;
  system: Rec;
}
export interface ActorSource extends ItemSource {
  items: ItemSource[];
}
export interface TokenSource {
  _id: string;
  actorId: string;
  actorLink: boolean;
  delta: { system?: Rec; items?: (ItemSource | { _id: string; _tombstone: true })[] };
}

export const labels: PlaceLabels = {
  worldActors: "World actors",
  worldItems: "World items",
  itemsOf: (name) => `Items of ${name}`,
  scene: (name) => `Scene "${name}"`,
  within: (place, name) => `${place}: ${name}`,
};

function itemsSet(owner: { items: ItemSource[] }, log: string[], where: string): StoredSet {
  return {
    documents: owner.items.map((i) => ({ id: i._id, name: i.name, type: i.type, system: structuredClone(i.system) })),
    write: async (updates: readonly SystemUpdate[]) => {
      log.push(`items ${where}`);
      for (const u of updates) {
        const item = owner.items.find((i) => i._id === u._id);
        if (item) item.system = structuredClone(u.system);
      }
    },
  };
}

function storedActor(actor: ActorSource, log: string[]): StoredActor {
  return {
    id: actor._id,
    name: actor.name,
    type: actor.type,
    system: structuredClone(actor.system),
    items: itemsSet(actor, log, actor.name),
    change: async (change) => {
      log.push(`owned ${actor.name}`);
      if (change.patch) actor.system = merged(actor.system, change.patch);
      actor.items = actor.items.filter((i) => !change.deleteItems.includes(i._id));
    },
  };
}

export function actorSet(actors: ActorSource[], log: string[], guard: () => void = () => {}): StoredSet<StoredActor> {
  return {
    documents: actors.map((a) => storedActor(a, log)),
    write: async (updates) => {
      guard();
      log.push(`actors ${updates.map((u) => u._id).join(",")}`);
      for (const u of updates) {
        const actor = actors.find((a) => a._id === u._id);
        if (actor) actor.system = structuredClone(u.system);
      }
    },
  };
}

/** The token's actor as Foundry builds it: base merged with the delta; writes go to the delta only. */
function tokenActor(token: TokenSource, base: ActorSource, log: string[]): StoredSet<StoredActor> {
  const own = () => token.delta.items ?? [];
  const items = (): ItemSource[] => {
    const byId = new Map(base.items.map((i) => [i._id, i] as const));
    for (const i of own()) {
      if ("_tombstone" in i) byId.delete(i._id);
      else byId.set(i._id, i);
    }
    return [...byId.values()];
  };
  const seen = () => merged(base.system, token.delta.system ?? {});
  const actor: StoredActor = {
    id: base._id,
    name: base.name,
    type: base.type,
    system: structuredClone(seen()),
    items: {
      documents: items().map((i) => ({ id: i._id, name: i.name, type: i.type, system: structuredClone(i.system) })),
      write: async (updates) => {
        log.push(`token items ${token._id}`);
        const delta = (token.delta.items ??= []);
        for (const u of updates) {
          const item = items().find((i) => i._id === u._id);
          if (!item) continue;
          const copy = { ...structuredClone(item), system: structuredClone(u.system) };
          const at = delta.findIndex((i) => i._id === u._id);
          if (at >= 0) delta[at] = copy;
          else delta.push(copy);
        }
      },
    },
    change: async (change) => {
      log.push(`token owned ${token._id}`);
      if (change.patch) token.delta.system = merged(token.delta.system ?? {}, change.patch);
      const delta = (token.delta.items ??= []);
      for (const id of change.deleteItems) {
        token.delta.items = delta.filter((i) => i._id !== id);
        if (base.items.some((i) => i._id === id)) token.delta.items.push({ _id: id, _tombstone: true });
      }
    },
  };
  return {
    documents: [actor],
    write: async (updates) => {
      log.push(`token ${token._id}`);
      // Foundry diffs the update against the synthetic actor and writes the differences to the delta.
      for (const u of updates) {
        const before = seen();
        const diff: Rec = {};
        for (const [k, v] of Object.entries(u.system)) if (JSON.stringify(v) !== JSON.stringify(before[k])) diff[k] = v;
        token.delta.system = merged(token.delta.system ?? {}, diff);
      }
    },
  };
}

export function scene(name: string, tokens: TokenSource[], bases: () => ActorSource[], log: string[]): StoredScene {
  return {
    name,
    size: tokens.length,
    tokens: () =>
      tokens.map((t): StoredToken => ({
        linked: t.actorLink,
        actor: () => {
          const base = bases().find((a) => a._id === t.actorId);
          return base ? tokenActor(t, base, log) : null;
        },
      })),
  };
}

export interface PackDouble extends StoredPack {
  lockedNow: boolean;
  readonly lockCalls: boolean[];
  /** Throws as Foundry does when a locked compendium is written. */
  assertUnlocked(): void;
}

/** A world compendium; `build` gives its contents (their writes call `assertUnlocked`). */
export function pack(
  title: string,
  build: (p: PackDouble) => PackContents,
  { locked = true, size = 1, failLoad = "" }: { locked?: boolean; size?: number; failLoad?: string } = {},
): PackDouble {
  const p: PackDouble = {
    title,
    size,
    locked,
    lockedNow: locked,
    lockCalls: [],
    assertUnlocked: () => {
      if (p.lockedNow) throw new Error("You cannot modify content in this compendium pack because it is locked.");
    },
    setLocked: async (value) => {
      p.lockCalls.push(value);
      p.lockedNow = value;
    },
    load: async () => {
      if (failLoad) throw new Error(failLoad);
      return build(p);
    },
  };
  return p;
}

export function adventure(
  name: string,
  source: Rec,
  log: string[],
  guard: () => void = () => {},
): StoredAdventure & { source: Rec } {
  const a = {
    name,
    source,
    update: async (change: Rec) => {
      guard();
      log.push(`adventure ${name}`);
      Object.assign(a.source, structuredClone(change));
    },
  };
  return a;
}

export interface WorldDouble extends WorldDocuments {
  readonly log: string[];
}

export function world(parts: {
  actors?: ActorSource[];
  items?: ItemSource[];
  scenes?: { name: string; tokens: TokenSource[] }[];
  packs?: StoredPack[];
  log?: string[];
}): WorldDouble {
  const log = parts.log ?? [];
  const actors = parts.actors ?? [];
  const items = { items: parts.items ?? [] };
  return {
    log,
    actors: () => actorSet(actors, log),
    items: () => itemsSet(items, log, "world"),
    scenes: () => (parts.scenes ?? []).map((s) => scene(s.name, s.tokens, () => actors, log)),
    packs: () => parts.packs ?? [],
  };
}
