/**
 * Every TypeDataModel, grouped by the document it belongs to. data-hooks.ts registers them in a
 * loop: a model class carries its subtype in `static metadata.type`, so there is no hand-kept list.
 */
export * as Actor from "./actor";
export * as Item from "./item";
