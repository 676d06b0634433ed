/**
 * The facts a player declared where the map read another (a GM's procedure adds them to its
 * result as `declared`: actions/fire/fire-world.ts): one line each on the chat card, for the GM
 * to see ("Declared soft cover; the map shows no cover.").
 */
import { line, type Format, type LineView } from "@foundry/kernel/result-lines";

const GRADES = ["none", "soft", "hard"] as const;
type Grade = (typeof GRADES)[number];

function isGrade(v: unknown): v is Grade {
  return typeof v === "string" && (GRADES as readonly string[]).includes(v);
}

/** The declared facts of a stored result, in words; none when it has no `declared` list. */
export function declaredLines(result: object, format: Format): LineView[] {
  const declared: unknown = "declared" in result ? result.declared : null;
  if (!Array.isArray(declared)) return [];
  return declared.flatMap((d: unknown): LineView[] => {
    if (typeof d !== "object" || d === null || !("declared" in d) || !("map" in d)) return [];
    if (!isGrade(d.declared) || !isGrade(d.map)) return [];
    const grade = (g: Grade) => format(`COMBAT_PATROL.Chat.CoverKind.${g}`);
    return [
      line(format("COMBAT_PATROL.Chat.declaredCover", { declared: grade(d.declared), map: grade(d.map) }), "bad"),
    ];
  });
}
