/**
 * OW-5.2 the Gatling's requests checked against the world on the GM's client before any card is
 * drawn: the gun, its crew and its wagon as their sheets hold them (gatling-state-world.ts), the
 * target's figures as theirs do, the crew activated now and firing or moving once there, the range
 * the map measures from the gun's token, a line of sight, and the OW-5.2e arc measured from the
 * facing the world gives the gun's token rather than the request's.
 */
import { RulesError } from "@rules/errors";
import { measuredRange, type Figure, type Point } from "@rules/geometry";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import { ACTION_FLAGS } from "@rules/procedures/data";
import type { FireTarget } from "@rules/procedures";
import type { GatlingState } from "@rules/old-west/gatling";
import type { WagonState } from "@rules/old-west/wagons";
import { absentAt, booleanAt, choiceAt, idAt, listAt, optionalPointAt, recordAt } from "@foundry/kernel/request-shape";
import { requireMapTurn, worldMeasuredMove } from "../wagon/wagon-world";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import {
  requireActivated,
  requireOnce,
  requireRange,
  requireSight,
  worldFigure,
  worldUnit,
} from "@rules/validation/world-checks";
import { sameFacts } from "@rules/validation/same-facts";
import { gatlingShape, worldGatling } from "./gatling-state-world";
import { wagonShape, worldWagon } from "../wagon/wagon-state-world";

type Shape = Readonly<Record<string, unknown>>;

function refuse(action: string, field: string, problem: string): never {
  throw new RulesError("badActionParams", { action, field, problem });
}

/** A point (finite x and y) at `field`. */
function pointAt(action: string, holder: Shape, field: string): void {
  const p = recordAt(action, holder, field);
  if (!Number.isFinite(p["x"]) || !Number.isFinite(p["y"])) refuse(action, field, "expected a point on the map");
}

/** A figure on the map at `field`: an id, a point, a facing when it has one. */
export function mapFigureAt(action: string, holder: Shape, field: string): void {
  const figure = recordAt(action, holder, field);
  idAt(action, figure, "id");
  pointAt(action, figure, "at");
  const base = recordAt(action, figure, "base");
  const sized =
    base["shape"] === "round"
      ? Number.isFinite(base["diameter"])
      : base["shape"] === "rect" && Number.isFinite(base["width"]) && Number.isFinite(base["depth"]);
  if (!sized) refuse(action, `${field}.base`, "expected a round or rectangular base");
  if (figure["facing"] !== undefined && !Number.isFinite(figure["facing"])) refuse(action, field, "expected a facing");
  if (figure["unit"] !== undefined && typeof figure["unit"] !== "string") refuse(action, field, "expected a unit id");
}

/** A number at `field` from `min` to `max`. */
function numberAt(action: string, holder: Shape, field: string, min: number, max: number): void {
  const v = holder[field];
  if (typeof v !== "number" || !Number.isFinite(v) || v < min || v > max)
    refuse(action, field, `expected a number from ${min} to ${max}`);
}

/** A fire target's shape: its unit, its figures each with a figure and a cover, its order. */
function targetShape(action: string, input: Shape): void {
  const target = recordAt(action, input, "target");
  idAt(action, target, "unitId");
  listAt(action, target, "figures");
  const figures: unknown = target["figures"];
  if (Array.isArray(figures))
    for (const entry of figures) {
      const t = recordAt(action, { entry }, "entry");
      recordAt(action, t, "figure");
      choiceAt(action, t, "cover", ["none", "soft", "hard"]);
    }
  booleanAt(action, target, "closeOrder");
}

/** OW-5.2a/e/f the burst's shape: the gun, its token, the target's point and figures, the range, moved or not. */
export function gatlingFireShape(input: object): void {
  const action = "ow.gatlingFire";
  const shape: Shape = { ...input };
  gatlingShape(action, input);
  mapFigureAt(action, shape, "gunAt");
  pointAt(action, shape, "targetPoint");
  targetShape(action, shape);
  numberAt(action, shape, "rangeInches", 0, 1000);
  booleanAt(action, shape, "moved");
  if (shape["targetWagon"] !== null) wagonShape(action, recordAt(action, shape, "targetWagon"));
  // The dialog lets the engine choose the gunner (OW-5.2a the first able crewman not the commander).
  absentAt(action, shape, "gunnerId");
}

