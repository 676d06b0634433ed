/**
 * The migration runner's logic over collections of plain sources with an injected write, so
 * a test drives it with doubles (a collection whose write throws, a step that throws).
 *
 * Rules: a document whose steps throw, or whose write is refused, is KEPT as it was and
 * reported by name (never hidden, never deleted); the world's schema version moves on only
 * when every document migrated, so the GM is told again at the next start until it is fixed.
 */
import { MIGRATION_STEPS, migrateSource, type DocumentName, type DocumentSource, type MigrationStep, type SystemSource } from "./steps";

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
  readonly documentName: DocumentName;
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
      failures.push({ name: doc.source.name, where: collection.label, documentName: collection.documentName, id: doc.id, error: message(error) });
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
          failures.push({ name: doc?.source.name ?? update._id, where: collection.label, documentName: collection.documentName, id: update._id, error: message(error) });
        }
      }
    }
  }
  return { migrated, unchanged, failures };
}
