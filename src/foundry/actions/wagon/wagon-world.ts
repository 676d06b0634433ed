/**
 * OW-9.3b / OW-9.3f the GM's client reads a wagon's clicked move on the map, by the same code as
 * the dialog (measured.ts measureMove): the request carries the point clicked, the wagon's token
 * and its facing are the world's. The turn from the token's facing to that point is geometry, a
 * fact: a turn typed otherwise is refused. Which obstacles the way crosses is the driver's route,
 * his judgement: his count stands and the chat card shows the map's beside it (DeclaredFact).
 * A wagon with no token, or a move nobody clicked, is played off the map: the typed values stand.
 */
import { turnClock, type Point } from "@rules/geometry";
import { RulesError } from "@rules/errors";
import type { FireInput } from "@rules/procedures";
import type { WagonState } from "@rules/old-west/wagons";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import {
  type DeclaredFact,
  requireActivated,
  requireOnce,
  requireOwnWeapon,
  worldFigure,
  worldUnit,
} from "@rules/validation/world-checks";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { worldWagon } from "./wagon-state-world";
import { measureMove, type MeasuredMove } from "./measured";

/** The dialog sends the map's own turn when its hour is kept: a turn within this of the map's is the map's. */
const DEGREES_SLACK = 1;

/** The move from the token of `tokenId` to the clicked point as the world's map reads it; null off the map. */
export function worldMeasuredMove(
  world: Pick<WorldFacts, "ground">,
  tokenId: string,
  to: Point | undefined,
): MeasuredMove | null {
  const ground = to ? world.ground([tokenId]) : null;
  const token = ground?.figures[0];
  return to && ground && token ? measureMove(ground.terrain, token, to) : null;
}

/**
 * OW-9.3b / OW-9.3f the turn the request claims is the map's (whole degrees); refused otherwise, the
 * refusal saying both as the dialog does: hours of the wagon's clock (the claimed turn, a size, taken
 * to the map's side).
 */
export function requireMapTurn(measured: MeasuredMove | null, name: string, claimed: number): void {
  if (measured && Math.abs(measured.turnDegrees - Math.abs(claimed)) > DEGREES_SLACK) {
    const side = measured.signedTurn < 0 ? -1 : 1;
    const map = turnClock(measured.signedTurn);
    throw new RulesError("notMapTurn", { name, map, claimed: turnClock(side * Math.abs(claimed)) });
  }
}

/** OW-9.3f the obstacles the driver counted where the map's straight way crosses another number. */
export function declaredObstacles(measured: MeasuredMove | null, declared: number): DeclaredFact[] {
  return measured && measured.obstacles !== declared
    ? [{ fact: "linearObstacles", declared, map: measured.obstacles }]
    : [];
}

/**
 * OW-9.3 a wagon's own action checked against the world before a card is drawn: the wagon, its
 * people and its team as its data holds them (wagon-state-world.ts worldWagon reads them); the driver's
 * wagon acts when its Activation Card comes (a runaway careers on the GM's side: not held to one).
 */
export function checkWagonAgainstWorld(
  ctx: Pick<DrawContext, "world" | "spend">,
  claimed: WagonState,
  action: "move" | "morale" | "runaway",
): void {
  const wagon = worldWagon(ctx.world, claimed);
  if (action === "runaway") return;
  requireActivated(ctx.world, wagon.unit);
  ctx.spend(action, wagon.unit.id, [wagon.unit]);
}

/**
 * OW-9.3d a volley at a wagon as the world allows it: each shooter named once, as his sheet holds
 * him, of the unit that fires, with his own weapon; that unit activated now and firing once; the
 * wagon as its data holds it.
 */
export function checkFireAtWagonAgainstWorld(
  ctx: Pick<DrawContext, "world" | "spend">,
  fire: FireInput,
  claimed: WagonState,
): void {
  requireOnce(fire.shooters.map((s) => s.figure));
  const first = fire.shooters[0]?.figure;
  const unit = worldUnit(ctx.world, { id: fire.unitId, name: first?.name ?? fire.unitId });
  for (const shooter of fire.shooters) {
    worldFigure(ctx.world, shooter.figure, fire.unitId);
    requireOwnWeapon(ctx.world, shooter.figure, shooter.weapon);
  }
  requireActivated(ctx.world, unit);
  if (claimed.unit.id === fire.unitId) throw new RulesError("fireAtOwnUnit", { name: unit.name });
  worldWagon(ctx.world, claimed);
  // The volley's copy of the wagon's people and team as its targets: each as the world holds it.
  requireOnce(fire.target.figures.map((t) => t.figure));
  for (const target of fire.target.figures) worldFigure(ctx.world, target.figure);
  ctx.spend(
    "fire",
    unit.id,
    fire.shooters.map((s) => s.figure),
  );
}
