/** Forced moves (CORE-6 recoil, CORE-7 fall back, run for cover, advance) move the tokens. */
import { defineAction } from "@foundry/kernel/action-definition";
import { forcedMoveAction } from "./forced";

export default defineAction({
  handlers: { forcedMove: forcedMoveAction },
});
