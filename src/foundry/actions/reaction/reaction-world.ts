/**
 * CORE-10 a reaction check and OW-9.3f regaining control, checked against the world on the GM's
 * client before any card is drawn: every piece as its documents hold it, the reacting unit at a
 * time the rules let it react, the runaway wagon as its sheet holds it and activated now.
 *
 * Who may react, and when (our reading of CORE-10, ../request-world.ts requireEnemyActing): a
 * reaction "interrupts an enemy move", so it is taken outside the reacting unit's own activation:
 * the GM does not ask that the reacting unit be activated (that would refuse every honest
 * reaction) but that, when an activation runs, the card named some other unit (an enemy acting
 * now). The rules set no limit of one reaction an activation, so none is spent.
 */
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import { footMayReactToClose } from "@rules/mounted/reaction";
import type { WagonState } from "@rules/old-west/wagons";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireActivated, worldFigure, worldUnit } from "@rules/validation/world-checks";
import type { ReactionRequest, RegainControlRequest } from "@foundry/kernel/action-requests";
import { booleanAt, choiceAt, idAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { fieldsOf, reactsAsGroup, requireEnemyActing } from "@foundry/kernel/request-world";
import { CLOSE_TO_CONTACT } from "./checks";

/**
 * CORE-10 the reaction request as the world allows it: the unit as its sheet holds it, the checking
 * figure of that unit (NAP-5.6 none when the unit reacts as one close order group, and only then),
 * an enemy acting now, and NAP-6.2.1.2b no foot closing to contact with riders on the move.
 * Returns the world's unit.
 */
export function checkReactionAgainstWorld(input: ReactionRequest, world: WorldFacts, era: string): UnitState {
  const fields = fieldsOf(input);
  pieceAt("reaction", fields, "unit");
  if (fields.figure !== null) pieceAt("reaction", fields, "figure");
  idAt("reaction", fields, "purpose");
  const unit = worldUnit(world, input.unit);
  const group = reactsAsGroup(unit, era);
  if (group && input.figure) throw new RulesError("groupReacts", { unit: unit.name });
  if (!group && !input.figure) throw new RulesError("noFigures", { unit: unit.name });
  const figure = input.figure ? worldFigure(world, input.figure, unit.id).figure : null;
  requireEnemyActing(world, unit);
  if (input.purpose === CLOSE_TO_CONTACT)
    requireMayCloseWith(world, unit, figure ? [figure] : unit.figures.filter((f) => !f.incapacitated));
  return unit;
}

/**
 * NAP-6.2.1.2b "Foot figures may move to contact ... with stationary mounted figures as part of
 * activation; however, they may not use Reaction to close with moving mounted figures." A reaction
 * interrupts the move of the enemy acting now (the units the Activation Card named beside the
 * reacting one, requireEnemyActing): when one of them has a rider standing, he is moving, and a
 * reaction to close to contact with him is refused to foot (any reacting figure on foot: a group
 * checks once for all). In free play no enemy is known to act: the table decides.
 */
function requireMayCloseWith(world: WorldFacts, unit: UnitState, reacting: readonly FigureState[]): void {
  const onFoot = reacting.find((f) => !f.mounted);
  const activation = world.activation();
  if (!onFoot || !activation) return;
  const ridersActing = activation.units
    .filter((id) => id !== unit.id)
    .some((id) => world.piece(id)?.unit.figures.some((f) => f.mounted && !f.incapacitated) ?? false);
  if (!footMayReactToClose(ridersActing)) throw new RulesError("footMayNotCloseWithRiders", { name: onFoot.name });
}

/** OW-9.3f the regain control request's shape at the boundary (before its acting wagon is read). */
export function regainControlShape(input: RegainControlRequest): void {
  const wagon = recordAt("ow.regainControl", input, "wagon");
  pieceAt("ow.regainControl", wagon, "unit");
  choiceAt("ow.regainControl", fieldsOf(input), "terrain", ["open", "cover"]);
  idAt("ow.regainControl", wagon, "wagonId");
  for (const field of ["runaway", "overturned", "destroyed"]) booleanAt("ow.regainControl", wagon, field);
  choiceAt("ow.regainControl", wagon, "pace", ["stopped", "normal", "gallop"]);
  // The team is no fact the driver's draw reads: its shape only (the wagon's own procedures read it).
  const team = recordAt("ow.regainControl", wagon, "team");
  idAt("ow.regainControl", team, "id");
  for (const field of ["animals", "wounds", "dead"]) optionalNumberAt("ow.regainControl", team, field, 0, 100);
  booleanAt("ow.regainControl", team, "hurtCutOut");
}

/**
 * OW-9.3f the runaway wagon as its sheet holds it: its unit (the driver and passengers, the team),
 * its kind, its driver, runaway or not, overturned or not; the driver draws on the wagon's activation.
 */
export function checkRegainControlAgainstWorld(input: RegainControlRequest, world: WorldFacts): void {
  const unit = worldUnit(world, input.wagon.unit);
  if (!sameWagon(input.wagon, unit)) throw new RulesError("notAsOnTable", { name: unit.name });
  requireActivated(world, unit);
}

/** The wagon's facts the regain control reads, as its unit's flags hold them (data/derive.ts wagonState). */
function sameWagon(wagon: WagonState, unit: UnitState): boolean {
  const flags = unit.flags ?? {};
  return (
    wagon.runaway === flags["runaway"] &&
    wagon.overturned === flags["overturned"] &&
    wagon.driverId === unit.leaderId &&
    wagon.wagonId === `ow.${String(flags["wagon"])}`
  );
}
