/** OW-9.3c board a wagon, leave it: no card; the GM's procedure computes it (board-procedure.ts). */
import { defineAction } from "@foundry/kernel/action-definition";
import { wagon } from "./board";
import { BOARD_PROCEDURE } from "./board-procedure";

export default defineAction({
  handlers: {
    board: (request, port) => wagon(request, port, null),
    leaveWagon: (request, port) => wagon(request, port, false),
  },
  procedures: { board: BOARD_PROCEDURE },
});
