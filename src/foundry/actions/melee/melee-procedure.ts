/** CORE-6 the hand-to-hand draw procedure, run on the GM's client. */
import { RulesError } from "@rules/errors";
import type { MeleeSide } from "@rules/procedures";
import type { UnitState } from "@rules/model";
import { resolveMelee } from "@rules/procedures";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { postingProcedure } from "@foundry/kernel/procedure-steps";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import { absentAt, idAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { CLOSE_ORDER_DATA } from "@rules/napoleonic/closeOrder";
import { apartForMelee, meleeOnMap } from "./melee-map";
import type { MeleeRequest } from "@foundry/kernel/action-requests";

/** CORE-6 / NAP-5.4.1 the modifiers the dialog offers, at their values; "other" is the players' call. */
const KNOWN_MODIFIERS: Readonly<Record<string, number>> = {
  closeOrder: CLOSE_ORDER_DATA.hthBonus,
  impetus: 2,
  obstacle: 1,
};
const OTHER_LIMIT = 10;

function modifierOk(m: unknown): boolean {
  if (typeof m !== "object" || m === null || !("key" in m) || !("value" in m)) return false;
  const { key, value } = m;
  if (typeof key !== "string" || typeof value !== "number" || !Number.isInteger(value)) return false;
  return key === "other" ? Math.abs(value) <= OTHER_LIMIT : KNOWN_MODIFIERS[key] === value;
}

/** One side's shape at the boundary: its unit id, its figure, its weapon's bonus, the modifiers the dialog offers. */
function sideShape(input: unknown, side: "attacker" | "defender"): void {
  const melee = recordAt("melee", input, "melee");
  const record = recordAt("melee", melee, side);
  idAt("melee", record, "unitId");
  pieceAt("melee", record, "figure");
  optionalNumberAt("melee", record, "hth", -10, 10);
  // What other hand-to-hand actions set (a wagon overturning, a rear attack) comes through their own procedures.
  for (const field of ["addsMeleeAttribute", "takesDamage"]) absentAt("melee", record, field);
  const mods = record.modifiers;
  // The dialog offers impetus to the attacker only, the obstacle to the defender only.
  const notHere = side === "attacker" ? "obstacle" : "impetus";
  if (
    Array.isArray(mods) &&
    mods.some((m: unknown) => typeof m === "object" && m !== null && Reflect.get(m, "key") === notHere)
  )
    throw new RulesError("badActionParams", {
      action: "melee",
      field: `${side}.modifiers`,
      problem: "not the dialog's",
    });
  if (mods !== undefined && !(Array.isArray(mods) && mods.every(modifierOk)))
    throw new RulesError("badActionParams", {
      action: "melee",
      field: `${side}.modifiers`,
      problem: "not the dialog's",
    });
}

/** Does the side carry this modifier (the dialog's key)? */
const hasModifier = (side: MeleeSide, key: string): boolean => side.modifiers?.some((m) => m.key === key) ?? false;

/** CORE-6 a side as the world holds it: its figure from the documents, in its unit, its weapon's own bonus; its unit. */
function checkSide(world: WorldFacts, side: MeleeSide): UnitState {
  const { unit } = worldFigure(world, side.figure, side.unitId);
  // NAP-5.4.1 the close-order bonus only for a unit whose tokens stand in close order (the unit's data
  // model measures it); one in close order without it was attacked from the rear (checkMelee).
  if (hasModifier(side, "closeOrder") && !unit.closeOrder)
    throw new RulesError("meleeCloseOrderNotAsMap", { unit: unit.name });
  // OW-7.1d "Units that contact the enemy by moving 4" or more in a straight line have Impetus" (the
  // mounted rules; NAP-6.2.1.1 "Mounted figures"): a figure on foot has none.
  if (hasModifier(side, "impetus") && !side.figure.mounted)
    throw new RulesError("impetusOnFoot", { name: side.figure.name });
  const own = world.weaponOf(side.figure.id)?.hth ?? 0;
  // A side fights with its weapon's bonus, or none (a weapon the table marks "--", NAP-6.2.1.3 caught from behind).
  if (side.hth !== own && side.hth !== 0) throw new RulesError("notOwnWeapon", { name: side.figure.name });
  return unit;
}

/** CORE-6 the request checked against the world before any card: both sides as their sheets hold them. */
function checkMelee(input: MeleeRequest, world: WorldFacts): void {
  const { attacker, defender } = input.melee;
  requireOnce([attacker.figure, defender.figure]);
  if (attacker.unitId === defender.unitId)
    throw new RulesError("notInUnit", { name: defender.figure.name, unit: attacker.figure.name });
  const unit = checkSide(world, attacker);
  const defending = checkSide(world, defender);
  const onMap = meleeOnMap((ids) => world.ground(ids), attacker.figure.id, defender.figure.id);
  // CORE-6 the fighters' bases in contact, where the map holds their tokens.
  if (apartForMelee(onMap))
    throw new RulesError("meleeNotInContact", {
      attacker: attacker.figure.name,
      defender: defender.figure.name,
      gap: onMap?.gap ?? 0,
    });
  // NAP-5.4.1 a defender in close order fights without its bonus only when attacked from the rear.
  if (onMap && defending.closeOrder && !hasModifier(defender, "closeOrder") && !onMap.fromRear)
    throw new RulesError("meleeNotFromRear", { attacker: attacker.figure.name, defender: defender.figure.name });
  // CORE-6 the defender defends an obstacle the map shows between them, and only one it shows.
  if (onMap && hasModifier(defender, "obstacle") !== onMap.obstacle)
    throw new RulesError(`meleeObstacleNotAsMap.${onMap.obstacle ? "there" : "none"}`, {
      defender: defender.figure.name,
    });
  // CORE-3 the attacker's unit starts a hand to hand in its activation.
  requireActivated(world, unit);
}

export const MELEE_PROCEDURE: DrawProcedure<"melee"> = postingProcedure({
  acting: (input) => {
    // The shape first: the request crossed the socket (a refusal draws nothing).
    sideShape(input, "attacker");
    sideShape(input, "defender");
    return [input.melee.attacker.figure];
  },
  resolve: (input, cards, ctx) => {
    checkMelee(input, ctx.world);
    // CORE-3 a figure starts one hand to hand an activation (the same fight sent again is refused).
    ctx.spend("melee", input.melee.attacker.unitId, [input.melee.attacker.figure]);
    return resolveMelee(input.melee, cards, { rules: ctx.options });
  },
  named: (input) => [input.melee.attacker.figure, input.melee.defender.figure],
});
