/**
 * Exact odds as a player reads them: a percentage in the dialog, the exact fraction of
 * the deck on hover (the element's title), e.g. "42%" over "21/50" rather than
 * "42.0% (27139243/95344200)" in the text.
 */
import { fractionText, type Probability } from "@rules/odds/fraction";

/** One figure of the odds: the text shown and its exact fraction for the title ("" while not yet counted). */
export interface OddsFigure {
  readonly text: string;
  readonly title: string;
}

/**
 * A chance as a whole percentage ("42%"); one decimal where a whole one would read as never or
 * certain ("0.4%", "99.6%"); "<0.1%" and ">99.9%" beyond; 0% and 100% only when exact.
 */
export function percentOf(value: number): string {
  if (value <= 0) return "0%";
  if (value >= 1) return "100%";
  const whole = Math.round(value * 100);
  if (whole > 0 && whole < 100) return `${whole}%`;
  const tenth = Math.round(value * 1000) / 10;
  if (tenth <= 0) return "<0.1%";
  if (tenth >= 100) return ">99.9%";
  return `${tenth.toFixed(1)}%`;
}

/** The figure of an exact probability: its percentage, the fraction on hover. */
export function oddsFigure(p: Probability): OddsFigure {
  return { text: percentOf(p.value), title: fractionText(p) };
}

/** A figure known as a number first (the odds session), with its fraction once it is counted. */
export function oddsFigureOf(value: number, exact: Probability | undefined): OddsFigure {
  return exact ? oddsFigure(exact) : { text: percentOf(value), title: "" };
}

/**
 * A figure estimated while the exact one is counted: "≈42%", the reason on hover (the
 * caller's localized sentence). Replaced by the exact figure when the count is done.
 */
export function estimatedFigure(value: number, title: string): OddsFigure {
  return { text: `≈${percentOf(value)}`, title };
}
