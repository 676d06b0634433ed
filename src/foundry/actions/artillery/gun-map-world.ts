/**
 * NAP-7.1 / NAP-7.3 the GM's client reads the map a gun's request was made from, by the same code
 * as the dialogs: Move gun's way from the gun's token to the point clicked (gun-map.ts
 * readGunMove), and Fire gun's aim (the targeted unit's centre, or a range straight ahead along
 * the gun's facing) from the gun's token as the world places it. What the player may judge (the
 * way round the woods, a range ahead other than the target's) stands and the chat card shows the
 * map's beside it; a target point that is not where the aim puts it is refused.
 */
import { RulesError } from "@rules/errors";
import { distance, measuredRange, pointAlong, type Point } from "@rules/geometry";
import type { GunTerrain } from "@rules/artillery";
import type { UnitState } from "@rules/model";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { worldUnit, type DeclaredFact } from "@rules/validation/world-checks";
import { choiceAt, idAt, optionalNumberAt, recordAt } from "@foundry/kernel/request-shape";
import { GUN_INCHES_SLACK, readGunMove } from "./gun-map";
import { gunTargetOnMap } from "./gun-target-map";
import type { Structure } from "@rules/tables/artillery";
import type { GunAim, GunFireRequest, GunMoveRequest } from "./artillery-procedure";

/** NAP-7.1 a fact of the gun's move the player declared otherwise than the map reads it (his declaration stands). */
type GunMoveDeclared =
  Extract<DeclaredFact, { readonly fact: "gunGround" }> | Extract<DeclaredFact, { readonly map: number }>;

/**
 * NAP-7.1 the GM reads the gun's move on the map by the same code as the dialog (gun-map.ts
 * readGunMove): from the gun's token as the world places it to the point the request says was
 * clicked. Which way the gun goes is the player's judgement (round the woods the straight line
 * cuts), so what he declared stands and the chat card shows both. Nothing when nobody clicked, the
 * gun has no token, or the limber comes back (the gun stays).
 */
export function gunMoveDeclared(world: Pick<WorldFacts, "ground">, input: GunMoveRequest): GunMoveDeclared[] {
  if (input.move.returningLimberFrom !== undefined) return [];
  const move = input.move;
  return gunWayDeclared(world, input.gun.id, input.to, {
    terrain: move.terrain,
    inchesInRough: move.inchesInRough ?? 0,
  });
}

/**
 * NAP-7.1 / OW-5.2b/c the ground (and, through rough, its inches) declared for a gun's way from
 * its token (`gunId`) to the point clicked, where the map reads otherwise; none off the map.
 */
export function gunWayDeclared(
  world: Pick<WorldFacts, "ground">,
  gunId: string,
  to: Point | undefined,
  declared: { readonly terrain: GunTerrain; readonly inchesInRough?: number },
): GunMoveDeclared[] {
  const ground = to ? world.ground([gunId]) : null;
  const token = ground?.figures.find((f) => f.id === gunId);
  if (!to || !ground || !token) return [];
  const map = readGunMove(ground.terrain, token.at, to);
  const out: GunMoveDeclared[] = [];
  if (declared.terrain !== map.terrain) out.push({ fact: "gunGround", declared: declared.terrain, map: map.terrain });
  const rough = declared.inchesInRough;
  if (
    rough !== undefined &&
    declared.terrain === "rough" &&
    map.inchesInRough > 0 &&
    Math.abs(rough - map.inchesInRough) > GUN_INCHES_SLACK
  )
    out.push({ fact: "inchesInRough", declared: rough, map: map.inchesInRough });
  return out;
}

/** NAP-7.3 a range typed straight ahead that is not the map's range to the targeted unit (the player's aim stands). */
type GunRangeDeclared = Extract<DeclaredFact, { readonly fact: "gunRange" }>;

/** A point the dialog computed is the map's within this (inches). */
const POINT_SLACK = 0.051;

