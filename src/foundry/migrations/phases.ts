/**
 * The world migration as a list of phases (no Foundry here: world.ts builds them from the game,
 * the tests from doubles). A phase is one place documents live: the world's actors and items, one
 * scene's tokens, one compendium. Each is opened (a locked compendium unlocked), listed, migrated
 * and closed (relocked) in turn, so a compendium is relocked whatever happens inside it, including
 * a listing that throws.
 *
 * The schema version is stamped only when every phase was read and written and no document failed;
 * otherwise the GM is told what could not be migrated, by name, and the migration runs again at
 * the next start.
 */
import {
  runMigration,
  runOwnedMigration,
  type MigrationCollection,
  type MigrationFailure,
  type MigrationReport,
  type OwnerCollection,
} from "./runner";
import { MIGRATION_STEPS, type MigrationStep } from "@foundry/data/schema-migrations";

/** What one phase holds, read after it was opened. */
export interface MigrationBatch {
  readonly collections: readonly MigrationCollection[];
  readonly owners: readonly OwnerCollection[];
  /** Documents migrated as a whole source (an Adventure's embedded actors, items and scenes). */
  readonly whole?: (from: number, steps: readonly MigrationStep[]) => Promise<MigrationReport>;
}

export interface MigrationPhase {
  /** Named to the GM when the phase cannot be read or written ("Scene: Main Street", a compendium's title). */
  readonly label: string;
  /** About how many documents it holds, for the progress bar. */
  readonly size: number;
  /** Make it writable (a locked compendium is unlocked). */
  open?(): Promise<void>;
  /** Put it back as it was (relock); runs after open whatever happened, even when open threw. */
  close?(): Promise<void>;
  list(): Promise<MigrationBatch>;
}

/** A place the migration could not read, write or put back (its documents are kept as they were). */
interface UnreachedPlace {
  readonly where: string;
  readonly error: string;
}

export interface WorldReport extends MigrationReport {
  readonly unreached: readonly UnreachedPlace[];
}

/** Progress shown to the GM: `done` of `total` documents, while `where` is being migrated. */
type ProgressSink = (done: number, total: number, where: string) => void;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Every document migrated and every place read, written and put back. */
const complete = (report: WorldReport): boolean => report.failures.length === 0 && report.unreached.length === 0;

/** Run every phase in order; never throws (a phase that throws is named in `unreached`). */
export async function runPhases(
  phases: readonly MigrationPhase[],
  from: number,
  progress: ProgressSink = () => {},
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): Promise<WorldReport> {
  const total = phases.reduce((n, p) => n + Math.max(0, p.size), 0);
  let done = 0;
  let migrated = 0;
  let unchanged = 0;
  const failures: MigrationFailure[] = [];
  const unreached: UnreachedPlace[] = [];
  const add = (report: MigrationReport) => {
    migrated += report.migrated;
    unchanged += report.unchanged;
    failures.push(...report.failures);
  };
  for (const phase of phases) {
    progress(done, total, phase.label);
    try {
      await phase.open?.();
      const batch = await phase.list();
      add(await runMigration(batch.collections, from, steps));
      // The Owned steps read the shapes the per-document steps wrote (runner.ts planOwned).
      add(await runOwnedMigration(batch.owners, from, steps));
      if (batch.whole) add(await batch.whole(from, steps));
    } catch (error) {
      unreached.push({ where: phase.label, error: message(error) });
    } finally {
      try {
        await phase.close?.();
      } catch (error) {
        unreached.push({ where: phase.label, error: message(error) });
      }
    }
    done += Math.max(0, phase.size);
  }
  progress(total, total, "");
  return { migrated, unchanged, failures, unreached };
}

interface MigrationOutcome {
  readonly report: WorldReport;
  readonly stamped: boolean;
}

/** Run the phases, then stamp the version only when the run was complete. */
export async function migratePhases(
  phases: readonly MigrationPhase[],
  from: number,
  stamp: () => Promise<void>,
  progress?: ProgressSink,
  steps?: readonly MigrationStep[],
): Promise<MigrationOutcome> {
  const report = await runPhases(phases, from, progress, steps);
  if (!complete(report)) return { report, stamped: false };
  await stamp();
  return { report, stamped: true };
}
