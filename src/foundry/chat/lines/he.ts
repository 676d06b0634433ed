/** CORE-9 HE: a blast under a template, a thrown charge; OW-6 dynamite thrown, placed or carried. */
import type { BlastResult, ThrowResult } from "@rules/procedures";
import type {
  BreachResult,
  CarriedDynamiteResult,
  ChargeStep,
  DynamiteBlast,
  DynamiteThrowResult,
} from "@rules/old-west/dynamite";
import {
  K,
  L,
  cardOf,
  costLine,
  labelOr,
  line,
  locationOf,
  outcomeText,
  plural,
  type Ctx,
  type LineView,
  type LineWriter,
  holesText,
} from "@foundry/kernel/result-lines";

/** One line per figure under the template. */
export const blast: LineWriter<BlastResult> = (ctx, r) => {
  const { format, names } = ctx;
  if (r.figures.length === 0) return [line(format(`${L}HE.nobody`), "miss")];
  return r.figures.map((f) => {
    const size = format(`${K}BurstName.${r.size}`);
    ctx.marks.outcome(f.serial, f.hit ? "hit" : "miss");
    let text = format(f.hit ? `${K}HE.hit` : `${K}HE.miss`, {
      figure: names.figure(f.figureId),
      serial: f.serial,
      size,
    });
    if (f.hit) {
      const damageRead = r.cards.find((c) => c.reason === `blast.damage:${f.figureId}`);
      const outcome = outcomeText(ctx, f.figureId, f.outcome);
      text += ` — ${format(`${K}HE.damage`, { serial: damageRead?.serial ?? "?", location: locationOf(ctx, damageRead?.serial), outcome })}`;
    }
    if (f.stunned) text += `, ${format(`${K}Outcome.stunned`)}`;
    return line(text, f.outcome === "missed" ? (f.stunned ? "bad" : "miss") : f.outcome === "saved" ? "saved" : "hit");
  });
};

/** The hit card, then the scatter card on a miss. */
export const throwLines: LineWriter<ThrowResult> = (ctx, r) => {
  const { format, names } = ctx;
  const figure = names.figure(r.plan.figureId);
  if (!r.plan.possible)
    return [line(`${figure}: ${format(`COMBAT_PATROL.NoFire.${r.plan.reason ?? "noChance"}`)}`, "miss")];
  const lines: LineView[] = [];
  const shot = r.cards.find((c) => c.reason.startsWith("throw:"));
  const card = cardOf(ctx.record, shot?.serial);
  if (shot) {
    ctx.marks.outcome(shot.serial, r.landed === "target" ? "hit" : "miss");
    const holes = card ? (card.hit === "OUT_OF_AMMO" ? format(`${K}outOfAmmo`) : card.hit) : "?";
    const data = { needed: holesText(ctx.format, r.plan.needed), serial: shot.serial, holes };
    lines.push(
      line(
        `${figure}: ${format(r.landed === "target" ? `${K}Fire.hit` : `${K}Fire.miss`, data)}`,
        r.landed === "target" ? "hit" : "miss",
      ),
    );
  }
  if (r.scatter) {
    const sc = r.cards.find((c) => c.reason.startsWith("throw.scatter"));
    lines.push(
      line(
        format(`${K}HE.scatter`, { serial: sc?.serial ?? "?", clock: r.scatter.clock, inches: r.scatter.inches }),
        "neutral",
        true,
      ),
    );
  }
  if (r.landed === "thrower") lines.push(line(format(`${L}HE.onThrower`), "bad", true));
  if (r.landed === "dud") lines.push(line(format(`${L}HE.dud`), "miss", true));
  if (r.note) lines.push(line(labelOr(format, r.note), "bad", true));
  return lines;
};

function blastLine(ctx: Ctx, b: DynamiteBlast | null): LineView[] {
  if (!b) return [];
  const size = ctx.format(`${K}BurstName.${b.template}`);
  const where = b.scatter
    ? ctx.format(`${L}Dynamite.blastScatter`, { size, clock: b.scatter.clock, inches: b.scatter.inches })
    : ctx.format(`${L}Dynamite.blastAt.${b.at}`, { size });
  return [line(where, "bad")];
}

/** OW-6.1.1 the throw, what happened to the charge, the blast to place, the charges left. */
export const dynamiteThrow: LineWriter<DynamiteThrowResult> = (ctx, r) => {
  const { format } = ctx;
  const lines = throwLines(ctx, r.throw);
  if (r.outcome === "premature" || r.outcome === "dud") {
    const check = r.cards.find((c) => c.reason.startsWith("ow.dynamite"));
    lines.push(line(format(`${L}Dynamite.${r.outcome}`, { serial: check?.serial ?? "?" }), "bad"));
  }
  lines.push(...blastLine(ctx, r.blast));
  lines.push(
    line(
      plural(format, `${L}Dynamite.left`, r.chargesLeft, { figure: ctx.names.figure(r.throw.plan.figureId) }),
      "neutral",
      true,
    ),
  );
  return lines;
};

/** OW-6.1.2 one step of a placed charge: prepared, placed, fuse laid or lit, wired, exploded. */
export const charge: LineWriter<ChargeStep> = (ctx, r) => {
  const { format } = ctx;
  const c = r.charge;
  const lines = [
    line(
      format(`${L}Charge.stage.${c.stage}`, {
        charge: ctx.names.unit(c.id),
        die: c.die ?? "–",
        fuse: c.fuseActivations,
      }),
    ),
  ];
  lines.push(...costLine(ctx, r.cost));
  lines.push(...blastLine(ctx, r.blast));
  for (const read of r.cards) lines.push(line(format(`${L}Charge.card`, { serial: read.serial }), "neutral", true));
  return lines;
};

/** OW-6.1.4 a hurt carrier's dynamite: the extra card's small burst detonates it. */
export const carriedDynamite: LineWriter<CarriedDynamiteResult> = (ctx, r) => {
  const serial = r.cards[0]?.serial ?? "?";
  const figure = ctx.names.figure(r.figureId);
  const lines = [
    line(
      ctx.format(r.detonates ? `${L}Dynamite.carriedExplodes` : `${L}Dynamite.carriedSafe`, { figure, serial }),
      r.detonates ? "bad" : "good",
    ),
  ];
  lines.push(...blastLine(ctx, r.blast));
  return lines;
};

/** OW-6.1.2b a placed bundle against a wall or door: the gap it blows (our satchel-charge default). */
export const breach: LineWriter<BreachResult> = (ctx, r) => [
  line(
    ctx.format(r.breached ? `${L}Breach.gap.${r.target.kind}` : `${L}Breach.holds.${r.target.kind}`, {
      inches: r.gapInches,
    }),
    r.breached ? "hit" : "miss",
  ),
];
