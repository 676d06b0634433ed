/**
 * Other modules' `renderChatMessageHTML` listeners see a result message as it is shown.
 *
 * v13's ChatMessage#renderHTML (client/documents/chat-message.mjs) reads the document's
 * `content` (enriched with TextEditor.enrichHTML), renders the message frame with it, then calls
 * `Hooks.callAll("renderChatMessageHTML", this, html, messageData)` and only then returns the
 * HTML to the caller. A subclass that fills the card in AFTER `super.renderHTML()` is too late:
 * every listener saw the placeholder. So the result card is rendered first and handed to
 * Foundry's renderHTML as the content it reads, for that render only (the stored document is
 * never written). dnd5e and draw-steel render their system cards into the content Foundry
 * renders for the same reason. No Foundry global here.
 */

/** Render with `inner` as the document's content, then put the stored content back. */
export async function renderWithContent<T>(
  doc: { content: string },
  inner: string,
  render: () => Promise<T>,
): Promise<T> {
  const stored = doc.content;
  doc.content = inner;
  try {
    return await render();
  } finally {
    // An update that re-initialized the document meanwhile already holds the stored content.
    if (doc.content === inner) doc.content = stored;
  }
}
