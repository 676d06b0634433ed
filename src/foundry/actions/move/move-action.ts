/** CORE-10 move and sprint: the buttons (move.ts), the GM's movement procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { move, sprint } from "./move";
import { MOVEMENT_PROCEDURE } from "./move-procedure";

export default defineAction({
  handlers: { move: (request, port) => move(request, port), sprint },
  procedures: { movement: MOVEMENT_PROCEDURE },
});
