/** CORE-7 / NAP-4 the morale check at activation (the leader's choice in both eras), run on the GM's client. */
import { resolveLeaderMorale } from "@rules/procedures/morale";
import { resolveNapMorale } from "@rules/napoleonic/morale";
import { booleanAt, choiceAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import {
  type DeclaredFact,
  mapMoraleColumn,
  requireActivated,
  unitGround,
  worldUnit,
} from "@rules/validation/world-checks";

export const MORALE_PROCEDURE: DrawProcedure<"morale"> = {
  run(input, source, ctx) {
    const { morale } = input;
    // The shape first: the request crossed the socket (a refusal draws nothing).
    const shape = recordAt("morale", input, "morale");
    pieceAt("morale", shape, "unit");
    choiceAt("morale", shape, "terrain", ["open", "cover"]);
    booleanAt("morale", input, "leaderRemovesMarkers");
    requireActing(ctx, [morale.unit]);
    // CORE-7 the GM's client reads the unit from its documents and its column from the map.
    const unit = worldUnit(ctx.world, morale.unit);
    requireActivated(ctx.world, unit);
    // CORE-7 one morale check at the start of an activation (the same check sent again is refused).
    ctx.spend("morale", unit.id, [unit]);
    const map = mapMoraleColumn(
      unitGround((ids) => ctx.world.ground(ids), unit),
      unit,
    );
    const declared: DeclaredFact[] =
      map !== null && map !== morale.terrain ? [{ fact: "moraleColumn", declared: morale.terrain, map }] : [];
    const cards = capturing(source);
    const result =
      ctx.options.era === "napoleonic"
        ? resolveNapMorale(
            {
              unit: morale.unit,
              terrain: morale.terrain,
              leaderRemovesMarkers: input.leaderRemovesMarkers,
              closeOrder: morale.unit.closeOrder,
            },
            cards,
            { rules: ctx.options },
          )
        : // NAP-4 (3.14, OW-3c refers to it): the leader may remove markers, his men then fire without him.
          resolveLeaderMorale(morale, input.leaderRemovesMarkers, cards, { rules: ctx.options });
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, morale.unit.figures);
  },
  commit: postResult,
};
