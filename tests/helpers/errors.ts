/** The refusal a call throws, for tests of bad input. */
import { RulesError } from "@rules/errors";

/** The RulesError a call throws (fails the test if it throws anything else or nothing). */
export function rulesErrorOf(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("expected a RulesError, nothing was thrown");
}

/** The RulesError key a call throws (fails the test if it throws anything else or nothing). */
export function rulesErrorKey(fn: () => unknown): string {
  return rulesErrorOf(fn).key;
}
