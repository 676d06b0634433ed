/** OW-6.1.4 which carriers of dynamite a result hurt (pure: tests call it; carried.ts offers the button). */
import { actorOfPart, type ResultRecord } from "@foundry/kernel/result-record";

/** The figures a result wounds or incapacitates that carry dynamite (each once, in the effects' order). */
export function carriersHurt(record: Pick<ResultRecord, "result">, carried: (figureId: string) => number): string[] {
  const ids: string[] = [];
  for (const e of record.result.effects) {
    if (e.kind !== "wound" && e.kind !== "incapacitate") continue;
    const id = actorOfPart(e.figureId);
    if (!ids.includes(id) && carried(id) > 0) ids.push(id);
  }
  return ids;
}
