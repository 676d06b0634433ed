/**
 * NAP-7.3 Fire gun and NAP-7.1 Move gun checked against the world on the GM's client before any
 * card is drawn: the request's shape first (it crossed the socket as JSON), then the gun and its
 * crew as the gun's sheet holds them (its Table 3 row, the round it is loaded with, its limber),
 * the gun activated now and on the Activation Card in play, every figure the round may strike
 * named once, as its sheet holds it and where its token stands, and the gun where its own token
 * stands (so the range to every figure is the map's). The aim (the target point), the cover, the
 * building and being in supply are the player's calls (NAP-7.3 leaves them to the table).
 */
import { RulesError } from "@rules/errors";
import { distance, type Figure } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { gunStateOf, limberMayReturn, limberOf, loadedShellKind } from "@rules/artillery";
import { ARTILLERY_ROUNDS, STRUCTURES, firedRound } from "@rules/tables/artillery";
import { partId } from "@rules/parts";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { requireActing } from "@foundry/kernel/procedure-steps";
import { requireActivated, requireOnce, worldFigure, worldUnit } from "@rules/validation/world-checks";
import {
  absentAt,
  booleanAt,
  choiceAt,
  idAt,
  listAt,
  optionalNumberAt,
  optionalPointAt,
  pieceAt,
  recordAt,
} from "@foundry/kernel/request-shape";
import { requireThisActivation } from "../guns/guns-world";
import type { GunFireRequest, GunMoveRequest } from "./artillery-procedure";

const FIRE = "fireGun";
const MOVE = "moveGun";
/** Inches a token may stand from where the request says (the dialog reads the same token). */
const PLACE_SLACK = 0.051;

/* ------------------------------------------------------------------ shapes */

type Fields = Readonly<Record<string, unknown>>;

/** The shape refusal of request-shape.ts, for the checks only this action needs. */
function refuse(action: string, field: string, problem: string): never {
  throw new RulesError("badActionParams", { action, field, problem });
}

/** A point on the table (inches) at `field`, refused unless both coordinates are finite numbers. */
function pointAt(action: string, input: Fields, field: string): void {
  const point = recordAt(action, input, field);
  optionalNumberAt(action, point, "x", -1e6, 1e6);
  optionalNumberAt(action, point, "y", -1e6, 1e6);
  if (point.x === undefined || point.y === undefined) refuse(action, field, "expected a point");
}

/** An optional activation key ("turn:card") at `field`. */
function optionalKeyAt(action: string, input: Fields, field: string): void {
  if (input[field] !== undefined) idAt(action, input, field);
}

/** A figure the round may strike, as the client sends it: its unit, the figure, its token, its cover. */
function targetShape(target: unknown, index: number): void {
  const field = `targets.${index}`;
  if (typeof target !== "object" || target === null || Array.isArray(target)) refuse(FIRE, field, "expected an object");
  const t = target as Fields;
  idAt(FIRE, t, "unitId");
  pieceAt(FIRE, t, "figure");
  const token = recordAt(FIRE, t, "token");
  idAt(FIRE, token, "id");
  pointAt(FIRE, token, "at");
  recordAt(FIRE, token, "base");
  choiceAt(FIRE, t, "cover", ["none", "soft", "hard"]);
  booleanAt(FIRE, t, "closeOrder");
}

/** NAP-7.3.1.2 / 7.3.2.2 / 7.3.3.2 the building the troops are in: null, or the player's reading of it. */
function buildingShape(input: Fields): void {
  if (input.building === null) return;
  const building = recordAt(FIRE, input, "building");
  choiceAt(FIRE, building, "structure", STRUCTURES);
  for (const field of ["ricochet", "roof", "troopsOnRoof"]) booleanAt(FIRE, building, field);
  optionalNumberAt(FIRE, building, "floor", 0, 100);
  if (typeof building.floor !== "number") refuse(FIRE, "floor", "expected a number");
  listAt(FIRE, building, "troops");
  if ((building.troops as unknown[]).some((id) => typeof id !== "string")) refuse(FIRE, "troops", "expected ids");
}

