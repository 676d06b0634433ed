/** OW-5.1 / NAP-3.1 reload: no card, no procedure. */
import { defineAction } from "@foundry/kernel/action-definition";
import { reload } from "./reload";

export default defineAction({ handlers: { reload } });
