/**
 * The migration runner's logic over collections of plain sources with an injected write, so
 * a test drives it with doubles (a collection whose write throws, a step that throws).
 *
 * Rules: a document whose steps throw, or whose write is refused, is KEPT as it was and
 * reported by name (never hidden, never deleted); the world's schema version moves on only
 * when every document migrated, so the GM is told again at the next start until it is fixed.
 */
import {
  MIGRATION_STEPS,
  migrateSource,
  stepsAfter,
  type DocumentName,
  type DocumentSource,
  type MigrationStep,
  type OwnedChange,
  type SystemSource,
} from "@foundry/data/schema-migrations";

export interface MigratableDocument {
  readonly id: string;
  readonly source: DocumentSource;
}

export interface SystemUpdate {
  readonly _id: string;
  readonly system: SystemSource;
}

/** One batch of documents written together: world actors, one actor's items, one compendium. */
export interface MigrationCollection {
  /** Where the documents live, for the GM's report ("World actors", "Items of Sgt. Hale", a pack title). */
  readonly label: string;
  readonly documentName: DocumentName;
  readonly documents: readonly MigratableDocument[];
  /** Replace the system data of these documents (one server call). */
  write(updates: readonly SystemUpdate[]): Promise<void>;
}

export interface MigrationFailure {
  readonly name: string;
  readonly where: string;
  /** An Adventure is written whole (embedded.ts): when its write is refused, it is the one named. */
  readonly documentName: DocumentName | "Adventure";
  readonly id: string;
  readonly error: string;
}

export interface MigrationReport {
  readonly migrated: number;
  readonly unchanged: number;
  readonly failures: readonly MigrationFailure[];
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The updates a collection needs, and the documents whose steps threw. */
export function planCollection(
  collection: Pick<MigrationCollection, "label" | "documentName" | "documents">,
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): { updates: SystemUpdate[]; failures: MigrationFailure[]; unchanged: number } {
  const updates: SystemUpdate[] = [];
  const failures: MigrationFailure[] = [];
  let unchanged = 0;
  for (const doc of collection.documents) {
    try {
      const migrated = migrateSource(collection.documentName, doc.source, from, steps);
      if (sameJson(migrated.system, doc.source.system)) unchanged += 1;
      else updates.push({ _id: doc.id, system: migrated.system });
    } catch (error) {
      failures.push({
        name: doc.source.name,
        where: collection.label,
        documentName: collection.documentName,
        id: doc.id,
        error: message(error),
      });
    }
  }
  return { updates, failures, unchanged };
}

/**
 * Migrate every collection: one write per collection; if that write is refused, each
 * document is written alone so the good ones land and the bad ones are named.
 */
export async function runMigration(
  collections: readonly MigrationCollection[],
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Promise<MigrationReport> {
  let migrated = 0;
  let unchanged = 0;
  const failures: MigrationFailure[] = [];
  for (const collection of collections) {
    const plan = planCollection(collection, from, steps);
    unchanged += plan.unchanged;
    failures.push(...plan.failures);
    if (plan.updates.length === 0) continue;
    try {
      await collection.write(plan.updates);
      migrated += plan.updates.length;
    } catch {
      for (const update of plan.updates) {
        try {
          await collection.write([update]);
          migrated += 1;
        } catch (error) {
          const doc = collection.documents.find((d) => d.id === update._id);
          failures.push({
            name: doc?.source.name ?? update._id,
            where: collection.label,
            documentName: collection.documentName,
            id: update._id,
            error: message(error),
          });
        }
      }
    }
  }
  return { migrated, unchanged, failures };
}

/* ------------------------------------------------ Owned steps: an actor with its items */

/** One actor and its items, for the steps that need both (steps.ts Owned). */
export interface OwnerCollection {
  /** Where the actor lives ("World actors", a pack title), for the GM's report. */
  readonly label: string;
  readonly owner: MigratableDocument;
  readonly items: readonly MigratableDocument[];
  /** Merge `patch` into the actor's system (when not null) and delete these items. */
  write(change: OwnedChange): Promise<void>;
}

/**
 * The change an actor's Owned steps make, from its sources at `from` (each first brought up by
 * the per-document steps, so an Owned step reads the current shapes). Null when nothing changes.
 */
export function planOwned(
  owner: DocumentSource,
  items: readonly MigratableDocument[],
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): OwnedChange | null {
  let system = migrateSource("Actor", owner, from, steps).system;
  let remaining = items.map((i) => ({ id: i.id, source: migrateSource("Item", i.source, from, steps) }));
  let patch: SystemSource | null = null;
  const deleted: string[] = [];
  for (const step of stepsAfter(from, steps)) {
    const run = step.Owned?.[owner.type];
    if (!run) continue;
    const change = run({ ...owner, system }, remaining);
    if (change.patch) {
      system = { ...system, ...change.patch };
      patch = { ...(patch ?? {}), ...change.patch };
    }
    deleted.push(...change.deleteItems);
    remaining = remaining.filter((i) => !change.deleteItems.includes(i.id));
  }
  return patch === null && deleted.length === 0 ? null : { patch, deleteItems: deleted };
}

/** Run the Owned steps: one write per actor that changes; an actor whose step or write fails is kept and named. */
export async function runOwnedMigration(
  owners: readonly OwnerCollection[],
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Promise<MigrationReport> {
  let migrated = 0;
  let unchanged = 0;
  const failures: MigrationFailure[] = [];
  for (const c of owners) {
    try {
      const change = planOwned(c.owner.source, c.items, from, steps);
      if (!change) {
        unchanged += 1;
        continue;
      }
      await c.write(change);
      migrated += 1;
    } catch (error) {
      failures.push({
        name: c.owner.source.name,
        where: c.label,
        documentName: "Actor",
        id: c.owner.id,
        error: message(error),
      });
    }
  }
  return { migrated, unchanged, failures };
}
