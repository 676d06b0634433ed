/**
 * OW-5.2b / NAP-7.1 limber and unlimber, NAP-7.2 load, OW-5.2e re-face: no card; computed by the GM's
 * client: an artillery piece's limber, unlimber and load (guns-procedure.ts), a Gatling's limber,
 * unlimber and re-face (gatling/gatling-ready-procedure.ts, registered by the gatling folder).
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
