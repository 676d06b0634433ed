/**
 * Scene overrides: one world holds scenarios of both supplements, so a scene may set its own
 * era, scenario year and Hollywood options over the world settings. Everything else (optional
 * rules, engine defaults, the deck) stays the world's.
 */
import { ERAS, HOLLYWOOD_KEYS, type Era, type RulesOptions } from "./rules-options";
import { OPTION_LIMITS, type OptionIssue } from "./merge";

export interface SceneOverrides {
  readonly era?: Era;
  /** A year, or null for "no year filter" in this scene. Absent = the world's year. */
  readonly year?: number | null;
  readonly hollywood?: Partial<RulesOptions["hollywood"]>;
}

/** The world's options with a scene's overrides on top. */
export function applySceneOverrides(options: RulesOptions, overrides: SceneOverrides | null | undefined): RulesOptions {
  if (!overrides) return options;
  const hollywood = { ...options.hollywood };
  for (const k of HOLLYWOOD_KEYS) {
    const v = overrides.hollywood?.[k];
    if (v !== undefined) hollywood[k] = v;
  }
  return {
    ...options,
    era: overrides.era ?? options.era,
    year: overrides.year === undefined ? options.year : overrides.year,
    hollywood,
  };
}

/** True when the scene overrides nothing. */
export function isEmptyOverride(overrides: SceneOverrides): boolean {
  return (
    overrides.era === undefined &&
    overrides.year === undefined &&
    Object.values(overrides.hollywood ?? {}).every((v) => v === undefined)
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A tri-state form value: "" / null / undefined = inherit; "true"/"false" or a boolean = set. */
function triState(v: unknown): boolean | undefined | "bad" {
  if (v === undefined || v === null || v === "" || v === "inherit") return undefined;
  if (v === true || v === "true") return true;
  if (v === false || v === "false") return false;
  return "bad";
}

/**
 * Read the overrides stored on a scene (its flag, as a form wrote it: strings for selects,
 * "" for "use the world setting"). Anything unreadable is dropped with an issue; the scene then
 * plays with the world's value.
 */
export function sceneOverridesFrom(raw: unknown): { overrides: SceneOverrides; issues: OptionIssue[] } {
  const issues: OptionIssue[] = [];
  if (!isRecord(raw)) return { overrides: {}, issues };
  const out: { era?: Era; year?: number | null; hollywood?: Partial<RulesOptions["hollywood"]> } = {};

  const era = raw.era;
  if (typeof era === "string" && (ERAS as readonly string[]).includes(era)) out.era = era as Era;
  else if (era !== undefined && era !== null && era !== "")
    issues.push({
      path: "era",
      key: "COMBAT_PATROL.Error.Option.choice",
      data: { value: String(era), choices: ERAS.join(", ") },
    });

  const year = raw.year;
  if (year === "none") out.year = null;
  else if (year !== undefined && year !== null && year !== "") {
    const n = typeof year === "number" ? year : Number(year);
    if (Number.isInteger(n) && n >= OPTION_LIMITS.year.min && n <= OPTION_LIMITS.year.max) out.year = n;
    else
      issues.push({
        path: "year",
        key: "COMBAT_PATROL.Error.Option.year",
        data: { value: String(year), ...OPTION_LIMITS.year },
      });
  }

  if (isRecord(raw.hollywood)) {
    const hollywood: Partial<RulesOptions["hollywood"]> = {};
    for (const k of HOLLYWOOD_KEYS) {
      const v = triState(raw.hollywood[k]);
      if (v === "bad")
        issues.push({
          path: `hollywood.${k}`,
          key: "COMBAT_PATROL.Error.Option.boolean",
          data: { value: String(raw.hollywood[k]) },
        });
      else if (v !== undefined) hollywood[k] = v;
    }
    if (Object.keys(hollywood).length > 0) out.hollywood = hollywood;
  }
  return { overrides: out, issues };
}

/** The overrides as a form shows them: "" = use the world setting. */
interface SceneOverrideForm {
  era: "" | Era;
  year: string;
  hollywood: Record<(typeof HOLLYWOOD_KEYS)[number], "" | "true" | "false">;
}

export function sceneOverrideForm(overrides: SceneOverrides): SceneOverrideForm {
  const tri = (v: boolean | undefined): "" | "true" | "false" => (v === undefined ? "" : v ? "true" : "false");
  return {
    era: overrides.era ?? "",
    year: overrides.year === undefined ? "" : overrides.year === null ? "none" : String(overrides.year),
    hollywood: {
      dynamite: tri(overrides.hollywood?.dynamite),
      animals: tri(overrides.hollywood?.animals),
      wagonGatling: tri(overrides.hollywood?.wagonGatling),
      heroes: tri(overrides.hollywood?.heroes),
    },
  };
}
