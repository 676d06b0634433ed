/**
 * NAP-6.2 / OW-7.1 the cavalry requests checked against the world on the GM's client before any
 * card is drawn: a charge (both fighters as their sheets hold them, armed with their own weapons,
 * the charger's unit activated, one fight a figure an activation), a counter-charge or pursuit (a
 * reaction: a counter-charge taken while an enemy acts, reaction/reaction-world.ts, a pursuit
 * whenever an enemy withdraws; the Reaction value the sheets give; the gap to the charger the map
 * measures) and a bog check (the unit's riders, or its officer
 * alone, on the unit's move in its activation).
 */
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import type { Fighter, MeleeWeapon, MountedMeleeInput } from "@rules/mounted/melee";
import { unitBogCheckers, type MountedBogInput } from "@rules/mounted/terrain";
import type { MountedReactionInput } from "@rules/mounted/reaction";
import { closeOrderReactionValue } from "@rules/napoleonic/closeOrder";
import { reactionValue } from "@rules/procedures";
import { meleeWeaponFrom } from "@rules/mounted/charge-input";
import type { RulesOptions } from "@rules/options";
import { GRADES } from "@rules/cards/schema";
import { actingFigure } from "@foundry/kernel/acting-piece";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireActivated, requireOnce, worldFigure, worldUnit } from "@rules/validation/world-checks";
import { measuredRange } from "@rules/geometry";
import {
  absentAt,
  booleanAt,
  choiceAt,
  idAt,
  optionalNumberAt,
  pieceAt,
  recordAt,
} from "@foundry/kernel/request-shape";
import { numberAt, piecesAt, reactsAsGroup, requireEnemyActing } from "@foundry/kernel/request-world";

function sameWeapon(a: MeleeWeapon, b: MeleeWeapon): boolean {
  return (
    a.id === b.id &&
    a.kind === b.kind &&
    a.hth === b.hth &&
    JSON.stringify(a.lanceHth) === JSON.stringify(b.lanceHth) &&
    (a.bayonetHth ?? null) === (b.bayonetHth ?? null)
  );
}

/** One fighter's shape at the boundary: the fields the Charge dialog sends, nothing the engine's other callers add. */
function fighterShape(mounted: Readonly<Record<string, unknown>>, side: "attacker" | "defender"): void {
  const fighter = recordAt("mountedMelee", mounted, side);
  idAt("mountedMelee", fighter, "unitId");
  pieceAt("mountedMelee", fighter, "figure");
  const weapon = recordAt("mountedMelee", fighter, "weapon");
  idAt("mountedMelee", weapon, "id");
  for (const field of ["impetus", "moving", "closeOrder", "attackedFromRear", "bayonetFixed", "heavy", "armour"])
    booleanAt("mountedMelee", fighter, field);
  for (const field of ["hthOverride", "lance", "baseDepth", "modifiers"]) absentAt("mountedMelee", fighter, field);
}

/** The charge's shape at the boundary. */
export function chargeShape(input: unknown): void {
  const mounted = recordAt("mountedMelee", input, "mountedMelee");
  fighterShape(mounted, "attacker");
  fighterShape(mounted, "defender");
  booleanAt("mountedMelee", mounted, "secondMelee");
  booleanAt("mountedMelee", mounted, "caughtFromBehind");
}

/**
 * A fighter as the world holds him: his figure in his unit, the weapon his item gives, a close
 * order only his unit's formation gives, a bayonet only on a weapon that takes one, heavy cavalry
 * and armour only under the optional rule and mounted.
 */
function checkFighter(world: WorldFacts, fighter: Fighter, options: RulesOptions): UnitState {
  const { unit, figure } = worldFigure(world, fighter.figure, fighter.unitId);
  if (!sameWeapon(fighter.weapon, meleeWeaponFrom(world.weaponOf(figure.id))))
    throw new RulesError("notOwnWeapon", { name: figure.name });
  const heavyAllowed = options.optional.heavyCavalry && figure.mounted;
  if (
    (fighter.closeOrder && !unit.closeOrder) ||
    (fighter.bayonetFixed === true && fighter.weapon.bayonetHth == null) ||
    ((fighter.heavy === true || fighter.armour === true) && !heavyAllowed)
  )
    throw new RulesError("notAsOnTable", { name: figure.name });
  return unit;
}

/** NAP-6.2 / OW-7.1d the charge as the world allows it; the charger's unit. */
export function checkChargeAgainstWorld(input: MountedMeleeInput, world: WorldFacts, options: RulesOptions): UnitState {
  const { attacker, defender } = input;
  requireOnce([attacker.figure, defender.figure]);
  if (attacker.unitId === defender.unitId)
    throw new RulesError("notInUnit", { name: defender.figure.name, unit: attacker.figure.name });
  const unit = checkFighter(world, attacker, options);
  checkFighter(world, defender, options);
  // NAP-6.2 only a mounted figure charges (the Charge button's own refusal, made again on the sheet's copy).
  if (!attacker.figure.mounted) throw new RulesError("notMounted", { figure: attacker.figure.name });
  // CORE-3 the charger's unit charges in its activation.
  requireActivated(world, unit);
  return unit;
}

/** The counter-charge's shape at the boundary (the charger named beside it: `charger`). */
export function counterChargeShape(input: unknown): void {
  const reaction = recordAt("mountedReaction", input, "mountedReaction");
  idAt("mountedReaction", reaction, "unitId");
  choiceAt("mountedReaction", reaction, "kind", ["counter-charge", "pursuit"]);
  piecesAt("mountedReaction", reaction, "figures");
  numberAt("mountedReaction", reaction, "reaction", 0, 10);
  if (reaction.contact !== undefined) {
    const contact = recordAt("mountedReaction", reaction, "contact");
    for (const field of ["gapInches", "chargerInches"]) numberAt("mountedReaction", contact, field, 0, 100);
  }
  const fields = recordAt("mountedReaction", { input }, "input");
  if (fields.charger !== undefined) pieceAt("mountedReaction", fields, "charger");
}

