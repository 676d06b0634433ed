/** NAP-5.4.1 what the Turn to face button sends to the GM's draw procedure (plain JSON). */
import type { CloseOrderTurnInput } from "@rules/napoleonic/closeOrder";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

interface CloseOrderTurnRequest extends ChatContext {
  readonly closeOrderTurn: CloseOrderTurnInput;
  /** The enemy unit the map found nearest in sight (its id): the GM measures the bearing to it (absent: off the map). */
  readonly enemy?: string;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    closeOrderTurn: { input: CloseOrderTurnRequest; output: PostedResult };
  }
}
