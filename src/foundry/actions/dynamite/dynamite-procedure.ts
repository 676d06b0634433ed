/** OW-6.1.1 a thrown charge and CORE-9 a blast, run on the GM's client. */
import { resolveBlast } from "@rules/procedures";
import { throwDynamite } from "@rules/old-west/dynamite";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { RulesError } from "@rules/errors";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import { choiceAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { dynamiteKindEffects, withThrowerCounted } from "@rules/old-west/dynamite";

export const DYNAMITE_PROCEDURE: DrawProcedure<"dynamite"> = {
  run(input, source, ctx) {
    const throwing = recordAt("dynamite", input, "dynamite");
    pieceAt("dynamite", throwing, "thrower");
    pieceAt("dynamite", throwing, "unit");
    requireActing(ctx, [input.dynamite.thrower]);
    // OW-6.1.1 the thrower as his sheet holds him, in his unit, activated; a throw is his fire this activation.
    const { unit, figure } = worldFigure(ctx.world, input.dynamite.thrower, input.dynamite.unit.id);
    requireActivated(ctx.world, unit);
    ctx.spend("fire", unit.id, [figure]);
    // OW-6.1.1 the sticks and bundles he carries, counted on the GM's client from his sheet, as the dialog's odds did.
    const dynamite = withThrowerCounted({ ...input.dynamite, thrower: figure, unit });
    const cards = capturing(source);
    const thrown = throwDynamite(dynamite, cards, { rules: ctx.options });
    const result = {
      ...thrown,
      effects: dynamiteKindEffects(thrown.effects, dynamite.thrower, dynamite.charge),
    };
    return posted(result, cards.cards, input, input.dynamite.unit.figures);
  },
  commit: postResult,
};

export const BLAST_PROCEDURE: DrawProcedure<"blast"> = {
  // No piece acts: a blast is placed where a throw or a shell landed; its victims are not the requester's to own,
  // so only the GM places one by hand, over figures as their sheets hold them, each once.
  run(input, source, ctx) {
    if (!ctx.gm) throw new RulesError("gmOnly");
    const blast = recordAt("blast", input, "blast");
    choiceAt("blast", blast, "size", ["small", "medium", "large"]);
    listAt("blast", blast, "figures");
    requireOnce(input.blast.figures.map((f) => f.figure));
    for (const f of input.blast.figures) worldFigure(ctx.world, f.figure, f.unitId);
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
