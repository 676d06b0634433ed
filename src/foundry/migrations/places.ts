/**
 * Where the world's documents live, as the migration sees them (the port world.ts fills from the
 * game, the tests from doubles), and the phases built from them (phases.ts runs those):
 *
 * 1. the world's actors (with their items) and items;
 * 2. each scene's unlinked tokens: their synthetic actors, whose writes Foundry routes to the token's
 *    ActorDelta; read only when the phase runs, after the world's actors were written, so what a
 *    token inherits from its migrated base shows as unchanged and only its own differences are written;
 * 3. each world compendium of actors, items, scenes or adventures: unlocked for the migration when
 *    locked and relocked after it, whatever happened.
 *
 * Linked tokens are their world actor (migrated in 1); a token with no actor has nothing to migrate.
 */
import type {
  MigratableDocument,
  MigrationCollection,
  MigrationFailure,
  OwnerCollection,
  SystemUpdate,
} from "./runner";
import type { MigrationBatch, MigrationPhase } from "./phases";
import type { OwnedChange } from "@foundry/data/schema-migrations";
import { migrateAdventureSource, type AdventureChange } from "./embedded";

/** A stored document: its id, name, subtype and stored system (`toObject().system`). */
interface StoredDocument {
  readonly id: string | null;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

/** Documents written together (one server call for their systems). */
export interface StoredSet<T extends StoredDocument = StoredDocument> {
  readonly documents: readonly T[];
  write(updates: readonly SystemUpdate[]): Promise<void>;
}

export interface StoredActor extends StoredDocument {
  readonly items: StoredSet;
  /** The Owned steps' change: merge `patch` into the system, delete these items. */
  change(change: OwnedChange): Promise<void>;
}

export interface StoredToken {
  readonly linked: boolean;
  /** The token's actor as a set of one (its write goes to the token's ActorDelta); null when it has none. */
  actor(): StoredSet<StoredActor> | null;
}

export interface StoredScene {
  readonly name: string;
  readonly size: number;
  tokens(): readonly StoredToken[];
}

export interface StoredAdventure {
  readonly name: string;
  readonly source: unknown;
  update(change: AdventureChange): Promise<void>;
}

export interface PackContents {
  readonly actors?: StoredSet<StoredActor>;
  readonly items?: StoredSet;
  readonly scenes?: readonly StoredScene[];
  readonly adventures?: readonly StoredAdventure[];
}

/** A world compendium of actors, items, scenes or adventures. */
export interface StoredPack {
  readonly title: string;
  readonly size: number;
  readonly locked: boolean;
  setLocked(locked: boolean): Promise<void>;
  load(): Promise<PackContents>;
}

export interface WorldDocuments {
  actors(): StoredSet<StoredActor>;
  items(): StoredSet;
  scenes(): readonly StoredScene[];
  packs(): readonly StoredPack[];
}

/** The names the GM reads in the report (localized by world.ts). */
export interface PlaceLabels {
  readonly worldActors: string;
  readonly worldItems: string;
  itemsOf(name: string): string;
  scene(name: string): string;
  within(place: string, name: string): string;
}

function migratable(doc: StoredDocument): MigratableDocument | null {
  const system = doc.system;
  if (doc.id === null || typeof system !== "object" || system === null || Array.isArray(system)) return null;
  return { id: doc.id, source: { name: doc.name, type: doc.type, system: { ...(system as Record<string, unknown>) } } };
}
const present = <T>(v: T | null): v is T => v !== null;

function collection(label: string, documentName: "Actor" | "Item", set: StoredSet): MigrationCollection {
  return {
    label,
    documentName,
    documents: set.documents.map(migratable).filter(present),
    write: (updates) => set.write(updates),
  };
}

/** The collections and owners of a set of actors: the actors, each actor's items, each actor with its items. */
function actorsBatch(
  label: string,
  set: StoredSet<StoredActor>,
  itemsLabel: (actor: StoredActor) => string,
): MigrationBatch {
  const owners: OwnerCollection[] = set.documents.flatMap((actor) => {
    const owner = migratable(actor);
    if (!owner) return [];
    return [
      {
        label,
        owner,
        items: actor.items.documents.map(migratable).filter(present),
        write: (change: OwnedChange) => actor.change(change),
      },
    ];
  });
  return {
    collections: [
      collection(label, "Actor", set),
      ...set.documents.map((a) => collection(itemsLabel(a), "Item", a.items)),
    ],
    owners,
  };
}

const join = (batches: readonly MigrationBatch[], whole?: MigrationBatch["whole"]): MigrationBatch => ({
  collections: batches.flatMap((b) => b.collections),
  owners: batches.flatMap((b) => b.owners),
  ...(whole ? { whole } : {}),
});

function tokensBatch(place: string, scene: StoredScene, labels: PlaceLabels): MigrationBatch {
  return join(
    scene.tokens().flatMap((token) => {
      if (token.linked) return [];
      const set = token.actor();
      if (!set) return [];
      return [actorsBatch(place, set, (a) => labels.within(place, a.name))];
    }),
  );
}

function adventuresRun(
  labels: PlaceLabels,
  place: string,
  adventures: readonly StoredAdventure[],
): MigrationBatch["whole"] {
  return async (from, steps) => {
    let migrated = 0;
    let unchanged = 0;
    const failures: MigrationFailure[] = [];
    for (const adventure of adventures) {
      const { change, report } = migrateAdventureSource(
        labels.within(place, adventure.name),
        adventure.source,
        from,
        steps,
      );
      unchanged += report.unchanged;
      failures.push(...report.failures);
      if (!change) continue;
      try {
        // One update of the changed arrays: the Adventure's content is whole arrays of sources (embedded.ts).
        await adventure.update(change);
        migrated += report.migrated;
      } catch (error) {
        failures.push({
          name: adventure.name,
          where: place,
          documentName: "Adventure",
          id: "",
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { migrated, unchanged, failures };
  };
}

/** The phases of a world's migration, in order. */
export function buildPhases(world: WorldDocuments, labels: PlaceLabels): MigrationPhase[] {
  const phases: MigrationPhase[] = [];
  const actors = world.actors();
  const items = world.items();
  phases.push({
    label: labels.worldActors,
    size: actors.documents.length + items.documents.length,
    list: async () =>
      join([
        actorsBatch(labels.worldActors, actors, (a) => labels.itemsOf(a.name)),
        { collections: [collection(labels.worldItems, "Item", items)], owners: [] },
      ]),
  });
  for (const scene of world.scenes()) {
    const place = labels.scene(scene.name);
    phases.push({ label: place, size: scene.size, list: async () => tokensBatch(place, scene, labels) });
  }
  for (const pack of world.packs()) {
    let unlocked = false;
    phases.push({
      label: pack.title,
      size: pack.size,
      open: async () => {
        if (!pack.locked) return;
        unlocked = true; // set first: a configure that half-fails is still put back
        await pack.setLocked(false);
      },
      close: async () => {
        if (unlocked) await pack.setLocked(true);
      },
      list: async () => {
        const contents = await pack.load();
        const batches: MigrationBatch[] = [];
        if (contents.actors)
          batches.push(actorsBatch(pack.title, contents.actors, (a) => labels.within(pack.title, a.name)));
        if (contents.items) batches.push({ collections: [collection(pack.title, "Item", contents.items)], owners: [] });
        for (const scene of contents.scenes ?? [])
          batches.push(tokensBatch(labels.within(pack.title, scene.name), scene, labels));
        const adventures = contents.adventures ?? [];
        return join(batches, adventures.length ? adventuresRun(labels, pack.title, adventures) : undefined);
      },
    });
  }
  return phases;
}