/** A Fire gun request has the shape the Fire gun button sends (refused in one line otherwise). */
function fireShape(input: unknown): asserts input is GunFireRequest {
  const laying = recordAt(FIRE, input, "laying");
  const request = input as Fields;
  pieceAt(FIRE, laying, "unit");
  listAt(FIRE, recordAt(FIRE, laying, "unit"), "figures");
  pointAt(FIRE, laying, "gunAt");
  pointAt(FIRE, laying, "targetPoint");
  booleanAt(FIRE, laying, "inSupply");
  // The engine's own fields the button never sends: the row (read from pieceId), the crew, a moving gun.
  for (const field of ["piece", "crew", "moving"]) absentAt(FIRE, laying, field);
  optionalKeyAt(FIRE, laying, "activation");
  idAt(FIRE, request, "pieceId");
  choiceAt(FIRE, request, "round", ARTILLERY_ROUNDS);
  choiceAt(FIRE, request, "shellKind", ["shell", "case"]);
  listAt(FIRE, request, "targets");
  (request.targets as unknown[]).forEach(targetShape);
  buildingShape(request);
}

/** A Move gun request has the shape the Move gun button sends. */
function moveShape(input: unknown): asserts input is GunMoveRequest {
  const move = recordAt(MOVE, input, "move");
  pieceAt(MOVE, input as Fields, "gun");
  idAt(MOVE, move, "unitId");
  booleanAt(MOVE, move, "limbered");
  choiceAt(MOVE, move, "terrain", ["open", "road", "rough"]);
  choiceAt(MOVE, move, "limber", ["ok", "wounded", "incapacitated"]);
  optionalNumberAt(MOVE, move, "inchesInRough", 0, 1000);
  optionalNumberAt(MOVE, move, "returningLimberFrom", 0, 1000);
  optionalKeyAt(MOVE, move, "activation");
  optionalPointAt(MOVE, input as Fields, "to");
}

/* ------------------------------------------------------------------ the world */

/** The request's copy of a fact of the gun differs from its sheet's. */
function notAsOnTable(gun: Pick<UnitState, "name">): RulesError {
  return new RulesError("notAsOnTable", { name: gun.name });
}

/** Two tokens alike: the same figure, base and facing, standing within a twentieth of an inch. */
function sameToken(claimed: Figure, map: Figure): boolean {
  return (
    claimed.id === map.id &&
    distance(claimed.at, map.at) <= PLACE_SLACK &&
    JSON.stringify(claimed.base) === JSON.stringify(map.base) &&
    (claimed.facing ?? 0) === (map.facing ?? 0) &&
    claimed.unit === map.unit
  );
}

/** NAP-7.3 the gun as its sheet holds it: the crew, the Table 3 row, the round loaded, the limber. */
function checkLaying(input: GunFireRequest, gun: UnitState): void {
  const laying = input.laying;
  const state = gunStateOf(gun);
  const shotWeight = gun.flags?.["shotWeight"];
  const alike =
    laying.crewAccuracy === gun.grade &&
    input.pieceId === gun.flags?.["artilleryId"] &&
    // NAP-7.2 the round declared at loading is the one fired (spherical case from the shell column).
    input.round === (state.round === "none" ? "shot" : firedRound(state.round)) &&
    input.shellKind === loadedShellKind(gun) &&
    laying.limberId === partId(gun.id, "limber") &&
    laying.shotWeight === (typeof shotWeight === "number" ? shotWeight : undefined);
  if (!alike) throw notAsOnTable(gun);
}

/**
 * NAP-7.3 every figure the round may strike: named once, as its sheet holds it, in the unit the
 * request says (never the gun's own), in close order as its unit is. The struck units, by id.
 */
function checkTargets(world: WorldFacts, input: GunFireRequest, gun: UnitState): Map<string, UnitState> {
  requireOnce(input.targets.map((t) => t.figure));
  const units = new Map<string, UnitState>();
  for (const target of input.targets) {
    if (target.unitId === gun.id) throw new RulesError("fireAtOwnUnit", { name: gun.name });
    const { unit } = worldFigure(world, target.figure, target.unitId);
    if (target.closeOrder !== unit.closeOrder) throw new RulesError("notAsOnTable", { name: target.figure.name });
    units.set(unit.id, unit);
  }
  return units;
}

