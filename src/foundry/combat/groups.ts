/**
 * Units as Foundry's Combatant Groups (pure: tests and the preview run it). CORE-3 units activate,
 * not figures: each unit in the Combat is one CombatantGroup (v13.337+: `Combat#groups`, each
 * combatant's `group` field naming its group; v13 client/documents/combatant.mjs #_prepareGroup
 * adds the combatant to `group.members`, makes the group hidden or defeated only when every member
 * is, and gives a member the group's initiative only when the group has one, which ours never do).
 * planUnitGroups says what to write so the Combat's groups are its units; groupTurns arranges the
 * tracker's turns under them (the tracker renders its own template: tracker-app.ts).
 */
import type { UnitGroupView } from "./tracker-view";

/** One combatant as the plan reads it. */
export interface GroupedCombatant {
  readonly id: string;
  /** Its unit (a unit id is its actor's UUID), null when it is no piece of a unit. */
  readonly unit: { readonly id: string; readonly name: string; readonly img: string | null } | null;
  /** The group it is in now (its `group` field), null for none. */
  readonly group: string | null;
}

/** One group of the Combat as the plan reads it: the unit it stands for (its flag), null for a group not ours. */
export interface ExistingGroup {
  readonly id: string;
  readonly unitId: string | null;
}

interface GroupPlan {
  /** Groups to create, one per unit without one. */
  readonly create: readonly { readonly unitId: string; readonly name: string; readonly img: string | null }[];
  /** Combatants whose group must change: to their unit's group (by unit id), or out of any (null). */
  readonly assign: readonly { readonly combatantId: string; readonly unitId: string | null }[];
  /** Our groups no unit of the Combat needs any more. */
  readonly remove: readonly string[];
}

/** What to write so that every unit has one group and every combatant is in its unit's group. */
export function planUnitGroups(combatants: readonly GroupedCombatant[], groups: readonly ExistingGroup[]): GroupPlan {
  const ours = new Map<string, string>();
  for (const g of groups) if (g.unitId !== null && !ours.has(g.unitId)) ours.set(g.unitId, g.id);
  const units = new Map<string, { unitId: string; name: string; img: string | null }>();
  for (const c of combatants)
    if (c.unit && !units.has(c.unit.id))
      units.set(c.unit.id, { unitId: c.unit.id, name: c.unit.name, img: c.unit.img });
  const create = [...units.values()].filter((u) => !ours.has(u.unitId));
  const assign: { combatantId: string; unitId: string | null }[] = [];
  for (const c of combatants) {
    const wanted = c.unit ? (ours.get(c.unit.id) ?? null) : null;
    // a unit's new group has no id yet: the combatant is assigned by unit id once it is created
    if (c.unit && wanted === null) assign.push({ combatantId: c.id, unitId: c.unit.id });
    else if (c.group !== wanted) assign.push({ combatantId: c.id, unitId: c.unit?.id ?? null });
  }
  // our groups whose unit left the Combat, and any second group of one unit
  const remove = groups
    .filter((g) => g.unitId !== null && (!units.has(g.unitId) || ours.get(g.unitId) !== g.id))
    .map((g) => g.id);
  return { create, assign, remove };
}

/** A turn of the tracker (what v13's CombatTracker#_prepareTurnContext returns, the fields we read). */
interface TrackerTurn {
  readonly id: string;
}

/** The tracker's rows: each unit's header and its members, then the combatants of no unit. */
interface TrackerGroups<T extends TrackerTurn> {
  readonly units: readonly { readonly view: UnitGroupView; readonly turns: readonly T[] }[];
  readonly loose: readonly T[];
}

/** Arrange the turns under their units, in the order each unit first appears in the turn order. */
export function groupTurns<T extends TrackerTurn>(
  turns: readonly T[],
  unitOf: (combatantId: string) => UnitGroupView | null,
): TrackerGroups<T> {
  const units = new Map<string, { view: UnitGroupView; turns: T[] }>();
  const loose: T[] = [];
  for (const turn of turns) {
    const view = unitOf(turn.id);
    if (!view) {
      loose.push(turn);
      continue;
    }
    const group = units.get(view.unitId) ?? { view, turns: [] };
    group.turns.push(turn);
    units.set(view.unitId, group);
  }
  return { units: [...units.values()], loose };
}
