/** OW-9.3f what the runaway check sends to the GM's draw procedure (plain JSON). */
import type { RunawayTrigger } from "@rules/old-west/runaway";
import type { WagonState } from "@rules/old-west/wagons";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";

/** OW-9.3f a wagon's team checks whether it runs away (why: the trigger the table saw). */
interface RunawayCheckRequest extends ChatContext {
  readonly wagon: WagonState;
  readonly trigger: RunawayTrigger;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.runawayCheck": { input: RunawayCheckRequest; output: PostedResult };
  }
}
