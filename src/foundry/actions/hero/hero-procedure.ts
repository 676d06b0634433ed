/** OW-4d a lone hero removes markers on himself, then checks the rest; run on the GM's client. */
import { resolveHeroMorale } from "@rules/old-west/heroes";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./hero-requests";
import { checkHeroMoraleAgainstWorld, heroMoraleShape } from "./hero-world";

export const HERO_MORALE_PROCEDURE: DrawProcedure<"ow.heroMorale"> = {
  run(input, source, ctx) {
    heroMoraleShape(input);
    const { hero } = input;
    requireActing(ctx, [hero.unit]);
    checkHeroMoraleAgainstWorld(hero, ctx);
    const cards = capturing(source);
    const result = resolveHeroMorale(hero, cards, { rules: ctx.options });
    return posted(result, cards.cards, input, hero.unit.figures);
  },
  commit: postResult,
};
