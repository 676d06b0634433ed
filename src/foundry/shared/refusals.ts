/** A refusal the engine gave (RulesError), shown to the user; nothing is written. Any other error propagates. */
import { RulesError } from "@rules/errors";

type Warn = (key: string, data?: Readonly<Record<string, string | number>>) => void;

export function showRefusal(warn: Warn, error: unknown): void {
  if (error instanceof RulesError) warn(error.localizationKey, error.data);
  else throw error;
}
