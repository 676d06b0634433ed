/**
 * CORE-5 a volley checked against the world on the GM's client before any card is drawn: each
 * shooter and target figure named once and as its documents hold it, the shooters of the unit that
 * fires and armed with their own weapons, that unit activated now, each range the one the map
 * measures, each shooter seeing the target. Cover is the player's call where the rules leave it to
 * judgement: the declared grade stands, and the chat card says so when the map reads another.
 */
import type { FireInput, TargetFigure } from "@rules/procedures";
import { actorOfPart } from "@foundry/shared/parts";
import { RulesError } from "@rules/errors";
import type { FireRequest } from "@foundry/kernel/action-requests";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import {
  type DeclaredFact,
  mapCover,
  requireActivated,
  requireOnce,
  requireOwnWeapon,
  requireRange,
  requireSight,
  worldFigure,
  worldUnit,
} from "@foundry/kernel/world-checks";

/** A target figure as the world holds it: a part (a limber, a team) only needs its actor on the table. */
function checkTargetFigure(world: WorldFacts, target: TargetFigure, unitId: string): void {
  const id = target.figure.id;
  if (id.includes("#")) {
    if (!world.piece(actorOfPart(id))) throw new RulesError("notOnTable", { name: target.figure.name });
    return;
  }
  worldFigure(world, target.figure, unitId);
}

/**
 * The volley as the world allows it (refused with one localized line otherwise); the facts the
 * player declared against the map's reading, for the chat card.
 */
export function checkFireAgainstWorld(request: FireRequest, fire: FireInput, world: WorldFacts): DeclaredFact[] {
  requireOnce(fire.shooters.map((s) => s.figure));
  requireOnce(fire.target.figures.map((t) => t.figure));
  // The unit's name as the request's chat context gives it, for the refusal when no such piece is on the table.
  const named = request.unitNames.find((u) => u.id === fire.unitId)?.name ?? fire.shooters[0]?.figure.name ?? "?";
  const unit = worldUnit(world, { id: fire.unitId, name: named });
  for (const shooter of fire.shooters) {
    worldFigure(world, shooter.figure, fire.unitId);
    requireOwnWeapon(world, shooter.figure, shooter.weapon);
  }
  requireActivated(world, unit);
  if (request.herd) {
    // OW-9.2.2 a herd is one piece: its actor must be on the table (its animals are counted there).
    const herd = request.herd.unit;
    if (!world.piece(herd.id)) throw new RulesError("notOnTable", { name: herd.name });
  } else {
    if (fire.target.unitId === fire.unitId) throw new RulesError("fireAtOwnUnit", { name: unit.name });
    for (const target of fire.target.figures) checkTargetFigure(world, target, fire.target.unitId);
  }
  if (request.artilleryCrew) worldUnit(world, request.artilleryCrew.gun);
  const standing = fire.target.figures.filter((t) => !t.figure.incapacitated).map((t) => t.figure);
  const ground = world.ground([...fire.shooters.map((s) => s.figure.id), ...standing.map((f) => f.id)]);
  for (const shooter of fire.shooters) {
    requireRange(ground, shooter.figure, standing, shooter.rangeInches);
    requireSight(ground, shooter.figure, standing);
  }
  // The cover the map gives the target's nearest standing figure, as the dialog started it (fire.ts mapCovered).
  const map = mapCover(
    ground,
    fire.shooters.map((s) => s.figure.id),
    standing[0]?.id,
  );
  const declared = fire.target.figures.find((t) => !t.figure.incapacitated)?.cover ?? "none";
  return map !== null && map !== declared ? [{ fact: "cover", declared, map }] : [];
}
