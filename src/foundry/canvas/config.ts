/**
 * Tells fvtt-types the flags the canvas keeps on tokens, templates and regions, and one hook the v13
 * types leave out.
 */
import type { AllowanceFlag } from "./allowance";
import type { AreaFlag } from "./areas";
import type { BaseKind } from "./figures";

/** The flag of an area the system drew (areas/port.ts): what it shows and the chat message it belongs to. */
export type { AreaFlag };

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Token: {
      "combat-patrol"?: {
        /** Round (default) or rectangular base. */
        base?: BaseKind;
        /** The move drawn for the current activation (allowance.ts). */
        allowance?: AllowanceFlag | null;
      };
    };
    MeasuredTemplate: {
      "combat-patrol"?: AreaFlag;
    };
    /** Foundry v14 stores the system's areas as Regions (areas/v14.ts). */
    Region: {
      "combat-patrol"?: AreaFlag;
    };
    Actor: {
      "combat-patrol"?: {
        /** OW-9.2.8 the Table 3 row of a livestock actor (packs). */
        livestock?: string;
        /** OW-9.2.8 the Endurance range Table 3 prints; a new token draws its value in it. */
        enduranceRange?: { min: number; max: number };
        /** A linked livestock actor (a herd) has had its Endurance drawn. */
        enduranceDrawn?: boolean;
      };
    };
  }

  namespace Hooks {
    interface HookConfig {
      /**
       * v13 SceneControls: the controls by name, each with its tools by name. The v13 types comment
       * this hook out ("needs individual attention"); this is the shape v13 calls it with.
       */
      getSceneControlButtons: (controls: Record<string, foundry.applications.ui.SceneControls.Control>) => void;
    }
  }
}
