/**
 * The facts a player declared where the map read another (a GM's procedure adds them to its
 * result as `declared`: kernel/world-checks.ts DeclaredFact): one line each on the chat card, for
 * the GM to see ("Declared soft cover; the map shows no cover.").
 */
import { line, type Format, type LineView } from "@foundry/kernel/result-lines";

const COVER = ["none", "soft", "hard"];
const COLUMN = ["open", "cover"];

/** One stored declared fact in words; null when it is not one. */
function declaredLine(d: unknown, format: Format): LineView | null {
  if (typeof d !== "object" || d === null || !("fact" in d) || !("declared" in d) || !("map" in d)) return null;
  const { fact, declared, map } = d;
  if (typeof declared !== "string" || typeof map !== "string") return null;
  if (fact === "cover" && COVER.includes(declared) && COVER.includes(map)) {
    const grade = (g: string) => format(`COMBAT_PATROL.Chat.CoverKind.${g}`);
    return line(format("COMBAT_PATROL.Chat.declaredCover", { declared: grade(declared), map: grade(map) }), "bad");
  }
  if (fact === "moraleColumn" && COLUMN.includes(declared) && COLUMN.includes(map)) {
    const column = (c: string) => format(`COMBAT_PATROL.Chat.declaredColumn.${c}`);
    return line(format("COMBAT_PATROL.Chat.declaredMorale", { declared: column(declared), map: column(map) }), "bad");
  }
  return null;
}

/** The declared facts of a stored result, in words; none when it has no `declared` list. */
export function declaredLines(result: object, format: Format): LineView[] {
  const declared: unknown = "declared" in result ? result.declared : null;
  if (!Array.isArray(declared)) return [];
  return declared.map((d: unknown) => declaredLine(d, format)).filter((l): l is LineView => l !== null);
}
