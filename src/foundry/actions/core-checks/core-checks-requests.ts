/** CORE-8 damage, CORE-10 bog and spotting: what the buttons send to the GM's draw procedures (plain JSON). */
import type { Grade } from "@rules/cards/schema";
import type { FigureState, UnitState } from "@rules/model";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/** CORE-8 one damage card for a figure (a melee loser, a rider thrown, a GM's call). */
interface DamageRequest extends ChatContext {
  readonly unit: UnitState;
  readonly figure: FigureState;
}

/** CORE-10 a bog check of a figure entering bad ground graded like troops. */
interface BogRequest extends ChatContext {
  readonly unit: UnitState;
  readonly figure: FigureState;
  readonly terrainGrade: Grade;
}

/** CORE-10 a figure tries to spot a hidden enemy figure (the GM confirms by Apply). */
interface SpottingRequest extends ChatContext {
  readonly spotterUnit: UnitState;
  readonly spotter: FigureState;
  readonly targetUnit: UnitState;
  readonly target: FigureState;
  readonly modifier: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    damage: { input: DamageRequest; output: PostedResult };
    bog: { input: BogRequest; output: PostedResult };
    spotting: { input: SpottingRequest; output: PostedResult };
  }
}
