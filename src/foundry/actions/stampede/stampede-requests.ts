/** OW-9.2.7 what the stampede actions send to the GM's draw procedures (plain JSON both ways). */
import type { Point } from "@rules/geometry";
import type { HerdState, StampedeTrigger } from "@rules/old-west/animals";
import type { TrampleInput } from "@rules/old-west/stampede";
import type { StampedeObstacle, StampedePath } from "@rules/old-west/stampede-terrain";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";
import type { StampedeGround } from "@foundry/kernel/table-ports";

/** OW-9.2.7 a herd checks for a stampede (why: the trigger the table saw, or the GM's event). */
interface StampedeCheckRequest extends ChatContext {
  readonly herd: HerdState;
  readonly trigger: StampedeTrigger;
}

/** OW-9.2.7 a stampeding herd's move on an Activation Card. */
interface StampedeMoveRequest extends ChatContext, Omit<StampedeGround, "sceneId" | "obstacles"> {
  readonly herd: HerdState;
  /** OW-9.2.7c the scene's obstacles; none: the herd runs straight. */
  readonly obstacles?: readonly StampedeObstacle[];
}

interface StampedeMovePosted extends PostedResult {
  /** Inches the herd moves (x, y). */
  readonly displacement: Point | null;
  /** Token ids of the figures within 1" of its path. */
  readonly trampled: readonly string[];
  /** OW-9.2.7c the path(s) run over the obstacles (drawn on the canvas), none without obstacles. */
  readonly paths: readonly StampedePath[];
}

/** OW-9.2.7b a figure fights the stampeding animals that passed within 1" of it. */
interface TrampleRequest extends ChatContext {
  readonly trample: TrampleInput;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.stampedeCheck": { input: StampedeCheckRequest; output: PostedResult };
    "ow.stampedeMove": { input: StampedeMoveRequest; output: StampedeMovePosted };
    "ow.trample": { input: TrampleRequest; output: PostedResult };
  }
}
