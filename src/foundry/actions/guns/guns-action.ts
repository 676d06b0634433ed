/** OW-5.2b / NAP-7.1 limber and unlimber, NAP-7.2 load, OW-5.2e re-face: no card, no procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { limber, load, reface } from "./buttons";

export default defineAction({
  handlers: {
    limber: (request, port) => limber(request, port, "limber"),
    unlimber: (request, port) => limber(request, port, "unlimber"),
    load,
    reface,
  },
});
