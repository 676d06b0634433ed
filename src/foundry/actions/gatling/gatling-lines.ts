/** The chat card's lines for the results the gatling folder owns (its manifest presents them). */
import { CHAT_LINE_KEYS, line, type Headline, type LineWriter } from "@foundry/kernel/result-lines";
import { allowance, factorLine } from "@foundry/kernel/result-lines-moves";
import type { GatlingMoveResult } from "@rules/old-west/gatling";

/** OW-5.2 a Gatling limbered or manhandled. */
export const gatlingMove: LineWriter<GatlingMoveResult> = (ctx, r) => {
  const lines = [
    // OW-5.2b what the player declared of the way where the map reads it otherwise.
    line(ctx.format(`${CHAT_LINE_KEYS}Move.gatlingMode.${r.mode}`)),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  if (r.bogged !== null)
    lines.push(
      line(
        ctx.format(r.bogged ? `${CHAT_LINE_KEYS}Move.roughBogged` : `${CHAT_LINE_KEYS}Move.roughClear`),
        r.bogged ? "bad" : "good",
        true,
      ),
    );
  if (r.stop) lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Move.stop.${r.stop}`), "bad", true));
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const owGatlingMoveHeadline: Headline<"ow.gatlingMove"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}Headline.gatlingMove`, { inches: r.inches });
