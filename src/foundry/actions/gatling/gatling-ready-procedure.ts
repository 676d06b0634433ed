/**
 * OW-5.2b limber and unlimber, OW-5.2e re-face a Gatling, on the GM's client: the Gatling as the
 * world holds it (gatling-state-world.ts: its crew, limber and the wagon carrying it), the sender's
 * own, activated now and acting once there (an activation to limber, unlimber or re-face: counted
 * as its move, as an artillery piece's limber is, guns/guns-procedure.ts); the engine's result over
 * it, the limber's distance read from the gun's data. No card is drawn.
 */
import { RulesError } from "@rules/errors";
import { noCardProcedure } from "@foundry/kernel/no-card-procedure";
import { requireActing } from "@foundry/kernel/procedure-steps";
import { choiceAt, optionalNumberAt } from "@foundry/kernel/request-shape";
import { requireActivated } from "@rules/validation/world-checks";
import { GATLING_STEPS, gatlingReadyResult, type GatlingReadyRequest } from "../guns/gatling-ready";
import { gatlingShape, worldGatling } from "./gatling-state-world";

export const GATLING_READY_PROCEDURE = noCardProcedure<GatlingReadyRequest>({
  action: "gatlingReady",
  resolve(input, ctx, request) {
    gatlingShape("gatlingReady", request);
    choiceAt("gatlingReady", request, "step", GATLING_STEPS);
    optionalNumberAt("gatlingReady", request, "facing", -1e6, 1e6);
    requireActing(ctx, [input.gatling.crew]);
    const gatling = worldGatling(ctx.world, input.gatling);
    requireActivated(ctx.world, gatling.crew);
    // OW-5.2b / OW-5.2e one activation's work: refused, in the gun's own words, when it already acted.
    try {
      ctx.spend("move", gatling.crew.id, [gatling.crew]);
    } catch (error) {
      if (error instanceof RulesError && error.key.startsWith("actionSpent"))
        throw new RulesError("gunActed", { name: gatling.crew.name });
      throw error;
    }
    return { result: gatlingReadyResult(gatling, input.step, ctx.options, input.facing), units: [gatling.crew] };
  },
});
