/** OW-9.3 the wagon's draw requests (plain JSON to the GM's client): the engine's inputs with the chat context. */
import type { Terrain } from "@rules/cards/schema";
import type { Point } from "@rules/geometry";
import type { FireInput } from "@rules/procedures";
import type { RunawayMoveInput } from "@rules/old-west/runaway";
import type { WagonMoveInput, WagonState } from "@rules/old-west/wagons";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/** OW-9.3a/b the wagon moves (the port's wagon: the procedure counts the team apart, aboardOnly). */
interface WagonMoveRequest extends ChatContext {
  readonly move: WagonMoveInput;
  /** The point clicked as the move's destination (inches): the GM measures the turn from it; absent: not clicked. */
  readonly to?: Point;
}

/** OW-9.3a the wagon's morale, in the driver's Guts column. */
interface WagonMoraleRequest extends ChatContext {
  readonly wagon: WagonState;
  readonly terrain: Terrain;
}

/** OW-9.3f a runaway's activation. */
interface RunawayMoveRequest extends ChatContext {
  readonly runaway: RunawayMoveInput;
  /** The point clicked as the move's destination (inches): the GM measures the turn and obstacles; absent: not clicked. */
  readonly to?: Point;
}

/** OW-9.3d a unit fires at a wagon: its volley, the wagon, the targets nearest first. */
interface FireAtWagonRequest extends ChatContext {
  readonly fire: FireInput;
  readonly wagon: WagonState;
  readonly nearestFirst: readonly string[];
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.wagonMove": { input: WagonMoveRequest; output: PostedResult };
    "ow.wagonMorale": { input: WagonMoraleRequest; output: PostedResult };
    "ow.runawayMove": { input: RunawayMoveRequest; output: PostedResult };
    "ow.fireAtWagon": { input: FireAtWagonRequest; output: PostedResult };
  }
}
