/**
 * OW-9.3e cut animals out of a wagon's team, overturn an empty unhitched wagon as a barricade, on
 * the GM's client: the figures who do the work (the ones the user targeted), each named once, as
 * the world holds them and the sender's own, their units activated now (one animal per figure per
 * activation; the overturn takes an activation); the wagon as the world holds it (any wagon: the
 * work is the figures'). The engine's result over them. No card is drawn.
 */
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import { cutOutAnimals, overturnAsBarricade, type WagonState } from "@rules/old-west/wagons";
import { noCardProcedure, type NoCardRequest } from "@foundry/kernel/no-card-procedure";
import { requireActing } from "@foundry/kernel/procedure-steps";
import { choiceAt, recordAt } from "@foundry/kernel/request-shape";
import { numberAt, piecesAt } from "@foundry/kernel/request-world";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import type { PostedResult } from "@foundry/kernel/action-requests";
import { aboardOnly } from "./state";
import { wagonShape, worldWagon } from "./wagon-state-world";

/** OW-9.3e how many animals are cut out: dead, wounded and sound. */
export interface CutOut {
  readonly dead: number;
  readonly wounded: number;
  readonly sound: number;
}

export interface WagonWorkRequest extends NoCardRequest {
  readonly work: "cutOut" | "overturn";
  /** The wagon, as the client read it. */
  readonly wagon: WagonState;
  /** The figures who do the work, as the client read them. */
  readonly workers: readonly FigureState[];
  /** Cut out only: the animals cut out. */
  readonly cut?: CutOut;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.wagonWork": { input: WagonWorkRequest; output: PostedResult };
  }
}

/** OW-9.3e the engine's cut out or overturn (the client's preview and the GM's procedure alike). */
export function wagonWorkResult(
  wagon: WagonState,
  work: "cutOut" | "overturn",
  workers: readonly FigureState[],
  cut: CutOut = { dead: 0, wounded: 0, sound: 0 },
): ProcedureResult {
  return work === "cutOut"
    ? cutOutAnimals({ state: aboardOnly(wagon), cutters: [...workers], cut })
    : overturnAsBarricade(aboardOnly(wagon), [...workers]);
}

const ACTION = "wagonWork";

export const WAGON_WORK_PROCEDURE = noCardProcedure<WagonWorkRequest>({
  action: ACTION,
  resolve(input, ctx, request) {
    choiceAt(ACTION, request, "work", ["cutOut", "overturn"]);
    wagonShape(ACTION, recordAt(ACTION, request, "wagon"));
    piecesAt(ACTION, request, "workers");
    if (input.work === "cutOut") {
      const cut = recordAt(ACTION, request, "cut");
      for (const field of ["dead", "wounded", "sound"]) numberAt(ACTION, cut, field, 0, 100);
    }
    requireOnce(input.workers);
    requireActing(ctx, input.workers);
    const held = input.workers.map((w) => worldFigure(ctx.world, w));
    const units = new Map<string, UnitState>(held.map(({ unit }) => [unit.id, unit]));
    for (const unit of units.values()) requireActivated(ctx.world, unit);
    const wagon = worldWagon(ctx.world, input.wagon);
    const result = wagonWorkResult(
      wagon,
      input.work,
      held.map((h) => h.figure),
      input.cut,
    );
    return { result, units: [wagon.unit] };
  },
});
