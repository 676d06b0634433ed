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

export abstract class CombatPatrolActorModel<Schema extends DataSchema> extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  static metadata: ModelMetadata;

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    assignInPlace(source, migrateSystemSource("Actor", this.metadata.type, source));
    return super.migrateData(source);
  }
}

export abstract class CombatPatrolItemModel<Schema extends DataSchema> extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static metadata: ModelMetadata;

  static override migrateData(source: AnyMutableObject): AnyMutableObject {
    assignInPlace(source, migrateSystemSource("Item", this.metadata.type, source));
    return super.migrateData(source);
  }
}