/** The target's figures as the world holds them, in the target unit (a wagon: its people and team). */
function checkTarget(
  world: WorldFacts,
  target: FireTarget,
  gatling: GatlingState,
  targetWagon: WagonState | null,
  named: string,
): void {
  requireOnce(target.figures.map((t) => t.figure));
  if ([gatling.crew.id, gatling.wagon?.unit.id].includes(target.unitId))
    throw new RulesError("fireAtOwnUnit", { name: gatling.crew.name });
  const unit: UnitState = targetWagon?.unit ?? worldUnit(world, { id: target.unitId, name: named });
  // OW-9.3d a wagon is fired at as a wagon (its team one figure, its people behind fence cover).
  if (unit.id !== target.unitId || unit.closeOrder !== target.closeOrder || (!targetWagon && unit.kind === "wagon"))
    throw new RulesError("notAsOnTable", { name: unit.name });
  for (const { figure } of target.figures) {
    // A wagon's driver and passengers are their own pieces (aboard it, OW-9.3c); its team is its part.
    worldFigure(world, figure, targetWagon ? undefined : target.unitId);
    if (!unit.figures.some((f) => f.id === figure.id))
      throw new RulesError("notInUnit", { name: figure.name, unit: unit.name });
  }
}

/** The gun on the map as the engine reads it: its token with the world's facing, the nearest target's point. */
interface GunOnMap {
  readonly gunAt: Figure;
  readonly targetPoint: Point;
}

/**
 * OW-5.2e the gun's token (a wagon mount: the wagon's) and the target's nearest standing figure as
 * the world places them: the range to it as fire measures one (requireRange: base edge to base edge, to a tenth),
 * a line of sight, and the facing the world gives the token (a carriage gun's is its sheet's, the
 * one it was manhandled to; a wagon's its token's). Off the map (no tokens) the request's points
 * stand, but a carriage gun still faces as its sheet says.
 */
function gunOnMap(
  world: WorldFacts,
  gatling: GatlingState,
  standing: readonly FigureState[],
  claimed: GunOnMap & { readonly rangeInches: number },
): GunOnMap {
  const crew = gatling.crew;
  const carrierId = gatling.wagon?.unit.id ?? crew.id;
  const stored = crew.flags?.["facing"];
  const sheetFacing = gatling.mount === "carriage" && typeof stored === "number" ? stored : null;
  const ground = world.ground([carrierId, ...standing.map((f) => f.id)]);
  const gun = ground?.figures.find((f) => f.id === carrierId);
  const to = ground?.figures.filter((f) => standing.some((s) => s.id === f.id)) ?? [];
  // CORE-5.1 nearest as fire measures it (base edge to base edge: measuredRange, as requireRange reads the range).
  const nearest = gun ? [...to].sort((a, b) => measuredRange(gun, a) - measuredRange(gun, b))[0] : undefined;
  if (!ground || !gun || !nearest) {
    if (sheetFacing !== null && claimed.gunAt.facing !== sheetFacing)
      throw new RulesError("notAsOnTable", { name: crew.name });
    return { gunAt: claimed.gunAt, targetPoint: claimed.targetPoint };
  }
  // The gun's token as the request drew it: its base and facing are the world's (its place is the canvas's).
  const facing = gun.facing ?? sheetFacing ?? 0;
  if (claimed.gunAt.facing !== facing || !sameFacts(claimed.gunAt.base, gun.base))
    throw new RulesError("notAsOnTable", { name: crew.name });
  requireRange(ground, { id: carrierId, name: crew.name }, standing, claimed.rangeInches);
  requireSight(ground, { id: carrierId, name: crew.name }, standing);
  return { gunAt: { ...gun, facing }, targetPoint: nearest.at };
}

interface GatlingFireClaim extends GunOnMap {
  readonly gatling: GatlingState;
  readonly moved: boolean;
  readonly target: FireTarget;
  readonly rangeInches: number;
  readonly targetWagon: WagonState | null;
  readonly unitNames: readonly { readonly id: string; readonly name: string }[];
}

/**
 * OW-5.2a/e/f the burst as the world allows it: the gun and the target as the world holds them, the
 * crew activated now (the gunner fires on the crew's activation, CORE-3), the gun firing once
 * there; the gun's token and the target's point as the world places them.
 */
export function checkGatlingFire(
  input: GatlingFireClaim,
  ctx: DrawContext,
): GunOnMap & { readonly gatling: GatlingState; readonly targetWagon: WagonState | null } {
  const gatling = worldGatling(ctx.world, input.gatling);
  const targetWagon = input.targetWagon ? worldWagon(ctx.world, input.targetWagon) : null;
  const named = input.unitNames.find((u) => u.id === input.target.unitId)?.name ?? input.target.unitId;
  checkTarget(ctx.world, input.target, gatling, targetWagon, named);
  requireActivated(ctx.world, gatling.crew);
  requireMovedAsOnTable(gatling, input.moved);
  const standing = input.target.figures.filter((t) => !t.figure.incapacitated).map((t) => t.figure);
  const placed = gunOnMap(ctx.world, gatling, standing, input);
  // CORE-3 the gun fires once in the crew's activation (the same burst sent again is refused).
  ctx.spend("fire", gatling.crew.id, [gatling.crew]);
  return { ...placed, gatling, targetWagon };
}

