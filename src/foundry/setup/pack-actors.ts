/**
 * Actors and folders of the compendium packs as the scenario setup reads them (no Foundry): a
 * pack index entry or a document's source read defensively (a malformed entry gives null), and
 * the "Actor.<id>" references pack actors make to each other (unit members, leader, commander,
 * gun crew, wagon driver…), found and rewritten to new ids so world copies keep the command
 * structure.
 */

/** An actor as a pack index (with the system, items and prototypeToken fields) or a document gives it. */
export interface PackActor {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly folder: string | null;
  readonly sort: number;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly { readonly type: string; readonly system: Readonly<Record<string, unknown>> }[];
  /** Token size in grid squares. */
  readonly tokenSize: { readonly width: number; readonly height: number };
}

export interface PackFolder {
  readonly _id: string;
  readonly name: string;
  readonly folder: string | null;
  readonly sort: number;
}

const REF = /^Actor\.([A-Za-z0-9]{16})$/;

export const rec = (v: unknown): Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
export const num = (v: unknown, fallback: number): number =>
  typeof v === "number" && Number.isFinite(v) ? v : fallback;

/** Read an actor entry of a pack index (or a document's source) defensively: a malformed entry gives null. */
export function packActorFrom(raw: unknown): PackActor | null {
  const r = rec(raw);
  const id = str(r._id);
  const name = typeof r.name === "string" ? r.name : null;
  const type = str(r.type);
  if (!id || name === null || !type) return null;
  const token = rec(r.prototypeToken);
  const items = Array.isArray(r.items)
    ? r.items.map(rec).map((i) => ({ type: typeof i.type === "string" ? i.type : "", system: rec(i.system) }))
    : [];
  return {
    _id: id,
    name,
    type,
    folder: str(r.folder),
    sort: num(r.sort, 0),
    system: rec(r.system),
    items,
    tokenSize: { width: Math.max(0.5, num(token.width, 1)), height: Math.max(0.5, num(token.height, 1)) },
  };
}

export function packFolderFrom(raw: unknown): PackFolder | null {
  const r = rec(raw);
  const id = str(r._id);
  if (!id || typeof r.name !== "string") return null;
  return { _id: id, name: r.name, folder: str(r.folder), sort: num(r.sort, 0) };
}

export const refId = (v: unknown): string | null => {
  const m = typeof v === "string" ? REF.exec(v) : null;
  return m?.[1] ?? null;
};
export const refIds = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(refId).filter((x): x is string => x !== null) : [];

/**
 * A copy of `value` with every "Actor.<old id>" reference rewritten to the new id (unit
 * members, leader, commander, crew, driver…). Strings that are not references stay as they are.
 */
export function remapActorRefs<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const id = refId(v);
      const to = id ? ids.get(id) : undefined;
      return to ? `Actor.${to}` : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  // The walk keeps the shape and only rewrites strings, so the result has the input's type.
  return walk(value) as T;
}

/** The ids an actor refers to as "Actor.<id>" (members, leader, crew, driver…). */
export function referencedActorIds(self: PackActor): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    const id = refId(v);
    if (id) out.add(id);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  walk(self.system);
  out.delete(self._id);
  return [...out];
}
