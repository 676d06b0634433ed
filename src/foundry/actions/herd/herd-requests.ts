/** OW-9.1 / OW-9.2 what the herd buttons send to the GM's draw procedures (plain JSON). */
import type { Terrain } from "@rules/cards/schema";
import type { HerdState } from "@rules/old-west/animals";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/** OW-9.2.1 / OW-9.2.2 a herd (or a lone animal) moves; charging adds a card (a herded charge stampedes). */
interface HerdMoveRequest extends ChatContext {
  readonly herd: HerdState;
  readonly charging: boolean;
}

/** OW-9.2.6 a bear's morale check (every negative result a retreat). */
interface AnimalMoraleRequest extends ChatContext {
  readonly herd: HerdState;
  readonly terrain: Terrain;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.herdMove": { input: HerdMoveRequest; output: PostedResult };
    "ow.animalMorale": { input: AnimalMoraleRequest; output: PostedResult };
  }
}
