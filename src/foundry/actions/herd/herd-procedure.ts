/** OW-9.1 / OW-9.2 a herd's move, a lone animal's move and a bear's morale, run on the GM's client. */
import {
  centralFigure,
  resolveAnimalMorale,
  resolveAnimalMove,
  resolveHerdMove,
  type HerdState,
} from "@rules/old-west/animals";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { booleanAt } from "@foundry/kernel/request-shape";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { checkAnimalMorale, checkHerdMove, herdShape } from "./herd-world";
import "./herd-requests";

/** OW-9.2.1 a lone animal (a grizzly, a single steer): a unit of one standing figure. */
function isLoneAnimal(herd: HerdState): boolean {
  return herd.unit.figures.filter((f) => !f.incapacitated).length === 1;
}

export const HERD_MOVE_PROCEDURE: DrawProcedure<"ow.herdMove"> = {
  run(input, source, ctx) {
    // The shape first: the request crossed the socket (a refusal draws nothing).
    herdShape("ow.herdMove", input);
    booleanAt("ow.herdMove", input, "charging");
    requireActing(ctx, [input.herd.unit]);
    // OW-9.2 the GM's client reads the herd from its sheet, activated, moving once (herd-world.ts).
    const herd = checkHerdMove(input, ctx);
    const { charging } = input;
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

export const ANIMAL_MORALE_PROCEDURE: DrawProcedure<"ow.animalMorale"> = {
  run(input, source, ctx) {
    herdShape("ow.animalMorale", input);
    requireActing(ctx, [input.herd.unit]);
    // OW-9.2.6 the bear from its sheet, activated, checking once; its column read from the map.
    const { herd, declared } = checkAnimalMorale(input, ctx);
    const cards = capturing(source);
    const result = resolveAnimalMorale(herd, input.terrain, cards, { rules: ctx.options });
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, herd.unit.figures);
  },
  commit: postResult,
};
