/**
 * What every played scenario of the preview shares: one play of an action through the table
 * double's `press` (its dialogs, its chat record, the table), kept once per page (`once`), the
 * rules options of each era, and the small builders of figures and stacked cards.
 */
import type { ActionCard } from "../../src/rules/cards/schema";
import { DEFAULT_OPTIONS, type RulesOptions } from "../../src/rules/options";
import { roundBase, type Figure } from "../../src/rules/geometry";
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { pick, press, type TableDouble } from "../../tests/table/harness";

/** One play of an action: the dialogs it asked (in order), the chat record it posted, where the tokens stood. */
export interface Played {
  readonly asked: readonly AskConfig[];
  readonly record: ResultRecord;
  readonly table: TableDouble;
}

export const napoleonicRules: RulesOptions = { ...DEFAULT_OPTIONS, era: "napoleonic" };
export const owRules = (hollywood: Partial<RulesOptions["hollywood"]>): RulesOptions => ({
  ...DEFAULT_OPTIONS,
  hollywood: { ...DEFAULT_OPTIONS.hollywood, ...hollywood },
});
export const at = (x: number, y: number, facing = 0): Figure => ({ id: "", at: { x, y }, base: roundBase(1), facing });
export const serial = (n: number): ActionCard => pick(`#${n}`, (c) => c.serial === n);

export async function played(
  table: TableDouble,
  action: string,
  actor: string,
  options: Parameters<typeof press>[3] = {},
): Promise<Played> {
  const outcome = await press(table, action, actor, options);
  if (outcome !== "done") throw new Error(`${action} on ${actor}: ${outcome}`);
  const warned = table.warnings.map((w) => w.text);
  if (warned.length > 0) throw new Error(`${action} refused: ${warned.join("; ")}`);
  const record = table.lastMessage().record;
  if (!record) throw new Error(`${action} posted no result`);
  return { asked: table.asked, record, table };
}

export const once = <T>(build: () => Promise<T>): (() => Promise<T>) => {
  let kept: Promise<T> | null = null;
  return () => (kept ??= build());
};