/**
 * NAP-7.3 the gun and every figure where their tokens stand (the ranges, the path, the swath and
 * the template are the map's), and no figure of a struck unit left out while its token stands on
 * the map. Unchecked when the gun has no token (play off the map).
 */
function checkPlaces(
  world: WorldFacts,
  input: GunFireRequest,
  gun: UnitState,
  units: ReadonlyMap<string, UnitState>,
): void {
  const everyone = [...units.values()].flatMap((u) => u.figures.map((f) => f.id));
  const ground = world.ground([gun.id, ...everyone]);
  const gunToken = ground?.figures.find((f) => f.id === gun.id);
  if (!ground || !gunToken) return;
  if (distance(gunToken.at, input.laying.gunAt) > PLACE_SLACK)
    throw new RulesError("notWhereOnMap", { name: gun.name });
  const tokens = new Map(ground.figures.map((f) => [f.id, f]));
  for (const target of input.targets) {
    const token = tokens.get(target.figure.id);
    if (!token || !sameToken(target.token, token)) throw new RulesError("notWhereOnMap", { name: target.figure.name });
  }
  for (const unit of units.values())
    for (const figure of unit.figures)
      if (tokens.has(figure.id) && !input.targets.some((t) => t.figure.id === figure.id))
        throw new RulesError("targetLeftOut", { name: figure.name });
}

/**
 * NAP-7.3 a Fire gun request as the world allows it (refused with one localized line otherwise):
 * the gun returned as its sheet holds it, for the engine.
 */
export function checkGunFireAgainstWorld(input: unknown, ctx: Pick<DrawContext, "world" | "mayAct">): UnitState {
  fireShape(input);
  requireActing(ctx, [input.laying.unit]);
  const world = ctx.world;
  const gun = worldUnit(world, input.laying.unit);
  checkLaying(input, gun);
  requireActivated(world, gun);
  requireThisActivation(world, gun, input.laying.activation);
  checkPlaces(world, input, gun, checkTargets(world, input, gun));
  return gun;
}

/** NAP-7.1 the limber team as its figure on the table holds it (its state as the rules read it); null when off the table. */
function limberFigureOf(gun: UnitState): { readonly id: string; readonly name: string; readonly state: string } | null {
  const figure = gun.figures.find((f) => f.id === partId(gun.id, "limber"));
  return figure ? { id: figure.id, name: figure.name, state: limberOf(gun, figure.id).state } : null;
}

/**
 * NAP-7.1 a Move gun request as the world allows it: the gun limbered or not as its sheet says,
 * its limber team's state, NAP-7.1b the limber brought back only from where it stands beyond 4";
 * the piece that moves (the gun, or the limber coming back) returned for the activation's record.
 */
export function checkGunMoveAgainstWorld(
  input: unknown,
  ctx: Pick<DrawContext, "world" | "mayAct">,
): { readonly gun: UnitState; readonly mover: { readonly id: string; readonly name: string } } {
  moveShape(input);
  requireActing(ctx, [input.gun]);
  const world = ctx.world;
  const gun = worldUnit(world, input.gun);
  const move = input.move;
  const state = gunStateOf(gun);
  const limber = limberFigureOf(gun);
  const stored = gun.flags?.["limberDistance"];
  const away = typeof stored === "number" ? stored : null;
  const returning = move.returningLimberFrom !== undefined;
  const alike =
    move.unitId === gun.id &&
    (limber === null || move.limber === limber.state) &&
    (returning
      ? move.limbered && !state.limbered && move.returningLimberFrom === away && limberMayReturn(away)
      : move.limbered === state.limbered);
  if (!alike || gun.flags?.["gun"] !== "artillery") throw notAsOnTable(gun);
  requireActivated(world, gun);
  // NAP-7.1b the limber coming back records no card (the gun does not move): the request names none.
  if (returning && move.activation !== undefined) throw notAsOnTable(gun);
  if (!returning) requireThisActivation(world, gun, move.activation);
  return { gun, mover: returning && limber ? limber : gun };
}
