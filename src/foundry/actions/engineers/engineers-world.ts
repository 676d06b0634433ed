/**
 * NAP-8.1 the engineers' requests checked against the world on the GM's client before any card:
 * the figure that sets the charges off, in his unit, activated, with the emplacement the unit's
 * sheet records (how many done, where they lie, the GM's number once set); the axemen of the unit,
 * each once, as their sheets hold them and carrying axes, the unit activated, one attack a figure
 * an activation (an attack on a door is their hand to hand: "melee with door Melee 0").
 */
import type { Point } from "@rules/geometry";
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import type { DoorAttackInput, EmplacementState } from "@rules/napoleonic/engineers";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import { idAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { fieldsOf, piecesAt, wholeNumberAt } from "@foundry/kernel/request-world";

/** NAP-8.1 the unit flag holding the Endurance left to the door the engineers attack. */
export const DOOR_ENDURANCE_FLAG = "doorEndurance";

/** NAP-8.1 the unit flag holding where its charges lie: "x,y" in inches (flags hold plain values), null when none. */
export const CHARGES_AT_FLAG = "chargesAt";

/** NAP-8.1 the unit flags of the emplacement (the engine writes `chargesEmplaced`; the GM's number rides along). */
export const EMPLACED_FLAG = "chargesEmplaced";
export const REQUIRED_FLAG = "chargesRequired";

/** NAP-8.1 the axe the engineers' door attack needs (NAP Table 1). */
export const AXE_WEAPON = "nap.axe";

export function spotFlag(at: Point): string {
  return `${at.x},${at.y}`;
}

export function spotOf(value: unknown): Point | null {
  if (typeof value !== "string") return null;
  const [x, y, ...rest] = value.split(",").map(Number);
  return x !== undefined && y !== undefined && rest.length === 0 && Number.isFinite(x) && Number.isFinite(y)
    ? { x, y }
    : null;
}

/** A number a unit flag holds, else `fallback`. */
export function flagNumber(unit: Pick<UnitState, "flags">, key: string, fallback: number): number {
  const v = unit.flags?.[key];
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

function sameSpot(a: Point | null | undefined, b: Point | null): boolean {
  return (a ?? null) === null ? b === null : b !== null && a?.x === b.x && a.y === b.y;
}

/** The detonation's shape at the boundary. */
export function detonationShape(input: object): void {
  const fields = fieldsOf(input);
  idAt("detonation", fields, "unitId");
  pieceAt("detonation", fields, "figure");
  const emplaced = recordAt("detonation", fields, "emplaced");
  wholeNumberAt("detonation", emplaced, "required", 0, 100);
  wholeNumberAt("detonation", emplaced, "done", 0, 100);
  if (emplaced.at !== undefined && emplaced.at !== null) {
    const at = recordAt("detonation", emplaced, "at");
    for (const field of ["x", "y"]) optionalNumberAt("detonation", at, field, -1e6, 1e6);
  }
}

/** NAP-8.1 the detonation as the world allows it: the emplacement the unit's sheet records. */
export function checkDetonationAgainstWorld(
  request: { readonly unitId: string; readonly figure: FigureState; readonly emplaced: EmplacementState },
  world: WorldFacts,
): void {
  const { unit } = worldFigure(world, request.figure, request.unitId);
  const { emplaced } = request;
  const required = flagNumber(unit, REQUIRED_FLAG, emplaced.required);
  if (
    emplaced.done !== flagNumber(unit, EMPLACED_FLAG, 0) ||
    emplaced.required !== required ||
    !sameSpot(emplaced.at, spotOf(unit.flags?.[CHARGES_AT_FLAG]))
  )
    throw new RulesError("notAsOnTable", { name: unit.name });
  requireActivated(world, unit);
}

/** The door attack's shape at the boundary. */
export function doorAttackShape(input: object): void {
  const attack = recordAt("doorAttack", fieldsOf(input), "doorAttack");
  idAt("doorAttack", attack, "unitId");
  piecesAt("doorAttack", attack, "engineers");
  wholeNumberAt("doorAttack", attack, "doorEndurance", 0, 100);
}

/** NAP-8.1 the door attack as the world allows it; its axemen spend their hand to hand of this activation. */
export function checkDoorAttackAgainstWorld(attack: DoorAttackInput, ctx: Pick<DrawContext, "world" | "spend">): void {
  requireOnce(attack.engineers);
  const found = attack.engineers.map((f) => worldFigure(ctx.world, f, attack.unitId));
  for (const { figure } of found) {
    if (figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: figure.name });
    if (ctx.world.weaponOf(figure.id)?.id !== AXE_WEAPON) throw new RulesError("notOwnWeapon", { name: figure.name });
  }
  const unit = found[0]?.unit;
  if (!unit) throw new RulesError("noFigures", { unit: attack.unitId });
  requireActivated(ctx.world, unit);
  ctx.spend("melee", unit.id, attack.engineers);
}
