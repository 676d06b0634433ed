/** OW-5.1 / NAP-3.1 reload: no card, no procedure. */
import { defineAction } from "../define";
import { reload } from "./reload";

export default defineAction({ handlers: { reload } });
