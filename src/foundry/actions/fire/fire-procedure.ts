/** CORE-5 the fire draw procedure, run on the GM's client over the requester's Action Deck. */
import type { RulesOptions } from "@rules/options";
import { resolveFire, type FireHooks, type FireInput } from "@rules/procedures";
import { oldWestReload } from "@rules/old-west/reload";
import { resolveFireAtHerd } from "@rules/old-west/animals";
import { napoleonicFireHooks } from "@rules/napoleonic/weapons";
import { mountedTargetHooks } from "@rules/mounted/fire";
import { validateFireParams } from "@rules/validation/fire";
import { markersAfterCrewLoss } from "@rules/artillery/loading";
import { spottedByFiring } from "@rules/napoleonic/spotting";
import type { Effect } from "@rules/model";
import type { FireRequest } from "@foundry/kernel/action-requests";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { knownWeapon } from "@foundry/kernel/known-weapons";
import { checkFireAgainstWorld, volleyCoverWhy } from "./fire-world";

/** CORE-5 / OW-5.1 / NAP-3 / OW-7.1g the fire hooks of the era and the target. */
export function fireHooks(options: RulesOptions, fire: FireInput): FireHooks {
  const base: FireHooks =
    options.era === "napoleonic" ? napoleonicFireHooks() : { reload: oldWestReload({ rules: options }) };
  const mountedTarget = options.optional.mountedTargets && fire.target.figures.some((t) => t.figure.mounted);
  return mountedTarget ? mountedTargetHooks({ rules: options }, base) : base;
}

/** NAP-7.2b fire at an artillery crew: the load markers its losses add, with the fire's own effects. */
function withCrewLoss<R extends { readonly effects: readonly Effect[] }>(result: R, input: FireRequest): R {
  const crew = input.artilleryCrew;
  if (!crew) return result;
  const more = markersAfterCrewLoss(crew.gun, result.effects, crew.limberId);
  return more.length ? { ...result, effects: [...result.effects, ...more] } : result;
}

export const FIRE_PROCEDURE: DrawProcedure<"fire"> = {
  run(input, source, ctx) {
    // CORE-5 the request crossed the socket: checked before any card is drawn (a refusal draws nothing).
    const fire = validateFireParams(input.fire, { rules: ctx.options, weapon: knownWeapon });
    requireActing(
      ctx,
      fire.shooters.map((s) => s.figure),
    );
    // CORE-5 the GM's client reads the pieces, weapons, ranges and sight from the world, not the request.
    const declared = checkFireAgainstWorld(input, fire, ctx.world);
    // CORE-3 each figure fires once in an activation (a volley sent again is refused).
    ctx.spend(
      "fire",
      fire.unitId,
      fire.shooters.map((s) => s.figure),
    );
    const cards = capturing(source);
    // OW-9.2.2 fire at a herd: no hit randomizer, wounds ignored, one animal per Incapacitate (the animals left as one
    // count).
    const result = input.herd
      ? resolveFireAtHerd(
          {
            unitId: fire.unitId,
            shooters: fire.shooters,
            herd: input.herd,
            cover: fire.target.figures[0]?.cover ?? "none",
          },
          cards,
          { rules: ctx.options },
        ).fire
      : withCrewLoss(resolveFire(fire, cards, { rules: ctx.options, hooks: fireHooks(ctx.options, fire) }), input);
    // NAP-8.2b the optional spotting rule: the hidden shooters this volley gives away (a bowman stays hidden).
    const spotted = spottedByFiring(fire.unitId, fire.shooters, { rules: ctx.options });
    const withSpotted = spotted.length ? { ...result, effects: [...result.effects, ...spotted] } : result;
    // CORE-5 what on the map gave the target the cover it was resolved with (chat/cover-lines.ts).
    const coverFrom = volleyCoverWhy(input, ctx.world);
    const shown = {
      ...withSpotted,
      ...(declared.length ? { declared } : {}),
      ...(coverFrom ? { coverFrom } : {}),
    };
    return posted(shown, cards.cards, input, [
      ...fire.shooters.map((s) => s.figure),
      ...fire.target.figures.map((t) => t.figure),
    ]);
  },
  commit: postResult,
};
