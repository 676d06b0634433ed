/** OW-5.1 / NAP-3.1 reload: no card; the GM's procedure computes it (reload-procedure.ts). */
import { defineAction } from "@foundry/kernel/action-definition";
import { reload } from "./reload";
import { RELOAD_PROCEDURE } from "./reload-procedure";

export default defineAction({ handlers: { reload }, procedures: { reload: RELOAD_PROCEDURE } });
