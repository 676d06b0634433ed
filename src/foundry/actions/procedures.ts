/**
 * What every action's draw procedure shares (each procedure lives in its action's folder,
 * e.g. fire/procedure.ts): run on the active GM's client by the draw service (cards/), over the
 * requester's Action Deck, synchronously; their `commit` posts the ONE chat message. No Foundry
 * global here: the era's rules are chosen from the options the service passes, tests run them
 * over fixed cards.
 */
import type { ActionCard } from "../../rules/cards/schema";
import type { CardSource, DrawPurpose } from "../../rules/cards/source";
import type { FigureState, ProcedureResult } from "../../rules/model";
import { RulesError } from "../../rules/errors";
import { makeRecord } from "../chat/record";
import { resultMessageData } from "../chat/post";
import type { AuditEntry, DrawContext, TableWriter } from "../cards/ports";
import type { ChatContext, PostedResult } from "./requests";

/** A source that keeps the cards it handed out (the record shows their faces). */
export function capturing(source: CardSource): CardSource & { readonly cards: readonly ActionCard[] } {
  const cards: ActionCard[] = [];
  return {
    draw(purpose: DrawPurpose): ActionCard {
      const card = source.draw(purpose);
      cards.push(card);
      return card;
    },
    get cards() {
      return cards;
    },
  };
}

/**
 * The pieces that act in a request must be the requester's (the GM may act for any): a player's
 * client could send another player's figures. Refused before any card is drawn.
 */
export function requireActing(ctx: Pick<DrawContext, "mayAct">, pieces: readonly { readonly id: string; readonly name: string }[]): void {
  for (const piece of pieces) if (!ctx.mayAct(piece.id)) throw new RulesError("notYourPiece", { name: piece.name });
}

/** The posted result of a procedure: its chat record (the cards drawn, the figures named) and the requester's speaker. */
export function posted(result: ProcedureResult, drawn: readonly ActionCard[], request: ChatContext, figures: readonly FigureState[]): PostedResult {
  return {
    record: makeRecord({ result, drawn, figures, unitNames: request.unitNames, title: request.title }),
    speaker: request.speaker,
  };
}

/** The commit of every action procedure: ONE chat message, authored by the requester. */
export async function postResult(output: PostedResult, _draws: readonly AuditEntry[], context: DrawContext, writer: TableWriter): Promise<void> {
  await writer.createMessage(resultMessageData(output.record, output.speaker, context.userId));
}
