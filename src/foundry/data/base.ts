/**
 * The base of every Combat Patrol data model. A model names its subtype in `static metadata`
 * (the registration loop in data-hooks.ts reads it, and the token bars it offers), and runs the
 * migration steps at load so older sources read right before the world migration writes them.
 */
import type { AnyMutableObject } from "fvtt-types/utils";
import { migrateSystemSource, type DocumentName } from "./schema-migrations";

export interface ModelMetadata {
  readonly documentName: DocumentName;
  /** The subtype (system.json documentTypes). */
  readonly type: string;
  /** Token bars and values offered for this subtype (CONFIG.Actor.trackableAttributes). */
  readonly trackable?: { readonly bar: readonly string[]; readonly value: readonly string[] };
}

/** Replace the keys of `target` by those of `next` (Foundry's migrateData works in place). */
function assignInPlace(target: AnyMutableObject, next: Record<string, unknown>): void {
  for (const key of Object.keys(target)) if (!(key in next)) Reflect.deleteProperty(target, key);
  Object.assign(target, next);
}

type DataSchema = foundry.data.fields.DataSchema;

/**
 * What every Combat Patrol model shares: its metadata, the load-time migration, and `source`.
 *
 * `source` is `this.toObject(false)`. Read in Foundry v13's own code (common/abstract/data.mjs,
 * DataModel; common/data/fields.mjs, SchemaField/ObjectField):
 * - the constructor stores `_source = _initializeSource(data)`: `migrateDataSafe` (our migrateData
 *   above), then `cleanData` (schema.clean: absent fields take their initial), then it is sealed;
 * - `_initialize` copies every schema field from `_source` onto the instance (`field.initialize`,
 *   ObjectField deep-clones), and prepareData (Active Effects, prepareBaseData) changes the instance;
 * - `toObject(source=true) { if ( source ) return deepClone(this._source);
 *   return this.constructor.schema.toObject(this); }`, and SchemaField#toObject builds a new object
 *   with `field.toObject(value[name])` for each schema field (ObjectField: deepClone).
 * So `toObject(false)` is a copy holding exactly the schema's fields (no derived property such as
 * `wounded`), migrated, cleaned and as prepared: what the removed hand-copied getters returned
 * (they read the instance fields), so the engine sees the values the sheet shows. `toObject()` /
 * `_source` would also be migrated and cleaned but would drop Active Effects.
 */
abstract class CombatPatrolModel<
  Schema extends DataSchema,
  Parent extends Actor.Implementation | Item.Implementation,
> extends foundry.abstract.TypeDataModel<Schema, Parent> {
  static metadata: ModelMetadata;

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    assignInPlace(source, migrateSystemSource(this.metadata.documentName, this.metadata.type, source));
    return super.migrateData(source);
  }

  /**
   * The stored fields as the plain shape the pure code reads (a copy, after migration, cleaning and Active Effects).
   */
  get source(): foundry.data.fields.SchemaField.SourceData<Schema> {
    return this.toObject(false);
  }
}

export abstract class CombatPatrolActorModel<Schema extends DataSchema> extends CombatPatrolModel<
  Schema,
  Actor.Implementation
> {}

export abstract class CombatPatrolItemModel<Schema extends DataSchema> extends CombatPatrolModel<
  Schema,
  Item.Implementation
> {}
