/** NAP-7 artillery: aiming, solid shot, canister, shells, buildings, loading, limbering. */
import type { ProcedureResult } from "@rules/model";
import type { AimRecord, CanisterResult, GunAimResult, ShellResult, SolidShotResult } from "@rules/artillery/fire";
import type { PenetrationResult, ShellRoofResult, SolidShotBuildingResult } from "@rules/artillery/buildings";
import type { LoadResult } from "@rules/artillery/loading";
import type { UnlimberResult } from "@rules/artillery/movement";
import {
  K,
  L,
  gradeName,
  line,
  locationOf,
  outcomeText,
  plural,
  type Ctx,
  type LineView,
  type LineWriter,
  holesText,
} from "@foundry/kernel/result-lines";
import { blast } from "./he";

/** The aiming card: on the target point, or where it deviates to. */
function aimLines(ctx: Ctx, a: AimRecord): LineView[] {
  const { format } = ctx;
  const accuracy = format(`${L}Artillery.accuracy.${a.accuracyFrom}`, { grade: gradeName(ctx, a.accuracy) });
  if (a.outOfAmmo) return [line(format(`${L}Artillery.aimOutOfAmmo`, { serial: a.serial ?? "?" }), "bad")];
  const dev = a.deviation;
  const deviation = dev
    ? [line(format(`${L}Artillery.deviation`, { clock: dev.clock, inches: dev.inches }), "neutral", true)]
    : [];
  if (a.serial === null) return [line(format(`${L}Artillery.aimNoCard`, { accuracy })), ...deviation];
  ctx.marks.outcome(a.serial, a.hit ? "hit" : "miss");
  if (a.hit)
    return [
      line(
        format(`${L}Artillery.aimHit`, { serial: a.serial, needed: holesText(format, a.plan?.needed), accuracy }),
        "hit",
      ),
    ];
  return [
    line(
      format(`${L}Artillery.aimMiss`, { serial: a.serial, needed: holesText(format, a.plan?.needed), accuracy }),
      "miss",
    ),
    ...deviation,
  ];
}

function penetrationLine(ctx: Ctx, p: PenetrationResult): LineView {
  const { format } = ctx;
  if (p.serial === null)
    return line(
      format(p.penetrated ? `${L}Artillery.penetratesSure` : `${L}Artillery.holdsSure`, {
        penetration: p.penetration,
        protection: p.protection ?? "–",
      }),
      p.penetrated ? "hit" : "miss",
    );
  return line(
    format(p.penetrated ? `${L}Artillery.penetrates` : `${L}Artillery.holds`, {
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
    const size = format(`${K}BurstName.${rank.needs}`);
    const figure = names.figure(rank.figureId);
    ctx.marks.outcome(rank.serial, rank.hit && !rank.coverSaved ? "hit" : "miss");
    if (!rank.hit) lines.push(line(format(`${L}Artillery.rankMiss`, { serial: rank.serial, size, figure }), "miss"));
    else if (rank.coverSaved)
      lines.push(
        line(
          format(`${L}Artillery.rankSaved`, { serial: rank.serial, size, figure, cover: rank.coverSerial ?? "?" }),
          "saved",
        ),
      );
    else
      lines.push(
        line(
          format(rank.stunned ? `${L}Artillery.rankStunned` : `${L}Artillery.rankHit`, {
            serial: rank.serial,
            size,
            figure,
          }),
          "hit",
        ),
      );
  }
  if (r.passedOver.length > 0)
    lines.push(line(format(`${L}Artillery.passedOver`, { figures: names.figures(r.passedOver) }), "neutral", true));
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
      lines.push(line(format(`${L}Artillery.canisterNoChance`, { figure, band }), "miss"));
      continue;
    }
    const shot = f.automaticHit
      ? format(`${L}Artillery.canisterAuto`, { figure, band })
      : format(f.hit ? `${L}Artillery.canisterHit` : `${L}Artillery.canisterMiss`, {
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
        ? format(`${K}Outcome.saved`)
        : outcomeText(ctx, f.figureId, f.outcome === "missed" ? "none" : f.outcome);
    lines.push(
      line(
        `${shot} — ${format(`${K}HE.damage`, { serial: f.effectSerial ?? "?", location: locationOf(ctx, f.effectSerial), outcome })}`,
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
    ctx.format(`${L}Artillery.shellBurst.${r.kind}`, {
      size: ctx.format(`${K}BurstName.${r.template}`),
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
        ctx.format(`${L}Artillery.inside`, {
          template: ctx.format(`${K}BurstName.${r.inside.template}`),
          explosion: ctx.format(`${K}BurstName.${r.inside.explosion}`),
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
    ctx.format(r.penetration.penetrated ? `${L}Artillery.roofThrough` : `${L}Artillery.roofHeld`, {
      explosion: ctx.format(`${K}BurstName.${r.explosion}`),
    }),
  ),
  ...blast(ctx, r.blast),
];

/** NAP-7.2 one load action. */
export const load: LineWriter<LoadResult> = (ctx, r) => [
  line(ctx.format(`${L}Artillery.round.${r.round}`)),
  line(
    r.remaining > 0 ? plural(ctx.format, `${L}Artillery.loadLeft`, r.remaining) : ctx.format(`${L}Artillery.loaded`),
    r.remaining > 0 ? "neutral" : "good",
  ),
];

export const unlimber: LineWriter<UnlimberResult> = (ctx, r) => [
  line(plural(ctx.format, `${L}Artillery.unlimbered`, r.markers)),
];

export const limber: LineWriter<ProcedureResult<"limber">> = (ctx) => [
  line(ctx.format(`${L}Artillery.limbered`), "neutral"),
];
