/** Choice lists for sheet selects: value -> localization key (Foundry's selectOptions localizes them). */
import { GRADES, type Grade } from "@rules/cards/schema";

export function gradeChoices(): Record<Grade, string> {
  return Object.fromEntries(GRADES.map((g) => [g, `COMBAT_PATROL.Grade.${g}`])) as Record<Grade, string>;
}
