/**
 * OW-9.3c board a wagon or leave it, on the GM's client: the figure as the world holds it (the
 * sender's own), his unit activated now (boarding costs an activation), the wagon as the world
 * holds it (any wagon: a passenger boards a wagon he does not own), the engine's result over them.
 * No card is drawn.
 */
import { boardWagon, dismountWagon, type WagonState } from "@rules/old-west/wagons";
import type { FigureState, ProcedureResult } from "@rules/model";
import { noCardProcedure, type NoCardRequest, spendOnce, worldActingFigure } from "@foundry/kernel/no-card-procedure";
import { booleanAt, recordAt } from "@foundry/kernel/request-shape";
import { requireActivated } from "@rules/validation/world-checks";
import type { PostedResult } from "@foundry/kernel/action-requests";
import { wagonShape, worldWagon } from "../wagon/wagon-state-world";

export interface BoardRequest extends NoCardRequest {
  /** The figure that boards or leaves, as the client read him. */
  readonly figure: FigureState;
  /** The wagon, as the client read it. */
  readonly wagon: WagonState;
  /** Board (true), leave (false), or whichever he is not (null: leave the wagon he is aboard, else board it). */
  readonly boarding: boolean | null;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    board: { input: BoardRequest; output: PostedResult };
  }
}

/** OW-9.3c the engine's board or leave (the client's preview and the GM's procedure alike). */
export function boardResult(
  wagon: WagonState,
  unitId: string,
  figure: FigureState,
  boarding: boolean | null,
): ProcedureResult {
  // Leaving: the figure is in the wagon's unit (the writer takes him off that wagon's list, flag or not).
  const aboard = wagon.unit.figures.some((f) => f.id === figure.id);
  return (boarding ?? !aboard) ? boardWagon(wagon, unitId, figure) : dismountWagon(wagon, wagon.unit.id, figure);
}

export const BOARD_PROCEDURE = noCardProcedure<BoardRequest>({
  action: "board",
  resolve(input, ctx, request) {
    if (request["boarding"] !== null) booleanAt("board", request, "boarding");
    wagonShape("board", recordAt("board", request, "wagon"));
    const { figure, unit } = worldActingFigure(ctx, "board", request, "figure");
    requireActivated(ctx.world, unit);
    // OW-9.3c boarding or leaving is the figure's move in the activation (once).
    spendOnce(ctx, "move", unit, [figure]);
    const wagon = worldWagon(ctx.world, input.wagon);
    return { result: boardResult(wagon, unit.id, figure, input.boarding), units: [unit, wagon.unit] };
  },
});
