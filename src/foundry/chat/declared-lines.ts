/**
 * The facts a player declared where the map read another (a GM's procedure adds them to its
 * result as `declared`: rules/validation/world-checks.ts DeclaredFact): one line each on the chat card, for
 * the GM to see ("Declared soft cover; the map shows no cover.").
 */
import { line, type Format, type LineView } from "@foundry/kernel/result-lines";

const COVER = ["none", "soft", "hard"];
const COLUMN = ["open", "cover"];
/** The declared yes/no facts: a line for each way the player and the map disagree. */
const YES_NO = ["slowGround", "bogCheck", "openFlat"];
/** The declared counts, inches and degrees. */
const NUMBERS = [
  "openInches",
  "linearObstacles",
  "straightInches",
  "inchesInWoods",
  "wheelInches",
  "enemyBearing",
  "inchesInRough",
];
/** Where a rider's bog check is made. */
const BOG_PLACES = ["woods", "linear-obstacle", "none"];
/** The ground a gun moves over. */
const GUN_GROUNDS = ["open", "road", "rough"];
/** NAP-7.3 the building a gun's target stands in. */
const GUN_BUILDINGS = ["masonry", "log", "wood", "dirt", "none"];

/** A declared cover grade or morale column in words; null when it is not one. */
function declaredChoice(fact: unknown, declared: string, map: string, format: Format): LineView | null {
  if (fact === "cover" && COVER.includes(declared) && COVER.includes(map)) {
    const grade = (g: string) => format(`COMBAT_PATROL.Chat.CoverKind.${g}`);
    return line(format("COMBAT_PATROL.Chat.declaredCover", { declared: grade(declared), map: grade(map) }), "bad");
  }
  if (fact === "moraleColumn" && COLUMN.includes(declared) && COLUMN.includes(map)) {
    const column = (c: string) => format(`COMBAT_PATROL.Chat.declaredColumn.${c}`);
    return line(format("COMBAT_PATROL.Chat.declaredMorale", { declared: column(declared), map: column(map) }), "bad");
  }
  if (fact === "gunGround" && GUN_GROUNDS.includes(declared) && GUN_GROUNDS.includes(map)) {
    const ground = (g: string) => format(`COMBAT_PATROL.Chat.declared.gunGroundOf.${g}`);
    return line(
      format("COMBAT_PATROL.Chat.declared.gunGround", { declared: ground(declared), map: ground(map) }),
      "bad",
    );
  }
  if (fact === "gunBuilding" && GUN_BUILDINGS.includes(declared) && GUN_BUILDINGS.includes(map)) {
    const building = (b: string) => format(`COMBAT_PATROL.Chat.declared.gunBuildingOf.${b}`);
    return line(
      format("COMBAT_PATROL.Chat.declared.gunBuilding", { declared: building(declared), map: building(map) }),
      "bad",
    );
  }
  if (fact === "bogPlace" && BOG_PLACES.includes(declared) && BOG_PLACES.includes(map)) {
    const place = (p: string) => format(`COMBAT_PATROL.Chat.declared.bogPlaceOf.${p}`);
    return line(format("COMBAT_PATROL.Chat.declared.bogPlace", { declared: place(declared), map: place(map) }), "bad");
  }
  return null;
}

/** One stored declared fact in words; null when it is not one. */
function declaredLine(d: unknown, format: Format): LineView | null {
  if (typeof d !== "object" || d === null || !("fact" in d) || !("declared" in d) || !("map" in d)) return null;
  const { fact, declared, map } = d;
  if (typeof declared === "string" && typeof map === "string") return declaredChoice(fact, declared, map, format);
  if (typeof fact !== "string") return null;
  // "Declared no bog check; the map shows woods, a fence, a hedge or a ditch on the way."
  if (YES_NO.includes(fact) && typeof declared === "boolean" && typeof map === "boolean" && declared !== map)
    return line(format(`COMBAT_PATROL.Chat.declared.${fact}.${map ? "mapYes" : "mapNo"}`), "bad");
  // NAP-7.3 "Aimed 20" straight ahead; the map shows 29" to the Raiders."
  if (fact === "gunRange" && typeof declared === "number" && typeof map === "number" && "unit" in d)
    return line(format("COMBAT_PATROL.Chat.declared.gunRange", { declared, map, unit: String(d.unit) }), "bad");
  if (NUMBERS.includes(fact) && typeof declared === "number" && typeof map === "number")
    return line(format(`COMBAT_PATROL.Chat.declared.${fact}`, { declared, map }), "bad");
  return null;
}

/** The declared facts of a stored result, in words; none when it has no `declared` list. */
export function declaredLines(result: object, format: Format): LineView[] {
  const declared: unknown = "declared" in result ? result.declared : null;
  if (!Array.isArray(declared)) return [];
  return declared.map((d: unknown) => declaredLine(d, format)).filter((l): l is LineView => l !== null);
}
