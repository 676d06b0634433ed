/**
 * The checks a GM's procedure makes of a request against the world before it draws a card: every
 * piece named once, each as its documents hold it, in the unit the request says, armed as its own
 * item arms it, the acting unit activated now (CORE-3), the range the table measures and a line of
 * sight (CORE-5). Each refusal is one localized line (RulesError) and nothing is drawn or written.
 *
 * Rules, not Foundry: a request's copy of a fact is a claim and the world's is the fact; the checks
 * read the world through the small shapes below, which the GM's world reader
 * (foundry/kernel/world-facts.ts) and the engine opponent's table reading both fill.
 */
import { RulesError } from "../errors";
import { measuredRange, type Figure } from "../geometry";
import type { FigureState, UnitState, WeaponProfile } from "../model";
import {
  coverFromNearest,
  lineOfSight,
  moraleColumn,
  type CoverGrade,
  type CoverReading,
  type Sight,
  type Terrain,
} from "../terrain";
import type { Structure } from "../tables/artillery";
import { actorOfPart } from "../parts";
import { sameFacts } from "./same-facts";

/** Where some pieces stand: the figures that have a token on one scene (inches) and that scene's ground. */
export interface WorldGround {
  /** Each figure's `id` is the actor UUID asked for; a piece with no token on the scene is left out. */
  readonly figures: readonly Figure[];
  readonly terrain: Terrain;
}

/** What an actor is on the table: its unit, and the figure when it is one. */
export interface PieceOnTable {
  readonly unit: UnitState;
  readonly figure: FigureState | null;
}

/** What the checks read of the world (the GM's world reader is one). */
export interface CheckedWorld {
  /** What an actor (UUID) is on the table; null when it is no piece. */
  piece(actorId: string): PieceOnTable | null;
  /** The weapon a figure's own item gives it; null when unarmed. */
  weaponOf(figureId: string): WeaponProfile | null;
  /** CORE-3 the units the activation running now named; null when none runs (free play). */
  activation(): { readonly units: readonly string[] } | null;
}

/**
 * A fact the rules leave to the player's judgement that he declared otherwise than the map reads
 * it: his stands, and the result carries both (`declared`) for the chat card.
 */
export type DeclaredFact =
  | { readonly fact: "cover"; readonly declared: CoverGrade; readonly map: CoverGrade }
  | { readonly fact: "moraleColumn"; readonly declared: "open" | "cover"; readonly map: "open" | "cover" }
  /** NAP-5.3b slow ground (woods, rough, a ford) on the way; NAP-6.1.2 / OW-7.1b a rider's bog check on the way. */
  | { readonly fact: "slowGround" | "bogCheck"; readonly declared: boolean; readonly map: boolean }
  /**
   * NAP-5.3b inches at the full rate before the slow ground; NAP-5.3 / OW-9.3f linear obstacles
   * crossed; NAP-6.2.1.1 / OW-7.1d the straight inches into contact; NAP-6.1.2 / OW-7.1b the inches
   * of a rider's move in woods; NAP-5.3b the inches of a wheel's outside figure; NAP-5.4.1 the
   * hour, on the line's clock, of the enemy a close order group turns to face.
   */
  | {
      readonly fact:
        "openInches" | "linearObstacles" | "straightInches" | "inchesInWoods" | "wheelInches" | "enemyBearing";
      readonly declared: number;
      readonly map: number;
    }
  /** NAP-7.1 / OW-5.2b the ground a gun moves over; NAP-7.1 its inches in woods or rough. */
  | {
      readonly fact: "gunGround";
      readonly declared: "open" | "road" | "rough";
      readonly map: "open" | "road" | "rough";
    }
  | { readonly fact: "inchesInRough"; readonly declared: number; readonly map: number }
  /** NAP-7.3 the building the targeted troops stand in, by its structure ("none": in the open). */
  | {
      readonly fact: "gunBuilding";
      readonly declared: Structure | "none";
      readonly map: Structure | "none";
    }
  /** NAP-7.3 a range typed straight ahead, and the map's range to the targeted unit (named). */
  | { readonly fact: "gunRange"; readonly declared: number; readonly map: number; readonly unit: string }
  /** NAP-6.2.1.1 the last 4" into contact over open, flat ground. */
  | { readonly fact: "openFlat"; readonly declared: boolean; readonly map: boolean }
  /** NAP-6.1.2 / OW-7.1b where a rider's bog check is made ("none": no woods, fence, hedge or ditch on the way). */
  | {
      readonly fact: "bogPlace";
      readonly declared: "woods" | "linear-obstacle";
      readonly map: "woods" | "linear-obstacle" | "none";
    };

