/**
 * Fitting a deck's name into the space a card face gives it (pure: face.ts draws, the tests
 * measure). A long name first gets a smaller font, down to a floor still readable on a card, then
 * is cut with "…"; the drawn text is held to the box's width with SVG `textLength` whenever the
 * estimate comes near it, so it can never print over the serial or MOVE beside it.
 */

/** Widths of capitals and digits in the face's sans-serif font, in ems (a generous average). */
const EM_PER_CHAR = 0.68;

interface FittedText {
  readonly text: string;
  readonly fontSize: number;
  /** Set when the text is drawn squeezed to exactly this width (SVG textLength). */
  readonly width: number | null;
}

/** The drawn width of `text` at `fontSize` with `letterSpacing` between characters (an estimate on the wide side). */
export function textWidth(text: string, fontSize: number, letterSpacing: number): number {
  const n = [...text].length;
  return n * fontSize * EM_PER_CHAR + Math.max(0, n - 1) * letterSpacing;
}

/** `text` fitted into `maxWidth`: its own size when it fits, else smaller (not under `minSize`), else cut. */
function fitText(
  text: string,
  maxWidth: number,
  { fontSize, minSize, letterSpacing }: { fontSize: number; minSize: number; letterSpacing: number },
): FittedText {
  for (let size = fontSize; size >= minSize; size -= 0.5) {
    const width = textWidth(text, size, letterSpacing);
    if (width <= maxWidth) return { text, fontSize: size, width: width > 0.9 * maxWidth ? maxWidth : null };
  }
  const chars = [...text];
  let cut = chars.length;
  while (cut > 1 && textWidth(`${chars.slice(0, cut).join("").trimEnd()}…`, minSize, letterSpacing) > maxWidth)
    cut -= 1;
  return { text: `${chars.slice(0, cut).join("").trimEnd()}…`, fontSize: minSize, width: maxWidth };
}

/** Where a card face prints its deck's name: the box's width, the font size and its floor. */
export interface NameBox {
  readonly maxWidth: number;
  readonly fontSize: number;
  readonly minSize: number;
  readonly letterSpacing: number;
}

/**
 * The deck name's boxes: in a face's header between the serial (x 16-64 at 20 px) and MOVE (from
 * x 176), centred on 125; on a back inside the 170-wide panel.
 */
export const HEADER_NAME: NameBox = { maxWidth: 100, fontSize: 8, minSize: 6, letterSpacing: 1 };
export const BACK_NAME: NameBox = { maxWidth: 156, fontSize: 11, minSize: 7, letterSpacing: 1 };

/** The fitted name and its SVG attributes (its font size, and its squeezed length when set). */
export function fitName(name: string, box: NameBox): { readonly text: string; readonly attrs: string } {
  const fit = fitText(name, box.maxWidth, box);
  const squeeze = fit.width === null ? "" : ` textLength="${fit.width}" lengthAdjust="spacingAndGlyphs"`;
  return { text: fit.text, attrs: `font-size="${fit.fontSize}"${squeeze}` };
}
