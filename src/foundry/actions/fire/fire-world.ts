/**
 * CORE-5 a volley checked against the world on the GM's client before any card is drawn: each
 * shooter and target figure named once and as its documents hold it, the shooters of the unit that
 * fires and armed with their own weapons, that unit activated now, each range the one the map
 * measures, each shooter seeing the target. Cover is the player's call where the rules leave it to
 * judgement: the declared grade stands, and the chat card says so when the map reads another; where
 * the map's cover is the one resolved, the card says what gave it (chat/cover-lines.ts). A shot's
 * shifts are the sheet's (CORE-5.2): one the sheet gives cannot be left off; one the player adds
 * against himself (a move made by dragging the token) stands, and the card lists it with the rest.
 */
import type { FireInput, Shooter, TargetFigure } from "@rules/procedures";
import type { FigureState, UnitState } from "@rules/model";
import { defaultShifts, SHEET_SHIFTS } from "@foundry/kernel/default-shifts";
import { coverFromNearest, type CoverGrade, type CoverSource } from "@rules/terrain";
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
    const { figure } = worldFigure(world, shooter.figure, fire.unitId);
    requireOwnWeapon(world, shooter.figure, shooter.weapon);
    requireSheetShifts(shooter, figure, unit);
  }
  requireActivated(world, unit);
  if (request.herd) {
    // OW-9.2.2 a herd is one piece: its actor must be on the table (its animals are counted there).
    const herd = request.herd.unit;
    if (!world.piece(herd.id)) throw new RulesError("notOnTable", { name: herd.name });
  } else {
    if (fire.target.unitId === fire.unitId) throw new RulesError("fireAtOwnUnit", { name: unit.name });
    for (const target of fire.target.figures) checkTargetFigure(world, target, fire.target.unitId);
    // NAP-5.4.2 one band shorter only at a unit whose tokens stand in close order (the unit's data model measures it).
    const targetUnit = world.piece(fire.target.unitId)?.unit;
    if (targetUnit && targetUnit.closeOrder !== fire.target.closeOrder)
      throw new RulesError(`closeOrderNotAsMap.${targetUnit.closeOrder ? "in" : "out"}`, { unit: targetUnit.name });
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

/**
 * CORE-5.2 a shooter's shifts against his sheet (kernel/default-shifts.ts, the dialog's own
 * start): refused when one the sheet gives is left off, or the request carries a shift the dialog
 * never offers (a supplement's named shift, a thrown or canister shift: the engine sets those itself).
 */
function requireSheetShifts(shooter: Shooter, figure: FigureState, unit: UnitState): void {
  const claimed = shooter.shifts ?? {};
  if (Object.keys(claimed).some((k) => !SHEET_SHIFTS.some((s) => s === k)))
    throw new RulesError("shiftNotOffered", { name: figure.name });
  const sheet = defaultShifts(figure, unit);
  const dropped = SHEET_SHIFTS.find((shift) => sheet[shift] && claimed[shift] !== true);
  if (dropped) throw new RulesError(`shiftLeftOff.${dropped}`, { name: figure.name });
}

/** CORE-5 what a fire result stores as the why of its cover (chat/cover-lines.ts). */
export type CoverWhy = CoverSource & { readonly grade: Exclude<CoverGrade, "none"> };

/**
 * CORE-5 the why of a volley's cover: what gave the target's nearest standing figure its cover from
 * the nearest shooter (src/rules/terrain coverFromNearest, the reading the GM's mapCover grades), by
 * the map's name for it; null off the map, in the open, at a herd, or when the player declared another cover.
 */
export function volleyCoverWhy(request: FireRequest, world: Pick<WorldFacts, "ground">): CoverWhy | null {
  if (request.herd) return null;
  const standing = request.fire.target.figures.filter((t) => !t.figure.incapacitated);
  const first = standing[0];
  if (!first) return null;
  const shooterIds = request.fire.shooters.map((s) => s.figure.id);
  const ground = world.ground([...shooterIds, ...standing.map((t) => t.figure.id)]);
  const target = ground?.figures.find((f) => f.id === first.figure.id);
  if (!ground || !target) return null;
  const reading = coverFromNearest(
    ground.terrain,
    ground.figures.filter((f) => shooterIds.includes(f.id)),
    target,
  );
  // The player's call where it differs stands, and declared-lines.ts says so instead.
  if (!reading?.source || reading.grade === "none" || reading.grade !== first.cover) return null;
  return { ...reading.source, grade: reading.grade };
}
