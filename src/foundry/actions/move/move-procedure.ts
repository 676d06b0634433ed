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
import { RulesError } from "@rules/errors";
import type { MovementRequest } from "@foundry/kernel/action-requests";
import { requireActivatedOrReacting, worldFigure } from "@rules/validation/world-checks";
import { declaredMoveFacts, requireOpenToRiders } from "./move-world";
import {
  absentAt,
  optionalPointAt,
  booleanAt,
  choiceAt,
  idAt,
  optionalNumberAt,
  pieceAt,
  recordAt,
} from "@foundry/kernel/request-shape";

/** CORE-10 the move's shape at the boundary: the fields the Move button sends, each in its range. */
function checkMoveShape(input: MovementRequest): MovementRequest["movement"] {
  const movement = recordAt("movement", input, "movement");
  idAt("movement", movement, "unitId");
  pieceAt("movement", movement, "figure");
  optionalNumberAt("movement", movement, "terrainFactor", 0.25, 1);
  optionalNumberAt("movement", movement, "openInches", 0, 100);
  // What supplements add to a move (wagons, herds, heavy cavalry) comes through their own procedures.
  for (const field of ["baseCards", "extraCards", "bonusInches", "herdFactor"]) absentAt("movement", movement, field);
  choiceAt("movement", movement, "mode", ["normal", "sprint"], true);
  booleanAt("movement", input, "mounted");
  optionalPointAt("movement", input, "to");
  if (input.bogCheck !== undefined) booleanAt("movement", input, "bogCheck");
  return input.movement;
}

export const MOVEMENT_PROCEDURE: DrawProcedure<"movement"> = {
  run(input, source, ctx) {
    const movement = checkMoveShape(input);
    requireActing(ctx, [movement.figure]);
    // CORE-10 the GM's client reads the mover from his sheet, in his unit, activated, and moving once.
    const { unit, figure } = worldFigure(ctx.world, movement.figure, movement.unitId);
    if (input.mounted !== figure.mounted) throw new RulesError("notAsOnTable", { name: figure.name });
    // CORE-10 not activated, the figure moves on a reaction he passed in this activation.
    requireActivatedOrReacting(ctx.world, ctx.reactionsLeft, unit, [figure]);
    ctx.spend("move", unit.id, [figure]);
    // NAP-6.1.2b a rider's clicked move into ground closed to horses is refused, as on his own client.
    requireOpenToRiders(ctx.world, input);
    // NAP-5.3b / NAP-6.1.2 the map's reading of the clicked move beside what the player declared.
    const declared = declaredMoveFacts(ctx.world, input);
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
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, [movement.figure]);
  },
  commit: postResult,
};
