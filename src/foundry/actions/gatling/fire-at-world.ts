/**
 * OW-5.2d / OW-5.2f a unit's volley at a Gatling checked against the world on the GM's client
 * before any card is drawn (as fire/fire-procedure.ts checks a volley; that folder imports this one, so
 * the checks are written here over the same kernel checks): each shooter and crewman named once and
 * as his sheet holds him, the shooters of the unit that fires, armed with their own weapons, that
 * unit activated now and each shooter firing once there, each range the map's and a line of sight;
 * the gun, its limber's place and the wagon's team as the gun's and the wagon's data give them.
 */
import { RulesError } from "@rules/errors";
import type { FigureState } from "@rules/model";
import type { FireInput, TargetFigure } from "@rules/procedures";
import type { GatlingState } from "@rules/old-west/gatling";
import { teamFigure } from "@rules/old-west/wagons";
import type { Figure } from "@rules/geometry";
import { choiceAt, listAt, recordAt } from "@foundry/kernel/request-shape";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import {
  requireActivated,
  requireOnce,
  requireOwnWeapon,
  requireRange,
  requireSight,
  worldFigure,
  worldUnit,
} from "@rules/validation/world-checks";
import { sameFacts } from "@rules/validation/same-facts";
import { gunAndLimber } from "../guns/guns";
import { gatlingShape, worldGatling } from "./gatling-state-world";
import { mapFigureAt } from "./gatling-world";

type Shape = Readonly<Record<string, unknown>>;

/** OW-5.2d the request's shape past the volley (validateFireParams checks that): the gun, its figures, its places. */
export function fireAtGatlingShape(input: object): void {
  const action = "ow.fireAtGatling";
  const shape: Shape = { ...input };
  gatlingShape(action, input);
  listAt(action, shape, "nearestFirst");
  const nearest: unknown = shape["nearestFirst"];
  if (Array.isArray(nearest))
    for (const entry of nearest) {
      const t = recordAt(action, { entry }, "entry");
      recordAt(action, t, "figure");
      choiceAt(action, t, "cover", ["none", "soft", "hard"]);
    }
  mapFigureAt(action, shape, "gunAt");
  if (shape["limberAt"] !== null) mapFigureAt(action, shape, "limberAt");
  if (shape["wagonId"] !== null && typeof shape["wagonId"] !== "string")
    throw new RulesError("badActionParams", { action, field: "wagonId", problem: "expected an id" });
  listAt(action, shape, "named");
}

interface FireAtGatlingClaim {
  readonly gatling: GatlingState;
  readonly nearestFirst: readonly TargetFigure[];
  readonly gunAt: Figure;
  readonly limberAt: Figure | null;
  readonly wagonId: string | null;
  readonly named: readonly FigureState[];
  readonly unitNames: readonly { readonly id: string; readonly name: string }[];
}

/** CORE-5 the shooters as the world holds them, of the unit that fires, activated now; that unit. */
function checkShooters(ctx: DrawContext, fire: FireInput, names: FireAtGatlingClaim["unitNames"]): void {
  requireOnce(fire.shooters.map((s) => s.figure));
  const named = names.find((u) => u.id === fire.unitId)?.name ?? fire.shooters[0]?.figure.name ?? "?";
  const unit = worldUnit(ctx.world, { id: fire.unitId, name: named });
  for (const shooter of fire.shooters) {
    worldFigure(ctx.world, shooter.figure, fire.unitId);
    requireOwnWeapon(ctx.world, shooter.figure, shooter.weapon);
  }
  requireActivated(ctx.world, unit);
}

/** OW-5.2f the wagon's team as the fire dialog adds it (fire-at.ts): one figure, the wagon's name for it. */
function teamOf(gatling: GatlingState, ctx: DrawContext): FigureState | null {
  const wagon = gatling.wagon;
  if (!wagon || wagon.team.animals <= 0) return null;
  const name = wagon.unit.figures.find((f) => f.id === wagon.team.id)?.name;
  return { ...teamFigure(wagon, { rules: ctx.options }), ...(name ? { name } : {}) };
}

/**
 * OW-5.2d the volley at the gun as the world allows it: the shooters (checkShooters), the gun and
 * its crew as the world holds them, the gun and limber where the gun's data puts them, the figures
 * the volley may hit the crew's and the wagon's team; each range the map's, each shooter seeing the
 * crew; each shooter fires once in the activation.
 */
export function checkFireAtGatling(input: FireAtGatlingClaim, fire: FireInput, ctx: DrawContext): GatlingState {
  checkShooters(ctx, fire, input.unitNames);
  const gatling = worldGatling(ctx.world, input.gatling);
  const crew = gatling.crew;
  if (fire.unitId === crew.id) throw new RulesError("fireAtOwnUnit", { name: crew.name });
  if (fire.target.unitId !== crew.id) throw new RulesError("notAsOnTable", { name: crew.name });
  requireOnce(fire.target.figures.map((t) => t.figure));
  for (const t of fire.target.figures) worldFigure(ctx.world, t.figure, crew.id);
  // OW-5.2d the gun and its limber where the gun's data puts them (guns.ts gunAndLimber, as the dialog).
  const distance = crew.flags?.["limberDistance"];
  const places = gunAndLimber({
    unit: crew,
    source: {
      kind: "gatling",
      limbered: gatling.limbered,
      limber: { distance: typeof distance === "number" ? distance : null, state: "ok" },
    },
    wagon: gatling.wagon,
  });
  if (!sameFacts(input.gunAt, places.gunAt) || !sameFacts(input.limberAt, places.limberAt))
    throw new RulesError("notAsOnTable", { name: crew.name });
  const team = teamOf(gatling, ctx);
  if (input.wagonId !== (team?.id ?? null)) throw new RulesError("notAsOnTable", { name: crew.name });
  // The figures a hit may fall on: the volley's target figures, then the wagon's team.
  requireOnce(input.nearestFirst.map((t) => t.figure));
  for (const t of input.nearestFirst) {
    const known =
      (team !== null && sameFacts(t, { figure: team, cover: "none" })) ||
      fire.target.figures.some((f) => sameFacts(f, t));
    if (!known) throw new RulesError("notAsOnTable", { name: t.figure.name });
  }
  requireOnce(input.named);
  for (const f of input.named) if (!(team !== null && sameFacts(f, team))) worldFigure(ctx.world, f, crew.id);
  const standing = fire.target.figures.filter((t) => !t.figure.incapacitated).map((t) => t.figure);
  const ground = ctx.world.ground([...fire.shooters.map((s) => s.figure.id), ...standing.map((f) => f.id)]);
  for (const shooter of fire.shooters) {
    requireRange(ground, shooter.figure, standing, shooter.rangeInches);
    requireSight(ground, shooter.figure, standing);
  }
  // CORE-3 each figure fires once in an activation (a volley sent again is refused).
  ctx.spend(
    "fire",
    fire.unitId,
    fire.shooters.map((s) => s.figure),
  );
  return gatling;
}
