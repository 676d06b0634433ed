/** OW-5.2 the Gatling's draw procedures, run on the GM's client over the requester's Action Deck. */
import {
  resolveFireAtGatling,
  resolveGatlingFire,
  resolveGatlingMove,
  resolveWagonGatlingMove,
} from "@rules/old-west/gatling";
import { wagonHitEffect, wagonTargets } from "@rules/old-west/wagons";
import { validateFireParams } from "@rules/validation/fire";
import { aboardOnly, wagonOrder } from "../wagon/state";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { knownWeapon } from "@foundry/kernel/known-weapons";
import {
  checkGatlingFire,
  checkGatlingMove,
  checkWagonGatlingMove,
  gatlingFireShape,
  gatlingMoveShape,
  wagonGatlingMoveShape,
  movedBy,
} from "./gatling-world";
import { checkFireAtGatling, fireAtGatlingShape } from "./fire-at-world";
import { gunWayDeclared } from "../artillery/gun-map-world";
import "./gatling-requests";

/** OW-5.2a/e/f the gunner fires the gun's bracketed rate of fire (Reload Double), inside its arc. */
export const GATLING_FIRE_PROCEDURE: DrawProcedure<"ow.gatlingFire"> = {
  run(input, source, ctx) {
    // The shape first: the request crossed the socket (a refusal draws nothing).
    gatlingFireShape(input);
    requireActing(ctx, [input.gatling.crew]);
    // OW-5.2 the GM's client reads the gun, the target, the range and the arc's facing from the world.
    const { gatling, targetWagon, gunAt, targetPoint } = checkGatlingFire(input, ctx);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    // OW-9.3d at a wagon: the team is one figure, the driver and passengers have fence cover.
    const wagon = targetWagon ? aboardOnly(targetWagon) : null;
    const target = wagon
      ? wagonTargets(
          wagon,
          wagonOrder(
            wagon,
            input.target.figures.map((t) => t.figure.id),
          ),
          options,
        )
      : input.target;
    const result = resolveGatlingFire(
      { gatling, gunAt, targetPoint, target, rangeInches: input.rangeInches, moved: input.moved },
      cards,
      wagon ? { ...options, hooks: { hitEffect: wagonHitEffect(wagon, options) } } : options,
    );
    return posted(result.fire, cards.cards, input, [
      ...gatling.crew.figures,
      ...(targetWagon?.unit.figures ?? input.target.figures.map((t) => t.figure)),
    ]);
  },
  commit: postResult,
};

/** OW-5.2b/c/d a carriage gun moves limbered or manhandled (a bog check in rough ground). */
export const GATLING_MOVE_PROCEDURE: DrawProcedure<"ow.gatlingMove"> = postingProcedure({
  acting: (input) => {
    gatlingMoveShape(input);
    return [input.gatling.crew];
  },
  // OW-5.2b/c the gun from its sheet, its crew activated, moving once (gatling-world.ts); posted, the crew is flagged moved.
  resolve: (input, cards, ctx) => {
    const gatling = checkGatlingMove(input, ctx);
    // OW-5.2b/c the map's reading of the clicked way beside the ground the player declared (gun-map-world.ts).
    const declared = gunWayDeclared(ctx.world, gatling.crew.id, input.to, { terrain: input.terrain });
    const result = movedBy(
      resolveGatlingMove({ gatling, terrain: input.terrain }, cards, { rules: ctx.options }),
      gatling.crew.id,
    );
    return declared.length ? { ...result, declared } : result;
  },
  named: (input) => input.gatling.crew.figures,
});

/** OW-5.2f a wagon-mounted gun moves with its wagon (OW-9.3a/b the wagon's move). */
export const WAGON_GATLING_MOVE_PROCEDURE: DrawProcedure<"ow.wagonGatlingMove"> = postingProcedure({
  acting: (input) => {
    wagonGatlingMoveShape(input);
    return [input.gatling.crew];
  },
  // OW-5.2f the gun and its wagon from their sheets, activated, moving once (gatling-world.ts); posted, the crew is flagged moved.
  resolve: (input, cards, ctx) => {
    const gatling = checkWagonGatlingMove(input, ctx);
    return movedBy(resolveWagonGatlingMove(gatling, input.move, cards, { rules: ctx.options }), gatling.crew.id);
  },
  named: (input) => [...input.gatling.crew.figures, ...(input.gatling.wagon?.unit.figures ?? [])],
});

/** OW-5.2d/f a unit fires at a Gatling: the crew, the limber within 4" as one figure, a wagon mount's team. */
export const FIRE_AT_GATLING_PROCEDURE: DrawProcedure<"ow.fireAtGatling"> = {
  run(input, source, ctx) {
    // CORE-5 the volley crossed the socket: checked before any card is drawn.
    const fire = validateFireParams(input.fire, { rules: ctx.options, weapon: knownWeapon });
    fireAtGatlingShape(input);
    requireActing(
      ctx,
      fire.shooters.map((s) => s.figure),
    );
    // CORE-5 / OW-5.2d the GM's client reads the shooters, the gun and the ranges from the world.
    const gatling = checkFireAtGatling(input, fire, ctx);
    const cards = capturing(source);
    const result = resolveFireAtGatling(
      {
        unitId: fire.unitId,
        shooters: fire.shooters,
        gatling,
        nearestFirst: input.nearestFirst,
        gunAt: input.gunAt,
        limberAt: input.limberAt,
        ...(input.wagonId ? { wagonId: input.wagonId } : {}),
      },
      cards,
      { rules: ctx.options },
    );
    return posted(result, cards.cards, input, [...fire.shooters.map((s) => s.figure), ...input.named]);
  },
  commit: postResult,
};
