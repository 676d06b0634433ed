/** Small helpers for the table tests. */
import { lang } from "../../helpers/lang";

export { rulesErrorKey } from "../../helpers/errors";
export { lang };

/** The English string of an error key (a full key under COMBAT_PATROL.Error). */
export function errorText(key: string): string | undefined {
  return key.startsWith("COMBAT_PATROL.Error.") ? lang(key) : undefined;
}
