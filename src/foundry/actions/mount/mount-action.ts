/** OW-7.1a / NAP-6.1.1 mount and dismount: no card, no procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { mountAction } from "./mount";

export default defineAction({
  handlers: {
    mount: (request, port) => mountAction(request, port, true),
    dismount: (request, port) => mountAction(request, port, false),
  },
});
