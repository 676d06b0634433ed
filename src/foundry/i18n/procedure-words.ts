/**
 * Player words for the engine's procedure and reason names ("fire", "fire.hit", "ow.dynamiteThrow"):
 * the chat's Procedure and Reason lang keys, and for a name without a key its last part in plain
 * lower-case words ("fire.effect" → "effect"), never the dotted name itself.
 */
type WordFormat = (key: string, data?: Record<string, string | number>) => string;

/** "fire.hit" → "fireHit", "ow.dynamiteThrow" → "owDynamiteThrow"; a ":detail" suffix is dropped. */
function camelKey(name: string): string {
  const prefix = name.split(":")[0] ?? name;
  return prefix
    .split(".")
    .map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join("");
}

function plain(name: string): string {
  const last = (name.split(":")[0] ?? name).split(".").pop() ?? name;
  return last
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
}

function wordOr(format: WordFormat, key: string, name: string): string {
  const text = format(key);
  return text === key ? plain(name) : text;
}

export function procedureWords(format: WordFormat, procedure: string): string {
  return wordOr(format, `COMBAT_PATROL.Chat.Procedure.${camelKey(procedure)}`, procedure);
}

export function reasonWords(format: WordFormat, reason: string): string {
  return wordOr(format, `COMBAT_PATROL.Chat.Reason.${camelKey(reason)}`, reason);
}

/** "Fire: hit effect"; the procedure alone when the reason names nothing more. */
export function purposeWords(format: WordFormat, procedure: string, reason: string): string {
  const what = procedureWords(format, procedure);
  if (reason === procedure) return what;
  const why = reasonWords(format, reason);
  return why.toLowerCase() === what.toLowerCase() ? what : `${what}: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
}
