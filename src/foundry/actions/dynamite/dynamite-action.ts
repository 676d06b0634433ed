/** OW-6.1.1 thrown dynamite and CORE-9 blasts: the buttons (dynamite.ts), the GM's procedures; OW-6b give (give.ts). */
import { defineAction } from "@foundry/kernel/action-definition";
import { blast, throwDynamite } from "./dynamite";
import { giveDynamite } from "./give";
import { BLAST_PROCEDURE, DYNAMITE_PROCEDURE } from "./dynamite-procedure";
import { GIVE_DYNAMITE_PROCEDURE } from "./give-procedure";

export default defineAction({
  handlers: { throwDynamite, blast, giveDynamite },
  procedures: { dynamite: DYNAMITE_PROCEDURE, blast: BLAST_PROCEDURE, giveDynamite: GIVE_DYNAMITE_PROCEDURE },
});
