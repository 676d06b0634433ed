/** Tells fvtt-types the flag the turn keeps on the Combat: the activation shown until the next card. */
import type { CurrentActivation } from "./turn";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Combat: {
      "combat-patrol"?: {
        activation?: CurrentActivation | null;
        /** Issue 21: a starter adventure's Combat (src/foundry/adventure): Begin Combat rolls turn 1's dice. */
        starter?: boolean;
      };
    };
  }
}
