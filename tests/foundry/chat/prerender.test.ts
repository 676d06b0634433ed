/**
 * Other modules' renderChatMessageHTML listeners see the result card. v13's
 * ChatMessage#renderHTML reads `content`, renders the frame, fires the hook, then returns.
 */
import { describe, expect, it } from "vitest";
import { renderWithContent } from "@foundry/chat/prerender";
import { resultMessageData } from "@foundry/kernel/result-message";

/**
 * The order of v13's ChatMessage#renderHTML: content read (then enriched), frame rendered, hook fired, html returned.
 */
async function foundryRenderHTML(doc: { content: string }, listeners: ((html: string) => void)[]): Promise<string> {
  const content = doc.content;
  await Promise.resolve(); // TextEditor.enrichHTML
  const html = `<li class="chat-message"><div class="message-content">${content}</div></li>`;
  for (const listener of listeners) listener(html); // Hooks.callAll("renderChatMessageHTML", …)
  return html;
}

const CARD = '<section class="cp-result"><p>Pvt. Cole: hit</p></section>';

describe("result messages and other modules' render hooks", () => {
  it("CORE-5.6 a listener on renderChatMessageHTML sees the result card, not the placeholder; the stored content is untouched", async () => {
    const stored = resultMessageData(
      {
        result: { procedure: "fire", cards: [], summary: { key: "x", data: {} }, effects: [] },
        cards: [],
        deck: null,
        figures: {},
        units: {},
      },
      {},
      null,
    ).content;
    const doc = { content: stored };
    const seen: string[] = [];
    const html = await renderWithContent(doc, CARD, () => foundryRenderHTML(doc, [(h) => seen.push(h)]));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("Pvt. Cole: hit");
    expect(seen[0]).not.toContain("cp-result-fallback");
    expect(html).toContain("Pvt. Cole: hit");
    expect(doc.content).toBe(stored);
  });

  it("a render that throws still puts the stored content back", async () => {
    const doc = { content: "<p>stored</p>" };
    await expect(renderWithContent(doc, CARD, () => Promise.reject(new Error("template missing")))).rejects.toThrow(
      "template missing",
    );
    expect(doc.content).toBe("<p>stored</p>");
  });
});
