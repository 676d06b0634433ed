/**
 * NAP-7.1 limber and unlimber, NAP-7.2 load an artillery piece: no card is drawn, but the GM's
 * client computes the result from the gun as the world holds it (guns-world.ts), records and
 * posts it, applied like any result the GM's client computed.
 */
import { RulesError } from "@rules/errors";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { postResult } from "@foundry/kernel/procedure-steps";
import { makeRecord } from "@foundry/kernel/result-record";
import type { PostedResult } from "@foundry/kernel/action-requests";
import { artilleryReadyResult } from "./guns";
import { checkGunReadyAgainstWorld, type GunReadyRequest } from "./guns-world";

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "nap.gunReady": { input: GunReadyRequest; output: PostedResult };
  }
}

export const GUN_READY_PROCEDURE: DrawProcedure<"nap.gunReady"> = {
  run(input, _source, ctx) {
    const { gun, speaker } = checkGunReadyAgainstWorld(input, ctx);
    // CORE-3 / NAP-7.2 a load is the crew's action with the gun in its activation (as a shot is);
    // NAP-7.1 limbering or unlimbering its move. Refused in the gun's own words (no one "fired").
    try {
      ctx.spend(input.step === "load" ? "fire" : "move", gun.id, [gun]);
    } catch (error) {
      if (error instanceof RulesError && error.key.startsWith("actionSpent"))
        throw new RulesError("gunActed", { name: gun.name });
      throw error;
    }
    const result = artilleryReadyResult(gun, input.step, ctx.options, input.round, input.activation);
    return { record: makeRecord({ result, drawn: [], units: [gun] }), speaker };
  },
  commit: postResult,
};