/** Inches the GM's map allows between a claimed gap and the measured one (the dialog shows tenths). */
const GAP_SLACK = 0.051;

/**
 * NAP-6.2.1.2 a counter-charge (or pursuit) as the world allows it: the reacting riders of the
 * unit (one figure, or its standing figures), each once and mounted; the Reaction value the sheets
 * give (NAP-5.6 a close order group's, else the checking figure's); for a counter-charge an enemy
 * acting now (a pursuit at any time, NAP-6.2.1.2b); the gap to the charger the one the map
 * measures where both have tokens.
 */
export function checkCounterChargeAgainstWorld(
  input: MountedReactionInput,
  charger: { readonly id: string; readonly name: string } | undefined,
  world: WorldFacts,
  options: RulesOptions,
): void {
  requireOnce(input.figures);
  const named = input.figures[0]?.name ?? input.unitId;
  const unit = worldUnit(world, { id: input.unitId, name: named });
  const figures: FigureState[] = input.figures.map((f) => worldFigure(world, f, unit.id).figure);
  const notMounted = figures.find((f) => !f.mounted);
  if (notMounted) throw new RulesError("notMounted", { figure: notMounted.name });
  const standing = unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);
  const whole = figures.length === standing.length && figures.every((f) => standing.includes(f.id));
  if (figures.length === 0 || (figures.length > 1 && !whole)) throw new RulesError("notAsOnTable", { name: unit.name });
  const rules = { rules: options };
  const group = reactsAsGroup(unit, options.era) && whole;
  const leader = figures.find((f) => f.id === unit.leaderId) ?? null;
  const checker = figures.length === 1 ? figures[0]! : actingFigure({ unit, unitActorId: unit.id, figure: null });
  const allowed = [
    ...(group ? [closeOrderReactionValue(leader, reactionValue(unit.grade, rules), rules)] : []),
    ...(checker ? [checker.reaction] : []),
  ];
  if (!allowed.includes(input.reaction)) throw new RulesError("notAsOnTable", { name: checker?.name ?? unit.name });
  // NAP-6.2.1.2b a pursuit follows a withdrawing enemy whoever's activation made him withdraw (our
  // reading, docs/rules-readings.md): his own move, or a fall back from a Guts check the pursuers'
  // own side's fire forced in its activation. A counter-charge meets a charge: an enemy acting now.
  if (input.kind !== "pursuit") requireEnemyActing(world, unit);
  // A pursuit meets no charge: nothing to prorate (the Pursue button sends no contact).
  else if (input.contact) throw new RulesError("notAsOnTable", { name: unit.name });
  if (input.contact && checker) requireGap(world, checker, charger, input.contact.gapInches);
}

/** NAP-6.2.1.2b the gap to the charger as the map measures it (base edge to base edge), when both have tokens. */
function requireGap(
  world: WorldFacts,
  checker: FigureState,
  charger: { readonly id: string; readonly name: string } | undefined,
  claimed: number,
): void {
  if (!charger) throw new RulesError("notOnTable", { name: checker.name });
  if (!world.piece(charger.id)) throw new RulesError("notOnTable", { name: charger.name });
  const ground = world.ground([checker.id, charger.id]);
  const from = ground?.figures.find((f) => f.id === checker.id);
  const to = ground?.figures.find((f) => f.id === charger.id);
  if (!from || !to) return;
  const range = measuredRange(from, to);
  if (Math.abs(range - claimed) > GAP_SLACK)
    throw new RulesError("notTableRange", { name: checker.name, range, claimed });
}

/** The bog check's shape at the boundary. */
export function bogShape(input: unknown): void {
  const bog = recordAt("mountedBog", input, "mountedBog");
  idAt("mountedBog", bog, "unitId");
  choiceAt("mountedBog", bog, "place", ["woods", "linear-obstacle"]);
  choiceAt("mountedBog", bog, "terrainGrade", GRADES);
  piecesAt("mountedBog", bog, "figures");
  if (bog.officerId !== undefined) idAt("mountedBog", bog, "officerId");
  optionalNumberAt("mountedBog", bog, "inchesInWoods", 0, 100);
  if (bog.endsJustOverObstacle !== undefined) booleanAt("mountedBog", bog, "endsJustOverObstacle");
}

/**
 * NAP-6.1.2 / OW-7.1b the bog check as the world allows it: the unit's riders as its sheet holds
 * them (NAP-6.1.2b its mounted officer apart, alone on his own check), each once, the unit
 * activated (the check is part of its move).
 */
export function checkBogAgainstWorld(input: MountedBogInput, world: WorldFacts): void {
  requireOnce(input.figures);
  const unit = worldUnit(world, { id: input.unitId, name: input.figures[0]?.name ?? input.unitId });
  for (const f of input.figures) worldFigure(world, f, unit.id);
  const officer = unit.figures.find((f) => f.id === unit.leaderId && f.id === input.officerId) ?? null;
  if (input.officerId !== undefined && !officer) throw new RulesError("notAsOnTable", { name: unit.name });
  const checkers = officer ? [officer.id] : unitBogCheckers(unit).map((f) => f.id);
  const ids = input.figures.map((f) => f.id);
  if (ids.length !== checkers.length || ids.some((id, i) => id !== checkers[i]))
    throw new RulesError("notAsOnTable", { name: unit.name });
  requireActivated(world, unit);
}
