/** Chat line writers several action folders share: a hand to hand, an HE blast, a morale result in words. */
import {
  gradeName,
  plural,
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  labelOr,
  line,
  locationOf,
  outcomeText,
  type Ctx,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import type { DynamiteBlast } from "@rules/old-west/dynamite";
import type { BlastResult, MeleeResult, MoraleOutcome } from "@rules/procedures";

export function moraleWord(ctx: Ctx, result: string | null): string {
  return result === null ? "–" : ctx.format(`${CHAT_KEYS}MoraleResult.${result}`);
}

/** One line per figure under the template. */
export const blast: LineWriter<BlastResult> = (ctx, r) => {
  const { format, names } = ctx;
  if (r.figures.length === 0) return [line(format(`${CHAT_LINE_KEYS}HE.nobody`), "miss")];
  return r.figures.map((f) => {
    const size = format(`${CHAT_KEYS}BurstName.${r.size}`);
    ctx.marks.outcome(f.serial, f.hit ? "hit" : "miss");
    let text = format(f.hit ? `${CHAT_KEYS}HE.hit` : `${CHAT_KEYS}HE.miss`, {
      figure: names.figure(f.figureId),
      serial: f.serial,
      size,
    });
    if (f.hit) {
      const damageRead = r.cards.find((c) => c.reason === `blast.damage:${f.figureId}`);
      const outcome = outcomeText(ctx, f.figureId, f.outcome);
      text += ` — ${format(`${CHAT_KEYS}HE.damage`, { serial: damageRead?.serial ?? "?", location: locationOf(ctx, damageRead?.serial), outcome })}`;
    }
    if (f.stunned) text += `, ${format(`${CHAT_KEYS}Outcome.stunned`)}`;
    return line(text, f.outcome === "missed" ? (f.stunned ? "bad" : "miss") : f.outcome === "saved" ? "saved" : "hit");
  });
};

export function blastLine(ctx: Ctx, b: DynamiteBlast | null): LineView[] {
  if (!b) return [];
  const size = ctx.format(`${CHAT_KEYS}BurstName.${b.template}`);
  const where = b.scatter
    ? ctx.format(`${CHAT_LINE_KEYS}Dynamite.blastScatter`, { size, clock: b.scatter.clock, inches: b.scatter.inches })
    : ctx.format(`${CHAT_LINE_KEYS}Dynamite.blastAt.${b.at}`, { size });
  return [line(where, "bad")];
}

/** The two totals, then the winner and the loser's damage card. */
export const melee: LineWriter<MeleeResult> = (ctx, r) => meleeLines(ctx, r);

/**
 * The hand to hand's lines; `tie` replaces the base rules' tie line (CORE-6 "a tie pushes both
 * back 2\"") where the fight's own rule says otherwise (OW-9.2.7b a tie with a stampede stuns).
 */
export function meleeLines(ctx: Ctx, r: MeleeResult, tie?: string): LineView[] {
  const { format, names } = ctx;
  const side = (t: MeleeResult["attacker"], role: "attacker" | "defender"): LineView => {
    const mods = t.modifiers
      .map(
        (m) => ` ${m.value >= 0 ? "+" : "−"} ${labelOr(format, `${CHAT_KEYS}Modifier.${m.key}`)} ${Math.abs(m.value)}`,
      )
      .join("");
    return line(
      format(`${CHAT_KEYS}Melee.total`, {
        role: format(`${CHAT_KEYS}Melee.${role}`),
        figure: names.figure(t.figureId),
        melee: t.melee,
        hth: t.hth,
        mods,
        serial: t.serial,
        card: t.card,
        total: t.total,
      }),
    );
  };
  const lines = [side(r.attacker, "attacker"), side(r.defender, "defender")];
  if (r.winner !== "tie") {
    // A fight is won or lost (a check passes or fails): each side's card says which.
    ctx.marks.outcome(r.attacker.serial, r.winner === "attacker" ? "won" : "lost");
    ctx.marks.outcome(r.defender.serial, r.winner === "defender" ? "won" : "lost");
  }
  if (r.winner === "tie") {
    lines.push(line(tie ?? format(`${CHAT_KEYS}Melee.tie`, { total: r.attacker.total })));
    return lines;
  }
  const [won, lost] = r.winner === "attacker" ? [r.attacker, r.defender] : [r.defender, r.attacker];
  const damageRead = r.cards.find((c) => c.reason.startsWith("melee.loser"));
  if (r.loserSpared || !damageRead) {
    lines.push(
      line(
        format(`${CHAT_LINE_KEYS}Melee.wonSpared`, {
          winner: names.figure(won.figureId),
          loser: names.figure(lost.figureId),
          a: won.total,
          b: lost.total,
        }),
        "hit",
      ),
    );
    return lines;
  }
  lines.push(
    line(
      format(`${CHAT_KEYS}Melee.won`, {
        winner: names.figure(won.figureId),
        loser: names.figure(lost.figureId),
        a: won.total,
        b: lost.total,
        serial: damageRead.serial,
        damage: r.loserDamage ? format(`${CHAT_KEYS}Damage.${r.loserDamage}`) : "–",
        location: locationOf(ctx, damageRead.serial),
        outcome: outcomeText(ctx, lost.figureId, r.loserOutcome ?? "none"),
      }),
      r.loserOutcome === "incapacitated" ? "bad" : "hit",
    ),
  );
  return lines;
}

type BaseMorale = Omit<MoraleOutcome, "procedure">;

/** CORE-7 a morale result's markers and each check card in words (a unit's morale check, a lone hero's). */
export function moraleChecks(ctx: Ctx, r: BaseMorale): LineView[] {
  const { format, names } = ctx;
  const removed = r.removed > 0 ? plural(format, `${CHAT_LINE_KEYS}Morale.removed`, r.removed) : "";
  const lines: LineView[] = [
    line(`${plural(format, `${CHAT_LINE_KEYS}Morale.markers`, r.markers, { unit: names.unit(r.unitId) })}${removed}`),
  ];
  const column = { grade: gradeName(ctx, r.grade), terrain: format(`${CHAT_KEYS}TerrainRow.${r.terrain}`) };
  for (const check of r.checks) {
    const result = format(`${CHAT_KEYS}MoraleResult.${check.result}`);
    const who = check.figureId ? format(`${CHAT_KEYS}Morale.who`, { figure: names.figure(check.figureId) }) : "";
    const move = check.inches > 0 ? format(`${CHAT_KEYS}Morale.moves`, { inches: check.inches }) : "";
    lines.push(
      line(
        `${format(`${CHAT_KEYS}Morale.check`, { ...column, serial: check.serial, result })}${who}${move}`,
        check.result === "OK" ? "good" : check.result === "ADVANCE_ONE" ? "neutral" : "bad",
        true,
      ),
    );
  }
  if (r.markers > 0) lines.push(line(format(`${CHAT_KEYS}Morale.cleared`)));
  return lines;
}
