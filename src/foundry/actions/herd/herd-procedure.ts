/** OW-9.1 / OW-9.2 a herd's move, a lone animal's move and a bear's morale, run on the GM's client. */
import {
  centralFigure,
  resolveAnimalMorale,
  resolveAnimalMove,
  resolveHerdMove,
  type HerdState,
} from "@rules/old-west/animals";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./herd-requests";

/** OW-9.2.1 a lone animal (a grizzly, a single steer): a unit of one standing figure. */
function isLoneAnimal(herd: HerdState): boolean {
  return herd.unit.figures.filter((f) => !f.incapacitated).length === 1;
}

export const HERD_MOVE_PROCEDURE: DrawProcedure<"ow.herdMove"> = {
  run(input, source, ctx) {
    const { herd, charging } = input;
    requireActing(ctx, [herd.unit]);
    const cards = capturing(source);
    const options = { rules: ctx.options };
    // OW-9.2.1 a lone animal moves on its own cards; OW-9.2.2 a herd moves as one (its central figure's cards).
    const result =
      isLoneAnimal(herd) && herd.herdedBy === null
        ? resolveAnimalMove(
            { unitId: herd.unit.id, figure: centralFigure(herd), species: herd.species, charging },
            cards,
            options,
          )
        : resolveHerdMove(herd, charging, cards, options);
    return posted(result, cards.cards, input, herd.unit.figures);
  },
  commit: postResult,
};

export const ANIMAL_MORALE_PROCEDURE: DrawProcedure<"ow.animalMorale"> = postingProcedure({
  acting: (input) => [input.herd.unit],
  resolve: (input, cards, ctx) => resolveAnimalMorale(input.herd, input.terrain, cards, { rules: ctx.options }),
  named: (input) => input.herd.unit.figures,
});
