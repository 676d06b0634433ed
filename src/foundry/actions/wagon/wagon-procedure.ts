/** OW-9.3 the wagon's draw procedures, run on the GM's client over the requester's Action Deck. */
import { resolveFireAtWagon, resolveWagonMorale, resolveWagonMove } from "@rules/old-west/wagons";
import { runawayMove } from "@rules/old-west/runaway";
import { validateFireParams } from "@rules/validation/fire";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { knownWeapon } from "@foundry/kernel/known-weapons";
import { aboardOnly } from "./state";
import { optionalPointAt } from "@foundry/kernel/request-shape";
import { fireAtWagonShape, runawayMoveShape, wagonMoraleShape, wagonMoveShape } from "./wagon-shape";
import {
  checkFireAtWagonAgainstWorld,
  checkWagonAgainstWorld,
  declaredObstacles,
  requireMapTurn,
  worldMeasuredMove,
} from "./wagon-world";
import "./wagon-requests";

/** OW-9.3a/b/d/e the wagon moves: team speed (half with a wounded team), gallop, bog checks. */
export const WAGON_MOVE_PROCEDURE: DrawProcedure<"ow.wagonMove"> = {
  run(input, source, ctx) {
    wagonMoveShape(input);
    const wagon = input.move.state;
    requireActing(ctx, [wagon.unit]);
    checkWagonAgainstWorld(ctx, wagon, "move");
    // OW-9.3b a clicked move: the turn off the wagon's facing is the map's.
    optionalPointAt("ow.wagonMove", input, "to");
    requireMapTurn(worldMeasuredMove(ctx.world, wagon.unit.id, input.to), wagon.unit.name, input.move.turnDegrees);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    // The result names the wagon as the piece that moved: the canvas flags it "moved" this activation
    // (canvas/allowance-flag.ts), which a Gatling on it reads (OW-5.2f: no fire while moving).
    const result = {
      ...resolveWagonMove({ ...input.move, state: aboardOnly(wagon) }, cards, options),
      figureId: wagon.unit.id,
    };
    // The wagon's unit as the data model lists it names the team too.
    return posted(result, cards.cards, input, wagon.unit.figures);
  },
  commit: postResult,
};

/** OW-9.3a the wagon's morale in the driver's Guts column. */
export const WAGON_MORALE_PROCEDURE: DrawProcedure<"ow.wagonMorale"> = {
  run(input, source, ctx) {
    wagonMoraleShape(input);
    requireActing(ctx, [input.wagon.unit]);
    checkWagonAgainstWorld(ctx, input.wagon, "morale");
    const cards = capturing(source);
    const result = resolveWagonMorale(aboardOnly(input.wagon), input.terrain, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, input.wagon.unit.figures);
  },
  commit: postResult,
};

/** OW-9.3f a runaway careers on 2 cards; a failed bog check overturns it (each occupant's melee attack). */
export const RUNAWAY_MOVE_PROCEDURE: DrawProcedure<"ow.runawayMove"> = {
  run(input, source, ctx) {
    runawayMoveShape(input);
    const wagon = input.runaway.state;
    requireActing(ctx, [wagon.unit]);
    checkWagonAgainstWorld(ctx, wagon, "runaway");
    // OW-9.3f a clicked move: the turn off the wagon's facing is the map's; the fences or walls counted are the driver's.
    optionalPointAt("ow.runawayMove", input, "to");
    const measured = worldMeasuredMove(ctx.world, wagon.unit.id, input.to);
    requireMapTurn(measured, wagon.unit.name, input.runaway.turnDegrees);
    const declared = declaredObstacles(measured, input.runaway.obstacles ?? 0);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    const result = runawayMove({ ...input.runaway, state: aboardOnly(wagon) }, cards, options);
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, wagon.unit.figures);
  },
  commit: postResult,
};

/** OW-9.3d a unit fires at a wagon: the team as one figure, driver and passengers behind fence cover. */
export const FIRE_AT_WAGON_PROCEDURE: DrawProcedure<"ow.fireAtWagon"> = {
  run(input, source, ctx) {
    fireAtWagonShape(input);
    const fire = validateFireParams(input.fire, { rules: ctx.options, weapon: knownWeapon });
    requireActing(
      ctx,
      fire.shooters.map((s) => s.figure),
    );
    checkFireAtWagonAgainstWorld(ctx, fire, input.wagon);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    const result = resolveFireAtWagon(
      {
        unitId: fire.unitId,
        shooters: fire.shooters,
        wagon: aboardOnly(input.wagon),
        nearestFirst: input.nearestFirst,
      },
      cards,
      options,
    );
    return posted(result, cards.cards, input, [...fire.shooters.map((s) => s.figure), ...input.wagon.unit.figures]);
  },
  commit: postResult,
};
