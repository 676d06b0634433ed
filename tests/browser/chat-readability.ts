/**
 * A chat card read at Foundry's sidebar width (the preview's chat views): every text at 10 px or
 * more, nothing cut by an ellipsis or overflow, no faded section, every card with its whole face
 * a click away (details.cp-chat-card-full).
 */
import type { Page } from "playwright-core";

/** Opens every "Whole card" of the view, so the full faces are shown and measured too. */
export async function openWholeCards(page: Page): Promise<void> {
  await page.$$eval(".cp-result details", (all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

/** Readability problems of the open view's chat cards, one line each. */
export async function readabilityProblems(page: Page): Promise<string[]> {
  const problems = await page.$$eval(".cp-result *", (elements) => {
    const out: string[] = [];
    for (const el of elements) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "");
      if (!own) continue;
      const style = getComputedStyle(el);
      const text = (el.textContent ?? "").trim().slice(0, 30);
      if (parseFloat(style.fontSize) < 10) out.push(`${style.fontSize} text: ${text}`);
      let opacity = 1;
      for (let e: Element | null = el; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
      if (opacity < 1) out.push(`faded (${opacity}): ${text}`);
      const h = el as HTMLElement;
      if (style.textOverflow === "ellipsis" || h.scrollWidth > h.clientWidth + 1) {
        if (style.overflowX !== "visible" || style.textOverflow === "ellipsis") out.push(`clipped: ${text}`);
      }
    }
    return out;
  });
  const faces = await page.$$eval(".cp-chat-card", (cards) =>
    cards.map((c) => !!c.querySelector("details.cp-chat-card-full")),
  );
  if (faces.some((f) => !f)) problems.push(`a card without its whole face`);
  return problems;
}