/** The aim's shape: at the unit (its id), a range ahead (inches, the unit toward which), or a clicked point. */
function aimShape(input: GunFireRequest): GunAim {
  const aim = recordAt("fireGun", input, "aim");
  choiceAt("fireGun", aim, "at", ["unit", "ahead", "canvas"]);
  if (aim.at === "unit") idAt("fireGun", aim, "unitId");
  if (aim.at === "ahead") {
    optionalNumberAt("fireGun", aim, "range", 0, 1000);
    if (typeof aim.range !== "number")
      throw new RulesError("badActionParams", { action: "fireGun", field: "range", problem: "expected a number" });
    if (aim.unitId !== undefined) idAt("fireGun", aim, "unitId");
  }
  return aim as unknown as GunAim;
}

/** The centre of points (the client's centreOf reads the same tokens). */
function centre(points: readonly Point[]): Point {
  return {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
}

/**
 * NAP-7.3 the target point found again on the map: aimed at the unit, the centre of its standing
 * figures' tokens; aimed ahead, the range along the gun's facing (its sheet's) from its token.
 * Refused when the request's point is elsewhere. A range ahead toward a targeted unit that is not
 * the map's range to it (CORE-5.1 base edge to base edge, measuredRange) is returned for the card.
 * Nothing is checked off the map, for a clicked point, or from an older client that sent no aim.
 */
export function checkGunAim(
  world: Pick<WorldFacts, "piece" | "ground">,
  input: GunFireRequest,
  gun: UnitState,
): GunRangeDeclared | null {
  if (input.aim === undefined) return null;
  const aim = aimShape(input);
  if (aim.at === "canvas") return null;
  const named = (id: string) => input.unitNames.find((u) => u.id === id)?.name ?? id;
  const unit = aim.unitId !== undefined ? worldUnit(world, { id: aim.unitId, name: named(aim.unitId) }) : null;
  const standing = (unit?.figures ?? []).filter((f) => !f.incapacitated).map((f) => f.id);
  const ground = world.ground([gun.id, ...standing]);
  const gunToken = ground?.figures.find((f) => f.id === gun.id);
  if (!ground || !gunToken) return null;
  const tokens = ground.figures.filter((f) => standing.includes(f.id));
  const facing = gun.flags?.["facing"];
  const point =
    aim.at === "unit"
      ? tokens.length > 0
        ? centre(tokens.map((t) => t.at))
        : null
      : pointAlong(gunToken.at, typeof facing === "number" ? facing : 0, aim.range);
  if (point && distance(point, input.laying.targetPoint) > POINT_SLACK)
    throw new RulesError("gunAimNotOnMap", { name: gun.name });
  if (aim.at !== "ahead" || !unit || tokens.length === 0) return null;
  const map = Math.min(...tokens.map((t) => measuredRange(gunToken, t)));
  return Math.abs(map - aim.range) > GUN_INCHES_SLACK
    ? { fact: "gunRange", declared: aim.range, map, unit: unit.name }
    : null;
}

/**
 * NAP-7.3 the cover and the building of the targeted unit as the map shows them to the gun
 * (gun-target-map.ts, the dialog's own reader), beside what the request says: the player's call
 * stands (the rules leave cover to the table) and the chat card shows the map's. Nothing when no
 * unit is aimed at or the map cannot tell.
 */
export function gunTargetDeclared(
  world: Pick<WorldFacts, "piece" | "ground">,
  input: GunFireRequest,
  gun: UnitState,
): DeclaredFact[] {
  const unitId = input.aim && "unitId" in input.aim ? input.aim.unitId : undefined;
  const unit = unitId !== undefined ? world.piece(unitId)?.unit : undefined;
  if (!unit) return [];
  const map = gunTargetOnMap((ids) => world.ground(ids), gun.id, unit, input.round);
  if (!map) return [];
  const cover = input.targets.find((t) => t.unitId === unit.id)?.cover ?? "none";
  const declaredBuilding: Structure | "none" = input.building?.structure ?? "none";
  const mapBuilding: Structure | "none" = map.structure ?? "none";
  return [
    ...(cover !== map.cover ? [{ fact: "cover" as const, declared: cover, map: map.cover }] : []),
    ...(declaredBuilding !== mapBuilding
      ? [{ fact: "gunBuilding" as const, declared: declaredBuilding, map: mapBuilding }]
      : []),
  ];
}
