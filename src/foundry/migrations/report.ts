/**
 * What the GM is told when the migration ends (pure: world.ts shows it, the tests read it): the
 * count migrated, or every document and place that could not be migrated, by name and place. A
 * name is escaped before it goes into the notification's HTML.
 */
import type { Format } from "@foundry/shared/format";
import { formatCount } from "@foundry/i18n/plural";
import { SCHEMA_VERSION } from "@foundry/data/schema-migrations";
import type { WorldReport } from "./phases";

/** At most this many names in the notification; the console has them all. */
const NAMES_SHOWN = 12;

interface MigrationNotice {
  readonly kind: "info" | "error";
  readonly text: string;
}

/** Every document and place kept unmigrated, as "name (place)" / "place", in the order met. */
function unmigratedNames(report: WorldReport): string[] {
  return [...report.failures.map((f) => `${f.name} (${f.where})`), ...report.unreached.map((u) => u.where)];
}

export function migrationNotice(report: WorldReport, format: Format, escape: (s: string) => string): MigrationNotice {
  const names = unmigratedNames(report);
  if (names.length === 0)
    return {
      kind: "info",
      text: formatCount(format, "COMBAT_PATROL.Migration.done", report.migrated, { version: SCHEMA_VERSION }),
    };
  const shown = names.slice(0, NAMES_SHOWN).map(escape).join(", ");
  const more = names.length - NAMES_SHOWN;
  const list = more > 0 ? formatCount(format, "COMBAT_PATROL.Migration.more", more, { names: shown }) : shown;
  return { kind: "error", text: formatCount(format, "COMBAT_PATROL.Migration.failed", names.length, { names: list }) };
}

/** One console line per document or place kept unmigrated, with its error. */
export function migrationConsoleLines(report: WorldReport): string[] {
  return [
    ...report.failures.map(
      (f) => `Combat Patrol | migration kept "${f.name}" (${f.documentName}, ${f.where}) unchanged: ${f.error}`,
    ),
    ...report.unreached.map((u) => `Combat Patrol | migration could not migrate ${u.where}: ${u.error}`),
  ];
}
