/** CORE-8 damage, CORE-10 bog and spotting, run on the GM's client over the requester's Action Deck. */
import { resolveBog, resolveDamage, resolveSpotting } from "../../../rules/procedures";
import type { DrawProcedure } from "../../cards/ports";
import { capturing, posted, postResult, requireActing } from "../procedures";
import "./requests";

export const DAMAGE_PROCEDURE: DrawProcedure<"damage"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.figure]);
    const cards = capturing(source);
    const result = resolveDamage({ unitId: input.unit.id, figure: input.figure }, cards);
    return posted(result, cards.cards, input, [input.figure]);
  },
  commit: postResult,
};

export const BOG_PROCEDURE: DrawProcedure<"bog"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.figure]);
    const cards = capturing(source);
    const result = resolveBog({ unitId: input.unit.id, figureId: input.figure.id, terrainGrade: input.terrainGrade }, cards);
    return posted(result, cards.cards, input, [input.figure]);
  },
  commit: postResult,
};

export const SPOTTING_PROCEDURE: DrawProcedure<"spotting"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.spotter]);
    const cards = capturing(source);
    const result = resolveSpotting(
      { spotterUnitId: input.spotterUnit.id, spotter: input.spotter, targetUnitId: input.targetUnit.id, target: input.target, modifier: input.modifier },
      cards,
    );
    return posted(result, cards.cards, input, [input.spotter, input.target]);
  },
  commit: postResult,
};
