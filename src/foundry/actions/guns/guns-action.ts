/**
 * OW-5.2b / NAP-7.1 limber and unlimber, NAP-7.2 load, OW-5.2e re-face: no card; an artillery piece's
 * limber, unlimber and load computed by the GM's client (guns-procedure.ts).
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { limber, load, reface } from "./buttons";
import { GUN_READY_PROCEDURE } from "./guns-procedure";

export default defineAction({
  handlers: {
    limber: (request, port) => limber(request, port, "limber"),
    unlimber: (request, port) => limber(request, port, "unlimber"),
    load,
    reface,
  },
  procedures: { "nap.gunReady": GUN_READY_PROCEDURE },
});
