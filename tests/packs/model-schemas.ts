/**
 * The data models' field lists as zod schemas, so pack sources are checked against the real
 * `defineSchema()` of every Actor and Item subtype (src/foundry/data), field for field.
 *
 * Foundry cannot run here, so a minimal stand-in for `foundry.data.fields` records each
 * field's class and options; the models are then imported and their schemas converted. The
 * options keep Foundry's defaults (a StringField may be blank unless `blank: false`, a
 * NumberField is nullable unless `nullable: false`, ...). An unknown field class fails loudly.
 *
 * The stand-in TypeDataModel also builds instances the way Foundry's DataModel does (read in
 * common/abstract/data.mjs, v12/v13): the constructor stores `_source` = cleanData(migrateData(data)),
 * `_initialize` copies each schema field onto the instance (`field.initialize`), and
 * `toObject(source = true)` is a deep copy of `_source`, or with `false` the schema's
 * `toObject` over the instance values. Cleaning here only fills an absent field with its initial.
 */
import { z } from "zod";

type Options = Record<string, unknown>;

class DataField {
  static readonly defaults: Options = { required: false, nullable: false };
  readonly options: Options;
  constructor(options: Options = {}) {
    this.options = { ...(this.constructor as typeof DataField).defaults, ...options };
  }
  /** Foundry: an absent value takes the field's initial (a function is called). */
  clean(value: unknown): unknown {
    if (value !== undefined) return value;
    const initial = this.options.initial;
    return structuredClone(typeof initial === "function" ? (initial as () => unknown)() : initial);
  }
  /** Foundry: the prepared value the instance holds (objects are copied). */
  initialize(value: unknown): unknown {
    return structuredClone(value);
  }
  /** Foundry: the source form of a prepared value (a deep copy). */
  toObject(value: unknown): unknown {
    return structuredClone(value);
  }
}
class StringField extends DataField {
  static override readonly defaults: Options = { required: false, nullable: false, blank: true };
}
class NumberField extends DataField {
  static override readonly defaults: Options = { required: false, nullable: true };
}
class BooleanField extends DataField {}
class ObjectField extends DataField {}
class AnyField extends DataField {}
class HTMLField extends StringField {}
class DocumentIdField extends StringField {
  static override readonly defaults: Options = { required: true, nullable: true, blank: false };
}
class DocumentUUIDField extends StringField {
  static override readonly defaults: Options = { required: true, nullable: true, blank: false };
}
class SchemaField extends DataField {
  constructor(
    readonly fields: Record<string, DataField>,
    options: Options = {},
  ) {
    super({ required: true, ...options });
  }
  private each(value: unknown, map: (field: DataField, v: unknown) => unknown): Record<string, unknown> {
    const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, map(f, record[k])]));
  }
  override clean(value: unknown): unknown {
    return this.each(value ?? {}, (f, v) => f.clean(v));
  }
  override initialize(value: unknown): unknown {
    return this.each(value, (f, v) => f.initialize(v));
  }
  override toObject(value: unknown): unknown {
    return this.each(value, (f, v) => f.toObject(v));
  }
}
class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: Options = {},
  ) {
    super({ required: true, ...options });
  }
}
class SetField extends ArrayField {}

class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static migrateData(source: object): object {
    return source;
  }
  static get schema(): SchemaField {
    return new SchemaField(this.defineSchema());
  }
  readonly _source: Record<string, unknown>;
  readonly parent: unknown;
  constructor(data: Record<string, unknown> = {}, options: { parent?: unknown } = {}) {
    const model = this.constructor as typeof TypeDataModel;
    this.parent = options.parent ?? null;
    this._source = model.schema.clean(model.migrateData(data)) as Record<string, unknown>;
    Object.assign(this, model.schema.initialize(this._source));
  }
  toObject(source = true): unknown {
    const model = this.constructor as typeof TypeDataModel;
    return source ? structuredClone(this._source) : model.schema.toObject(this);
  }
}

const stubFields = {
  DataField,
  StringField,
  NumberField,
  BooleanField,
  ObjectField,
  AnyField,
  HTMLField,
  DocumentIdField,
  DocumentUUIDField,
  SchemaField,
  ArrayField,
  SetField,
};

/** Install the stand-in unless a real `foundry` global exists. */
function installStub(): void {
  const g = globalThis as { foundry?: unknown };
  if (g.foundry) return;
  g.foundry = { data: { fields: stubFields }, abstract: { TypeDataModel, DataModel: TypeDataModel } };
}

/** UUID of a document (a world actor "Actor.<id>", a token actor, a compendium document). */
const UUID = /^(?:Compendium\.[\w-]+\.[\w-]+\.)?(?:[A-Z]\w*\.[A-Za-z0-9]{16})(?:\.[A-Z]\w*\.[A-Za-z0-9]{16})*$/;
const ID = /^[A-Za-z0-9]{16}$/;

