/** NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance as the table found it. */
import type { BreakthroughAdvanceResult } from "@rules/mounted/advance";
import { L, line, type LineWriter } from "@foundry/kernel/result-lines";

export const breakthroughAdvance: LineWriter<BreakthroughAdvanceResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.offer.figureId);
  const a = r.advance;
  if (a.refused !== null) return [line(ctx.format(a.refused), "neutral")];
  if (a.secondMelee) return [line(ctx.format(`${L}Breakthrough.contact`, { figure, inches: a.inches }), "bad")];
  if (a.stunned) return [line(ctx.format(`${L}Breakthrough.stunned`, { figure }), "bad")];
  // NAP-6.2.1.3 the distance offered is the whole move; back to back, the rear of his base ends `beyondInches` past the
  // enemy's.
  if (a.inches > 0)
    return [
      line(
        ctx.format(a.endsBackToBack ? `${L}Breakthrough.backToBack` : `${L}Breakthrough.clear`, {
          figure,
          inches: a.inches,
          beyond: r.offer.beyondInches,
        }),
        "good",
      ),
    ];
  return [line(ctx.format(`${L}Breakthrough.stays`, { figure }), "neutral")];
};
