/** OW-9.3c board a wagon, leave it: no card, no procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { wagon } from "./board";

export default defineAction({
  handlers: {
    board: (request, port) => wagon(request, port, null),
    leaveWagon: (request, port) => wagon(request, port, false),
  },
});
