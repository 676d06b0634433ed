/** The writes role: effects written through the REAL effects writer over the double's actors; messages through its table writer. */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import type { WritesPort } from "@foundry/kernel/table-ports";
import { templatePath } from "@foundry/shared/system";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { applyEffectsWith } from "@foundry/documents/effect-writes";
import { affectedActors } from "@foundry/kernel/result-record";
import type { ChatSpeaker } from "@foundry/kernel/result-message";
import { GM } from "../users";
import type { TableDouble } from "../table";

export function writesDouble(table: TableDouble, userId: string): WritesPort {
  return {
    speaker: (actorId): ChatSpeaker => ({ actor: actorId, alias: table.actors.get(actorId)?.name ?? null }),
    // As the Foundry port: the GM, or the owner of every actor the effects touch.
    mayWrite: (effects) =>
      userId === GM || affectedActors(effects).every((id) => table.owners.get(userId)?.has(id) ?? false),
    applyEffects: async (effects) => {
      await applyEffectsWith(effects, (id) => table.actors.get(id)?.snapshot ?? null, table.effectWriter);
    },
    createMessage: (data) => table.tableWriter.createMessage(data),
    createCard: async (card, data, speaker) => {
      await table.tableWriter.createMessage({ content: cardContent(card, data), speaker });
      const made = table.writes.at(-1);
      return made?.kind === "createMessage" ? made.id : null;
    },
    updateCard: async (messageId, card, data) => {
      const message = table.messages.get(messageId);
      if (message) table.messages.set(messageId, { ...message, content: cardContent(card, data) });
    },
  };
}

/** As the Foundry port: the card's real template, rendered by Handlebars with the Foundry helpers. */
function cardContent(card: { readonly template: string }, data: object): string {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, flattenLang(lang));
  const file = card.template.replace(templatePath(""), "templates/");
  return hbs
    .compile(readFileSync(file, "utf8"))({ ...data })
    .trim();
}
