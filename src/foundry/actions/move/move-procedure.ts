/**
 * CORE-10 movement (NAP-6.1.1 / OW-7.1a mounted: two cards, gallop = sprint; NAP-5.3 close order modifiers), run on the
 * GM's client.
 */
import { resolveMovement } from "@rules/procedures";
import { resolveMountedMove } from "@rules/mounted/movement";
import { throughHerdFactor } from "@rules/old-west/animals";
import { withCloseOrderMove } from "@rules/napoleonic/closeOrder";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";

export const MOVEMENT_PROCEDURE: DrawProcedure<"movement"> = {
  run(input, source, ctx) {
    const { movement } = input;
    requireActing(ctx, [movement.figure]);
    const cards = capturing(source);
    // OW-9.2.4 through a herd: foot a quarter, mounted a half (the engine's factor).
    const herd = input.throughHerd ? { herdFactor: throughHerdFactor(movement.figure) } : {};
    const drawn = input.mounted
      ? resolveMountedMove(
          {
            unitId: movement.unitId,
            figure: movement.figure,
            gallop: movement.mode === "sprint",
            ...(movement.terrainFactor !== undefined ? { terrainFactor: movement.terrainFactor } : {}),
            ...(movement.openInches !== undefined ? { openInches: movement.openInches } : {}),
            ...herd,
          },
          cards,
          { rules: ctx.options },
        )
      : resolveMovement({ ...movement, ...herd }, cards, { rules: ctx.options });
    // NAP-5.3 a close order figure: the modifiers come off the allowance the cards gave.
    const result = input.closeOrder ? withCloseOrderMove(drawn, input.closeOrder, input.mounted) : drawn;
    return posted(result, cards.cards, input, [movement.figure]);
  },
  commit: postResult,
};