/** A request names each piece once (ten copies of one rifleman are one rifleman). */
export function requireOnce(pieces: readonly { readonly id: string; readonly name: string }[]): void {
  const seen = new Set<string>();
  for (const piece of pieces) {
    if (seen.has(piece.id)) throw new RulesError("namedTwice", { name: piece.name });
    seen.add(piece.id);
  }
}

/**
 * OW-9.3a "A wagon is its own unit": its driver (the wagon unit's leader) is his own piece on the
 * table (his token's buttons act for him alone) and acts on the wagon's card.
 */
function drivesWagon(world: Pick<CheckedWorld, "piece">, unitId: string, figureId: string): boolean {
  const wagon = world.piece(unitId)?.unit;
  return wagon?.kind === "wagon" && wagon.leaderId === figureId;
}

/**
 * The figure as the world holds it, with its unit; refused when it is no piece, belongs to
 * another unit than `unitId` (when given), or the request's copy differs from its documents.
 */
export function worldFigure(
  world: Pick<CheckedWorld, "piece">,
  claimed: FigureState,
  unitId?: string,
  /** What the action's client derives from the sheet before it sends the figure (the GM derives the same). */
  derived: (figure: FigureState) => FigureState = (f) => f,
): { readonly figure: FigureState; readonly unit: UnitState } {
  // A part (an animal of a herd: "<herd>#3") is a figure of its actor's unit.
  const piece = world.piece(actorOfPart(claimed.id));
  // The unit's copy: the unit decides some of a figure's facts (OW-7.1.1 Horsemanship by the unit's kind and grade).
  const figure = piece?.unit.figures.find((f) => f.id === claimed.id) ?? piece?.figure ?? null;
  if (!piece || !figure) throw new RulesError("notOnTable", { name: claimed.name });
  if (unitId !== undefined && piece.unit.id !== unitId)
    throw new RulesError("notInUnit", { name: figure.name, unit: piece.unit.name });
  if (!sameFacts(claimed, derived(figure))) throw new RulesError("notAsOnTable", { name: figure.name });
  return { figure, unit: piece.unit };
}

/** The unit as the world holds it; refused when it is no piece or the request's copy of it differs. */
export function worldUnit(world: Pick<CheckedWorld, "piece">, claimed: Pick<UnitState, "id" | "name">): UnitState {
  const unit = world.piece(claimed.id)?.unit ?? null;
  if (!unit || unit.id !== claimed.id) throw new RulesError("notOnTable", { name: claimed.name });
  if ("figures" in claimed && !sameFacts(claimed, unit)) throw new RulesError("notAsOnTable", { name: unit.name });
  return unit;
}

/** The figure's weapon is the one its own item gives it. */
export function requireOwnWeapon(
  world: Pick<CheckedWorld, "weaponOf">,
  figure: Pick<FigureState, "id" | "name">,
  weapon: WeaponProfile,
): void {
  const own = world.weaponOf(figure.id);
  if (!own || !sameFacts(own, weapon)) throw new RulesError("notOwnWeapon", { name: figure.name });
}

/**
 * CORE-3 is the unit activated now (free play, with no activation running, lets any unit act)?
 * OW-9.3a a wagon's driver acting as his own piece (his token's buttons) acts on the wagon's card.
 */
function activatedNow(world: Pick<CheckedWorld, "activation" | "piece">, unit: Pick<UnitState, "id">): boolean {
  const activation = world.activation();
  if (!activation || activation.units.includes(unit.id)) return true;
  return activation.units.some((id) => drivesWagon(world, id, unit.id));
}

/** CORE-3 the unit acts only when activated now (activatedNow). */
export function requireActivated(
  world: Pick<CheckedWorld, "activation" | "piece">,
  unit: Pick<UnitState, "id" | "name">,
): void {
  if (!activatedNow(world, unit)) throw new RulesError("notActivated", { name: unit.name });
}

/**
 * CORE-10 a fire or a move: the unit is activated now (requireActivated), else each of these
 * figures acts on a reaction it passed in this activation and has not yet acted on (a reaction
 * "interrupts an enemy move": the reacting figure fires or moves before the enemy goes on).
 */
export function requireActivatedOrReacting(
  world: Pick<CheckedWorld, "activation" | "piece">,
  reactionsLeft: (unitId: string, figureId: string) => number,
  unit: Pick<UnitState, "id" | "name">,
  figures: readonly Pick<FigureState, "id" | "name">[],
): void {
  if (activatedNow(world, unit)) return;
  const without = figures.filter((f) => reactionsLeft(unit.id, f.id) < 1);
  if (figures.length === 0 || without.length === figures.length)
    throw new RulesError("notActivated", { name: unit.name });
  // Some of them reacted: the refusal names one who did not.
  if (without[0]) throw new RulesError("noReactionToAct", { name: without[0].name });
}

