/** The system's TokenDocument: the figure's Endurance bar is editable in the Token HUD (token-bar.ts). */
import { FigureModel } from "@foundry/data/actor/figure";
import { editableEnduranceBar } from "./token-bar";

export class CombatPatrolTokenDocument extends TokenDocument {
  override getBarAttribute(
    barName: string,
    options?: TokenDocument.GetBarAttributeOptions,
  ): TokenDocument.GetBarAttributeReturn {
    return editableEnduranceBar(super.getBarAttribute(barName, options), this.actor?.system instanceof FigureModel);
  }
}
