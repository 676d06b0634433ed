/**
 * What every action's draw procedure shares (each procedure lives in its action's folder,
 * e.g. fire/fire-procedure.ts): run on the active GM's client by the draw service (cards/), over the
 * requester's Action Deck, synchronously; their `commit` posts the ONE chat message. No Foundry
 * global here: the era's rules are chosen from the options the service passes, tests run them
 * over fixed cards.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { CardSource, DrawPurpose } from "@rules/cards/source";
import type { FigureState, ProcedureResult } from "@rules/model";
import { RulesError } from "@rules/errors";
import { makeRecord } from "./result-record";
import { resultMessageData } from "./result-message";
import type { AuditEntry, DrawContext, TableWriter } from "./draw-ports";
import type { ChatContext, PostedResult } from "./action-requests";

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
export function requireActing(
  ctx: Pick<DrawContext, "mayAct">,
  pieces: readonly { readonly id: string; readonly name: string }[],
): void {
  for (const piece of pieces) if (!ctx.mayAct(piece.id)) throw new RulesError("notYourPiece", { name: piece.name });
}

/**
 * The posted result of a procedure: its chat record (the cards drawn, the figures named) and the requester's speaker.
 */
export function posted(
  result: ProcedureResult,
  drawn: readonly ActionCard[],
  request: ChatContext,
  figures: readonly FigureState[],
): PostedResult {
  return {
    record: makeRecord({ result, drawn, figures, unitNames: request.unitNames, title: request.title }),
    speaker: request.speaker,
  };
}

/**
 * The commit of every action procedure: ONE chat message, authored by the deck's owner, stamped
 * with the request it answers and whether the GM's client applied it as it posted it (context.post).
 */
export async function postResult(
  output: PostedResult,
  _draws: readonly AuditEntry[],
  context: DrawContext,
  writer: TableWriter,
): Promise<void> {
  await writer.createMessage(resultMessageData(output.record, output.speaker, context.userId, null, context.post));
}

/** The steps most draw procedures are made of (postingProcedure runs them in this order). */
interface PostingSteps<I extends ChatContext, R extends ProcedureResult> {
  /** The pieces that act: the requester's own (the GM may act for any); refused before any card. */
  readonly acting: (input: I) => readonly { readonly id: string; readonly name: string }[];
  /** The engine, over the cards drawn for this request (captured for the record). */
  readonly resolve: (input: I, cards: CardSource, ctx: DrawContext) => R;
  /** The figures the chat card names. */
  readonly named: (input: I, result: R) => readonly FigureState[];
}

/**
 * A draw procedure of the usual shape: the acting pieces checked, the engine run over the
 * captured cards, ONE chat message posted by its commit. (A procedure whose output carries more
 * than the posted result writes its own `run`.)
 */
export function postingProcedure<I extends ChatContext, R extends ProcedureResult>(
  steps: PostingSteps<I, R>,
): { run(input: I, source: CardSource, ctx: DrawContext): PostedResult; commit: typeof postResult } {
  return {
    run(input, source, ctx) {
      requireActing(ctx, steps.acting(input));
      const cards = capturing(source);
      const result = steps.resolve(input, cards, ctx);
      return posted(result, cards.cards, input, steps.named(input, result));
    },
    commit: postResult,
  };
}