function choicesOf(choices: unknown): string[] | null {
  if (choices === undefined) return null;
  if (Array.isArray(choices)) return choices.map(String);
  if (typeof choices === "object" && choices !== null) return Object.keys(choices);
  throw new Error(`choices of an unsupported form: ${String(choices)}`);
}

/** One field as a zod schema: every key required in a pack source (no reliance on initial values). */
function fieldSchema(field: DataField): z.ZodType {
  const o = field.options;
  let schema: z.ZodType;
  if (field instanceof SchemaField) {
    schema = z.strictObject(Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, fieldSchema(f)])));
  } else if (field instanceof ArrayField) {
    schema = z.array(fieldSchema(field.element));
  } else if (field instanceof DocumentIdField) {
    schema = z.string().regex(ID);
  } else if (field instanceof DocumentUUIDField) {
    schema = z.string().regex(UUID);
  } else if (field instanceof StringField) {
    const choices = choicesOf(o.choices);
    if (choices) schema = z.enum(choices as [string, ...string[]]);
    else schema = o.blank === false ? z.string().min(1) : z.string();
  } else if (field instanceof NumberField) {
    let n = z.number();
    if (o.integer === true) n = n.int();
    if (typeof o.min === "number") n = n.min(o.min);
    if (typeof o.max === "number") n = n.max(o.max);
    const choices = o.choices;
    schema = Array.isArray(choices) ? n.refine((v) => choices.includes(v), { message: `one of ${choices.join(", ")}` }) : n;
  } else if (field instanceof BooleanField) {
    schema = z.boolean();
  } else if (field instanceof ObjectField) {
    schema = z.record(z.string(), z.unknown());
  } else if (field instanceof AnyField) {
    schema = z.unknown().refine((v) => v !== undefined, { message: "required" });
  } else {
    throw new Error(`no zod conversion for field ${field.constructor.name}`);
  }
  const validate = o.validate;
  if (typeof validate === "function") schema = schema.refine((v) => validate(v) !== false, { message: "rejected by the field's validate()" });
  return o.nullable === true ? schema.nullable() : schema;
}

export interface ModelSchemas {
  readonly Actor: Readonly<Record<string, z.ZodType>>;
  readonly Item: Readonly<Record<string, z.ZodType>>;
  readonly Card: Readonly<Record<string, z.ZodType>>;
  /** Field paths of every subtype, for reports. */
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

type ModelClass = { metadata: { type: string }; defineSchema(): Record<string, DataField> };

function isModelClass(value: unknown): value is ModelClass {
  return typeof value === "function" && "metadata" in value && "defineSchema" in value;
}

function paths(fields: Record<string, DataField>, prefix = ""): string[] {
  return Object.entries(fields).flatMap(([k, f]) => (f instanceof SchemaField ? paths(f.fields, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

/**
 * Every data model's fields as defineSchema() gives them (the stand-in's classes and options), by "Actor.figure" etc.
 */
export async function loadModelFields(): Promise<Readonly<Record<string, Record<string, DataField>>>> {
  installStub();
  const data: Record<"Actor" | "Item", Record<string, unknown>> = await import("@foundry/data/data-models");
  const out: Record<string, Record<string, DataField>> = {};
  for (const documentName of ["Actor", "Item"] as const) {
    for (const model of Object.values(data[documentName])) if (isModelClass(model)) out[`${documentName}.${model.metadata.type}`] = model.defineSchema();
  }
  return out;
}

/** The leaf fields under a schema, with their paths (SchemaField descended into). */
export function leafFields(fields: Record<string, DataField>, prefix = ""): [string, DataField][] {
  return Object.entries(fields).flatMap(([k, f]): [string, DataField][] => (f instanceof SchemaField ? leafFields(f.fields, `${prefix}${k}.`) : [[`${prefix}${k}`, f]]));
}

export { ArrayField, ObjectField, SetField };

/** Import the data models under the stand-in and convert every subtype's schema. */
export async function loadModelSchemas(): Promise<ModelSchemas> {
  installStub();
  const data: Record<"Actor" | "Item", Record<string, unknown>> = await import("@foundry/data/data-models");
  const cards: Record<string, unknown> = await import("@foundry/cards/card-models");
  const models = { ...data, Card: cards };
  const out = { Actor: {} as Record<string, z.ZodType>, Item: {} as Record<string, z.ZodType>, Card: {} as Record<string, z.ZodType>, fields: {} as Record<string, string[]> };
  for (const documentName of ["Actor", "Item", "Card"] as const) {
    for (const model of Object.values(models[documentName])) {
      if (!isModelClass(model)) {
        if (documentName === "Card") continue;
        throw new Error(`${documentName} data models: an export is not a model class`);
      }
      const fields = model.defineSchema();
      out[documentName][model.metadata.type] = z.strictObject(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fieldSchema(f)])));
      out.fields[`${documentName}.${model.metadata.type}`] = paths(fields);
    }
  }
  return out;
}
