/**
 * CONFIG.statusEffects in the shape the running Foundry keeps (pure: tests drive it with plain
 * objects). v13 keeps an ARRAY of {id, name, img, hud} (fvtt-types 13.345 `client/config.d.mts`
 * `statusEffects: CONFIG.StatusEffect[]`). v14 keys it BY ID, `{[id]: config}`, with a deprecated
 * array shim (foundryvtt/foundryvtt#13122 "CONFIG.statusEffects has been changed from
 * StatusEffectConfig[] to {[id: string]: StatusEffectConfig} with backwards compatibility"; systems
 * that ported moved off `push` and `find`: pf2e#21981, sun-dragon-cult/fvtt-system-rqg#870, and
 * mclemente/healthEstimate#337 saw `CONFIG.statusEffects.find` fail on a v14 world). So the system
 * writes the whole set in ONE assignment, in the shape it finds at init (an array stays an array,
 * anything else becomes a record keyed by id), never pushes afterwards, and reads an entry with
 * `statusEffectOf`, which takes either shape.
 */

/** One status effect entry (v13 CONFIG.StatusEffect: `id`, `name`, `img`, `hud`). */
export interface StatusEffectEntry {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hud: boolean | { readonly actorTypes: string[] };
}

/** What the install writes to: CONFIG in Foundry, a plain object in tests. */
interface StatusEffectsHost {
  statusEffects: unknown;
}

/** Replace the status effects with `entries`, in the shape the host holds now (one assignment). */
export function installStatusEffects(
  host: StatusEffectsHost,
  entries: readonly StatusEffectEntry[],
): "array" | "record" {
  if (Array.isArray(host.statusEffects)) {
    host.statusEffects = entries.map((e) => ({ ...e }));
    return "array";
  }
  host.statusEffects = Object.fromEntries(entries.map((e) => [e.id, { ...e }]));
  return "record";
}

function isEntry(value: unknown): value is StatusEffectEntry {
  return typeof value === "object" && value !== null && "id" in value && typeof value.id === "string";
}

/** The entry of a status id, whichever shape the host holds (undefined when unknown). */
export function statusEffectOf(statusEffects: unknown, id: string): StatusEffectEntry | undefined {
  if (Array.isArray(statusEffects)) return statusEffects.find((e): e is StatusEffectEntry => isEntry(e) && e.id === id);
  if (typeof statusEffects !== "object" || statusEffects === null) return undefined;
  const entry: unknown = Reflect.get(statusEffects, id);
  return isEntry(entry) ? entry : undefined;
}
