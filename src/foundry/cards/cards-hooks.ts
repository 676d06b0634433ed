/** The Card subtypes' data models (Action Cards and Activation Cards). */
import { ActionCardModel, ActivationCardModel } from "./card-models";

/** After the actor data models (10), before the deck screens (12). */
export const order = 11;

export function init(): void {
  CONFIG.Card.dataModels[ActionCardModel.metadata.type] = ActionCardModel;
  CONFIG.Card.dataModels[ActivationCardModel.metadata.type] = ActivationCardModel;
}
