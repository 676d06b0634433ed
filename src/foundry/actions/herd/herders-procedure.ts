/**
 * OW-9.2.3 herders assigned on the GM's client: the herd as the world holds it (worldHerd), the
 * herding unit as the world holds it, both the sender's own (the GM runs the animals; the herding
 * player assigns his own unit), then the engine's check (3 or more figures, cattle or horses).
 * Assigning herders is no action of an activation (the herd then acts on its herders' activation,
 * OW-9.2.3): no activation is required. No card is drawn.
 */
import { assignHerders, type HerdState } from "@rules/old-west/animals";
import type { UnitState } from "@rules/model";
import { noCardProcedure, type NoCardRequest, worldActingUnit } from "@foundry/kernel/no-card-procedure";
import { requireActing } from "@foundry/kernel/procedure-steps";
import type { PostedResult } from "@foundry/kernel/action-requests";
import { herdShape, worldHerd } from "./herd-world";

export interface HerdersRequest extends NoCardRequest {
  /** The herd, as the client read it. */
  readonly herd: HerdState;
  /** The unit that herds it, as the client read it. */
  readonly herders: UnitState;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.herders": { input: HerdersRequest; output: PostedResult };
  }
}

export const HERDERS_PROCEDURE = noCardProcedure<HerdersRequest>({
  action: "ow.herders",
  resolve(input, ctx, request) {
    herdShape("ow.herders", request);
    requireActing(ctx, [input.herd.unit]);
    const herd = worldHerd(ctx.world, input.herd);
    const herders = worldActingUnit(ctx, "ow.herders", request, "herders");
    return { result: assignHerders(herd, herders), units: [herd.unit, herders] };
  },
});
