/**
 * An action that draws no card (reload, mount, board, limber, load, re-face): its effects in ONE
 * batch when the user may write them (the message is born applied), else the message waits for
 * the Apply button; then ONE chat message. No Foundry global: the table port does the writing.
 */
import type { Effect, ProcedureResult, UnitState } from "@rules/model";
import { makeRecord } from "@foundry/chat/record";
import { resultMessageData } from "@foundry/chat/post";
import type { ActionPort } from "./port";

export async function postWithoutCards(
  table: Pick<ActionPort, "mayWrite" | "applyEffects" | "createMessage" | "speaker" | "userId">,
  result: ProcedureResult,
  units: readonly UnitState[],
  speakerId: string,
): Promise<void> {
  const record = makeRecord({ result, drawn: [], units });
  const effects: readonly Effect[] = result.effects.filter((e) => e.kind !== "move");
  const applyNow = effects.length > 0 && table.mayWrite(effects);
  if (applyNow) await table.applyEffects(effects);
  await table.createMessage(
    resultMessageData(record, table.speaker(speakerId), table.userId(), applyNow ? table.userId() : null),
  );
}