/**
 * OW-5.2a/f the gun moved this activation as the world holds it: the crew's flag "moved"
 * (ACTION_FLAGS.moved), which the Gatling's Move writes when its result is posted (movedBy: the
 * canvas flags the piece a drawn move names, canvas/allowance-flag.ts) and which is cleared when the
 * crew's next activation starts (CORE-5.2, as a figure's). A burst that says it did not move while
 * the world says it did is refused; one that says it moved stands (a gun moved by hand).
 */
function requireMovedAsOnTable(gatling: GatlingState, claimed: boolean): void {
  // OW-5.2f a wagon mount moved when its wagon did: the wagon's own Move flags the wagon (wagon-procedure.ts).
  const wagonMoved = gatling.mount === "wagon" && gatling.wagon?.unit.flags?.[ACTION_FLAGS.moved] === true;
  if (!claimed && (gatling.crew.flags?.[ACTION_FLAGS.moved] === true || wagonMoved))
    throw new RulesError("gatlingMovedThisActivation", { unit: gatling.crew.name });
}

/**
 * OW-5.2a/f a Gatling move's result naming the crew as the piece that moved: posted, the canvas
 * flags it "moved" as it flags any drawn move's piece (and shows its allowance on the gun's token);
 * the Gatling's fire reads the flag (requireMovedAsOnTable). Nothing is added for Apply to write.
 */
export function movedBy<R extends ProcedureResult>(result: R, crewId: string): R & { readonly figureId: string } {
  return { ...result, figureId: crewId };
}

/** OW-5.2b/c a carriage gun's move: its shape (the gun, the ground). */
export function gatlingMoveShape(input: object): void {
  gatlingShape("ow.gatlingMove", input);
  choiceAt("ow.gatlingMove", { ...input }, "terrain", ["open", "road", "rough"]);
  optionalPointAt("ow.gatlingMove", input, "to");
}

/** OW-5.2b/c the gun as the world holds it, its crew activated now, moving it once there. */
export function checkGatlingMove(input: { readonly gatling: GatlingState }, ctx: DrawContext): GatlingState {
  const gatling = worldGatling(ctx.world, input.gatling);
  requireActivated(ctx.world, gatling.crew);
  ctx.spend("move", gatling.crew.id, [gatling.crew]);
  return gatling;
}

/** OW-5.2f / OW-9.3a/b a wagon mount's move: its shape (the gun on its wagon, the pace, rough ground, a gap, a turn). */
export function wagonGatlingMoveShape(input: object): void {
  const action = "ow.wagonGatlingMove";
  gatlingShape(action, input);
  const move = recordAt(action, input, "move");
  choiceAt(action, move, "pace", ["normal", "gallop"]);
  if (move["rough"] !== null) choiceAt(action, move, "rough", ["elite", "regular", "green"]);
  choiceAt(action, move, "obstacle", ["none", "gapCleared", "noGap"]);
  numberAt(action, move, "turnDegrees", -360, 360);
  optionalPointAt(action, input, "to");
}

/**
 * OW-5.2f "a wagon-mounted gun moves with its wagon": the gun and its wagon as the world holds
 * them, moving once in the activation. The wagon moves on its own activation (OW-9.3a, its driver);
 * the crew riding it presses the gun's Move, so the card may name either of the two units.
 */
export function checkWagonGatlingMove(
  input: {
    readonly gatling: GatlingState;
    readonly move: { readonly turnDegrees: number };
    readonly to?: Point;
  },
  ctx: DrawContext,
): GatlingState {
  const gatling = worldGatling(ctx.world, input.gatling);
  const wagon = gatling.wagon;
  if (!wagon) throw new RulesError("notAsOnTable", { name: gatling.crew.name });
  // OW-9.3b the turn from the wagon's token to the point clicked is the map's (as the wagon's own Move).
  requireMapTurn(worldMeasuredMove(ctx.world, wagon.unit.id, input.to), wagon.unit.name, input.move.turnDegrees);
  const activation = ctx.world.activation();
  if (activation && !activation.units.includes(gatling.crew.id)) requireActivated(ctx.world, wagon.unit);
  ctx.spend("move", wagon.unit.id, [wagon.unit]);
  return gatling;
}
