/** OW-4d what a lone hero's morale button sends to the GM's draw procedure (plain JSON). */
import type { HeroMoraleInput } from "@rules/old-west/heroes";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

interface HeroMoraleRequest extends ChatContext {
  readonly hero: HeroMoraleInput;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.heroMorale": { input: HeroMoraleRequest; output: PostedResult };
  }
}
