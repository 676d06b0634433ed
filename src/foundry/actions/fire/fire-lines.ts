/** The chat card's lines for the results the fire folder owns (its manifest presents them). */
import {
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  cardOf,
  holesText,
  labelOr,
  line,
  locationOf,
  outcomeText,
  plural,
  type Ctx,
  type Headline,
  type LineView,
  type LineWriter,
  type Tone,
} from "@foundry/kernel/result-lines";
import type { FireResult } from "@rules/procedures";

function shotCannot(ctx: Ctx, figureId: string, reason: string | null | undefined): LineView {
  return line(`${ctx.names.figure(figureId)}: ${ctx.format(`COMBAT_PATROL.NoFire.${reason ?? "noChance"}`)}`, "miss");
}

export const fire: LineWriter<FireResult> = (ctx, r) => {
  const { format, names, record } = ctx;
  const lines: LineView[] = [];
  for (const plan of r.plan.shooters) if (!plan.possible) lines.push(shotCannot(ctx, plan.figureId, plan.reason));
  const hits = [...r.hits];
  const shotsOf = (id: string) => r.shots.filter((s) => s.shooterId === id).length;
  for (const shot of r.shots) {
    const who =
      shotsOf(shot.shooterId) > 1
        ? format(`${CHAT_KEYS}Fire.shooterShot`, { figure: names.figure(shot.shooterId), n: shot.shot })
        : names.figure(shot.shooterId);
    if (shot.holes === "OUT_OF_AMMO") {
      const ammo = r.outOfAmmo.find((a) => a.figureId === shot.shooterId && a.ended);
      const note = ammo?.note ? ` (${labelOr(format, ammo.note)})` : "";
      lines.push(
        line(
          `${who}: ${plural(format, `${CHAT_LINE_KEYS}Fire.outOfAmmo`, ammo?.markers ?? 1, { serial: shot.serial })}${note}`,
          "bad",
        ),
      );
      continue;
    }
    const data = { needed: holesText(ctx.format, shot.needed), serial: shot.serial, holes: shot.holes };
    ctx.marks.outcome(shot.serial, shot.hit ? "hit" : "miss");
    if (!shot.hit) {
      lines.push(line(`${who}: ${format(`${CHAT_KEYS}Fire.miss`, data)}`, "miss"));
      continue;
    }
    const index = hits.findIndex((h) => h.shooterId === shot.shooterId);
    const hit = index >= 0 ? hits.splice(index, 1)[0] : undefined;
    let text = `${who}: ${format(`${CHAT_KEYS}Fire.hit`, data)}`;
    let tone: Tone = "hit";
    if (hit) {
      const card = cardOf(record, hit.serial);
      const location = locationOf(ctx, hit.serial);
      ctx.marks.outcome(hit.serial, hit.outcome === "saved" ? "saved" : "hit");
      const outcome =
        hit.outcome === "saved"
          ? format(`${CHAT_KEYS}Outcome.savedBy`, {
              cover: format(`${CHAT_KEYS}CoverKind.${hit.cover}`),
              icon: card ? format(`${CHAT_KEYS}Cover.${card.cover}`) : "",
            })
          : outcomeText(ctx, hit.targetId, hit.outcome, hit.note);
      const effect =
        hit.randomizer === null
          ? format(`${CHAT_KEYS}Fire.aimed`, { target: names.figure(hit.targetId), location, outcome })
          : format(`${CHAT_KEYS}Fire.effect`, {
              randomizer: hit.randomizer,
              target: names.figure(hit.targetId),
              location,
              outcome,
            });
      text = `${text} — ${effect}`;
      tone = hit.outcome === "saved" ? "saved" : "hit";
    }
    lines.push(line(text, tone));
    // OW-7.1g / NAP-6.2.2 a hurt that came by another way than the hit card's own (the rider hit,
    // not the horse; thrown and injured): its note under the shot (a note without a hurt is the outcome itself).
    if (hit?.note && (hit.outcome === "wounded" || hit.outcome === "incapacitated"))
      lines.push(line(labelOr(format, hit.note), "neutral", true));
  }
  for (const ammo of r.outOfAmmo.filter((a) => !a.ended)) {
    lines.push(
      line(
        plural(format, `${CHAT_LINE_KEYS}Fire.reload`, ammo.markers, { figure: names.figure(ammo.figureId) }),
        "neutral",
        true,
      ),
    );
  }
  if (r.shots.length === 0 && lines.length === 0) lines.push(line(format(`${CHAT_LINE_KEYS}Fire.noShots`), "miss"));
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const fireHeadline: Headline<"fire"> = (ctx, r) => {
  const hits = r.hits.filter((h) => h.outcome !== "saved").length;
  const saved = r.hits.length - hits;
  return `${plural(ctx.format, `${CHAT_LINE_KEYS}Headline.shots`, r.shots.length)} ${plural(ctx.format, `${CHAT_LINE_KEYS}Headline.hits`, hits)}${saved > 0 ? plural(ctx.format, `${CHAT_LINE_KEYS}Headline.saved`, saved) : ""}`;
};
