/**
 * The base of every Combat Patrol data model. A model names its subtype in `static metadata`
 * (the registration loop in hooks.ts reads it, and the token bars it offers), and runs the
 * migration steps at load so older sources read right before the world migration writes them.
 */
import type { AnyMutableObject } from "fvtt-types/utils";
import { migrateSystemSource, type DocumentName } from "../migrations/steps";

export interface ModelMetadata {
  readonly documentName: DocumentName;
  /** The subtype (system.json documentTypes). */
  readonly type: string;
  /** Token bars and values offered for this subtype (CONFIG.Actor.trackableAttributes). */
  readonly trackable?: { readonly bar: readonly string[]; readonly value: readonly string[] };
}

/** Replace the keys of `target` by those of `next` (Foundry's migrateData works in place). */
function assignInPlace(target: AnyMutableObject, next: Record<string, unknown>): void {
  for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
  Object.assign(target, next);
}

type DataSchema = foundry.data.fields.DataSchema;

/**
 * What every Combat Patrol model shares: its metadata, the load-time migration, and `source`.
 *
 * `source` is `this.toObject(false)`. Read in Foundry's own DataModel (common/abstract/data.mjs,
 * v12/v13: `toObject(source=true) { if ( source ) return deepClone(this._source); return
 * this.constructor.schema.toObject(this); }`): the constructor stores `_source` from
 * `_initializeSource` (migrateData, then cleanData), and `_initialize` copies each field from
 * `_source` onto the instance (`field.initialize`). So both `_source` and the instance hold the
 * migrated, cleaned values; the instance additionally carries what prepareData changed (Active
 * Effects, prepareBaseData). `toObject(false)` walks the schema over the instance values: a deep
 * copy holding exactly the schema's fields (no derived property such as `wounded`), values as
 * prepared. That is what the translators read today (the former hand-copied getters read the
 * instance fields), so the engine sees the values the sheet shows; `toObject()` / `_source` would
 * drop Active Effects.
 */
abstract class CombatPatrolModel<Schema extends DataSchema, Parent extends Actor.Implementation | Item.Implementation> extends foundry.abstract.TypeDataModel<
  Schema,
  Parent
> {
  static metadata: ModelMetadata;

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    assignInPlace(source, migrateSystemSource(this.metadata.documentName, this.metadata.type, source));
    return super.migrateData(source);
  }

  /** The stored fields as the plain shape the pure code reads (a copy, after migration, cleaning and Active Effects). */
  get source(): foundry.data.fields.SchemaField.SourceData<Schema> {
    return this.toObject(false);
  }
}

export abstract class CombatPatrolActorModel<Schema extends DataSchema> extends CombatPatrolModel<Schema, Actor.Implementation> {}

export abstract class CombatPatrolItemModel<Schema extends DataSchema> extends CombatPatrolModel<Schema, Item.Implementation> {}
