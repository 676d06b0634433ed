/**
 * NAP-6 / OW-7.1 what the cavalry buttons send to the GM's draw procedures (plain JSON: the
 * engine's own inputs and the chat context).
 */
import type { MountedMeleeInput } from "@rules/mounted/melee";
import type { MountedReactionInput } from "@rules/mounted/reaction";
import type { MountedBogInput } from "@rules/mounted/terrain";
import type { Point } from "@rules/geometry";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

interface MountedMeleeRequest extends ChatContext {
  readonly mountedMelee: MountedMeleeInput;
  /** NAP-6.2.1.1 / OW-7.1d the run into contact the player declared: the GM reads the map's beside it. */
  readonly run: { readonly straightInches: number; readonly openFlat: boolean };
}

interface MountedReactionRequest extends ChatContext {
  readonly mountedReaction: MountedReactionInput;
  /** NAP-6.2.1.2b the charger met (with `contact`): the GM measures the gap to him on the map. */
  readonly charger?: { readonly id: string; readonly name: string };
}

interface MountedBogRequest extends ChatContext {
  readonly mountedBog: MountedBogInput;
  /** NAP-6.1.2 / OW-7.1b the move clicked on the map (the figure's token to the point): the GM reads the same way. */
  readonly path?: { readonly figureId: string; readonly to: Point };
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    mountedMelee: { input: MountedMeleeRequest; output: PostedResult };
    mountedReaction: { input: MountedReactionRequest; output: PostedResult };
    mountedBog: { input: MountedBogRequest; output: PostedResult };
  }
}
