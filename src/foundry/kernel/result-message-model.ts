/**
 * ChatMessage subtype "result": a resolved action as data, not HTML. `record` is the engine's
 * result object with the cards it read (record.ts, plain JSON); `applied` records that its
 * effects were written (the GM-side apply handler refuses a second time). The message class
 * (message.ts) renders it with templates/chat/result.hbs through view.ts each time it is shown.
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
  };
}
export type ResultSchema = ReturnType<typeof defineResultSchema>;

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
