/**
 * Tells fvtt-types the Card subtypes' data models and the flags a Combat Patrol deck carries on its
 * Cards document (the table's settings are declared with them: kernel/table-settings.ts).
 */
import type { ActionCardModel, ActivationCardModel } from "./card-models";
import type { CardsFlag } from "./deck-flags";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Card: {
      action: typeof ActionCardModel;
      activation: typeof ActivationCardModel;
    };
  }

  interface FlagConfig {
    Cards: {
      "combat-patrol"?: CardsFlag;
    };
  }
}
