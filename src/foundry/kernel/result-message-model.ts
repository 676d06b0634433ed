/**
 * ChatMessage subtype "result": a resolved action as data, not HTML. `record` is the engine's
 * result object with the cards it read (record.ts, plain JSON); `requestId` names the request it
 * answers, the key of the GM's record of it (result-ledger.ts), which alone says whether it was
 * applied; `applied`, `waiting` and `undoneBy` only show it on the card (the GM's client writes
 * them as it posts, applies or undoes the result; the author could edit them, and nothing is
 * believed from them). The message class (chat/message.ts) renders it with
 * templates/chat/result.hbs through chat/view.ts each time it is shown.
 */
import { readRecord, type ResultRecord } from "./result-record";

const { fields } = foundry.data;

function defineResultSchema() {
  return {
    /** ResultRecord (record.ts): the result object, cards read, names. */
    record: new fields.ObjectField({ required: true, initial: () => ({}) }),
    applied: new fields.SchemaField({
      done: new fields.BooleanField({ required: true, nullable: false, initial: false }),
      /** The user id the apply was made for. */
      by: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
    /** The request it answers (the GM's record of it); null for a message posted outside the draw service. */
    requestId: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    /** It waits for the GM to confirm it. */
    waiting: new fields.BooleanField({ required: true, nullable: false, initial: false }),
    /** The GM who undid it, null while it stands. */
    undoneBy: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
  };
}
type ResultSchema = ReturnType<typeof defineResultSchema>;

export class ResultMessageModel extends foundry.abstract.TypeDataModel<ResultSchema, ChatMessage.Implementation> {
  static readonly metadata = { documentName: "ChatMessage", type: "result" } as const;

  static override defineSchema(): ResultSchema {
    return defineResultSchema();
  }

  /** The stored record, checked (null when the data is not a result record). */
  get result(): ResultRecord | null {
    return readRecord(this.record);
  }
}
