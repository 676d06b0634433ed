/** OW-6.1.1 a thrown charge and CORE-9 a blast, run on the GM's client. */
import { resolveBlast } from "@rules/procedures";
import { throwDynamite } from "@rules/old-west/dynamite";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { dynamiteKindEffects } from "@rules/old-west/dynamite";

export const DYNAMITE_PROCEDURE: DrawProcedure<"dynamite"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.dynamite.thrower]);
    const cards = capturing(source);
    const thrown = throwDynamite(input.dynamite, cards, { rules: ctx.options });
    const result = {
      ...thrown,
      effects: dynamiteKindEffects(thrown.effects, input.dynamite.thrower, input.dynamite.charge),
    };
    return posted(result, cards.cards, input, input.dynamite.unit.figures);
  },
  commit: postResult,
};

export const BLAST_PROCEDURE: DrawProcedure<"blast"> = {
  // No piece acts: a blast is placed where a throw or a shell landed; its victims are not the requester's to own.
  run(input, source, ctx) {
    const cards = capturing(source);
    const result = resolveBlast(input.blast, cards, { rules: ctx.options });
    return posted(
      result,
      cards.cards,
      input,
      input.blast.figures.map((f) => f.figure),
    );
  },
  commit: postResult,
};