/**
 * CORE-7 the morale column the map gives a unit: cover when most of its standing figures with a
 * token stand in cover (terrain moraleColumn); null when none has a token.
 */
export function mapMoraleColumn(ground: WorldGround | null, unit: Pick<UnitState, "figures">): "open" | "cover" | null {
  const standing = new Set(unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  const placed = ground?.figures.filter((f) => standing.has(f.id)) ?? [];
  return ground && placed.length > 0 ? moraleColumn(ground.terrain, placed) : null;
}

/** The ground of a unit's standing figures (the world's, or a client's scene read the same way). */
export function unitGround(
  read: (ids: readonly string[]) => WorldGround | null,
  unit: Pick<UnitState, "figures">,
): WorldGround | null {
  return read(unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
}

/**
 * CORE-5 the cover the map gives a target figure from the nearest of the shooters (terrain
 * coverFromNearest), with what gave it; null when the target or every shooter is off the map.
 */
export function mapCoverReading(
  ground: WorldGround | null,
  shooterIds: readonly string[],
  targetId: string | undefined,
): CoverReading | null {
  const target = ground?.figures.find((f) => f.id === targetId);
  const shooters = ground?.figures.filter((f) => shooterIds.includes(f.id)) ?? [];
  if (!ground || !target) return null;
  // The same nearest shooter the sight rings and the chat card's cover line read (coverFromNearest).
  return coverFromNearest(ground.terrain, shooters, target);
}

/** CORE-5 the grade of that cover (mapCoverReading); null off the map. */
export function mapCover(
  ground: WorldGround | null,
  shooterIds: readonly string[],
  targetId: string | undefined,
): CoverGrade | null {
  return mapCoverReading(ground, shooterIds, targetId)?.grade ?? null;
}

/** A range the request claims is the table's within this (the dialog shows tenths). */
const RANGE_SLACK = 0.051;

/**
 * CORE-5.1 the range from a shooter to the target's nearest standing figure, as the table measures
 * it; refused when the request's differs. Unchecked when either has no token (play off the map).
 */
export function requireRange(
  ground: WorldGround | null,
  shooter: Pick<FigureState, "id" | "name">,
  targets: readonly Pick<FigureState, "id">[],
  claimed: number,
): void {
  const { from, to } = placed(ground, shooter.id, targets);
  if (!from || to.length === 0) return;
  const range = Math.min(...to.map((t) => measuredRange(from, t)));
  if (Math.abs(range - claimed) > RANGE_SLACK)
    throw new RulesError("notTableRange", { name: shooter.name, range, claimed });
}

/** A shooter's and the target figures' places on the ground (those with a token). */
function placed(
  ground: WorldGround | null,
  shooterId: string,
  targets: readonly Pick<FigureState, "id">[],
): { readonly from: Figure | undefined; readonly to: readonly Figure[] } {
  return {
    from: ground?.figures.find((f) => f.id === shooterId),
    to: ground?.figures.filter((f) => targets.some((t) => t.id === f.id)) ?? [],
  };
}

/** The sight from a shooter to the target's figures: a clear one if any; null when unmeasured (no tokens). */
export function sightOfTarget(
  ground: WorldGround | null,
  shooterId: string,
  targets: readonly Pick<FigureState, "id">[],
): Sight | null {
  const { from, to } = placed(ground, shooterId, targets);
  if (!ground || !from || to.length === 0) return null;
  const sights = to.map((t) => lineOfSight(ground.terrain, from.at, t.at));
  return sights.find((s) => s.clear) ?? sights[0] ?? null;
}

/**
 * CORE-5 why a shooter may not fire at the target: what stands in his line of sight, one refusal
 * per kind of thing so the line names it in the player's words (lang Error.noSight); null when he
 * sees one of its figures or nothing was measured.
 */
export function sightRefusal(
  ground: WorldGround | null,
  shooter: Pick<FigureState, "id" | "name">,
  targets: readonly Pick<FigureState, "id">[],
): RulesError | null {
  const sight = sightOfTarget(ground, shooter.id, targets);
  if (!sight || sight.clear) return null;
  return new RulesError(`noSight.${sight.blockedBy?.kind ?? "buildingWall"}`, { name: shooter.name });
}

/** CORE-5 a shooter must see at least one figure of the target (walls, buildings, deep woods block). */
export function requireSight(
  ground: WorldGround | null,
  shooter: Pick<FigureState, "id" | "name">,
  targets: readonly Pick<FigureState, "id">[],
): void {
  const refused = sightRefusal(ground, shooter, targets);
  if (refused) throw refused;
}
