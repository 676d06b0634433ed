/**
 * One REAL engine result of every result kind (src/rules/results.ts), each from its procedure
 * over fixed cards (tests/helpers/cards.ts), as the chat record the message stores. The type
 * names every kind: a kind the engine adds fails here until it has its case.
 */
import type { ResultKind } from "@rules/results";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { CORE_CASES } from "./corpus-core";
import { ARTILLERY_CASES } from "./corpus-artillery";
import { NAPOLEONIC_CASES } from "./corpus-napoleonic";
import { OLD_WEST_CASES } from "./corpus-old-west";

/** The cases by concept, one file each; the type says none is missing. */
export const CORPUS: { readonly [K in ResultKind]: () => ResultRecord } = {
  ...CORE_CASES,
  ...ARTILLERY_CASES,
  ...NAPOLEONIC_CASES,
  ...OLD_WEST_CASES,
};
