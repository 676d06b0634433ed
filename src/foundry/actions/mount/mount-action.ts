/** OW-7.1a / NAP-6.1.1 mount and dismount: no card; the GM's procedure computes it (mount-procedure.ts). */
import { defineAction } from "@foundry/kernel/action-definition";
import { mountAction } from "./mount";
import { MOUNT_PROCEDURE } from "./mount-procedure";

export default defineAction({
  handlers: {
    mount: (request, port) => mountAction(request, port, true),
    dismount: (request, port) => mountAction(request, port, false),
  },
  procedures: { mount: MOUNT_PROCEDURE },
});
