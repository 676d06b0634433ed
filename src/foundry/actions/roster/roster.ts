/**
 * OW-2 / OW-4e / OW-9.1 the unit sheet's Check unit button: the engine's own checks of a unit
 * before play (checkUnitSize: 4 to 6 figures; checkWhole: its morale markers a whole count;
 * checkHero: a hero's Endurance; checkIndianWeapon: no Indian with a crewed weapon or dynamite).
 * Each refusal is shown; a unit that passes them all gets ONE chat line saying so (roster-card.ts).
 */
import { RulesError } from "@rules/errors";
import { checkWhole } from "@rules/old-west/common";
import { checkHero } from "@rules/old-west/heroes";
import { checkIndianWeapon } from "@rules/old-west/indians";
import { checkUnitSize } from "@rules/old-west/leaders";
import { pieceOf } from "@foundry/kernel/acting-piece";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { UNIT_READY_CARD, type UnitReadyData } from "./roster-card";

type Refusal = { readonly key: string; readonly data: Readonly<Record<string, string | number>> };

function refusalOf(check: () => void): Refusal | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof RulesError) return { key: error.localizationKey, data: error.data };
    throw error;
  }
}

/** The refusals of the unit's checks (empty: the unit may play), in the order above. */
export function unitRefusals(
  port: TableUses<{ user: "options" | "format"; pieces: "weaponOf" }>,
  unit: Parameters<typeof checkUnitSize>[0],
): Refusal[] {
  const options = { rules: port.user.options() };
  const out: (Refusal | null)[] = [];
  if (options.rules.era === "old-west") out.push(refusalOf(() => checkUnitSize(unit, options)));
  out.push(refusalOf(() => checkWhole(unit.moraleMarkers, port.user.format("COMBAT_PATROL.Action.CheckUnit.markers"))));
  if (options.rules.era === "old-west") {
    for (const figure of unit.figures) {
      out.push(refusalOf(() => checkHero(figure, options)));
      const weapon = port.pieces.weaponOf(figure.id);
      const refused = weapon ? refusalOf(() => checkIndianWeapon(figure, unit, weapon.profile.id, options)) : null;
      // The weapon by its name (the engine names its table row).
      out.push(refused && weapon ? { key: refused.key, data: { ...refused.data, weapon: weapon.name } } : refused);
    }
  }
  return out.filter((r): r is Refusal => r !== null);
}

export async function checkUnit(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const unit = piece.unit;
  const refusals = unitRefusals(port, unit);
  for (const r of refusals) port.user.warn(r.key, r.data);
  if (refusals.length > 0) return;
  const standing = unit.figures.filter((f) => !f.incapacitated).length;
  const text = port.user.format("COMBAT_PATROL.Action.CheckUnit.ok", { unit: unit.name, count: standing });
  const data: UnitReadyData = { text };
  await port.writes.createCard(UNIT_READY_CARD, data, port.writes.speaker(piece.unitActorId));
}
