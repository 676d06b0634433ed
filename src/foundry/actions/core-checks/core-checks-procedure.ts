/** CORE-8 damage, CORE-10 bog and spotting, run on the GM's client over the requester's Action Deck. */
import { resolveBog, resolveDamage, resolveSpotting } from "@rules/procedures";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./core-checks-requests";
import {
  checkBogAgainstWorld,
  checkDamageAgainstWorld,
  checkSpottingAgainstWorld,
  figureCheckShape,
} from "./core-checks-world";

export const DAMAGE_PROCEDURE: DrawProcedure<"damage"> = postingProcedure({
  acting: (input) => {
    figureCheckShape("damage", input);
    return [input.figure];
  },
  resolve: (input, cards, ctx) => {
    checkDamageAgainstWorld(input, ctx.world);
    return resolveDamage({ unitId: input.unit.id, figure: input.figure }, cards);
  },
  named: (input) => [input.figure],
});

export const BOG_PROCEDURE: DrawProcedure<"bog"> = postingProcedure({
  acting: (input) => {
    figureCheckShape("bog", input);
    return [input.figure];
  },
  resolve: (input, cards, ctx) => {
    checkBogAgainstWorld(input, ctx.world);
    return resolveBog({ unitId: input.unit.id, figureId: input.figure.id, terrainGrade: input.terrainGrade }, cards);
  },
  named: (input) => [input.figure],
});

export const SPOTTING_PROCEDURE: DrawProcedure<"spotting"> = {
  run(input, source, ctx) {
    checkSpottingAgainstWorld(input, ctx.world);
    requireActing(ctx, [input.spotter]);
    const cards = capturing(source);
    const result = resolveSpotting(
      {
        spotterUnitId: input.spotterUnit.id,
        spotter: input.spotter,
        targetUnitId: input.targetUnit.id,
        target: input.target,
        modifier: input.modifier,
      },
      cards,
    );
    return posted(result, cards.cards, input, [input.spotter, input.target]);
  },
  commit: postResult,
};
