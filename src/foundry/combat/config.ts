/** Tells fvtt-types the flag the turn keeps on the Combat: the activation shown until the next card. */
import type { CurrentActivation } from "./turn";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** Units as Combatant Groups (combat/group-sync.ts): the unit a group stands for (its actor's UUID). */
    CombatantGroup: {
      "combat-patrol"?: {
        unitId?: string;
      };
    };
    Combat: {
      "combat-patrol"?: {
        activation?: CurrentActivation | null;
        /** A starter adventure's Combat (src/foundry/adventure): Begin Combat rolls turn 1's dice. */
        starter?: boolean;
        /**
         * A starter adventure's victory check and the records End of Turn writes for its report: the
         * adventure's own (src/foundry/adventure/scenario-flag.ts, turn-record.ts), read there with zod.
         */
        scenario?: unknown;
        report?: unknown;
      };
    };
  }
}
