/**
 * Schema versions and the ordered steps between them, as pure functions over plain source
 * objects (no Foundry: tests run them over hand-written older sources).
 *
 * A step takes a document's source (name, type, system) written at the version before it and
 * returns it at its own version. Every step is idempotent: the data models also run the steps
 * at load (TypeDataModel.migrateData, with no name), so a world reads right even before the
 * GM's one-time migration has written the new sources back.
 *
 * History:
 * - 1: the foundation: figure {guts, accuracy, melee, endurance, reaction, wounds}; the
 *      shipped weapon pack held names with an empty system.
 * - 2: unit record cards: every actor and item subtype (data/sources.ts). A figure's numbers
 *      stored as texts ("endurance": "3", older importers) are read and stored as numbers.
 * - 3: dynamite counted once: a figure's carried explosive items are folded into its
 *      counts `dynamite.sticks` / `dynamite.bundles` (data/dynamite.ts) and deleted; an explosive
 *      item is a charge on the table only. No single document changes shape (an Owned step).
 */
import { FRONTIER_WEAPONS } from "@rules/tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "@rules/tables/napoleonic-weapons";
import { weaponSourceFromRow, type WeaponRow } from "./sources";
import { EXPLOSIVE_CHARGES, FUSE_STATES, isOneOf } from "./constants";
import { foldCarriedDynamite, isCarried, type ExplosiveLike } from "./dynamite";

export type DocumentName = "Actor" | "Item";

/** A stored system object as read from the database: any shape an older version wrote. */
export type SystemSource = Record<string, unknown>;

/** What a step sees of a document. */
export interface DocumentSource {
  readonly name: string;
  readonly type: string;
  readonly system: SystemSource;
}

type StepFunction = (source: DocumentSource) => DocumentSource;

/** An owned item as an Owned step sees it. */
export interface OwnedItemSource {
  readonly id: string;
  readonly source: DocumentSource;
}

/** What an Owned step changes: a patch merged into the owner's system (null: none), the owned items to delete. */
export interface OwnedChange {
  readonly patch: SystemSource | null;
  readonly deleteItems: readonly string[];
}

/**
 * A step that needs an actor AND its items (one document alone cannot say it): run by the world
 * migration only (runner.ts runOwnedMigration), never at load.
 */
type OwnedStepFunction = (owner: DocumentSource, items: readonly OwnedItemSource[]) => OwnedChange;

