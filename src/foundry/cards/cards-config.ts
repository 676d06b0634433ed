/**
 * Tells fvtt-types the Card subtypes' data models, the flags a Combat Patrol deck carries on its
 * Cards document, and the physical-card client setting.
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

  interface SettingConfig {
    /** Per user (client): draws ask for the serial of a card drawn at the real table. */
    "combat-patrol.physicalCards": boolean;
  }
}
