/** OW-4d what a lone hero's morale button sends to the GM's draw procedure (plain JSON). */
import type { HeroMoraleInput } from "@rules/old-west/heroes";
import type { ChatContext, PostedResult } from "../requests";

export interface HeroMoraleRequest extends ChatContext {
  readonly hero: HeroMoraleInput;
}

declare module "../../cards/ports" {
  interface DrawProcedures {
    "ow.heroMorale": { input: HeroMoraleRequest; output: PostedResult };
  }
}
