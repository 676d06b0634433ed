/**
 * NAP-5.1 Close order: figures are in close order when four or more of them have their bases
 * touching (a chain of touching bases, within one unit: partial units count, Figure 1).
 * NAP-5.5: a unit gets the close order morale and activation effects when at least half its
 * figures, rounded up, are in close order.
 */
import { type Figure } from "./bases";
import { GEOMETRY_DEFAULTS } from "./defaults";
import { UnionFind, unitKey } from "./groups";
import { type Figures, asIndex } from "./spatial";

/** NAP-5.1: "four or more figures have their bases touching". */
export const CLOSE_ORDER_MIN = 4;

interface CloseOrderUnit {
  readonly unit: string;
  readonly figures: number;
  readonly inCloseOrder: number;
  /** Half the unit, rounded up (NAP-5.5). */
  readonly needed: number;
  readonly closeOrder: boolean;
}

export interface CloseOrderResult {
  /** Close order groups: ids of 4+ touching figures of one unit, in input order. */
  readonly groups: readonly (readonly string[])[];
  /** Ids of every figure in some close order group. */
  readonly inCloseOrder: ReadonlySet<string>;
  /** Per unit (figures without a unit count as their own unit). */
  readonly units: ReadonlyMap<string, CloseOrderUnit>;
}

/** NAP-5.1 / NAP-5.5: close order groups and which units count as in close order. */
export function detectCloseOrder(
  figures: Figures,
  tolerance: number = GEOMETRY_DEFAULTS.contactTolerance,
  minimum: number = CLOSE_ORDER_MIN,
): CloseOrderResult {
  const index = asIndex(figures);
  const all = index.figures;
  const position = new Map(all.map((f, i) => [f.id, i]));
  const uf = new UnionFind(all.length);
  all.forEach((f, i) => {
    for (const g of index.neighbours(f, tolerance, "edge")) {
      if (unitKey(g) === unitKey(f)) uf.union(i, position.get(g.id)!);
    }
  });
  const groups = uf
    .groups()
    .filter((g) => g.length >= minimum)
    .map((g) => g.map((i) => all[i]!.id));
  const inCloseOrder = new Set(groups.flat());
  const units = new Map<string, CloseOrderUnit>();
  const members = new Map<string, Figure[]>();
  for (const f of all) {
    const list = members.get(unitKey(f));
    if (list) list.push(f);
    else members.set(unitKey(f), [f]);
  }
  for (const [unit, fs] of members) {
    const count = fs.filter((f) => inCloseOrder.has(f.id)).length;
    const needed = Math.ceil(fs.length / 2);
    units.set(unit, {
      unit,
      figures: fs.length,
      inCloseOrder: count,
      needed,
      closeOrder: count > 0 && count >= needed,
    });
  }
  return { groups, inCloseOrder, units };
}
