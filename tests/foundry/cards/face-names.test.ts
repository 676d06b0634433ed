/**
 * A long deck name is fitted or cut on a card face: it never prints over the serial (left of
 * x 64) or MOVE (right of x 176) in the header, nor past the panel on a card back.
 */
import { describe, expect, it } from "vitest";
import { cardBackSvg, cardFaceSvg } from "@foundry/cards/card-faces";
import { HEADER_NAME, textWidth } from "@foundry/cards/card-face-text";
import { FRONTIER_DECK } from "@rules/cards/frontier";

const card = FRONTIER_DECK.cards[0]!;

/** The deck name's <text> in the header (the one centred at x 125, y 28). */
function headerName(svg: string): { text: string; fontSize: number; drawnWidth: number } {
  const m = /<text x="125" y="28" ([^>]*)>([^<]*)<\/text>/.exec(svg);
  if (!m) throw new Error("no deck name in the header");
  const attrs = m[1]!;
  const fontSize = Number(/font-size="([\d.]+)"/.exec(attrs)![1]);
  const length = /textLength="([\d.]+)"/.exec(attrs);
  const text = m[2]!.replace(/&amp;/g, "&");
  return { text, fontSize, drawnWidth: length ? Number(length[1]) : textWidth(text, fontSize, 1) };
}

describe("deck names on card faces", () => {
  it("a long deck name is fitted or cut: drawn between the serial and MOVE, never over them", () => {
    for (const name of [
      "The Grand Army of the Republic, Second Corps, Reserve Cavalry",
      "W".repeat(100),
      "Frontier Deluxe",
    ]) {
      const { text, fontSize, drawnWidth } = headerName(cardFaceSvg(card, name));
      expect(drawnWidth, name).toBeLessThanOrEqual(HEADER_NAME.maxWidth);
      expect(125 - drawnWidth / 2, name).toBeGreaterThanOrEqual(64);
      expect(125 + drawnWidth / 2, name).toBeLessThanOrEqual(176);
      expect(fontSize, name).toBeGreaterThanOrEqual(6);
      if (text !== name.toUpperCase()) expect(text.endsWith("…"), name).toBe(true);
    }
  });

  it("a short name is drawn as before (the shipped Frontier faces do not change)", () => {
    expect(cardFaceSvg(card, "Frontier")).toContain(
      '<text x="125" y="28" font-size="8" fill="#cfc5b0" text-anchor="middle" letter-spacing="1">FRONTIER</text>',
    );
  });

  it("a card back fits its deck's name inside the panel", () => {
    const svg = cardBackSvg("W".repeat(100));
    const m = /<text x="125" y="192" ([^>]*)>([^<]*)<\/text>/.exec(svg)!;
    expect(m[1]).toContain('textLength="156"');
    expect(m[2]!.endsWith("…")).toBe(true);
  });
});
