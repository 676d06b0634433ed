/**
 * Exact odds as a player reads them: a percentage in the dialog, the exact fraction of
 * the deck on hover (the element's title), e.g. "42%" over "21/50" rather than
 * "42.0% (27139243/95344200)" in the text.
 */
import { fractionText, type Probability } from "@rules/odds/fraction";
import type { Format } from "@foundry/shared/format";
import { read, type Answers, type AskField, type LiveLine, type OddsSegment } from "@foundry/kernel/ask-dialog";

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

/** How a part of the odds reads for the one who decides: good for him, neither, bad. */
type OddsTone = "good" | "even" | "bad";

/** One outcome of a decision and its exact chance; with a tone it is a segment of the line's bar. */
interface OddsPart {
  readonly label: string;
  readonly chance: Probability;
  readonly tone?: OddsTone;
}

/**
 * The one way every dialog shows the odds of a decision (and the chat card after the draw): "Lance
 * wins 62% · tie 8% · Marc wins 30%" read at a glance, the exact fractions of the cards left on
 * hover, and when every part has a tone (the parts share the cards between them) a bar of their
 * shares, each segment with its own figure on hover.
 */
export function oddsLine(t: Format, lead: string, all: readonly OddsPart[]): LiveLine {
  // an outcome of the bar that no order of the cards gives is left out of the words too
  const parts = all.filter((p) => !p.tone || p.chance.value > 0);
  const figures = parts.map((p) => ({ part: p, figure: oddsFigure(p.chance) }));
  const join = (pick: (f: OddsFigure) => string) =>
    figures
      .map(({ part, figure }) => t("COMBAT_PATROL.Odds.part", { label: part.label, chance: pick(figure) }))
      .join(" · ");
  const bar = parts.every((p) => p.tone)
    ? figures.map(({ part, figure }): OddsSegment => ({
        tone: part.tone!,
        width: `${(Math.max(0, Math.min(1, part.chance.value)) * 100).toFixed(2)}%`,
        title: t("COMBAT_PATROL.Odds.segment", { label: part.label, chance: figure.text, exact: figure.title }),
      }))
    : undefined;
  return {
    text: t("COMBAT_PATROL.Odds.line", { lead, parts: join((f) => f.text) }),
    title: t("COMBAT_PATROL.Odds.line", { lead, parts: join((f) => f.title) }),
    ...(bar ? { bar } : {}),
  };
}

/** An expected number (figures hit, hits) as a player reads it: one decimal, the exact fraction on hover. */
export function expectedFigure(p: Probability): OddsFigure {
  return { text: (Math.round(p.value * 10) / 10).toString(), title: fractionText(p) };
}

/** The odds of answers the engine refuses are none: the dialog's Confirm gives the refusal in words. */
export function oddsOrNone(lines: () => readonly LiveLine[]): readonly LiveLine[] {
  try {
    return lines();
  } catch {
    return [];
  }
}

/**
 * What startled a herd or a team (OW-9.2.7, OW-9.3f), asked before the check as a select: its
 * label `label`, each trigger named by `${names}${trigger}`, starting at `value`.
 */
export function triggerField<T extends string>(
  t: Format,
  label: string,
  names: string,
  triggers: readonly T[],
  value: T,
): AskField {
  return {
    type: "select",
    name: "trigger",
    label: t(label),
    value,
    options: triggers.map((trigger) => ({ value: trigger, label: t(`${names}${trigger}`) })),
  };
}

/** The trigger the dialog's answers name, `fallback` when none of `triggers`. */
export function triggerOf<T extends string>(answers: Answers, triggers: readonly T[], fallback: T): T {
  const asked = read.str(answers, "trigger", "");
  return triggers.find((k) => k === asked) ?? fallback;
}
