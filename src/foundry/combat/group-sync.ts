/**
 * The Combat's Combatant Groups kept equal to its units (groups.ts plans, this writes), on the
 * active GM's client only (one writer): when combatants join or leave and when the world is
 * ready. At most three writes: create the missing groups, move the combatants, delete the groups
 * no unit needs. A group is ours by its flag (the unit's id); the GM's own groups are left alone.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { combatantUnit } from "./foundry";
import { planUnitGroups, type ExistingGroup, type GroupedCombatant } from "./groups";

const GROUP = "CombatantGroup";

function unitIdOf(group: CombatantGroup.Implementation): string | null {
  const flag: unknown = group.getFlag(SYSTEM_ID, "unitId");
  return typeof flag === "string" ? flag : null;
}

async function syncUnitGroups(combat: Combat.Implementation): Promise<void> {
  const combatants: GroupedCombatant[] = [...combat.combatants].map((c) => {
    const unit = combatantUnit(c);
    const actor = unit ? fromUuidSync<Actor.Implementation>(unit.id, { strict: false }) : null;
    return {
      id: c.id ?? "",
      unit: unit ? { id: unit.id, name: unit.name, img: actor instanceof Actor ? (actor.img ?? null) : null } : null,
      group: c._source.group ?? null,
    };
  });
  const groups: ExistingGroup[] = [...combat.groups].map((g) => ({ id: g.id ?? "", unitId: unitIdOf(g) }));
  const plan = planUnitGroups(combatants, groups);
  const groupOf = new Map(groups.flatMap((g) => (g.unitId ? [[g.unitId, g.id] as const] : [])));
  if (plan.create.length > 0) {
    const created = await combat.createEmbeddedDocuments(
      GROUP,
      plan.create.map((u) => ({
        name: u.name,
        ...(u.img ? { img: u.img } : {}),
        flags: { [SYSTEM_ID]: { unitId: u.unitId } },
      })),
    );
    for (const g of created ?? []) {
      const unitId = unitIdOf(g);
      if (unitId && g.id) groupOf.set(unitId, g.id);
    }
  }
  if (plan.assign.length > 0)
    await combat.updateEmbeddedDocuments(
      "Combatant",
      plan.assign.map((a) => ({ _id: a.combatantId, group: a.unitId ? (groupOf.get(a.unitId) ?? null) : null })),
    );
  if (plan.remove.length > 0) await combat.deleteEmbeddedDocuments(GROUP, [...plan.remove]);
}

/** One sync at a time per Combat; changes that come while one waits are covered by it. */
const queues = new Map<string, Promise<void>>();
const waiting = new Set<string>();
/** Combatants join in batches (an import creates them in one call, one hook each): wait for the batch. */
const SETTLE_MS = 50;

/** createCombatant / deleteCombatant / ready: the active GM regroups, once per batch of changes. */
export function regroupAsGM(combat: Combat.Implementation | null): void {
  if (!combat?.id || !game.users?.activeGM?.isSelf) return;
  const id = combat.id;
  if (waiting.has(id)) return;
  waiting.add(id);
  const next = (queues.get(id) ?? Promise.resolve())
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(() => {
      waiting.delete(id);
      return syncUnitGroups(combat);
    })
    .catch((error: unknown) => console.error("Combat Patrol | unit groups failed", error));
  queues.set(id, next);
}
