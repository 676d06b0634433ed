/**
 * The system's Terrain region behavior as data (pure): its subtype name, its fields' choices
 * (behavior.ts builds the TypeDataModel from them) and a stored behavior read back as what the
 * terrain model needs: the kind of ground and what the GM changed from that kind's defaults.
 * Every override starts at "default" (the kind's own value, TERRAIN_DEFAULTS in src/rules/terrain).
 */
import { type AreaKind, type AreaTraits, AREA_KINDS } from "@rules/terrain";
import { z } from "@rules/zod";

/** The RegionBehavior subtype (system.json documentTypes.RegionBehavior). */
export const TERRAIN_BEHAVIOR_TYPE = "terrain";

/** Font Awesome icon of the behavior in the region's behavior list (CONFIG.RegionBehavior.typeIcons). */
export const TERRAIN_BEHAVIOR_ICON = "fa-solid fa-tree";

/**
 * The lang group of the behavior's strings: field labels at `<group>.FIELDS.<field>.label|hint`
 * (Foundry's LOCALIZATION_PREFIXES rule), choices at `<group>.<field>.<choice>`. Joined so the
 * lang test reads it as the group it is, not as one string.
 */
export const TERRAIN_LANG = ["COMBAT_PATROL", "Terrain"].join(".");

/** "As its kind": the override is not set. */
export const AS_KIND = "default";

const COVER_CHOICES = [AS_KIND, "none", "soft", "hard"] as const;
const GOING_CHOICES = [AS_KIND, "normal", "road", "slow", "impassable"] as const;
const BOG_CHOICES = [AS_KIND, "none", "green", "regular", "elite"] as const;
const YES_NO_CHOICES = [AS_KIND, "yes", "no"] as const;

/** The behavior's fields and the choices of each (their labels: TERRAIN_LANG). */
const TERRAIN_FIELD_CHOICES = {
  kind: AREA_KINDS,
  cover: COVER_CHOICES,
  blocksSight: YES_NO_CHOICES,
  going: GOING_CHOICES,
  bog: BOG_CHOICES,
  impassableToMounted: YES_NO_CHOICES,
  noCoverAgainstSolidShot: YES_NO_CHOICES,
} as const;

type TerrainChoiceField = keyof typeof TERRAIN_FIELD_CHOICES;

/** A field's choices as Foundry's StringField takes them: value -> lang key. */
export function choiceLabels(field: TerrainChoiceField): Record<string, string> {
  return Object.fromEntries(TERRAIN_FIELD_CHOICES[field].map((value) => [value, `${TERRAIN_LANG}.${field}.${value}`]));
}

/** What a terrain behavior marks: the kind of ground and the GM's overrides of its defaults. */
interface TerrainMark extends Partial<AreaTraits> {
  readonly kind: AreaKind;
}

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.optional(z.enum(values));
const systemSchema = z.object({
  kind: z.enum(AREA_KINDS),
  cover: choice(COVER_CHOICES),
  blocksSight: choice(YES_NO_CHOICES),
  going: choice(GOING_CHOICES),
  bog: choice(BOG_CHOICES),
  impassableToMounted: choice(YES_NO_CHOICES),
  noCoverAgainstSolidShot: choice(YES_NO_CHOICES),
  protection: z.optional(z.nullable(z.number())),
});

const yesNo = (value: string | undefined): boolean | undefined =>
  value === "yes" ? true : value === "no" ? false : undefined;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A stored terrain behavior's `system` read back; null when it is not readable. */
function terrainMarkOf(system: unknown): TerrainMark | null {
  const parsed = systemSchema.safeParse(system);
  if (!parsed.success) return null;
  const s = parsed.data;
  const mark: Mutable<TerrainMark> = { kind: s.kind };
  if (s.cover !== undefined && s.cover !== AS_KIND) mark.cover = s.cover;
  if (s.going !== undefined && s.going !== AS_KIND) mark.going = s.going;
  if (s.bog !== undefined && s.bog !== AS_KIND) mark.bog = s.bog === "none" ? null : s.bog;
  const blocksSight = yesNo(s.blocksSight);
  if (blocksSight !== undefined) mark.blocksSight = blocksSight;
  const mounted = yesNo(s.impassableToMounted);
  if (mounted !== undefined) mark.impassableToMounted = mounted;
  const solidShot = yesNo(s.noCoverAgainstSolidShot);
  if (solidShot !== undefined) mark.noCoverAgainstSolidShot = solidShot;
  if (typeof s.protection === "number" && s.protection >= 0) mark.protection = s.protection;
  return mark;
}

/** A region's behaviors as stored: the first enabled terrain behavior marks its ground. */
export interface StoredBehavior {
  readonly type: string;
  readonly disabled?: boolean | null;
  readonly system: unknown;
}

export function regionTerrainMark(behaviors: readonly StoredBehavior[]): TerrainMark | null {
  for (const b of behaviors) {
    if (b.type !== TERRAIN_BEHAVIOR_TYPE || b.disabled === true) continue;
    const mark = terrainMarkOf(b.system);
    if (mark) return mark;
  }
  return null;
}
