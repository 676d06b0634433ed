/** The chat card's lines for the results the mount folder owns (its manifest presents them). */
import {
  CHAT_LINE_KEYS,
  line,
  plural,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import type { MountResult } from "@rules/mounted/movement";

export const mount: LineWriter<MountResult> = (ctx, r) => {
  const lines: LineView[] = [];
  for (const e of r.effects)
    if (e.kind === "mounted")
      lines.push(
        line(
          ctx.format(e.mounted ? `${CHAT_LINE_KEYS}Mount.mounts` : `${CHAT_LINE_KEYS}Mount.dismounts`, {
            figure: ctx.names.figure(e.figureId),
          }),
        ),
      );
  lines.push(line(ctx.format(`${CHAT_LINE_KEYS}Mount.wholeActivation`), "neutral", true));
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const mountHeadline: Headline<"mount"> = (ctx, r) => {
  const changes = r.effects.filter((e) => e.kind === "mounted");
  return plural(
    ctx.format,
    changes.some((e) => e.kind === "mounted" && !e.mounted)
      ? `${CHAT_LINE_KEYS}Headline.dismount`
      : `${CHAT_LINE_KEYS}Headline.mount`,
    changes.length,
  );
};
