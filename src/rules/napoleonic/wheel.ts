/**
 * NAP-5.3b a close order wheel measured on the table: the group's frontage from its tokens and
 * the inches the outside figure travels. Apart from closeOrder.ts, which is long enough.
 */
import { RulesError } from "../errors";
import { baseReach, distance, type Figure } from "../geometry";
import { wheelInches } from "./closeOrder";

/**
 * NAP-5.3b the frontage of a close order group from its tokens: the longest distance between two
 * of its figures' centres plus one base (the outside figure's centre is half a base in).
 */
function frontageOf(figures: readonly Figure[]): number {
  let widest = 0;
  for (const a of figures) for (const b of figures) widest = Math.max(widest, distance(a.at, b.at));
  const base = figures[0] ? 2 * baseReach(figures[0]) : 0;
  return widest + base;
}

/**
 * NAP-5.3b / NAP-6.1.1 the inches a close order wheel costs: "measure the distance traveled by the
 * figure on the outside of the turn" (wheelInches over the group's frontage); a mounted group
 * "must wheel forward and may not pivot on its center" (refused).
 */
export function closeOrderWheel(
  figures: readonly Figure[],
  degrees: number,
  about: "end" | "centre",
  mounted: boolean,
): number {
  if (mounted && about === "centre") throw new RulesError("mountedNoPivot", {});
  return wheelInches(frontageOf(figures), degrees, about);
}
