/**
 * The preview shows a chat card of every result kind the engine emits (each shot and checked by
 * the browser tests).
 */
import { describe, expect, it } from "vitest";
import { RESULT_KINDS } from "@rules/results";
import type { PreviewFixture } from "../../../preview/fixture";
import { fixtures as results } from "../../../preview/fixtures/chat-results";
import { fixtures as actions } from "../../../preview/fixtures/chat-actions";
import { fixtures as kinds, SHOWN_ELSEWHERE } from "../../../preview/fixtures/chat-kinds";

async function procedures(fixtures: readonly PreviewFixture[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of fixtures) out.push(((await f.context()) as { view: { procedure: string } }).view.procedure);
  return out;
}

describe("the preview's chat cards", () => {
  it("and 16: every result kind has a chat view; the kinds said to be shown elsewhere are, the corpus adds no kind twice", async () => {
    const elsewhere = await procedures([...results, ...actions]);
    const corpus = await procedures(kinds);
    expect([...new Set(elsewhere)].sort()).toEqual([...SHOWN_ELSEWHERE].sort());
    expect(corpus.filter((k) => elsewhere.includes(k))).toEqual([]);
    expect([...new Set([...elsewhere, ...corpus])].sort()).toEqual([...RESULT_KINDS].sort());
  });
});
