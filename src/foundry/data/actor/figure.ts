/**
 * Actor "figure": one miniature (CORE-4 attributes, CORE-8 states).
 * The schema here is the foundation's first model; the documents issue extends it.
 */
import { GRADES } from "../../../rules/cards/schema";

const { fields } = foundry.data;

function defineFigureSchema() {
  return {
    guts: new fields.StringField({ required: true, nullable: false, initial: "regular", choices: [...GRADES] }),
    accuracy: new fields.StringField({ required: true, nullable: false, initial: "regular", choices: [...GRADES] }),
    melee: new fields.NumberField({ required: true, nullable: false, integer: true, min: -3, max: 6, initial: 0 }),
    endurance: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 6, initial: 2 }),
    reaction: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 6, initial: 3 }),
    wounds: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  };
}
export type FigureSchema = ReturnType<typeof defineFigureSchema>;

export class FigureModel extends foundry.abstract.TypeDataModel<FigureSchema, Actor.Implementation> {
  static readonly metadata = { type: "figure" } as const;

  static override defineSchema(): FigureSchema {
    return defineFigureSchema();
  }

  /** CORE-5.6: a wounded figure moves at half speed. Derived, never stored. */
  declare wounded: boolean;

  override prepareDerivedData(): void {
    this.wounded = this.wounds > 0;
  }
}
