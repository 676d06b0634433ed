/** OW-6.1.2 laying fuse, OW-6.1.4 a hurt carrier's dynamite, and a dynamite blast: run on the GM's client. */
import {
  carriedDynamiteCheck,
  dynamiteKindEffects,
  layFuse,
  resolveBreach,
  resolveDynamiteBlast,
  withDynamiteTotal,
} from "@rules/old-west/dynamite";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postingProcedure, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import "./placed-charge-requests";
import {
  breachShape,
  carriedDynamiteShape,
  checkBreachAgainstWorld,
  checkCarriedDynamiteAgainstWorld,
  checkDynamiteBlastAgainstWorld,
  checkLayFuseAgainstWorld,
  dynamiteBlastShape,
  layFuseShape,
} from "./placed-charge-world";

export const LAY_FUSE_PROCEDURE: DrawProcedure<"ow.layFuse"> = postingProcedure({
  acting: (input) => {
    layFuseShape(input);
    return [input.figure];
  },
  resolve: (input, cards, ctx) => {
    const charge = checkLayFuseAgainstWorld(input, ctx);
    return layFuse({ charge, unitId: input.unitId, figure: input.figure }, cards, { rules: ctx.options });
  },
  named: (input) => [input.figure],
});

export const CARRIED_DYNAMITE_PROCEDURE: DrawProcedure<"ow.carriedDynamite"> = {
  // The carrier's owner or the GM asks (requireActing); the card is drawn from the requester's deck.
  run(input, source, ctx) {
    carriedDynamiteShape(input);
    requireActing(ctx, [input.carrier]);
    checkCarriedDynamiteAgainstWorld(input, ctx);
    // OW-6.1.4 the sticks and bundles he carries, counted on the GM's client from his sheet.
    const carrier = withDynamiteTotal(input.carrier);
    const cards = capturing(source);
    const checked = carriedDynamiteCheck(input.unitId, carrier, cards);
    // OW-6.1.4 the carried dynamite that goes off empties both kinds the sheet keeps.
    const result = { ...checked, effects: dynamiteKindEffects(checked.effects, carrier) };
    return posted(result, cards.cards, input, [input.carrier]);
  },
  commit: postResult,
};

export const DYNAMITE_BLAST_PROCEDURE: DrawProcedure<"ow.dynamiteBlast"> = {
  // The charge went off where it lay; its victims are not the requester's to own: the figure that
  // set it off is (`by`), or the GM sends it.
  run(input, source, ctx) {
    dynamiteBlastShape(input);
    checkDynamiteBlastAgainstWorld(input, ctx);
    const cards = capturing(source);
    const result = resolveDynamiteBlast(input.blast, input.figures, cards, { rules: ctx.options });
    return posted(
      result,
      cards.cards,
      input,
      input.figures.map((f) => f.figure),
    );
  },
  commit: postResult,
};

export const BREACH_PROCEDURE: DrawProcedure<"ow.breach"> = {
  // No card: the charge went off; its breach is read from its item and written on the GM's
  // client as it is posted (canvas/breach-foundry.ts), so the record keeps it applied and the
  // GM's Undo puts the wall or door back.
  writesScene(output) {
    const result = output.record.result;
    return result.procedure === "ow.breach" && "breached" in result && result.breached === true;
  },
  run(input, _source, ctx) {
    breachShape(input);
    const charge = checkBreachAgainstWorld(input, ctx);
    const result = resolveBreach(charge.charge, charge.against, { rules: ctx.options }, charge.at);
    return posted(result, [], input, []);
  },
  commit: postResult,
};
