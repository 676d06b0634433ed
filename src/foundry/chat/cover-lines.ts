/**
 * CORE-5 why the target had the cover it had, when the map gave it (a fire result's `coverFrom`,
 * written by the GM's fire procedure: actions/fire/fire-procedure.ts): one line on the chat card
 * saying what gave it — "Behind a fence: soft cover.", "In the Livery barn: hard cover." — by the
 * name the map gives the area or obstacle, else by its kind. A cover the player declared against
 * the map's reading has its own line (declared-lines.ts) and no why.
 */
import { AREA_KINDS, OBSTACLE_KINDS } from "@rules/terrain";
import { line, type Format, type LineView } from "@foundry/kernel/result-lines";

const GRADES = ["soft", "hard"];

/** Where the cover came from, in words; null when the stored source is not one. */
function where(from: unknown, kind: unknown, name: unknown, format: Format): string | null {
  const named = typeof name === "string" && name.trim() !== "" ? name.trim() : null;
  if (from === "ground" && AREA_KINDS.some((k) => k === kind))
    return named
      ? format("COMBAT_PATROL.Chat.CoverWhy.inNamed", { name: named })
      : format(`COMBAT_PATROL.Chat.CoverWhy.ground.${String(kind)}`);
  if (from === "obstacle" && OBSTACLE_KINDS.some((k) => k === kind))
    return named
      ? format("COMBAT_PATROL.Chat.CoverWhy.behindNamed", { name: named })
      : format(`COMBAT_PATROL.Chat.CoverWhy.obstacle.${String(kind)}`);
  return null;
}

/** The line saying what gave the stored result's target its cover; none when the result has no `coverFrom`. */
export function coverLines(result: object, format: Format): LineView[] {
  const why: unknown = "coverFrom" in result ? result.coverFrom : null;
  if (typeof why !== "object" || why === null || !("grade" in why) || !("from" in why) || !("kind" in why)) return [];
  const { grade, from, kind } = why;
  if (typeof grade !== "string" || !GRADES.includes(grade)) return [];
  const place = where(from, kind, "name" in why ? why.name : null, format);
  if (!place) return [];
  return [
    line(
      format("COMBAT_PATROL.Chat.CoverWhy.line", {
        where: place,
        cover: format(`COMBAT_PATROL.Chat.CoverKind.${grade}`),
      }),
    ),
  ];
}
