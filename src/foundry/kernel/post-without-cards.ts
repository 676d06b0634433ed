/**
 * An action that draws no card (reload, mount, board, limber, load, re-face): its effects in ONE
 * batch when the user may write them (the message is born applied), else the message waits for
 * the Apply button; then ONE chat message. No Foundry global: the table port does the writing.
 */
import type { Effect, ProcedureResult, UnitState } from "@rules/model";
import { makeRecord } from "./result-record";
import { resultMessageData } from "./result-message";
import type { TableUses } from "./table-ports";

export async function postWithoutCards(
  table: TableUses<{ writes: "mayWrite" | "applyEffects" | "createMessage" | "speaker"; user: "userId" }>,
  result: ProcedureResult,
  units: readonly UnitState[],
  speakerId: string,
): Promise<void> {
  const record = makeRecord({ result, drawn: [], units });
  const effects: readonly Effect[] = result.effects.filter((e) => e.kind !== "move");
  const applyNow = effects.length > 0 && table.writes.mayWrite(effects);
  if (applyNow) await table.writes.applyEffects(effects);
  await table.writes.createMessage(
    resultMessageData(
      record,
      table.writes.speaker(speakerId),
      table.user.userId(),
      applyNow ? table.user.userId() : null,
    ),
  );
}
