/**
 * What a sheet's small buttons write, as pure functions from the document's system data and
 * the button's data-* attributes to a system patch (tests run them on plain objects). A field
 * is named as in the templates, "system.states.stunned"; an unknown field, or a value of the
 * wrong type for it, writes nothing.
 */
import type { ActorType } from "@foundry/data/sources";
import type { PatchValue, SystemPatch } from "@foundry/documents/effects";
import type { ActionParams } from "@foundry/kernel/action-layer";

const PREFIX = "system.";

/** The path inside `system` of a template field name, or null when it is not a system field. */
export function systemPath(field: string): string[] | null {
  if (!field.startsWith(PREFIX)) return null;
  const parts = field.slice(PREFIX.length).split(".");
  return parts.every((p) => /^[A-Za-z][A-Za-z0-9]*$/.test(p)) ? parts : null;
}

/** The value at a path (undefined when any step is missing). */
export function readPath(system: object, path: readonly string[]): unknown {
  let node: unknown = system;
  for (const key of path) {
    if (typeof node !== "object" || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** { a: { b: value } } from ["a", "b"]. */
export function nestedPatch(path: readonly string[], value: PatchValue): SystemPatch {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error("Combat Patrol: empty field path");
  return { [head]: rest.length === 0 ? value : nestedPatch(rest, value) };
}

/** A toggle button: flip a boolean field. */
export function togglePatch(system: object, field: string): SystemPatch | null {
  const path = systemPath(field);
  if (!path) return null;
  const current = readPath(system, path);
  return typeof current === "boolean" ? nestedPatch(path, !current) : null;
}

/** A segment or clock button: set the field to the button's value, read as the field's type. */
export function setPatch(system: object, field: string, raw: string, type?: string): SystemPatch | null {
  const path = systemPath(field);
  if (!path) return null;
  const current = readPath(system, path);
  if (current === undefined) return null;
  let value: PatchValue;
  if (typeof current === "boolean") value = raw === "true";
  else if (typeof current === "number" || type === "number") {
    const n = Number(raw);
    if (!Number.isFinite(n)) return null;
    value = n;
  } else if (typeof current === "string" || current === null) value = raw;
  else return null;
  return current === value ? null : nestedPatch(path, value);
}

/** A +/- counter: add delta, kept within [min, max]. */
export function adjustPatch(
  system: object,
  field: string,
  delta: number,
  min = 0,
  max: number | null = null,
): SystemPatch | null {
  const path = systemPath(field);
  if (!path || !Number.isFinite(delta)) return null;
  const current = readPath(system, path);
  if (typeof current !== "number") return null;
  const next = Math.max(min, max === null ? current + delta : Math.min(max, current + delta));
  return next === current ? null : nestedPatch(path, next);
}

/** CORE-5.6 the wounds track: clicking box n sets n wounds; clicking the last filled box takes one off. */
export function woundsPatch(system: { wounds: number; endurance: number }, box: number): SystemPatch | null {
  if (!Number.isInteger(box) || box < 1 || box > system.endurance) return null;
  return { wounds: system.wounds === box ? box - 1 : box };
}

/** A dropped actor: added to a list field (no duplicates) or set as a single reference. */
export function addRefPatch(system: object, field: string, uuid: string): SystemPatch | null {
  const path = systemPath(field);
  if (!path) return null;
  const current = readPath(system, path);
  if (Array.isArray(current)) {
    const list = current.map(String);
    return list.includes(uuid) ? null : nestedPatch(path, [...list, uuid]);
  }
  if (current === null || typeof current === "string") return current === uuid ? null : nestedPatch(path, uuid);
  return null;
}

/** A remove button: drop the UUID from a list field, or clear a single reference. */
export function removeRefPatch(system: object, field: string, uuid: string): SystemPatch | null {
  const path = systemPath(field);
  if (!path) return null;
  const current = readPath(system, path);
  if (Array.isArray(current)) {
    const list = current.map(String);
    return list.includes(uuid)
      ? nestedPatch(
          path,
          list.filter((u) => u !== uuid),
        )
      : null;
  }
  return current === uuid ? nestedPatch(path, null) : null;
}

/** What kind of actor a reference field accepts. */
export const REF_FIELD_TYPES: Readonly<Record<string, ActorType>> = {
  "system.members": "figure",
  "system.leaderId": "figure",
  "system.commanderId": "unit",
  "system.passengerIds": "figure",
  "system.driverId": "figure",
  "system.crewIds": "figure",
  "system.herdedBy": "unit",
  "system.gunId": "gun",
};

/** The action params of a button: its data-* attributes except the dispatch ones. */
export function paramsFromDataset(dataset: DOMStringMap): ActionParams {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (key === "action" || key === "cpAction" || key === "tooltip" || value === undefined) continue;
    out[key] = value;
  }
  return out;
}
