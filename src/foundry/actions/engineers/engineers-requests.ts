/** NAP-8.1 what the engineers' buttons send to the GM's draw procedures (plain JSON). */
import type { EmplacementState, DoorAttackInput } from "@rules/napoleonic/engineers";
import type { FigureState } from "@rules/model";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

interface DetonationRequest extends ChatContext {
  readonly unitId: string;
  /** The figure that sets the charges off (the requester must own it). */
  readonly figure: FigureState;
  readonly emplaced: EmplacementState;
}

interface DoorAttackRequest extends ChatContext {
  readonly doorAttack: DoorAttackInput;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    detonation: { input: DetonationRequest; output: PostedResult };
    doorAttack: { input: DoorAttackRequest; output: PostedResult };
  }
}
