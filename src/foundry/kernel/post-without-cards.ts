/**
 * An action that draws no card (reload, mount, board, limber, load, re-face): its client computes
 * the result, and the GM's client records and posts it like any other (the "playerResult" draw
 * procedure: no card drawn, the GM's record keyed by the request's id, ONE chat message), so every
 * result that can be applied matches a request the GM logged. Because the result was computed on
 * the player's client, the GM's client applies it at once only when it changes the player's own
 * pieces (he may write them himself); anything else waits for the GM (result-commit.ts).
 */
import type { ProcedureResult, UnitState } from "@rules/model";
import { RulesError } from "@rules/errors";
import { makeRecord, readRecord, type ResultRecord } from "./result-record";
import type { ChatSpeaker } from "./result-message";
import type { DrawProcedure } from "./draw-ports";
import type { TableUses } from "./table-ports";
import { postResult } from "./procedure-steps";
import type { PostedResult } from "./action-requests";

/** What the player's client sends: the record it made and the speaker. */
export interface PlayerResultInput {
  readonly record: ResultRecord;
  readonly speaker: ChatSpeaker;
}

declare module "./draw-ports" {
  interface DrawProcedures {
    playerResult: { input: PlayerResultInput; output: PostedResult };
  }
}

export const PLAYER_RESULT_PROCEDURE = "playerResult";

/** The GM's side: a record that reads no card, posted as it came (the input is checked, never trusted blindly). */
export const PLAYER_RESULT: DrawProcedure<"playerResult"> = {
  run(input) {
    const record: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "record") : null;
    const read = readRecord(record);
    // A record that names cards must come from a draw: the GM's client never posts it as it came.
    if (!read || read.result.cards.length > 0 || read.cards.length > 0) throw new RulesError("notAResult");
    const speaker: unknown = Reflect.get(input, "speaker");
    return { record: read, speaker: typeof speaker === "object" && speaker !== null ? speakerOf(speaker) : {} };
  },
  commit: postResult,
};

function speakerOf(raw: object): ChatSpeaker {
  const text = (key: string): string | null => {
    const v: unknown = Reflect.get(raw, key);
    return typeof v === "string" ? v : null;
  };
  return { scene: text("scene"), actor: text("actor"), token: text("token"), alias: text("alias") };
}

/** The action's client: its result sent to the GM's client, which records, applies (or holds) and posts it. */
export async function postWithoutCards(
  table: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  result: ProcedureResult,
  units: readonly UnitState[],
  speakerId: string,
): Promise<void> {
  const record = makeRecord({ result, drawn: [], units });
  await table.draw.resolve({
    procedure: "playerResult",
    input: { record, speaker: table.writes.speaker(speakerId) },
  });
}
