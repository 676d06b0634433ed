/**
 * Every result kind the engine emits has its own line writer, and each writes a REAL
 * engine result (corpus.ts: the procedure over fixed cards) in player wording. The expected
 * text of every kind is in expected-lines.ts, its rule and title in kind-titles.ts; the wording
 * rules over the rendered cards are in card-wording.test.ts.
 */
import { describe, expect, it } from "vitest";
import { RESULT_KINDS, type ResultKind } from "@rules/results";
import { PRESENTATIONS } from "@foundry/actions/manifests";
import type { OwnedResults } from "@foundry/kernel/action-manifest";
import { resultView } from "@foundry/chat/view";
import { CORPUS } from "./corpus";
import { format } from "../../doubles/format";
import { RULE, TITLE } from "./kind-titles";
import { EXPECTED } from "./expected-lines";

describe("a line writer per result kind", () => {
  it("has one writer for every kind of the engine's union, and nothing else", () => {
    expect([...PRESENTATIONS.keys()].sort()).toEqual([...RESULT_KINDS].sort());
    // A kind no manifest owns does not type-check (tsc runs over tests/ too).
    const everyKindOwned: [Exclude<ResultKind, keyof OwnedResults>] extends [never] ? true : false = true;
    void everyKindOwned;
    type WithoutFire = Exclude<keyof OwnedResults, "fire">;
    // @ts-expect-error the "fire" kind would have no owner
    const incomplete: [Exclude<ResultKind, WithoutFire>] extends [never] ? true : false = true;
    void incomplete;
  });

  for (const kind of RESULT_KINDS) {
    it(`${RULE[kind]} ${kind}: the writer's text of a real engine result`, () => {
      const record = CORPUS[kind]();
      expect(record.result.procedure).toBe(kind);
      const view = resultView(record, format);
      expect({ headline: view.summary, lines: view.lines.map((l) => l.text) }).toEqual(EXPECTED[kind]);
      expect(view.title, "a title in words from the lang file").toBe(TITLE[kind]);
    });
  }
});
