/** The chat card's lines for the results the artillery folder owns (its manifest presents them). */
import {
  CHAT_KEYS,
  CHAT_LINE_KEYS,
  gradeName,
  holesText,
  inches,
  line,
  locationOf,
  outcomeText,
  plural,
  type Ctx,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { allowance, cardsLine, factorLine, moveSerials } from "@foundry/kernel/result-lines-moves";
import { blast } from "@foundry/kernel/result-lines-shared";
import type { PenetrationResult, ShellRoofResult, SolidShotBuildingResult } from "@rules/artillery/buildings";
import type { AimRecord, GunAimResult } from "@rules/artillery/fire";
import type { SolidShotResult } from "@rules/artillery/solidShot";
import type { CanisterResult } from "@rules/artillery/canister";
import type { ShellResult } from "@rules/artillery/shell";
import type { GunMoveResult } from "@rules/artillery/movement";

/** The aiming card: on the target point, or where it deviates to. */
function aimLines(ctx: Ctx, a: AimRecord): LineView[] {
  const { format } = ctx;
  const accuracy = format(`${CHAT_LINE_KEYS}Artillery.accuracy.${a.accuracyFrom}`, {
    grade: gradeName(ctx, a.accuracy),
  });
  if (a.outOfAmmo) return [line(format(`${CHAT_LINE_KEYS}Artillery.aimOutOfAmmo`, { serial: a.serial ?? "?" }), "bad")];
  const dev = a.deviation;
  const deviation = dev
    ? [line(format(`${CHAT_LINE_KEYS}Artillery.deviation`, { clock: dev.clock, inches: dev.inches }), "neutral", true)]
    : [];
  if (a.serial === null) return [line(format(`${CHAT_LINE_KEYS}Artillery.aimNoCard`, { accuracy })), ...deviation];
  ctx.marks.outcome(a.serial, a.hit ? "hit" : "miss");
  if (a.hit)
    return [
      line(
        format(`${CHAT_LINE_KEYS}Artillery.aimHit`, {
          serial: a.serial,
          needed: holesText(format, a.plan?.needed),
          accuracy,
        }),
        "hit",
      ),
    ];
  return [
    line(
      format(`${CHAT_LINE_KEYS}Artillery.aimMiss`, {
        serial: a.serial,
        needed: holesText(format, a.plan?.needed),
        accuracy,
      }),
      "miss",
    ),
    ...deviation,
  ];
}

function penetrationLine(ctx: Ctx, p: PenetrationResult): LineView {
  const { format } = ctx;
  if (p.serial === null)
    return line(
      format(p.penetrated ? `${CHAT_LINE_KEYS}Artillery.penetratesSure` : `${CHAT_LINE_KEYS}Artillery.holdsSure`, {
        penetration: p.penetration,
        protection: p.protection ?? "–",
      }),
      p.penetrated ? "hit" : "miss",
    );
  return line(
    format(p.penetrated ? `${CHAT_LINE_KEYS}Artillery.penetrates` : `${CHAT_LINE_KEYS}Artillery.holds`, {
      serial: p.serial,
      needed: holesText(format, p.needed),
      penetration: p.penetration,
      protection: p.protection ?? "–",
    }),
    p.penetrated ? "hit" : "miss",
  );
}

export const gunAim: LineWriter<GunAimResult> = (ctx, r) => aimLines(ctx, r.aim);

/** NAP-7.3.1 each rank the ball crosses: its card, the figure it strikes. */
export const solidShot: LineWriter<SolidShotResult> = (ctx, r) => {
  const { format, names } = ctx;
  const lines = aimLines(ctx, r.aim);
  for (const rank of r.ranks) {
    const size = format(`${CHAT_KEYS}BurstName.${rank.needs}`);
    const figure = names.figure(rank.figureId);
    ctx.marks.outcome(rank.serial, rank.hit && !rank.coverSaved ? "hit" : "miss");
    if (!rank.hit)
      lines.push(line(format(`${CHAT_LINE_KEYS}Artillery.rankMiss`, { serial: rank.serial, size, figure }), "miss"));
    else if (rank.coverSaved)
      lines.push(
        line(
          format(`${CHAT_LINE_KEYS}Artillery.rankSaved`, {
            serial: rank.serial,
            size,
            figure,
            cover: rank.coverSerial ?? "?",
          }),
          "saved",
        ),
      );
    else
      lines.push(
        line(
          format(rank.stunned ? `${CHAT_LINE_KEYS}Artillery.rankStunned` : `${CHAT_LINE_KEYS}Artillery.rankHit`, {
            serial: rank.serial,
            size,
            figure,
          }),
          "hit",
        ),
      );
  }
  if (r.passedOver.length > 0)
    lines.push(
      line(format(`${CHAT_LINE_KEYS}Artillery.passedOver`, { figures: names.figures(r.passedOver) }), "neutral", true),
    );
  return lines;
};

/** NAP-7.3.2 each figure in the swath: its band, its hit card, its effect card. */
export const canister: LineWriter<CanisterResult> = (ctx, r) => {
  const { format, names } = ctx;
  const lines = aimLines(ctx, r.aim);
  for (const f of r.figures) {
    const figure = names.figure(f.figureId);
    const band = format(`COMBAT_PATROL.Band.${f.effectiveBand}`);
    if (f.outcome === "noChance") {
      lines.push(line(format(`${CHAT_LINE_KEYS}Artillery.canisterNoChance`, { figure, band }), "miss"));
      continue;
    }
    const shot = f.automaticHit
      ? format(`${CHAT_LINE_KEYS}Artillery.canisterAuto`, { figure, band })
      : format(f.hit ? `${CHAT_LINE_KEYS}Artillery.canisterHit` : `${CHAT_LINE_KEYS}Artillery.canisterMiss`, {
          figure,
          band,
          serial: f.hitSerial ?? "?",
          needed: holesText(format, f.needed),
        });
    ctx.marks.outcome(f.hitSerial, f.hit ? "hit" : "miss");
    if (!f.hit) {
      lines.push(line(shot, "miss"));
      continue;
    }
    const outcome =
      f.outcome === "saved"
        ? format(`${CHAT_KEYS}Outcome.saved`)
        : outcomeText(ctx, f.figureId, f.outcome === "missed" ? "none" : f.outcome);
    lines.push(
      line(
        // The effect card is named a damage card: an automatic hit draws none to hit, only this one.
        `${shot} — ${format(`${CHAT_LINE_KEYS}Artillery.canisterDamage`, { serial: f.effectSerial ?? "?", location: locationOf(ctx, f.effectSerial), outcome })}`,
        f.outcome === "saved" ? "saved" : "hit",
      ),
    );
  }
  return lines;
};

/** NAP-7.3.3 the aim, then the blast under the template where it landed. */
export const shell: LineWriter<ShellResult> = (ctx, r) => [
  ...aimLines(ctx, r.aim),
  line(
    ctx.format(`${CHAT_LINE_KEYS}Artillery.shellBurst.${r.kind}`, {
      size: ctx.format(`${CHAT_KEYS}BurstName.${r.template}`),
      diameter: r.diameter,
    }),
  ),
  ...blast(ctx, r.blast),
];

/** NAP-7.3.3.1 solid shot at a building: the aim, the penetration card, what happens inside. */
export const solidShotBuilding: LineWriter<SolidShotBuildingResult> = (ctx, r) => {
  const lines = [...aimLines(ctx, r.aim), penetrationLine(ctx, r.penetration)];
  if (r.inside)
    lines.push(
      line(
        ctx.format(`${CHAT_LINE_KEYS}Artillery.inside`, {
          template: ctx.format(`${CHAT_KEYS}BurstName.${r.inside.template}`),
          explosion: ctx.format(`${CHAT_KEYS}BurstName.${r.inside.explosion}`),
        }),
        "bad",
        true,
      ),
    );
  return lines;
};

/** NAP-7.3.3.2 a round on a roof: through it (top floor) or not (the roof). */
export const shellRoof: LineWriter<ShellRoofResult> = (ctx, r) => [
  penetrationLine(ctx, r.penetration),
  line(
    ctx.format(
      r.penetration.penetrated ? `${CHAT_LINE_KEYS}Artillery.roofThrough` : `${CHAT_LINE_KEYS}Artillery.roofHeld`,
      {
        explosion: ctx.format(`${CHAT_KEYS}BurstName.${r.explosion}`),
      },
    ),
  ),
  ...blast(ctx, r.blast),
];

/** NAP-7.1 a gun moved by its crew or team; its bog check in rough ground. */
export const gunMove: LineWriter<GunMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${CHAT_LINE_KEYS}Move.theGun`), moveSerials(r), r.cardInches),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  if (r.bogged)
    lines.push(
      line(
        ctx.format(`${CHAT_LINE_KEYS}Move.gunBogged`, { inches: inches(r.stopAfterInchesInRough ?? 0) }),
        "bad",
        true,
      ),
    );
  // NAP-7.1b the limber came back toward the gun (the gun stayed).
  if (r.limberReturn)
    lines.push(
      line(
        ctx.format(
          r.limberReturn.mayLimber ? `${CHAT_LINE_KEYS}Move.limberBack` : `${CHAT_LINE_KEYS}Move.limberComing`,
          {
            from: inches(r.limberReturn.from),
            to: inches(r.limberReturn.to),
          },
        ),
        r.limberReturn.mayLimber ? "good" : "neutral",
      ),
    );
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const solidShotHeadline: Headline<"solidShot"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.solidShot`, r.ranks.filter((k) => k.hit).length);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const canisterHeadline: Headline<"canister"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.canister`, r.figures.filter((f) => f.hit).length);

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const shellHeadline: Headline<"shell"> = (ctx, r) =>
  plural(ctx.format, `${CHAT_LINE_KEYS}Headline.blast`, r.blast.figures.filter((f) => f.hit).length, {
    size: ctx.format(`${CHAT_KEYS}BurstName.${r.template}`),
  });