export interface MigrationStep {
  /** The schema version this step brings a document to. */
  readonly version: number;
  /** Shown to the GM while migrating. */
  readonly title: string;
  /** Per document and subtype; a subtype without an entry is unchanged by the step. */
  readonly Actor?: Readonly<Record<string, StepFunction>>;
  readonly Item?: Readonly<Record<string, StepFunction>>;
  /** Per actor subtype, with the actor's items (world migration only). */
  readonly Owned?: Readonly<Record<string, OwnedStepFunction>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * A number as older tools stored it: a finite number, or a numeric text ("3", " 2.5 ") that some
 * v1 importers and hand-edited files wrote (Foundry's NumberField casts such a text on load, AFTER
 * the migration has read it). Anything else is null.
 */
function numberOf(v: unknown): number | null {
  if (isNumber(v)) return v;
  if (typeof v !== "string" || !/^\s*-?\d+(\.\d+)?\s*$/.test(v)) return null;
  return Number(v);
}

/** The figure's numeric fields (data/actor/figure.ts): a numeric text there is stored as its number. */
const FIGURE_NUMBERS = ["melee", "endurance", "reaction", "wounds", "outOfAmmo", "commandDie"] as const;

/** `system` with each of `keys` that holds a numeric text turned into its number (other values untouched). */
function withNumbers(system: SystemSource, keys: readonly string[]): SystemSource {
  const out: SystemSource = { ...system };
  for (const key of keys) {
    const value = out[key];
    const n = typeof value === "string" ? numberOf(value) : null;
    if (n !== null) out[key] = n;
  }
  return out;
}

/**
 * v2 figure: drop the `wounded` flag some v1 tools stored (it is derived, never stored), and
 * repair wounds beyond Endurance, which v1 allowed: CORE-5.6 "wounds equal to Endurance
 * incapacitate", so the figure keeps Endurance wounds and is incapacitated.
 */
export function figureToV2(source: DocumentSource): DocumentSource {
  const { wounded: _derived, ...stored } = source.system;
  // "endurance": "3" is Endurance 3: read as a number, or the repair below would skip the figure.
  const system = withNumbers(stored, FIGURE_NUMBERS);
  if (isRecord(system.dynamite)) system.dynamite = withNumbers(system.dynamite, ["sticks", "bundles"]);
  const { wounds, endurance } = system;
  if (isNumber(wounds) && isNumber(endurance) && wounds > endurance) {
    const states = isRecord(system.states) ? system.states : {};
    return { ...source, system: { ...system, wounds: endurance, states: { ...states, incapacitated: true } } };
  }
  return { ...source, system };
}

/** The printed row a v1 weapon was named after: exact name first, then the name without "(bayonet)". */
export function weaponRowNamed(name: string): WeaponRow | null {
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/\(bayonet\)/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  const wanted = key(name);
  if (!wanted) return null;
  const rows: readonly (WeaponRow & { readonly name: string })[] = [...FRONTIER_WEAPONS, ...NAPOLEONIC_WEAPONS];
  return rows.find((r) => key(r.name) === wanted) ?? null;
}

/**
 * v2 weapon: v1 weapons (the foundation's pack) had no data at all. A weapon with no table id
 * and no ranges takes the numbers of the printed row it is named after (OW Table 1 first);
 * its notes stay. A weapon with any v2 data, or a name no table prints, is left as it is.
 */
export function weaponToV2(source: DocumentSource): DocumentSource {
  const s = source.system;
  const hasData = (typeof s.tableId === "string" && s.tableId !== "") || isRecord(s.range);
  if (hasData) return source;
  const row = weaponRowNamed(source.name);
  if (!row) return source;
  return { ...source, system: { ...s, ...weaponSourceFromRow(row, typeof s.notes === "string" ? s.notes : "") } };
}

/** A stored explosive item read leniently (any older shape): null when it is not one. */
function explosiveOf(source: DocumentSource): ExplosiveLike | null {
  if (source.type !== "explosive") return null;
  const s = source.system;
  const fuse = isRecord(s.fuse) ? s.fuse : {};
  const state = isOneOf(FUSE_STATES, fuse.state) ? fuse.state : "carried";
  const charge = isOneOf(EXPLOSIVE_CHARGES, s.charge) ? s.charge : "stick";
  return { charge, quantity: numberOf(s.quantity) ?? 1, fuse: { state } };
}

/**
 * v3 figure with its items (OW-6a): the dynamite a figure carries is its counts. Its
 * carried explosive items are folded in (foldCarriedDynamite: per kind the larger of count and
 * items, the packs gave the same dynamite both ways) and deleted; charges on the table (fuse
 * state past "carried") stay items.
 */
export function figureDynamiteToV3(owner: DocumentSource, items: readonly OwnedItemSource[]): OwnedChange {
  const carried = items.flatMap((i) => {
    const e = explosiveOf(i.source);
    return e && isCarried(e) ? [{ id: i.id, e }] : [];
  });
  if (carried.length === 0) return { patch: null, deleteItems: [] };
  const stored = isRecord(owner.system.dynamite) ? owner.system.dynamite : {};
  const counts = { sticks: numberOf(stored.sticks) ?? 0, bundles: numberOf(stored.bundles) ?? 0 };
  return {
    patch: {
      dynamite: {
        ...foldCarriedDynamite(
          counts,
          carried.map((c) => c.e),
        ),
      },
    },
    deleteItems: carried.map((c) => c.id),
  };
}

/** Every step, oldest first. */
export const MIGRATION_STEPS: readonly MigrationStep[] = [
  { version: 2, title: "Unit record cards", Actor: { figure: figureToV2 }, Item: { weapon: weaponToV2 } },
  { version: 3, title: "Dynamite counted once", Owned: { figure: figureDynamiteToV3 } },
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATION_STEPS.reduce((v, step) => Math.max(v, step.version), 1);

/** The world setting holding the schema version its documents were last migrated to. */
export const SCHEMA_SETTING = "schemaVersion";

/** The steps to run on a world stored at `from` (0 = never migrated: all of them). */
export function stepsAfter(from: number, steps: readonly MigrationStep[] = MIGRATION_STEPS): MigrationStep[] {
  return [...steps].sort((a, b) => a.version - b.version).filter((step) => step.version > from);
}

/** Run the steps after `from` on one document source. */
export function migrateSource(
  documentName: DocumentName,
  source: DocumentSource,
  from: number,
  steps: readonly MigrationStep[] = MIGRATION_STEPS,
): DocumentSource {
  return stepsAfter(from, steps).reduce((doc, step) => step[documentName]?.[doc.type]?.(doc) ?? doc, source);
}

/** The load-time form (TypeDataModel.migrateData): every step, on a system object alone. */
export function migrateSystemSource(documentName: DocumentName, type: string, system: SystemSource): SystemSource {
  return migrateSource(documentName, { name: "", type, system }, 0).system;
}
