/** NAP-5.4.1 / NAP-5.2 what the Turn to face and Change formation buttons send to the GM's draw procedures (plain JSON). */
import type { CloseOrderTurnInput } from "@rules/napoleonic/closeOrder";
import type { FormationKind } from "@rules/napoleonic/formation";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

interface CloseOrderTurnRequest extends ChatContext {
  readonly closeOrderTurn: CloseOrderTurnInput;
  /** The enemy unit the map found nearest in sight (its id): the GM measures the bearing to it (absent: off the map). */
  readonly enemy?: string;
}

/**
 * NAP-5.2 the unit to form and the player's choices: the formation and the way it faces. Where its
 * figures stand, which stand, its leader and whether it is mounted the GM reads from the world.
 */
export interface FormationRequest extends ChatContext {
  readonly unit: { readonly id: string; readonly name: string };
  readonly formation: FormationKind;
  /** Degrees, the rules' convention. */
  readonly facing: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    closeOrderTurn: { input: CloseOrderTurnRequest; output: PostedResult };
    "nap.formation": { input: FormationRequest; output: PostedResult };
  }
}
